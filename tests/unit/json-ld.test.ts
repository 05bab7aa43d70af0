import { describe, expect, it } from 'vitest'

import { faqGroups } from '@/content/faq'
import {
  aboutPageJsonLd,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  contactPageJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '@/lib/seo/json-ld'

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Scholarly Support',
  legalName: 'Scholarly Support Ltd',
  url: 'https://example.org/',
  logo: 'https://example.org/icon.svg',
  email: 'hello@scholarlysupport.co',
  description:
    'One-to-one tutoring, writing feedback, proofreading and study-skills coaching for university students in the USA, UK, Australia and Canada.',
  areaServed: ['United States', 'United Kingdom', 'Australia', 'Canada'],
  sameAs: [
    'https://www.facebook.com/scholarlysupport',
    'https://www.instagram.com/scholarlysupport',
    'https://www.linkedin.com/company/scholarlysupport',
    'https://x.com/scholarlysupport',
    'https://www.youtube.com/@scholarlysupport',
  ],
}

describe('JSON-LD', () => {
  it('lists every FAQ question with its answer', () => {
    const data = faqPageJsonLd(faqGroups) as { mainEntity: { name: string }[] }
    const questions = faqGroups.flatMap((group) => group.items.map((item) => item.question))
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions)
  })

  it('numbers breadcrumb positions from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://example.org/' },
      { name: 'FAQ', url: 'https://example.org/faq/' },
    ]) as { itemListElement: { position: number }[] }
    expect(data.itemListElement.map((item) => item.position)).toEqual([1, 2])
  })

  it('describes a directory page as a CollectionPage listing its items in order', () => {
    const data = collectionPageJsonLd({
      name: 'Study articles',
      description: 'Guides',
      url: 'https://example.org/articles/',
      items: [
        { name: 'First', url: 'https://example.org/articles/first/' },
        { name: 'Second', url: 'https://example.org/articles/second/' },
      ],
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      url: 'https://example.org/articles/',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'First',
            url: 'https://example.org/articles/first/',
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Second',
            url: 'https://example.org/articles/second/',
          },
        ],
      },
    })
  })

  it('describes the organisation with its contact details and profiles', () => {
    expect(organizationJsonLd('https://example.org')).toEqual(organization)
  })

  it('makes the organisation the main entity of the about page', () => {
    expect(
      aboutPageJsonLd({
        url: 'https://example.org/about/',
        description: 'Who we are',
        baseUrl: 'https://example.org',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: 'https://example.org/about/',
      name: 'About Scholarly Support',
      description: 'Who we are',
      mainEntity: organization,
    })
  })

  it('gives the contact page a round-the-clock English support contact point', () => {
    expect(
      contactPageJsonLd({ url: 'https://example.org/contact/', baseUrl: 'https://example.org' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      url: 'https://example.org/contact/',
      name: 'Contact Scholarly Support',
      mainEntity: {
        ...organization,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: 'hello@scholarlysupport.co',
          availableLanguage: 'English',
          hoursAvailable: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: [
              'Monday',
              'Tuesday',
              'Wednesday',
              'Thursday',
              'Friday',
              'Saturday',
              'Sunday',
            ],
            opens: '00:00',
            closes: '23:59',
          },
        },
      },
    })
  })

  it('writes breadcrumbs and FAQ entries with their schema.org types', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://example.org/' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      ],
    })
    expect(
      faqPageJsonLd([
        { id: 'fees', heading: 'Fees', items: [{ question: 'How much?', answer: 'It depends.' }] },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How much?',
          acceptedAnswer: { '@type': 'Answer', text: 'It depends.' },
        },
      ],
    })
  })

  it('names the site the directory page belongs to', () => {
    const data = collectionPageJsonLd({ name: 'N', description: 'D', url: 'U', items: [] })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'N',
      description: 'D',
      url: 'U',
      isPartOf: { '@type': 'WebSite', name: 'Scholarly Support' },
      mainEntity: { '@type': 'ItemList', numberOfItems: 0, itemListElement: [] },
    })
  })

  it('cannot be broken out of its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
