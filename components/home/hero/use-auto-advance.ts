'use client'

import * as React from 'react'

import type { CarouselApi } from '@/components/home/hero/carousel-engine'

export const HERO_AUTO_ADVANCE_MS = 8000

/**
 * Moves to the next slide 8 s after each slide change while `enabled`; any change of slide,
 * including one the visitor makes, starts the full interval again.
 */
export function useAutoAdvance(api: CarouselApi | undefined, enabled: boolean, selected: number) {
  React.useEffect(() => {
    if (!api || !enabled) return
    const timer = window.setTimeout(() => api.scrollNext(), HERO_AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [api, enabled, selected])
}
