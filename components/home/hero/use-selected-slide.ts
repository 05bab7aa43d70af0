'use client'

import * as React from 'react'

import type { CarouselApi } from '@/components/home/hero/carousel-engine'

export function useSelectedSlide(api: CarouselApi | undefined): number {
  const [selected, setSelected] = React.useState(0)

  React.useEffect(() => {
    if (!api) return
    const update = () => setSelected(api.selectedScrollSnap())
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  return selected
}
