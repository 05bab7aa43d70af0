import { describe, expect, it } from 'vitest'

import { DEFAULT_READER_LOCALE, formatReaderDate, readerLocale } from '@/lib/format/locale'
import { snippetParts } from '@/lib/format/snippet'
import { tableOfContents } from '@/lib/markdown/toc'

describe('readerLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en-US'],
    ['en-AU', 'en-AU'],
    ['fr-CA,en-CA;q=0.8', 'en-CA'],
    ['en-GB;q=0.5,en-US;q=0.9', 'en-US'],
    ['EN-us', 'en-US'],
    ['en', 'en-GB'],
    ['de-DE', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    ['en-US;q=0', 'en-GB'],
    ['garbage;;;q=x,,,', 'en-GB'],
    ['en-GB; q=0.5, en-US', 'en-US'],
    ['en-US;level=1;q=0.9,en-CA;q=0.5', 'en-US'],
    ['de, en-CA ;q=0.9', 'en-CA'],
    ['en-AU,en-CA,en-US', 'en-AU'],
    ['en-CA;q=0.5,en-AU;q=0.5,en-US;q=0.5', 'en-CA'],
    [[...Array.from({ length: 20 }, (_, i) => `x-${i}`), 'en-US'].join(','), 'en-GB'],
  ])('%s → %s', (header, locale) => {
    expect(readerLocale(header)).toBe(locale)
  })

  it('falls back to en-GB', () => {
    expect(DEFAULT_READER_LOCALE).toBe('en-GB')
  })

  it('formats a date the way each reader writes it', () => {
    expect(formatReaderDate('2026-03-04T10:00:00Z', 'en-GB')).toBe('4 March 2026')
    expect(formatReaderDate('2026-03-04T10:00:00Z', 'en-US')).toBe('March 4, 2026')
  })
})

describe('snippetParts', () => {
  it('splits marked matches from plain text and never interprets HTML', () => {
    expect(snippetParts('a <b>\uE000stress\uE001 c \uE000exam\uE001')).toEqual([
      { text: 'a <b>', marked: false },
      { text: 'stress', marked: true },
      { text: ' c ', marked: false },
      { text: 'exam', marked: true },
    ])
  })
})

describe('tableOfContents', () => {
  it('lists h2 and h3 headings with the ids rehype-slug gives them, duplicates numbered', () => {
    const markdown = [
      '# Title',
      '## Why it *works*',
      'text',
      '### Step 1: plan',
      '#### Too deep',
      '## Summary',
      '## Summary',
    ].join('\n\n')
    expect(tableOfContents(markdown)).toEqual([
      { id: 'why-it-works', text: 'Why it works', depth: 2 },
      { id: 'step-1-plan', text: 'Step 1: plan', depth: 3 },
      { id: 'summary', text: 'Summary', depth: 2 },
      { id: 'summary-1', text: 'Summary', depth: 2 },
    ])
  })
})
