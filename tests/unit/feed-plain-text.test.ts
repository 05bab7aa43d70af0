import { xml2js, type Element } from 'xml-js'
import { describe, expect, it } from 'vitest'

import { buildFeed } from '@/lib/feeds/build-feed'
import type { FeedEntry } from '@/lib/feeds/entries'

// Titles and excerpts are plain text: whatever a feed reader does with each element as its format
// defines it, it must show the characters the author typed, not markup and not `&amp;`.

const TITLE = 'Using <code> & "quotes" at AT&T, or &amp; ]]> <b>bold</b>'
const SUMMARY = 'Write x < y && y > z; say "AT&T" & it\'s <em>not</em> markup &lt;'

const entry: FeedEntry = {
  id: '3bce30f1-8224-4f6b-b89a-f4a435c0faea',
  title: TITLE,
  path: '/articles/quoting-code/',
  summary: SUMMARY,
  published: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-05T12:00:00.000Z',
  author: 'Priya Nair',
  category: 'Academic Writing',
}

const channel = {
  title: 'Study articles',
  description: 'Guides',
  pagePath: '/articles',
  selfPath: '/x',
}
const feed = () => buildFeed(channel, [entry], 'https://example.test')

/** The one element at this path of names; parsing throws on XML that is not well formed. */
function elementAt(xml: string, names: string[]): Element {
  let node: Element = xml2js(xml, { compact: false }) as Element
  for (const name of names) {
    const next = node.elements?.find((child) => child.type === 'element' && child.name === name)
    if (!next) throw new Error(`No <${name}> in the feed`)
    node = next
  }
  return node
}

/** The element's character data as an XML parser gives it: text and CDATA, references decoded. */
const xmlValue = (element: Element) =>
  (element.elements ?? []).map((child) => String(child.text ?? child.cdata ?? '')).join('')

const REFERENCE = /&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * The text an HTML reader shows for this HTML. It must be only text and character references: no
 * `<` (a tag, comment or CDATA) and no `&` that is not one of the references decoded here.
 */
function shownAsHtml(html: string) {
  expect(html.replace(REFERENCE, '')).not.toMatch(/[<&]/)
  return html.replace(REFERENCE, (_, hex?: string, decimal?: string, name?: string) =>
    hex || decimal
      ? String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal))
      : NAMED[name!.toLowerCase()]!,
  )
}

/** An Atom text construct as RFC 4287 §3.1 says a reader shows it, by its type attribute. */
function shownAsAtomText(element: Element) {
  const type = element.attributes?.type ?? 'text'
  expect(['text', 'html']).toContain(type)
  return type === 'html' ? shownAsHtml(xmlValue(element)) : xmlValue(element)
}

describe('feed titles and excerpts as plain text', () => {
  it('shows a title with <, &, quotes and ]]> as typed, in RSS and in Atom', () => {
    const rss = feed().rss2()
    expect(xmlValue(elementAt(rss, ['rss', 'channel', 'item', 'title']))).toBe(TITLE)
    const atomTitle = elementAt(feed().atom1(), ['feed', 'entry', 'title'])
    expect(shownAsAtomText(atomTitle)).toBe(TITLE)
  })

  it('shows an excerpt with <, &, quotes and tags as typed, in RSS and in Atom', () => {
    // RSS 2.0 defines an item's description as (entity-encoded) HTML.
    const description = elementAt(feed().rss2(), ['rss', 'channel', 'item', 'description'])
    expect(shownAsHtml(xmlValue(description))).toBe(SUMMARY)
    const summary = elementAt(feed().atom1(), ['feed', 'entry', 'summary'])
    expect(shownAsAtomText(summary)).toBe(SUMMARY)
  })
})

/**
 * The two rules of XML 1.0 that xml-js leaves to its caller: no `]]>` in character data outside a
 * CDATA section, and no `<` in an attribute value. Parsers here are lenient about both; readers
 * that are not refuse the whole feed.
 */
function expectWellFormedTextAndAttributes(xml: string) {
  const outsideCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
  expect(outsideCdata).not.toContain(']]>')
  const attributeValues = [...outsideCdata.matchAll(/ [\w:-]+="([^"]*)"/g)].map(([, v]) => v)
  expect(attributeValues.filter((value) => value!.includes('<'))).toEqual([])
}

describe('feed markup that readers can parse', () => {
  const awkward: FeedEntry = {
    ...entry,
    title: 'First ]]> second ]]> third ]]>',
    category: 'Maths <and> "Stats" & more',
  }
  const awkwardFeed = () => buildFeed(channel, [awkward], 'https://example.test')

  it('carries a title with ]]> more than once in RSS and Atom', () => {
    const rss = awkwardFeed().rss2()
    expectWellFormedTextAndAttributes(rss)
    expect(xmlValue(elementAt(rss, ['rss', 'channel', 'item', 'title']))).toBe(awkward.title)
    const atom = awkwardFeed().atom1()
    expectWellFormedTextAndAttributes(atom)
    expect(shownAsAtomText(elementAt(atom, ['feed', 'entry', 'title']))).toBe(awkward.title)
  })

  it('gives an Atom category the term RFC 4287 requires, with < escaped', () => {
    const atom = awkwardFeed().atom1()
    expectWellFormedTextAndAttributes(atom)
    const category = elementAt(atom, ['feed', 'entry', 'category'])
    expect(category.attributes).toEqual({ label: awkward.category, term: awkward.category })
  })

  it('keeps an RSS category as escaped text', () => {
    const rss = awkwardFeed().rss2()
    expectWellFormedTextAndAttributes(rss)
    expect(xmlValue(elementAt(rss, ['rss', 'channel', 'item', 'category']))).toBe(awkward.category)
  })
})
