import 'server-only'

import { createHash } from 'node:crypto'

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
 * A fixed-window counter stored in Postgres (`public.hit_rate_limit`, service role only), so
 * every instance of the app counts together. When the database cannot be asked the hit is let
 * through and logged: the write it guards needs the same database and fails on its own.
 */
export function createRateLimiter(options: {
  name: string
  limit: number
  windowSeconds: number
}): RateLimiter {
  const { name, limit, windowSeconds } = options
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

/** An email as a rate-limit subject: hashed, so the table holds no addresses. */
export function emailSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32)
}
