import { z } from 'zod'

/** Supabase Auth's password policy here: at least 8 characters with a letter and a digit. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { id: 'letter', label: 'At least one letter', test: (value: string) => /[A-Za-z]/.test(value) },
  { id: 'digit', label: 'At least one number', test: (value: string) => /\d/.test(value) },
] as const

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Enter a valid email address'))

/**
 * A new password. The form lists PASSWORD_RULES as a checklist that ticks as the user types, but
 * Supabase Auth enforces them: a weak password gets its message with the reasons, as the spec
 * has the form show (authFailure). Checked here only for presence and bcrypt's 72-byte limit.
 */
const newPassword = z.string().min(1, 'Enter a password').max(72, 'Use at most 72 characters')

/** Whether a password meets this site's Auth policy, as far as the browser can tell. */
export const meetsPasswordPolicy = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password))

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(72, 'Use at most 72 characters'),
})

/**
 * Only an email and a password make an account (spec); the name is the profile's, and may be
 * given later on /profile.
 */
export const signUpSchema = z.object({
  fullName: z.string().trim().max(100, 'Use at most 100 characters').default(''),
  email,
  password: newPassword,
})

/**
 * What the sign-up action takes: the form's fields, the captcha token (empty without a widget)
 * and where to return once the email is confirmed (checked again by safeNextPath). A return path
 * too long to keep is dropped rather than refused: the form has no field to show the error on.
 */
export const signUpActionSchema = signUpSchema.extend({
  captchaToken: z.string().max(4096, 'The verification token is too long.').default(''),
  next: z.string().max(2000).optional().catch(undefined),
})

export const forgotPasswordSchema = z.object({ email })

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

export type SignInInput = z.infer<typeof signInSchema>
export type SignUpInput = z.infer<typeof signUpSchema>
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type NewPasswordInput = z.infer<typeof newPasswordSchema>

/** Google sign-in: only where to return afterwards (checked again by safeNextPath). */
export const googleSignInSchema = z.object({ next: z.string().max(2000).optional() })
