import { siteConfig } from '@/config/site'
import type { FaqGroup } from '@/content/types'

type JsonLd = Record<string, unknown>

export function organizationJsonLd(baseUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/icon.svg`,
    email: siteConfig.contactEmail,
    description: siteConfig.description,
    areaServed: siteConfig.countries,
    sameAs: siteConfig.social.map((social) => social.href),
  }
}

export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/**
 * A directory page (articles, quizzes, resources, careers): the page as a CollectionPage whose
 * main entity lists the items it shows, in order, by name and absolute URL.
 */
export function collectionPageJsonLd(input: {
  name: string
  description: string
  url: string
  items: { name: string; url: string }[]
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: input.url,
    isPartOf: { '@type': 'WebSite', name: siteConfig.name },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: item.url,
      })),
    },
  }
}

export function faqPageJsonLd(groups: FaqGroup[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  }
}

export function aboutPageJsonLd(input: {
  url: string
  description: string
  baseUrl: string
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: input.url,
    name: `About ${siteConfig.name}`,
    description: input.description,
    mainEntity: organizationJsonLd(input.baseUrl),
  }
}

/**
 * Serialises JSON-LD for a <script> element; `<` is escaped so that text in the data can never
 * close the script tag early.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function contactPageJsonLd(input: { url: string; baseUrl: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: input.url,
    name: `Contact ${siteConfig.name}`,
    mainEntity: {
      ...organizationJsonLd(input.baseUrl),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: siteConfig.contactEmail,
        availableLanguage: 'English',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    },
  }
}
