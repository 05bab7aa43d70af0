import 'server-only'

import { createRateLimiter } from '@/lib/http/rate-limit'

// Per address the limits fit a classroom of about 30 behind one NAT (each sending a form or two);
// per email they stop one person or one script posing as them. Upload URLs are counted apart from
// submissions, because replacing a file asks for a new one.
export const uploadIpLimiter = createRateLimiter({
  name: 'upload:ip',
  limit: 90,
  windowSeconds: 600,
})
export const uploadEmailLimiter = createRateLimiter({
  name: 'upload:email',
  limit: 10,
  windowSeconds: 3600,
})
export const applyIpLimiter = createRateLimiter({ name: 'apply:ip', limit: 60, windowSeconds: 600 })
export const applyEmailLimiter = createRateLimiter({
  name: 'apply:email',
  limit: 5,
  windowSeconds: 3600,
})
export const contactIpLimiter = createRateLimiter({
  name: 'contact:ip',
  limit: 60,
  windowSeconds: 600,
})
export const contactEmailLimiter = createRateLimiter({
  name: 'contact:email',
  limit: 5,
  windowSeconds: 3600,
})
// A page view and a few interactions per visitor per minute, 30 visitors on one address.
export const analyticsIpLimiter = createRateLimiter({
  name: 'analytics:ip',
  limit: 600,
  windowSeconds: 60,
})
export const analyticsSessionLimiter = createRateLimiter({
  name: 'analytics:session',
  limit: 60,
  windowSeconds: 60,
})

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.'
