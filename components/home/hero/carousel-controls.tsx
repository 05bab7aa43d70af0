'use client'

import { clsx } from 'clsx'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react'

import { Button } from '@/components/ui/button'

type CarouselControlsProps = {
  count: number
  selected: number
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
  /** Whether the visitor has stopped the slides moving by themselves. */
  stopped: boolean
  onStoppedChange: (stopped: boolean) => void
  /** Joined without tailwind-merge (see withClassName in lib/utils.ts): add, never override. */
  className?: string
}

export function CarouselControls({
  count,
  selected,
  onPrevious,
  onNext,
  onSelect,
  stopped,
  onStoppedChange,
  className,
}: CarouselControlsProps) {
  return (
    <div className={clsx('flex items-center justify-center gap-2 py-4', className)}>
      {/* WCAG 2.2.2: anything that moves by itself can be stopped. Drawn by CSS only where the
          slides do move (wide screens, motion allowed), so it appears without shifting the row. */}
      <div className="hidden lg:motion-safe:flex">
        <Button
          variant="outline"
          size="icon"
          aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
          onClick={() => onStoppedChange(!stopped)}
        >
          {stopped ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
        </Button>
      </div>
      <Button variant="outline" size="icon" aria-label="Previous slide" onClick={onPrevious}>
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => onSelect(index)}
            className="group/dot flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <span className="h-2.5 w-2.5 rounded-full bg-muted-foreground/60 transition-all group-hover/dot:bg-muted-foreground group-aria-[current=true]/dot:w-6 group-aria-[current=true]/dot:bg-primary" />
          </button>
        ))}
      </div>
      <Button variant="outline" size="icon" aria-label="Next slide" onClick={onNext}>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  )
}
