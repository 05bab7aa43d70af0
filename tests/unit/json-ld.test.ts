import { describe, expect, it } from 'vitest'

import { faqGroups } from '@/content/faq'
import {
  breadcrumbJsonLd,
  collectionPageJsonLd,
  faqPageJsonLd,
  serializeJsonLd,
} from '@/lib/seo/json-ld'

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

  it('cannot be broken out of its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
