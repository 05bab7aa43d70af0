import { describe, expect, it } from 'vitest'

import { fromLocalInput, toLocalInput } from '@/components/admin/editor/date-time-field'
import { detectFileType } from '@/lib/storage/file-content'
import { createArticleSchema } from '@/lib/validation/article-editor'
import { slugify } from '@/lib/validation/admin/common'
import { parseTags } from '@/lib/validation/content-editor'
import { blankArticleValues } from '@/tests/support/article-editor-values'

describe('slugify', () => {
  it.each([
    ['Essay Planning: 5 Steps', 'essay-planning-5-steps'],
    ['  Café — résumé tips!  ', 'cafe-resume-tips'],
    ['---', ''],
    ['A'.repeat(100), 'a'.repeat(80)],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})

describe('parseTags', () => {
  it('trims, lower-cases, drops empties and duplicates', () => {
    expect(parseTags(' Essays, planning,,ESSAYS , exam stress ')).toEqual([
      'essays',
      'planning',
      'exam stress',
    ])
  })
})

describe('detectFileType', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)])
  it.each([
    ['application/pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)],
  ])('recognises %s by its bytes', (type, content) => {
    expect(detectFileType(content)).toBe(type)
  })

  it('refuses anything else, whatever it is called', () => {
    expect(detectFileType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull()
    expect(detectFileType(new Uint8Array())).toBeNull()
  })
})

describe('the schedule field', () => {
  it('round-trips a UTC instant through the browser’s local time at minute precision', () => {
    const iso = '2026-11-25T21:37:00.000Z'
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso)
    expect(toLocalInput('')).toBe('')
    expect(fromLocalInput('not a date')).toBe('')
  })
})

describe('createArticleSchema', () => {
  const valid = { ...blankArticleValues, title: 'T', slug: 't' }

  it('accepts a plain draft', () => {
    expect(createArticleSchema.safeParse(valid).success).toBe(true)
  })

  it.each([
    [{ slug: 'search' }, 'slug'],
    [{ seoTitle: 'x'.repeat(71) }, 'seoTitle'],
    [{ seoDescription: 'x'.repeat(201) }, 'seoDescription'],
    [{ coverImageUrl: 'https://example.org/a.png' }, 'coverImageAlt'],
    [{ status: 'scheduled' }, 'publishedAt'],
  ])('refuses %j on %s', (change, field) => {
    const result = createArticleSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field)
  })
})
