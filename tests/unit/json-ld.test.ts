import { describe, expect, it } from 'vitest'

import { faqGroups } from '@/content/faq'
import { breadcrumbJsonLd, faqPageJsonLd, serializeJsonLd } from '@/lib/seo/json-ld'

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

  it('cannot be broken out of its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
