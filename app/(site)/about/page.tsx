import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { JsonLdScript } from '@/components/seo/json-ld'
import { aboutPage } from '@/content/about'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { aboutPageJsonLd } from '@/lib/seo/json-ld'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(aboutPage)

export default function AboutPage() {
  return (
    <>
      <JsonLdScript
        data={aboutPageJsonLd({
          url: canonicalUrl('/about', siteUrl),
          description: aboutPage.description,
          baseUrl: siteUrl,
        })}
      />
      <InfoPageView page={aboutPage} />
    </>
  )
}
