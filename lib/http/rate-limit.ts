import 'server-only'

import { createHash } from 'node:crypto'

import { failed, type Outcome } from '@/lib/actions/outcome'
import { createAdminClient } from '@/lib/supabase/admin'

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number }

export type RateLimiter = {
  readonly name: string
  readonly limit: number
  readonly windowSeconds: number
  /** Counts one hit for `subject` in the current window, shared by every app instance. */
  hit: (subject: string) => Promise<RateLimitVerdict>
}

/**
 * `next dev` serves one developer, and the test suites driving it, from one loopback address, so
 * there every limit is ten times the production figure; builds (`next start`, the tests' runs)
 * keep the figures below.
 */
const DEVELOPMENT_FACTOR = 10

/**
 * A fixed-window counter stored in Postgres (`public.hit_rate_limit`, service role only), so
 * every instance of the app counts together. When the database cannot be asked the hit is let
 * through and logged: the write it guards needs the same database and fails on its own.
 */
export function createRateLimiter(
  options: { name: string; limit: number; windowSeconds: number },
  nodeEnv = process.env.NODE_ENV,
): RateLimiter {
  const { name, windowSeconds } = options
  const limit = options.limit * (nodeEnv === 'development' ? DEVELOPMENT_FACTOR : 1)
  return {
    name,
    limit,
    windowSeconds,
    async hit(subject) {
      const { data, error } = await createAdminClient()
        .rpc('hit_rate_limit', {
          key: `${name}:${subject}`,
          max_hits: limit,
          window_seconds: windowSeconds,
        })
        .single()
      if (error || !data) {
        console.error('Rate limit not checked', name, error?.message)
        return { allowed: true, retryAfterSeconds: 0 }
      }
      return { allowed: data.allowed, retryAfterSeconds: data.retry_after_seconds }
    },
  }
}

/**
 * Every limit on a public write, in one table so they can be set against each other. Per client
 * address the limits fit a classroom of about 30 behind one NAT; per email they stop one person or
 * a script posing as them, and where the write sends mail they are what stops inbox flooding.
 * Signed-in members' quiz attempts are also limited per account inside the database functions.
 */
const LIMITS = {
  signInIp: { name: 'signin:ip', limit: 100, windowSeconds: 600 },
  signUpIp: { name: 'signup:ip', limit: 40, windowSeconds: 3600 },
  signUpEmail: { name: 'signup:email', limit: 3, windowSeconds: 3600 },
  // Each reset request mails the address, whoever asks: per email it stops inbox flooding.
  passwordResetIp: { name: 'reset:ip', limit: 40, windowSeconds: 3600 },
  passwordResetEmail: { name: 'reset:email', limit: 3, windowSeconds: 3600 },
  // Upload URLs are counted apart from submissions, because replacing a file asks for a new one.
  uploadIp: { name: 'upload:ip', limit: 90, windowSeconds: 600 },
  uploadEmail: { name: 'upload:email', limit: 10, windowSeconds: 3600 },
  applyIp: { name: 'apply:ip', limit: 60, windowSeconds: 600 },
  applyEmail: { name: 'apply:email', limit: 5, windowSeconds: 3600 },
  contactIp: { name: 'contact:ip', limit: 60, windowSeconds: 600 },
  contactEmail: { name: 'contact:email', limit: 5, windowSeconds: 3600 },
  leadIp: { name: 'lead:ip', limit: 60, windowSeconds: 600 },
  leadEmail: { name: 'lead:email', limit: 3, windowSeconds: 3600 },
  // Order requests are members-only, so they are counted per account; each one mails the team.
  orderMember: { name: 'order:member', limit: 20, windowSeconds: 3600 },
  // A page view and a few interactions (or one promotion impression) per visitor per minute.
  analyticsIp: { name: 'analytics:ip', limit: 600, windowSeconds: 60 },
  analyticsSession: { name: 'analytics:session', limit: 60, windowSeconds: 60 },
  promotionIp: { name: 'promotion:ip', limit: 600, windowSeconds: 60 },
  // A few quizzes each for the classroom; a script downloading answer keys goes over.
  quizStartIp: { name: 'quiz:start:ip', limit: 120, windowSeconds: 600 },
  quizSubmitIp: { name: 'quiz:submit:ip', limit: 120, windowSeconds: 600 },
} as const

export const rateLimiters = Object.fromEntries(
  Object.entries(LIMITS).map(([key, options]) => [key, createRateLimiter(options)]),
) as Record<keyof typeof LIMITS, RateLimiter>

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.'

/** The 429 for a refused hit, telling the client (Retry-After) when it may try again. */
export const tooManyRequests = ({ retryAfterSeconds }: RateLimitVerdict): Outcome<never> =>
  failed(429, TOO_MANY_REQUESTS, { retryAfterSeconds })
export const TOO_MANY_QUIZ_ATTEMPTS =
  'Too many quiz attempts. Please wait a few minutes and try again.'

/** An email as a rate-limit subject: hashed, so the table holds no addresses. */
export function emailSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32)
}
