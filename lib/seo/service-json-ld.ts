import { organizationJsonLd } from '@/lib/seo/json-ld'

type ServiceInput = {
  slug: string
  title: string
  summary: string
  price_from: number | null
  currency: string
}

/** schema.org Service for each service, provided by the site's organization. */
export function servicesJsonLd(services: ServiceInput[], baseUrl: string) {
  const { '@context': _context, ...provider } = organizationJsonLd(baseUrl)
  return services.map((service) => ({
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${baseUrl}/services/#${service.slug}`,
    name: service.title,
    description: service.summary,
    url: `${baseUrl}/services/#${service.slug}`,
    serviceType: service.title,
    provider,
    areaServed: provider.areaServed,
    ...(service.price_from === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            priceSpecification: {
              '@type': 'PriceSpecification',
              minPrice: Number(service.price_from),
              priceCurrency: service.currency,
            },
          },
        }),
  }))
}
