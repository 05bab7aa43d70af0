import { describe, expect, it } from 'vitest'

import { buildFeed, lastModified } from '@/lib/feeds/build-feed'
import type { FeedEntry } from '@/lib/feeds/entries'
import {
  MAX_URLS_PER_SITEMAP,
  newestLastmod,
  renderSitemapIndex,
  renderUrlset,
  sitemapPage,
  sitemapPageCount,
} from '@/lib/seo/sitemap'

const entry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  id: '3bce30f1-8224-4f6b-b89a-f4a435c0faea',
  title: 'Revision <that> works & lasts',
  path: '/articles/revision-that-works/',
  summary: 'Spaced practice, explained.',
  published: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-05T12:00:00.000Z',
  author: 'Priya Nair',
  category: 'Study Techniques',
  ...overrides,
})

const channel = {
  title: 'Study articles',
  description: 'Guides',
  pagePath: '/articles',
  selfPath: '/rss.xml',
}

describe('buildFeed', () => {
  it('gives every RSS item an id-based guid, absolute link, date, summary, author and category', () => {
    const xml = buildFeed(channel, [entry()], 'https://example.test').rss2()
    expect(xml).toContain(
      '<guid isPermaLink="false">urn:uuid:3bce30f1-8224-4f6b-b89a-f4a435c0faea</guid>',
    )
    expect(xml).toContain('<link>https://example.test/articles/revision-that-works/</link>')
    expect(xml).toContain('<pubDate>Thu, 01 Oct 2026 09:00:00 GMT</pubDate>')
    expect(xml).toContain('<![CDATA[Spaced practice, explained.]]>')
    expect(xml).toContain('(Priya Nair)</author>')
    expect(xml).toContain('<category>Study Techniques</category>')
    expect(xml).toContain('<![CDATA[Revision <that> works & lasts]]>')
  })

  it('describes the channel with its page’s canonical URL, language, build date and a rel="self" link', () => {
    const xml = buildFeed(channel, [entry()], 'https://example.test').rss2()
    expect(xml).toContain('<link>https://example.test/articles/</link>')
    expect(xml).toContain('<language>en</language>')
    expect(xml).toContain('<lastBuildDate>Mon, 05 Oct 2026 12:00:00 GMT</lastBuildDate>')
    expect(xml).toContain(
      '<atom:link href="https://example.test/rss.xml" rel="self" type="application/rss+xml"/>',
    )
  })

  it('keeps the same guid when the slug changes', () => {
    const before = buildFeed(channel, [entry()], 'https://example.test').atom1()
    const after = buildFeed(
      channel,
      [entry({ path: '/articles/renamed/' })],
      'https://example.test',
    ).atom1()
    const id = /<entry>\s*<title[^>]*>[\s\S]*?<id>([^<]+)<\/id>/.exec(before)?.[1]
    expect(id).toBe('urn:uuid:3bce30f1-8224-4f6b-b89a-f4a435c0faea')
    expect(after).toContain(`<id>${id}</id>`)
    expect(after).toContain('href="https://example.test/articles/renamed/"')
  })

  it('leaves out what XML cannot carry, so one pasted title cannot break the whole feed', () => {
    const pasted = entry({
      title: 'Line one\u000Bline two\u0000',
      summary: 'Bell\u0007 and a lone \uD800 surrogate; an emoji 📚 stays',
      author: 'Ann\u001F Lee',
      category: 'Form\u000Cfeed',
    })
    for (const xml of [
      buildFeed(channel, [pasted], 'https://example.test').rss2(),
      buildFeed(channel, [pasted], 'https://example.test').atom1(),
    ]) {
      expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
      expect(xml).toContain('Line one line two')
      expect(xml).toContain('Bell and a lone  surrogate; an emoji 📚 stays')
      expect(xml).toContain('Ann Lee')
      expect(xml).toContain('Form feed')
      expect(xml.isWellFormed()).toBe(true)
    }
  })

  it('dates an empty feed at the epoch rather than now, so its validators stay stable', () => {
    expect(lastModified([]).getTime()).toBe(0)
    expect(
      lastModified([entry(), entry({ updated: '2026-11-01T00:00:00.000Z' })]).toISOString(),
    ).toBe('2026-11-01T00:00:00.000Z')
  })
})

describe('sitemap splitting', () => {
  it('needs one file up to 45,000 URLs and one more for each further 45,000', () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(45_000)
    expect(sitemapPageCount(0)).toBe(1)
    expect(sitemapPageCount(45_000)).toBe(1)
    expect(sitemapPageCount(45_001)).toBe(2)
    expect(sitemapPageCount(90_001)).toBe(3)
  })

  it('puts each URL on exactly one page, in order', () => {
    const urls = Array.from({ length: 7 }, (_, index) => index)
    expect([1, 2, 3].map((page) => sitemapPage(urls, page, 3))).toEqual([[0, 1, 2], [3, 4, 5], [6]])
  })

  it('renders a urlset with escaped locations and an index of sitemap files', () => {
    const urlset = renderUrlset([
      {
        loc: 'https://example.test/articles/?category=a&page=2',
        lastmod: '2026-10-05T12:00:00.000Z',
      },
      { loc: 'https://example.test/' },
    ])
    expect(urlset).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(urlset).toContain(
      '<url><loc>https://example.test/articles/?category=a&amp;page=2</loc><lastmod>2026-10-05T12:00:00.000Z</lastmod></url>',
    )
    expect(urlset).toContain('<url><loc>https://example.test/</loc></url>')
    expect(renderSitemapIndex(['https://example.test/sitemaps/1.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.test/sitemaps/1.xml</loc></sitemap></sitemapindex>',
    )
    expect(
      newestLastmod([{ loc: 'a', lastmod: '2026-01-02T00:00:00Z' }, { loc: 'b' }]).toISOString(),
    ).toBe('2026-01-02T00:00:00.000Z')
  })
})
