import type { Metadata } from 'next'

import { NeedsJavaScript } from '@/components/layout/needs-javascript'
import { JsonLdScript } from '@/components/seo/json-ld'
import { IntegrityStatement } from '@/components/services/integrity-statement'
import { ServiceCard } from '@/components/services/service-card'
import { getServiceDetails } from '@/lib/data/services'
import { siteConfig } from '@/config/site'
import { siteUrl } from '@/lib/env'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'
import { servicesJsonLd } from '@/lib/seo/service-json-ld'

const description =
  'One-to-one tutoring, writing feedback, proofreading, study-skills coaching and exam preparation for university students. We support your learning and never do graded work for you.'

export const metadata: Metadata = pageMetadata({
  title: 'Services',
  description,
  path: '/services',
})

export default async function ServicesPage() {
  const services = await getServiceDetails()
  const choices = services.map((service) => ({ value: service.slug, label: service.title }))
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={[
          ...servicesJsonLd(services, siteUrl),
          breadcrumbJsonLd([
            { name: 'Home', url: `${siteUrl}/` },
            { name: 'Services', url: `${siteUrl}/services/` },
          ]),
        ]}
      />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our services</h1>
        <p className="text-lg text-muted-foreground">{description}</p>
      </header>
      <IntegrityStatement />
      <NeedsJavaScript>
        Requesting a service needs JavaScript. Turn it on in your browser and reload the page, or
        email us at{' '}
        <a href={`mailto:${siteConfig.contactEmail}`} className="underline underline-offset-4">
          {siteConfig.contactEmail}
        </a>
        .
      </NeedsJavaScript>
      {services.length > 0 ? (
        <div className="grid gap-8">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} services={choices} />
          ))}
        </div>
      ) : (
        <p className="text-muted-foreground">No services are listed just now.</p>
      )}
    </div>
  )
}
