import { z } from 'zod'

/** The spec's lead-capture payload. The form sends an empty captcha token when no widget runs. */
export const leadCaptureSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(320, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((email) => email.toLowerCase()),
  sourcePath: z
    .string()
    .trim()
    .max(2048, 'The page address is too long.')
    .regex(/^\/(?!\/)/, 'The page address must be a path on this site.')
    .default('/'),
  captchaToken: z.string().max(4096, 'The verification token is too long.').default(''),
})

export type LeadCaptureInput = z.infer<typeof leadCaptureSchema>

export type LeadCaptureResponse = { success: true } | { success: false; error: string }

/** The first problem in words a visitor can act on. */
export function leadCaptureError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue || issue.path.length === 0) return 'Invalid request body'
  return issue.message
}

/** The signed token from an unsubscribe link (checked by its signature, not by its shape). */
export const unsubscribeTokenSchema = z.object({ token: z.string().max(200) })
