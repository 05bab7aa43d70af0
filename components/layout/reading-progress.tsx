'use client'

import { clsx } from 'clsx'
import * as React from 'react'

import { clampProgress, scrollProgress } from '@/lib/browser/reading-progress'

type ReadingProgressProps = {
  /** 'bar' sits under the header; 'strip' is fixed to the bottom of the viewport. */
  variant?: 'bar' | 'strip'
  showPercentage?: boolean
  /** Controlled value; when omitted the component follows the page's scroll position. */
  value?: number
}

export function ReadingProgress({
  variant = 'bar',
  showPercentage = false,
  value,
}: ReadingProgressProps) {
  const [scrolled, setScrolled] = React.useState(0)

  React.useEffect(() => {
    if (value !== undefined) return
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const root = document.documentElement
        setScrolled(scrollProgress(root.scrollTop, root.scrollHeight, window.innerHeight))
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [value])

  const progress = Math.round(clampProgress(value ?? scrolled))

  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-testid="reading-progress"
      className={clsx(
        'z-30 flex items-center gap-2',
        variant === 'bar' ? 'sticky top-16 h-1 w-full' : 'fixed inset-x-0 bottom-0 h-1.5',
      )}
    >
      <div className="h-full flex-1 bg-muted">
        <div
          className="h-full origin-left bg-primary transition-transform duration-150"
          style={{ transform: `scaleX(${progress / 100})` }}
        />
      </div>
      {showPercentage && (
        <span className="absolute -top-7 right-4 rounded bg-card px-2 py-0.5 text-xs font-medium shadow">
          Reading progress {progress}%
        </span>
      )}
    </div>
  )
}
