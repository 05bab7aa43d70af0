import { createRateLimiter } from '@/lib/http/rate-limit'

// Generous per address (a campus or office shares one), strict per inbox: each request sends
// an email, so the per-email limit is what stops the form being used to flood someone.
export const leadIpLimiter = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 })
export const leadEmailLimiter = createRateLimiter({ limit: 3, windowMs: 60 * 60_000 })

export const TOO_MANY_FROM_CLIENT = 'Too many requests. Please wait a few minutes and try again.'
export const TOO_MANY_FOR_EMAIL =
  'We have already sent the guide to this address several times in the last hour. Please check your inbox and spam folder, or try again later.'
