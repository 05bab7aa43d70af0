import { describe, expect, it, vi } from 'vitest'

import { pagePathFromReferer } from '@/lib/promotions/referer-path'
import {
  IDLE_FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  scheduleIdle,
  type IdleHost,
} from '@/lib/browser/schedule-idle'
import { promotionEventSchema } from '@/lib/validation/promotions'

describe('scheduleIdle', () => {
  it('waits for idle time with a 1000 ms timeout where requestIdleCallback exists', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7)
    const cancelIdleCallback = vi.fn()
    const setTimeout = vi.fn()
    const host = { requestIdleCallback, cancelIdleCallback, setTimeout } as unknown as IdleHost
    const callback = vi.fn()

    const cancel = scheduleIdle(callback, host)
    expect(IDLE_TIMEOUT_MS).toBe(1000)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    expect(setTimeout).not.toHaveBeenCalled()
    requestIdleCallback.mock.calls[0]![0]()
    expect(callback).toHaveBeenCalledOnce()
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a 100 ms timer', () => {
    vi.useFakeTimers()
    try {
      const callback = vi.fn()
      const host = { setTimeout, clearTimeout } as unknown as IdleHost
      scheduleIdle(callback, host)
      vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1)
      expect(callback).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(callback).toHaveBeenCalledOnce()
      expect(IDLE_FALLBACK_DELAY_MS).toBe(100)

      const cancelled = vi.fn()
      scheduleIdle(cancelled, host)()
      vi.advanceTimersByTime(1000)
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('pagePathFromReferer', () => {
  const origin = 'https://scholarlysupport.co'

  it.each([
    ['https://scholarlysupport.co/', '/'],
    ['https://scholarlysupport.co/?email=a%40b.co&utm_source=x#top', '/'],
    ['http://scholarlysupport.co/services/tutoring?id=1', '/services/tutoring'],
  ])('keeps only the path of %s', (referer, path) => {
    expect(pagePathFromReferer(referer, origin)).toBe(path)
  })

  it.each([null, '', 'not a url', 'https://elsewhere.example/'])('ignores %j', (referer) => {
    expect(pagePathFromReferer(referer, origin)).toBeNull()
  })

  it('caps the path at the column limit', () => {
    const long = `${origin}/${'a'.repeat(3000)}`
    expect(pagePathFromReferer(long, origin)).toHaveLength(2048)
  })
})

describe('promotionEventSchema', () => {
  const promotionId = '6f1c2a55-3b0e-4a55-9a51-2f0b9c2a7e10'

  it.each(['impression', 'click'])('accepts %s', (event) => {
    expect(promotionEventSchema.parse({ promotionId, event, extra: 1 })).toEqual({
      promotionId,
      event,
    })
  })

  it.each([
    [{ promotionId, event: 'hover' }, "event must be 'impression' or 'click'"],
    [{ promotionId: 'offer', event: 'click' }, 'promotionId must be a UUID'],
    [null, 'The body must be a JSON object with promotionId and event'],
  ])('refuses %j', (body, message) => {
    const result = promotionEventSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message])
  })
})
