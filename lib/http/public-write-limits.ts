import { createRateLimiter } from '@/lib/http/rate-limit'

// Per address: enough for a shared campus connection, few enough to stop a script. Upload URLs
// are counted apart from submissions, because replacing a file asks for a new one.
export const uploadIpLimiter = createRateLimiter({ limit: 15, windowMs: 10 * 60_000 })
export const applyIpLimiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 })
export const contactIpLimiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 })
export const analyticsIpLimiter = createRateLimiter({ limit: 120, windowMs: 60_000 })

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.'
