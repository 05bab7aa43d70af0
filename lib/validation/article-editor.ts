import { z } from 'zod'

import { optionalId, optionalInstant, titleField } from '@/lib/validation/content-editor'
import { expectedVersion, slugField } from '@/lib/validation/admin/common'

export const ARTICLE_EDITOR_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const

/** Paths under /articles that are routes of their own (the table refuses them too). */
const RESERVED_SLUGS = new Set(['browse', 'search', 'id'])

export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 200

/** An article's slug: the shape every slug has, and none of the routes under /articles. */
export const articleSlugField = slugField.refine((slug) => !RESERVED_SLUGS.has(slug), {
  message: 'That slug is a page of its own. Choose another.',
})

const articleFields = z.object({
  title: titleField,
  slug: articleSlugField,
  excerpt: z.string().trim().max(1000, 'Use at most 1,000 characters.'),
  categoryId: optionalId,
  authorId: optionalId,
  tags: z.string().max(1000, 'Use at most 1,000 characters.'),
  coverImageUrl: z.union([z.literal(''), z.url().max(2048)]),
  coverImageAlt: z.string().trim().max(300, 'Use at most 300 characters.'),
  content: z.string().max(200_000, 'Use at most 200,000 characters.'),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `Use at most ${SEO_TITLE_MAX} characters.`),
  seoDescription: z
    .string()
    .trim()
    .max(SEO_DESCRIPTION_MAX, `Use at most ${SEO_DESCRIPTION_MAX} characters.`),
  status: z.enum(ARTICLE_EDITOR_STATUSES),
  publishedAt: optionalInstant,
})

type ArticleFields = z.infer<typeof articleFields>

function articleRules(values: ArticleFields, context: z.RefinementCtx) {
  if (values.coverImageUrl && !values.coverImageAlt) {
    context.addIssue({
      code: 'custom',
      path: ['coverImageAlt'],
      message: 'Describe the cover image for readers who cannot see it.',
    })
  }
  if (values.status === 'scheduled' && !values.publishedAt) {
    context.addIssue({
      code: 'custom',
      path: ['publishedAt'],
      message: 'Choose when the article goes live.',
    })
  }
}

export const createArticleSchema = articleFields.superRefine(articleRules)

export const updateArticleSchema = articleFields
  .extend({ id: z.uuid(), expectedUpdatedAt: expectedVersion })
  .superRefine(articleRules)

export type ArticleEditorValues = z.input<typeof createArticleSchema>

export const checkSlugSchema = z.object({
  slug: z.string().max(200),
  /** The article being edited, whose own slug is not a clash. */
  id: z.union([z.literal(''), z.uuid()]),
})

export const BULK_ARTICLE_OPERATIONS = ['publish', 'unpublish', 'archive', 'delete'] as const

export const bulkArticlesSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one article.').max(100),
  operation: z.enum(BULK_ARTICLE_OPERATIONS),
})
