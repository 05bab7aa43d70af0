'use client'

import dynamic from 'next/dynamic'
import * as React from 'react'

import type { CarouselApi } from '@/components/home/hero/carousel-engine'
import { CarouselControls } from '@/components/home/hero/carousel-controls'
import { useAutoAdvance } from '@/components/home/hero/use-auto-advance'
import { useLowPerformance } from '@/components/home/hero/use-low-performance'
import { useMediaQuery } from '@/components/home/hero/use-media-query'
import { usePause } from '@/components/home/hero/use-pause'
import { useSelectedSlide } from '@/components/home/hero/use-selected-slide'
import { LOW_PERFORMANCE_SLIDE_INDEX } from '@/lib/browser/low-performance'

const CarouselEngine = dynamic(() => import('@/components/home/hero/carousel-engine'), {
  ssr: false,
})

type HeroCarouselProps = {
  /** Slides rendered on the server; this component only arranges and moves them. */
  slides: React.ReactNode[]
  /** Inline script that flags low-performance devices before the first paint. */
  bootScript: string
}

export function HeroCarousel({ slides, bootScript }: HeroCarouselProps) {
  const lowPerformance = useLowPerformance()
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const wide = useMediaQuery('(min-width: 1024px)')
  // Embla measures every slide when it starts (a forced layout of the page), so it loads and
  // starts only once the device is known to be capable; a low-performance device never pays for it.
  const carousel = lowPerformance === false
  const viewportRef = React.useRef<HTMLDivElement>(null)
  const [api, setApi] = React.useState<CarouselApi>()
  const selected = useSelectedSlide(api)
  const { paused, handlers } = usePause()
  const [stopped, setStopped] = React.useState(false)
  const autoAdvance = wide && !reducedMotion && carousel && !stopped
  useAutoAdvance(api, autoAdvance && !paused, selected)

  const jump = reducedMotion || lowPerformance === true
  const previous = () => api?.scrollPrev(jump)
  const next = () => api?.scrollNext(jump)
  const interactive = api !== undefined && carousel

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-low-performance={lowPerformance ? 'true' : undefined}
      suppressHydrationWarning
      onKeyDown={onKeyDown}
      {...handlers}
      className="group/hero border-b data-[low-performance=true]:**:backdrop-blur-none data-[low-performance=true]:**:transition-none"
    >
      <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      <div
        ref={viewportRef}
        className="overflow-hidden"
        aria-live={autoAdvance && !paused ? 'off' : 'polite'}
      >
        {/* The height covers the tallest slide in Inter or its fallback font, so a font swap never moves the controls. */}
        <div className="flex touch-pan-y backface-hidden lg:min-h-[41rem] xl:min-h-[38rem]">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              inert={interactive && index !== selected}
              className={
                index === LOW_PERFORMANCE_SLIDE_INDEX
                  ? 'min-w-0 shrink-0 grow-0 basis-full'
                  : 'min-w-0 shrink-0 grow-0 basis-full group-data-[low-performance=true]/hero:hidden'
              }
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {carousel ? <CarouselEngine viewport={viewportRef} onApi={setApi} /> : null}
      <CarouselControls
        count={slides.length}
        selected={selected}
        onPrevious={previous}
        onNext={next}
        onSelect={(index) => api?.scrollTo(index, jump)}
        stopped={stopped}
        onStoppedChange={setStopped}
        className="group-data-[low-performance=true]/hero:hidden"
      />
    </section>
  )
}
