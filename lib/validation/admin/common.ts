import { z } from 'zod'

/** A URL slug as the schema's check constraints take it: lower-case words joined by hyphens. */
export const slugField = z
  .string({ error: 'Enter a slug.' })
  .trim()
  .min(1, 'Enter a slug.')
  .max(200, 'Use at most 200 characters.')
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Use lower-case letters, digits and single hyphens, like "essay-planning".',
  )

/** The updated_at an editor loaded its row at; saving compares it (optimistic concurrency). */
export const expectedVersion = z.iso.datetime({
  offset: true,
  error: 'Reload the page and try again.',
})

/** A title-like required line of text. */
export const requiredLine = (what: string, max = 200) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`)

/** A URL-safe slug from a title: "Essay Planning: 5 Steps" → "essay-planning-5-steps". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}
