import {
  SlideActions,
  SlideBenefits,
  SlideFeatures,
  SlideIntro,
  SlideStats,
} from '@/components/home/hero/slide-parts'
import type { HeroSlide } from '@/content/hero-slides'

/** Plain, centred typography with no decoration: the slide low-performance devices get. */
export function PureSlide({ slide }: { slide: HeroSlide }) {
  return (
    <div className="h-full bg-background">
      <div className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:py-16">
        <SlideIntro slide={slide} centered />
        <SlideActions slide={slide} className="mt-8 justify-center" />
        <SlideFeatures slide={slide} className="mt-8 justify-center" />
        <SlideStats slide={slide} className="mx-auto mt-10 max-w-3xl text-center" />
        <SlideBenefits
          slide={slide}
          className="mx-auto mt-8 w-fit sm:flex sm:flex-wrap sm:justify-center sm:space-y-0 sm:gap-x-8"
        />
      </div>
    </div>
  )
}
