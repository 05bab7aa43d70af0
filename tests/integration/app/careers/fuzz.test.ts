import type * as NextServerModule from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { SupabaseLocal } from '@/supabase/local/server'

import { jsonRequest, resumeObjects, startPublicWritesHarness } from './harness'

type NextServer = typeof NextServerModule

vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/server', async (original) => ({
  ...(await original<NextServer>()),
  connection: async () => {},
}))

// A seeded generator, so a failure can be replayed.
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
}

const NASTY: unknown[] = [
  null,
  42,
  -1,
  true,
  [],
  {},
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000\u202e\ud83d\ude00',
  'ｆｕｌｌ　ｗｉｄｔｈ',
  '../../etc/passwd',
  "'; drop table messages; --",
  { $gt: '' },
]

function mutate(base: Record<string, unknown>, next: () => number): unknown {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!
  const roll = next()
  if (roll < 0.05) return pick(NASTY)
  const body: Record<string, unknown> = { ...base }
  const keys = Object.keys(body)
  // At least one field is broken: dropped, retyped or replaced with something hostile.
  for (let changes = 1 + Math.floor(next() * 3); changes > 0; changes -= 1) {
    const key = pick(keys)
    const how = next()
    if (how < 0.3) delete body[key]
    else body[key] = pick(NASTY)
  }
  return body
}

let local: SupabaseLocal

beforeAll(async () => {
  local = await startPublicWritesHarness()
})

afterAll(async () => {
  await local?.stop()
})

async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  const body = (await response.json()) as { ok: boolean; error: string }
  expect(body.ok).toBe(false)
  expect(body.error.length).toBeGreaterThan(0)
}

describe('fuzzed public forms', () => {
  it('answers 200 malformed applications with a 4xx and a message, storing nothing', async () => {
    const upload = (await import('@/app/api/careers/[slug]/resume-upload/route')).POST
    const apply = (await import('@/app/api/careers/[slug]/applications/route')).POST
    const base = {
      fullName: 'Ada',
      email: 'fuzz@example.org',
      coverLetter: 'Hello',
      privacyAccepted: true,
      linkedinUrl: 'https://example.org/ada',
      resume: { name: 'cv.pdf', size: 100 },
      resumeTicket: 'applications/00000000-0000-4000-8000-000000000000.pdf~9999999999~AAAA',
    }
    const next = random(14)
    const objectsBefore = await resumeObjects(local)
    for (let index = 0; index < 200; index += 1) {
      const body = mutate(base, next)
      const route = index % 2 === 0 ? apply : upload
      const slug = next() < 0.1 ? 'no-such-role' : 'subject-tutor'
      // The upload route rightly accepts a complete, valid request; skip those it would sign.
      if (route === upload && body && typeof body === 'object' && !Array.isArray(body)) {
        const parsed = (
          await import('@/lib/validation/careers')
        ).resumeUploadRequestSchema.safeParse(body)
        if (parsed.success && slug === 'subject-tutor') continue
      }
      const response = await route(jsonRequest(`/api/careers/${slug}/x`, body), {
        params: Promise.resolve({ slug }),
      })
      await expectRefused(response)
    }
    const { rows } = await local.pg.query<{ n: number }>(
      "select count(*)::int as n from public.job_applications where email like '%fuzz%'",
    )
    expect(rows[0]!.n).toBe(0)
    expect(await resumeObjects(local)).toEqual(objectsBefore)
  })

  it('answers 200 malformed contact messages with a 4xx and a message, storing nothing', async () => {
    const contact = (await import('@/app/api/contact/route')).POST
    const base = {
      name: 'Casey',
      email: 'casey@example.org',
      topic: 'general',
      message: 'Hi',
      website: '',
    }
    const next = random(17)
    const { rows: before } = await local.pg.query<{ n: number }>(
      'select count(*)::int as n from public.messages',
    )
    let sent = 0
    for (let index = 0; index < 200; index += 1) {
      const body = mutate(base, next)
      const valid = (await import('@/lib/validation/contact')).contactSchema.safeParse(body).success
      if (valid) continue
      sent += 1
      await expectRefused(await contact(jsonRequest('/api/contact', body)))
    }
    expect(sent).toBeGreaterThan(150)
    const { rows: after } = await local.pg.query<{ n: number }>(
      'select count(*)::int as n from public.messages',
    )
    expect(after[0]!.n).toBe(before[0]!.n)
  })
})
