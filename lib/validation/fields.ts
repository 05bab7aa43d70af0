import { z } from 'zod'

/** An email address as every public form takes it: trimmed, lower-cased, at most 320 characters. */
export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(320, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase())

export const nameField = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(200, 'Use at most 200 characters.')

/** Optional free text: '' or missing means none (see orNull). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Enter text here.' })
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()

/** An optional web address; only http(s), so nothing like javascript: ever becomes a link. */
export const optionalWebUrl = z
  .string({ error: 'Enter a web address.' })
  .trim()
  .max(2048, 'That address is too long.')
  .optional()
  .refine((value) => !value || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value), {
    message: 'Enter a full web address starting with https://',
  })
  .refine((value) => !value || URL.canParse(value), {
    message: 'Enter a full web address starting with https://',
  })

/** What an optional field stores: null for '' or missing. */
export const orNull = (value: string | undefined) => value || null

/** The first problem in words a visitor can act on. */
export function firstIssue(error: z.ZodError, fallback = 'Invalid request body'): string {
  const issue = error.issues[0]
  if (!issue || issue.path.length === 0) return fallback
  return issue.message
}

/**
 * For a refinement checked even when other fields are wrong (`when`), so every mistake shows at
 * once: run it only if the fields it reads are text, never on a body that is not an object.
 */
export const whenText =
  (...fields: string[]) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
