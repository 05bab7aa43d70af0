import 'server-only'

import { createRateLimiter } from '@/lib/http/rate-limit'

// Generous per address (a classroom of 30 behind one NAT may each ask twice), strict per inbox:
// each request sends an email, so the per-email limit is what stops the form flooding someone.
export const leadIpLimiter = createRateLimiter({ name: 'lead:ip', limit: 60, windowSeconds: 600 })
export const leadEmailLimiter = createRateLimiter({
  name: 'lead:email',
  limit: 3,
  windowSeconds: 3600,
})

export const TOO_MANY_FROM_CLIENT = 'Too many requests. Please wait a few minutes and try again.'
export const TOO_MANY_FOR_EMAIL =
  'We have already sent the guide to this address several times in the last hour. Please check your inbox and spam folder, or try again later.'
