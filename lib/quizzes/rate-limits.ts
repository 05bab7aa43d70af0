import 'server-only'

import { createRateLimiter } from '@/lib/http/rate-limit'

// Visitors' quiz starts and submissions, per client address: a classroom of 30 behind one NAT
// taking a few quizzes each stays well inside; a script downloading answer keys does not.
// (Signed-in members are limited per account inside the database functions.)
export const quizStartIpLimiter = createRateLimiter({
  name: 'quiz:start:ip',
  limit: 120,
  windowSeconds: 600,
})
export const quizSubmitIpLimiter = createRateLimiter({
  name: 'quiz:submit:ip',
  limit: 120,
  windowSeconds: 600,
})

export const TOO_MANY_QUIZ_ATTEMPTS =
  'Too many quiz attempts. Please wait a few minutes and try again.'
