import { HeroCarousel } from '@/components/home/hero/hero-carousel'
import { HeroSlideView } from '@/components/home/hero/hero-slide'
import { siteConfig } from '@/config/site'
import { heroSlides } from '@/content/hero-slides'
import { lowPerformanceScript } from '@/lib/browser/low-performance'

/**
 * The home page hero. Every slide is rendered here on the server, so the first one paints
 * (and is the largest contentful paint) before any JavaScript runs; the client carousel only
 * moves the slides it is given.
 */
export function Hero() {
  return (
    <>
      <h1 className="sr-only">
        {siteConfig.name}: {siteConfig.tagline}
      </h1>
      <HeroCarousel
        bootScript={lowPerformanceScript}
        slides={heroSlides.map((slide) => (
          <HeroSlideView key={slide.id} slide={slide} />
        ))}
      />
    </>
  )
}
