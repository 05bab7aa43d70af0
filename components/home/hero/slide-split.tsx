import {
  SlideActions,
  SlideBenefits,
  SlideFeatures,
  SlideIntro,
  SlideStats,
} from '@/components/home/hero/slide-parts'
import type { HeroSlide } from '@/content/hero-slides'

/** Message and actions on one side, what the service includes on a card beside it. */
export function SplitSlide({ slide }: { slide: HeroSlide }) {
  return (
    <div className="h-full bg-linear-to-br from-accent via-background to-background">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start lg:py-16">
        <div>
          <SlideIntro slide={slide} />
          <SlideActions slide={slide} className="mt-8" />
          <SlideStats slide={slide} className="mt-10" />
        </div>
        <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-lg sm:p-8">
          <h3 className="text-lg font-semibold">What you get</h3>
          <SlideFeatures slide={slide} className="mt-4" />
          <h3 className="mt-8 text-lg font-semibold">Why it helps</h3>
          <SlideBenefits slide={slide} className="mt-4" />
        </div>
      </div>
    </div>
  )
}
