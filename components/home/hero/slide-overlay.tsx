import {
  SlideActions,
  SlideBenefits,
  SlideFeatures,
  SlideIntro,
  SlideStats,
} from '@/components/home/hero/slide-parts'
import type { HeroSlide } from '@/content/hero-slides'

/** Text over a dark, decorated backdrop with a frosted panel; always in the dark palette. */
export function OverlaySlide({ slide }: { slide: HeroSlide }) {
  return (
    <div className="dark relative isolate h-full overflow-hidden bg-background text-foreground">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-size-[48px_48px] opacity-50"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-112 rounded-full bg-brand/35 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-72 -left-24 -z-10 size-96 rounded-full bg-brand/20 blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start lg:py-16">
        <div>
          <SlideIntro slide={slide} />
          <SlideActions slide={slide} className="mt-8" />
          <SlideFeatures slide={slide} className="mt-8" />
        </div>
        <div className="rounded-2xl border bg-background/75 p-6 backdrop-blur-md sm:p-8">
          <SlideBenefits slide={slide} />
          <SlideStats slide={slide} className="mt-8 border-t pt-6 sm:grid-cols-2" />
        </div>
      </div>
    </div>
  )
}
