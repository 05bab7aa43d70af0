import { describe, expect, it } from 'vitest'

import { canonicalUrl } from '@/lib/seo/canonical'

const base = 'https://example.org'

describe('canonicalUrl', () => {
  it('adds a trailing slash to the path', () => {
    expect(canonicalUrl('/privacy', base)).toBe('https://example.org/privacy/')
    expect(canonicalUrl('/', base)).toBe('https://example.org/')
    expect(canonicalUrl('/articles/how-to-revise/', base)).toBe(
      'https://example.org/articles/how-to-revise/',
    )
  })

  it('strips utm_*, ref, fbclid and gclid in any letter case, keeping other parameters', () => {
    expect(
      canonicalUrl(
        '/articles?search=apa&utm_source=x&UTM_Campaign=y&ref=tw&fbclid=1&gclid=2&page=2',
        base,
      ),
    ).toBe('https://example.org/articles/?search=apa&page=2')
  })

  it('drops the fragment and resolves absolute URLs', () => {
    expect(canonicalUrl('https://example.org/about#team', base)).toBe('https://example.org/about/')
  })

  it('does not treat parameters that merely contain a tracking name as tracking', () => {
    expect(canonicalUrl('/x?reference=1&preferred=2', base)).toBe(
      'https://example.org/x/?reference=1&preferred=2',
    )
  })
})
