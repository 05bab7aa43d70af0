'use client'

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import * as React from 'react'

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

type CarouselEngineProps = {
  viewport: React.RefObject<HTMLDivElement | null>
  onApi: (api: CarouselApi | undefined) => void
}

/**
 * Runs Embla on the hero's server-rendered viewport. It is its own module so that Embla loads
 * only on devices that get the moving carousel; it renders nothing itself.
 */
export default function CarouselEngine({ viewport, onApi }: CarouselEngineProps) {
  const [attach, api] = useEmblaCarousel({ loop: true })

  React.useEffect(() => {
    attach(viewport.current)
    return () => attach(null)
  }, [attach, viewport])

  React.useEffect(() => {
    onApi(api)
    return () => onApi(undefined)
  }, [api, onApi])

  return null
}
