import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { POST as TrackPost } from '@/app/api/promotions-track/route'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

let local: SupabaseLocal
let POST: typeof TrackPost
let offerId: string
let ipCounter = 0

beforeAll(async () => {
  local = await startSupabaseLocal({ memory: true, port: 0, realtime: false })
  // lib/env reads these when first imported, so they are set before the route is loaded.
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.anonKey
  POST = (await import('@/app/api/promotions-track/route')).POST
  offerId = await promotionId('offer')
})

afterAll(async () => {
  await local?.stop()
})

async function promotionId(name: string): Promise<string> {
  const { rows } = await local.pg.query<{ id: string }>(
    'select id from public.site_promotions where name = $1',
    [name],
  )
  if (!rows[0]) throw new Error(`No promotion named ${name}`)
  return rows[0].id
}

async function createPromotion(status: 'active' | 'paused'): Promise<string> {
  const { rows } = await local.pg.query<{ id: string }>(
    `insert into public.site_promotions (name, status, headline, end_at)
     values ($1, $2, 'Test offer', now() + interval '1 day') returning id`,
    [`test-${randomUUID()}`, status],
  )
  return rows[0]!.id
}

async function events(id: string) {
  const { rows } = await local.pg.query<Record<string, unknown>>(
    'select * from public.promotion_events where promotion_id = $1 order by id',
    [id],
  )
  return rows
}

/** A request as a browser on the site would send it, each from its own address unless told. */
function track(body: string, headers: Record<string, string> = {}) {
  ipCounter += 1
  return POST(
    new Request('http://localhost:3000/api/promotions-track', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${ipCounter % 250}, 10.0.0.1`,
        ...headers,
      },
      body,
    }),
  )
}

const json = (value: unknown) => JSON.stringify(value)

describe('POST /api/promotions-track', () => {
  it('stores an impression and a click with the page path and nothing personal', async () => {
    const id = await createPromotion('active')
    const impression = await track(json({ promotionId: id, event: 'impression' }), {
      referer: 'http://localhost:3000/?email=student%40example.com#offer',
    })
    expect(impression.status).toBe(204)
    const click = await track(json({ promotionId: id, event: 'click' }))
    expect(click.status).toBe(204)

    const rows = await events(id)
    expect(rows.map((row) => [row.event, row.path])).toEqual([
      ['impression', '/'],
      ['click', null],
    ])
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'event', 'id', 'path', 'promotion_id'].sort(),
    )
  })

  it('records the seeded offer and ignores a Referer from another site', async () => {
    const before = (await events(offerId)).length
    const response = await track(json({ promotionId: offerId, event: 'impression' }), {
      referer: 'https://elsewhere.example/page',
    })
    expect(response.status).toBe(204)
    const rows = await events(offerId)
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)?.path).toBeNull()
  })

  it.each([
    ['an unknown event', { event: 'view' }, "event must be 'impression' or 'click'"],
    ['a missing event', { event: undefined }, "event must be 'impression' or 'click'"],
    ['an id that is not a UUID', { promotionId: 'offer' }, 'promotionId must be a UUID'],
  ])('answers 400 for %s', async (_name, change, message) => {
    const response = await track(json({ promotionId: offerId, event: 'click', ...change }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it.each([
    ['malformed JSON', '{"promotionId":', 'The body must be valid JSON'],
    ['an empty body', '', 'The body must be valid JSON'],
    ['a JSON array', '[]', 'The body must be a JSON object with promotionId and event'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await track(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
  })

  it('answers 413 for a valid body over 1,000 characters and records nothing', async () => {
    const before = (await events(offerId)).length
    const response = await track(
      json({ promotionId: offerId, event: 'click', padding: 'x'.repeat(1_000) }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The request is too large' })
    expect(await events(offerId)).toHaveLength(before)
  })

  it('answers 404 for an unknown promotion and for one that is not active', async () => {
    const paused = await createPromotion('paused')
    for (const id of [randomUUID(), paused]) {
      const response = await track(json({ promotionId: id, event: 'impression' }))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Promotion not found' })
    }
    expect(await events(paused)).toEqual([])
  })

  it('names every invalid field in one 400', async () => {
    const response = await track(json({ promotionId: 'offer', event: 'view' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: "promotionId must be a UUID; event must be 'impression' or 'click'",
    })
  })

  it('limits each client to its per-minute budget with Retry-After', async () => {
    const trackLimiter = (await import('@/lib/http/rate-limit')).rateLimiters.promotionIp
    expect(trackLimiter.windowSeconds).toBe(60)
    const headers = { 'x-forwarded-for': '203.0.113.7' }
    for (let i = 0; i < trackLimiter.limit; i++) {
      expect((await track('{', headers)).status).toBe(400)
    }
    const limited = await track(json({ promotionId: offerId, event: 'click' }), headers)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests; try again later' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another client is unaffected.
    const other = await track(json({ promotionId: offerId, event: 'click' }), {
      'x-forwarded-for': '203.0.113.8',
    })
    expect(other.status).toBe(204)
  })

  it('keeps every one of 100 concurrent events', async () => {
    const id = await createPromotion('active')
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        track(json({ promotionId: id, event: i % 2 ? 'click' : 'impression' })),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(204))
    const rows = await events(id)
    expect(rows).toHaveLength(100)
    expect(rows.filter((row) => row.event === 'click')).toHaveLength(50)
  })
})
