import type * as React from 'react'

import { OverlaySlide } from '@/components/home/hero/slide-overlay'
import { PureSlide } from '@/components/home/hero/slide-pure'
import { SplitSlide } from '@/components/home/hero/slide-split'
import type { HeroSlide, HeroSlideType } from '@/content/hero-slides'

const layouts: Record<HeroSlideType, (props: { slide: HeroSlide }) => React.ReactNode> = {
  overlay: OverlaySlide,
  split: SplitSlide,
  pure: PureSlide,
}

export function HeroSlideView({ slide }: { slide: HeroSlide }) {
  const Layout = layouts[slide.type]
  return <Layout slide={slide} />
}
