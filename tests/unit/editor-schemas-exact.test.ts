import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  bulkArticlesSchema,
  checkSlugSchema,
  createArticleSchema,
  updateArticleSchema,
} from '@/lib/validation/article-editor'
import { blankArticleValues } from '@/tests/support/article-editor-values'
import { optionalId, optionalInstant, titleField } from '@/lib/validation/content-editor'
import { fontFamilySchema, saveSiteSettingsSchema } from '@/lib/validation/settings'

// The messages and limits of the article editor, the shared editor fields and the settings
// schema, exactly as the forms show them: the survivors of the mutation run in these
// module-level schemas (README, "Mutation testing").

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

const article = { ...blankArticleValues, title: 'Title', slug: 'a-slug' }
const id = '6f1c2b7e-8a4d-4c1e-9b2a-3d5e7f9a1b2c'

describe('article editor', () => {
  it('accepts a minimal draft', () => {
    expect(issues(createArticleSchema, article)).toStrictEqual([])
  })

  it('refuses the slugs of its own pages', () => {
    for (const slug of ['browse', 'search', 'id']) {
      expect(issues(createArticleSchema, { ...article, slug }), slug).toStrictEqual([
        { path: 'slug', message: 'That slug is a page of its own. Choose another.' },
      ])
    }
  })

  it('limits every text field with its message, after trimming', () => {
    const cases: [string, string, string][] = [
      ['excerpt', 'x'.repeat(1001), 'Use at most 1,000 characters.'],
      ['tags', 'x'.repeat(1001), 'Use at most 1,000 characters.'],
      ['coverImageAlt', 'x'.repeat(301), 'Use at most 300 characters.'],
      ['content', 'x'.repeat(200_001), 'Use at most 200,000 characters.'],
      ['seoTitle', 'x'.repeat(71), 'Use at most 70 characters.'],
      ['seoDescription', 'x'.repeat(201), 'Use at most 200 characters.'],
    ]
    for (const [field, value, message] of cases) {
      expect(issues(createArticleSchema, { ...article, [field]: value }), field).toStrictEqual([
        { path: field, message },
      ])
    }
    const trimmed = createArticleSchema.parse({
      ...article,
      excerpt: ` ${'x'.repeat(1000)} `,
      coverImageAlt: ` ${'x'.repeat(300)} `,
      seoTitle: ` ${'x'.repeat(70)} `,
      seoDescription: ` ${'x'.repeat(200)} `,
    })
    expect(trimmed.excerpt).toHaveLength(1000)
    expect(trimmed.coverImageAlt).toHaveLength(300)
    expect(trimmed.seoTitle).toHaveLength(70)
    expect(trimmed.seoDescription).toHaveLength(200)
  })

  it('a cover image needs a description and a URL of at most 2048 characters', () => {
    const url = `https://example.org/${'x'.repeat(2028)}`
    expect(url).toHaveLength(2048)
    expect(issues(createArticleSchema, { ...article, coverImageUrl: url })).toStrictEqual([
      {
        path: 'coverImageAlt',
        message: 'Describe the cover image for readers who cannot see it.',
      },
    ])
    expect(
      issues(createArticleSchema, { ...article, coverImageUrl: `${url}x`, coverImageAlt: 'A' }),
    ).toHaveLength(1)
  })

  it('a scheduled article needs its time', () => {
    expect(issues(createArticleSchema, { ...article, status: 'scheduled' })).toStrictEqual([
      { path: 'publishedAt', message: 'Choose when the article goes live.' },
    ])
  })

  it('an update names the article and the version it edits', () => {
    expect(
      issues(updateArticleSchema, {
        ...article,
        id,
        expectedUpdatedAt: '2026-11-26T10:00:00.000Z',
      }),
    ).toStrictEqual([])
    expect(issues(updateArticleSchema, article).map((issue) => issue.path)).toStrictEqual([
      'id',
      'expectedUpdatedAt',
    ])
  })

  it('the slug check takes a slug up to 200 characters and an optional id', () => {
    expect(checkSlugSchema.parse({ slug: 'x'.repeat(200), id: '' })).toStrictEqual({
      slug: 'x'.repeat(200),
      id: '',
    })
    expect(checkSlugSchema.parse({ slug: '', id })).toStrictEqual({ slug: '', id })
    expect(issues(checkSlugSchema, { slug: 'x'.repeat(201), id: '' })).toHaveLength(1)
    expect(issues(checkSlugSchema, { slug: 'a', id: 'Stryker was here!' })).toHaveLength(1)
    expect(issues(checkSlugSchema, {}).map((issue) => issue.path)).toStrictEqual(['slug', 'id'])
  })

  it('bulk actions take 1 to 100 articles', () => {
    expect(issues(bulkArticlesSchema, { ids: [], operation: 'publish' })).toStrictEqual([
      { path: 'ids', message: 'Select at least one article.' },
    ])
    expect(bulkArticlesSchema.parse({ ids: [id, id], operation: 'delete' }).ids).toStrictEqual([
      id,
      id,
    ])
    expect(
      issues(bulkArticlesSchema, {
        ids: Array.from({ length: 100 }, () => id),
        operation: 'archive',
      }),
    ).toStrictEqual([])
    expect(
      issues(bulkArticlesSchema, {
        ids: Array.from({ length: 101 }, () => id),
        operation: 'archive',
      }),
    ).toHaveLength(1)
    expect(issues(bulkArticlesSchema, {}).map((issue) => issue.path)).toStrictEqual([
      'ids',
      'operation',
    ])
  })
})

describe('shared editor fields', () => {
  it('title: required, trimmed, at most 200 characters', () => {
    expect(issues(titleField, undefined)).toStrictEqual([{ path: '', message: 'Enter a title.' }])
    expect(issues(titleField, '  ')).toStrictEqual([{ path: '', message: 'Enter a title.' }])
    expect(issues(titleField, 'x'.repeat(201))).toStrictEqual([
      { path: '', message: 'Use at most 200 characters.' },
    ])
    expect(titleField.parse(` ${'x'.repeat(200)} `)).toHaveLength(200)
  })

  it('an optional id is empty or a uuid', () => {
    expect(optionalId.parse('')).toBe('')
    expect(optionalId.parse(id)).toBe(id)
    expect(issues(optionalId, 'nope').map((issue) => issue.message)).toContain(
      'Choose one from the list.',
    )
  })

  it('an optional instant is empty or an ISO time with an offset', () => {
    expect(optionalInstant.parse('')).toBe('')
    expect(optionalInstant.parse('2026-11-26T10:00:00+01:00')).toBe('2026-11-26T10:00:00+01:00')
    expect(issues(optionalInstant, 'tomorrow').map((issue) => issue.message)).toContain(
      'Enter a date and time.',
    )
  })
})

describe('settings', () => {
  it('a font the site does not host is refused with its message', () => {
    expect(issues(fontFamilySchema, 'Comic Sans')).toStrictEqual([
      { path: '', message: 'Choose one of the fonts the site hosts.' },
    ])
  })

  it('a save carries the version the form was opened at, at most 500 characters', () => {
    const values = { primary_color: '#007bff', font_family: 'Lato' }
    expect(saveSiteSettingsSchema.parse({ ...values, version: 'v'.repeat(500) })).toStrictEqual({
      ...values,
      version: 'v'.repeat(500),
    })
    expect(issues(saveSiteSettingsSchema, { ...values, version: 'v'.repeat(501) })).toStrictEqual([
      { path: 'version', message: 'That settings version is not one this site sent.' },
    ])
    expect(issues(saveSiteSettingsSchema, { ...values, font_family: 'Comic Sans' })).toStrictEqual([
      { path: 'font_family', message: 'Choose one of the fonts the site hosts.' },
      { path: 'version', message: 'Invalid input: expected string, received undefined' },
    ])
  })
})
