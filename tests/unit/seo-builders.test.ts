import { describe, expect, it } from 'vitest'

import type { Article } from '@/lib/data/articles'
import { articleJsonLd } from '@/lib/seo/article-json-ld'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import { quizJsonLd } from '@/lib/seo/quiz-json-ld'
import { resourceJsonLd } from '@/lib/seo/resource-json-ld'
import { servicesJsonLd } from '@/lib/seo/service-json-ld'
import { websiteJsonLd } from '@/lib/seo/website-json-ld'

const base = 'https://example.org'
const { '@context': _context, ...organization } = organizationJsonLd(base)

const article = (fields: Partial<Article>) =>
  ({
    slug: 'essay-plans',
    title: 'Essay plans',
    excerpt: 'Plan first.',
    seo_description: null,
    cover_image_url: null,
    published_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-03T00:00:00Z',
    authors: null,
    article_categories: null,
    tags: [],
    content: '',
    ...fields,
  }) as Article

describe('articleJsonLd', () => {
  it('describes an article with its author, section, keywords and word count', () => {
    expect(
      articleJsonLd(
        article({
          seo_description: 'How to plan an essay',
          cover_image_url: 'https://cdn.example/cover.png',
          authors: { name: 'Ada Lovelace', title: 'Tutor' } as Article['authors'],
          article_categories: { name: 'Writing' } as Article['article_categories'],
          tags: ['essays', 'planning'],
          content: ' Plan  your\nessay\tfirst ',
        }),
        base,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Essay plans',
      description: 'How to plan an essay',
      url: 'https://example.org/articles/essay-plans/',
      mainEntityOfPage: 'https://example.org/articles/essay-plans/',
      image: 'https://cdn.example/cover.png',
      datePublished: '2026-01-02T00:00:00Z',
      dateModified: '2026-01-03T00:00:00Z',
      author: { '@type': 'Person', name: 'Ada Lovelace', jobTitle: 'Tutor' },
      publisher: {
        '@type': 'Organization',
        name: 'Scholarly Support',
        logo: { '@type': 'ImageObject', url: 'https://example.org/icon.svg' },
      },
      articleSection: 'Writing',
      keywords: 'essays, planning',
      wordCount: 4,
    })
  })

  it('falls back to the excerpt and the organisation as author, with no image without a cover', () => {
    const data = articleJsonLd(article({}), base)
    expect(data.image).toBeUndefined()
    expect(data).toMatchObject({
      description: 'Plan first.',
      author: { '@type': 'Organization', name: 'Scholarly Support' },
      wordCount: 0,
    })
    expect(data.keywords).toBeUndefined()
    expect(data.articleSection).toBeUndefined()
    const untitled = articleJsonLd(
      article({ authors: { name: 'Ada', title: null } as Article['authors'] }),
      base,
    )
    expect(untitled.author).toStrictEqual({ '@type': 'Person', name: 'Ada', jobTitle: undefined })
  })
})

describe('quizJsonLd', () => {
  const quiz = {
    slug: 'apa-basics',
    title: 'APA basics',
    description: 'Ten questions on APA style',
    difficulty: 'beginner',
    questionCount: 10,
    category: 'Referencing',
    published_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-03T00:00:00Z',
  }

  it('describes a free English quiz published by the organisation', () => {
    expect(quizJsonLd(quiz, base)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Quiz',
      name: 'APA basics',
      description: 'Ten questions on APA style',
      url: 'https://example.org/quiz/apa-basics/',
      educationalLevel: 'beginner',
      about: { '@type': 'Thing', name: 'Referencing' },
      numberOfQuestions: 10,
      learningResourceType: 'Quiz',
      isAccessibleForFree: true,
      inLanguage: 'en',
      publisher: organization,
      datePublished: '2026-01-02T00:00:00Z',
      dateModified: '2026-01-03T00:00:00Z',
    })
  })

  it('leaves out the topic and publication date it does not have', () => {
    const data = quizJsonLd({ ...quiz, category: null, published_at: null }, base)
    expect(Object.keys(data)).not.toContain('about')
    expect(Object.keys(data)).not.toContain('datePublished')
  })
})

describe('resourceJsonLd', () => {
  const resource = {
    slug: 'essay-template',
    title: 'Essay template',
    description: 'A template',
    file_type: 'pdf',
    kind: 'template',
    has_file: true,
    members_only: true,
    category_name: 'Writing',
    published_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-03T00:00:00Z',
  }

  it('describes a members-only file as a PDF DigitalDocument', () => {
    expect(resourceJsonLd(resource, base)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'DigitalDocument',
      name: 'Essay template',
      description: 'A template',
      url: 'https://example.org/resources/essay-template/',
      learningResourceType: 'template',
      encodingFormat: 'application/pdf',
      about: { '@type': 'Thing', name: 'Writing' },
      isAccessibleForFree: false,
      inLanguage: 'en',
      publisher: organization,
      datePublished: '2026-01-02T00:00:00Z',
      dateModified: '2026-01-03T00:00:00Z',
    })
  })

  it('describes a free page without a file as a LearningResource', () => {
    const data = resourceJsonLd(
      {
        ...resource,
        has_file: false,
        members_only: false,
        category_name: null,
        published_at: null,
      },
      base,
    )
    expect(data['@type']).toBe('LearningResource')
    expect(data.isAccessibleForFree).toBe(true)
    expect(Object.keys(data)).not.toContain('encodingFormat')
    expect(Object.keys(data)).not.toContain('about')
    expect(Object.keys(data)).not.toContain('datePublished')
  })

  it('names the file’s own media type, and none it does not know', () => {
    const png = resourceJsonLd({ ...resource, file_type: 'png' }, base)
    expect(png.encodingFormat).toBe('image/png')
    const unknown = resourceJsonLd({ ...resource, file_type: 'xyz' }, base)
    expect(Object.keys(unknown)).not.toContain('encodingFormat')
  })
})

describe('servicesJsonLd', () => {
  it('describes each service with its starting price, when it has one', () => {
    const [priced, unpriced] = servicesJsonLd(
      [
        {
          slug: 'tutoring',
          title: 'Tutoring',
          summary: 'One to one',
          price_from: 45,
          currency: 'USD',
        },
        {
          slug: 'coaching',
          title: 'Coaching',
          summary: 'Skills',
          price_from: null,
          currency: 'GBP',
        },
      ],
      base,
    )
    expect(priced).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': 'https://example.org/services/#tutoring',
      name: 'Tutoring',
      description: 'One to one',
      url: 'https://example.org/services/#tutoring',
      serviceType: 'Tutoring',
      provider: organization,
      areaServed: ['United States', 'United Kingdom', 'Australia', 'Canada'],
      offers: {
        '@type': 'Offer',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 45, priceCurrency: 'USD' },
      },
    })
    expect(Object.keys(unpriced ?? {})).not.toContain('offers')
  })
})

describe('websiteJsonLd', () => {
  it('describes the site with the article search as its SearchAction', () => {
    expect(websiteJsonLd(base)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Scholarly Support',
      url: 'https://example.org/',
      description:
        'One-to-one tutoring, writing feedback, proofreading and study-skills coaching for university students in the USA, UK, Australia and Canada.',
      inLanguage: 'en',
      publisher: {
        '@type': 'Organization',
        name: 'Scholarly Support',
        url: 'https://example.org/',
      },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://example.org/articles?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})
