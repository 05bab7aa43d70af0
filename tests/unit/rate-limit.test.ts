import { describe, expect, it } from 'vitest'

import { clientKey, createRateLimiter } from '@/lib/http/rate-limit'

describe('createRateLimiter', () => {
  it('allows up to the limit per window, then refuses until the window ends', () => {
    let time = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => time })
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 10 })
    expect(limiter.hit('b').allowed).toBe(true)
    time = 9_500
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    time = 10_000
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('forgets the oldest keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 })
    limiter.hit('a')
    limiter.hit('b')
    limiter.hit('c')
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('c').allowed).toBe(false)
  })
})

describe('clientKey', () => {
  it('uses the first forwarded address', () => {
    const request = new Request('http://x', {
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    })
    expect(clientKey(request)).toBe('203.0.113.9')
    expect(clientKey(new Request('http://x'))).toBe('unknown')
  })
})
