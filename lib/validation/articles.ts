import { z } from 'zod'

export const MAX_SEARCH_LENGTH = 200
export const MAX_DIRECTORY_PAGE = 1000

/**
 * What a visitor typed into the search box, made safe to send: control characters dropped,
 * whitespace collapsed, cut to 200 characters. Syntax characters stay: the database treats every
 * non-word character as a separator, so none of them can cause an error.
 */
export function normaliseSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim()
}

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** /articles query parameters; anything malformed falls back to the plain directory's values. */
export const articleListParamsSchema = z.object({
  search: z.preprocess(firstValue, z.unknown()).transform(normaliseSearchQuery),
  category: z
    .preprocess(
      firstValue,
      z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        .max(100),
    )
    .nullable()
    .catch(null),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(MAX_DIRECTORY_PAGE)).catch(1),
})

export type ArticleListParams = z.infer<typeof articleListParamsSchema>

export function parseArticleListParams(params: Record<string, unknown>): ArticleListParams {
  return articleListParamsSchema.parse({ category: null, page: 1, ...params })
}
