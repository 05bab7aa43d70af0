import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Hero } from '@/components/home/hero/hero'
import { PromotionBanner } from '@/components/home/promotion-banner'
import { ClaimsSection } from '@/components/home/sections/claims-section'
import { LatestArticlesSection } from '@/components/home/sections/latest-articles-section'
import { ScrollToHash } from '@/components/home/sections/scroll-to-hash'
import { SectionsFallback } from '@/components/home/sections/sections-fallback'
import { ServicesSection } from '@/components/home/sections/services-section'
import { StudyGuideSection } from '@/components/home/study-guide-section'
import { TestimonialsSection } from '@/components/home/sections/testimonials-section'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteConfig } from '@/config/site'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'
import { websiteJsonLd } from '@/lib/seo/website-json-ld'

// Next's metadata writes the root URL without its trailing slash, so the page gives its canonical
// URL and og:url itself (React moves the <link> and <meta> into the head); the feeds come from
// the root layout.
const {
  alternates: _alternates,
  openGraph,
  ...homeMetadata
} = pageMetadata({
  title: siteConfig.name,
  description: siteConfig.description,
  path: '/',
})

export const metadata: Metadata = {
  ...homeMetadata,
  openGraph: { ...openGraph, url: undefined },
  title: { absolute: `${siteConfig.name}: ${siteConfig.tagline}` },
}

const homeUrl = canonicalUrl('/', siteUrl)

export default function HomePage() {
  return (
    <>
      <link rel="canonical" href={homeUrl} />
      <meta property="og:url" content={homeUrl} />
      <JsonLdScript data={organizationJsonLd(siteUrl)} />
      <JsonLdScript data={websiteJsonLd(siteUrl)} />
      <PromotionBanner />
      <Hero />
      <Suspense fallback={<SectionsFallback />}>
        <ServicesSection />
        <StudyGuideSection />
        <TestimonialsSection />
        <ClaimsSection />
        <LatestArticlesSection />
        <ScrollToHash />
      </Suspense>
    </>
  )
}
