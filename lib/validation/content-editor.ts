import { z } from 'zod'

/** What admin editors of articles and resources share: slugs, optional ids, times and uploads. */

export const titleField = z
  .string({ error: 'Enter a title.' })
  .trim()
  .min(1, 'Enter a title.')
  .max(200, 'Use at most 200 characters.')

/** A uuid chosen from a list, or '' for none. */
export const optionalId = z.union([z.literal(''), z.uuid('Choose one from the list.')])

/** An ISO time (the browser converts the admin's local time to UTC), or '' for none. */
export const optionalInstant = z.union([
  z.literal(''),
  z.iso.datetime({ offset: true, error: 'Enter a date and time.' }),
])

export const rowIdSchema = z.object({ id: z.uuid() })

/** Comma-separated tags as the form holds them, as the array the table stores. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean)
  return [...new Set(tags)]
}

export const UPLOAD_KINDS = {
  /** Article cover images, in the public media bucket. */
  'article-cover': {
    bucket: 'media',
    folder: 'articles',
    maxBytes: 10 * 1024 * 1024,
    types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  },
  /** Resource downloads, in the private resource-files bucket. */
  'resource-file': {
    bucket: 'resource-files',
    folder: 'files',
    maxBytes: 25 * 1024 * 1024,
    types: { 'application/pdf': 'pdf', 'image/png': 'png' },
  },
} as const

export type UploadKind = keyof typeof UPLOAD_KINDS

export const requestUploadSchema = z.object({
  kind: z.enum(['article-cover', 'resource-file']),
  contentType: z.string().max(100),
  size: z.number().int().min(1),
})
