import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { POST as LeadCapturePost } from '@/app/api/lead-capture/route'
import type { unsubscribeLead as UnsubscribeLead } from '@/lib/actions/leads/unsubscribe-lead'
import type { SupabaseLocal } from '@/supabase/local/server'

import {
  SITE_URL,
  leadRequest,
  leadRows,
  mailTo,
  startLeadsHarness,
  uniqueEmail,
  unsubscribeLink,
} from './harness'

let local: SupabaseLocal
let POST: typeof LeadCapturePost
let unsubscribeLead: typeof UnsubscribeLead

beforeAll(async () => {
  local = await startLeadsHarness()
  POST = (await import('@/app/api/lead-capture/route')).POST
  unsubscribeLead = (await import('@/lib/actions/leads/unsubscribe-lead')).unsubscribeLead
})

afterAll(async () => {
  await local?.stop()
})

async function signUpAndReadLink(email: string) {
  const response = await POST(leadRequest({ email, sourcePath: '/', captchaToken: '' }))
  expect(response.status).toBe(200)
  const [message] = await mailTo(local, email)
  const link = unsubscribeLink(message!)
  expect(link).toMatch(/^https:\/\/scholarly\.example\/unsubscribe\?token=[\w.-]+$/)
  return new URL(link!)
}

describe('the unsubscribe link', () => {
  it('points at the configured site and marks that lead unsubscribed, once', async () => {
    const email = uniqueEmail('leaver')
    const other = uniqueEmail('stayer')
    const link = await signUpAndReadLink(email)
    await signUpAndReadLink(other)
    expect(link.origin).toBe(SITE_URL)
    expect(link.pathname).toBe('/unsubscribe')
    const token = link.searchParams.get('token')
    expect(token).not.toContain('@')

    expect(await unsubscribeLead(token)).toBe('unsubscribed')
    const [row] = await leadRows(local, email)
    expect(row?.unsubscribed_at).toBeInstanceOf(Date)
    expect((await leadRows(local, other))[0]?.unsubscribed_at).toBeNull()

    expect(await unsubscribeLead(token)).toBe('unsubscribed')
    expect((await leadRows(local, email))[0]?.unsubscribed_at).toEqual(row?.unsubscribed_at)
  })

  it('rejects tokens that were not signed by the server', async () => {
    const email = uniqueEmail('forger')
    const token = (await signUpAndReadLink(email)).searchParams.get('token')!
    const [leadId, mac] = token.split('.')
    const { rows } = await local.pg.query<{ id: string }>('select gen_random_uuid() as id')
    const strangerId = rows[0]!.id

    for (const forged of [
      `${strangerId}.${mac}`,
      `${leadId}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${leadId}.${mac}=`,
      `${leadId}.`,
      leadId!,
      '',
      null,
      'not-a-token',
    ]) {
      expect(await unsubscribeLead(forged)).toBe('invalid')
    }
    expect((await leadRows(local, email))[0]?.unsubscribed_at).toBeNull()
  })

  it('unsubscribes only the lead it was sent for when addresses hold LIKE wildcards', async () => {
    const run = Date.now()
    const neighbours = [`axb.${run}@example.org`, `a-b.${run}@example.org`]
    for (const neighbour of neighbours) await signUpAndReadLink(neighbour)
    for (const email of [`a_b.${run}@example.org`]) {
      const token = (await signUpAndReadLink(email)).searchParams.get('token')
      const [row] = await leadRows(local, email)
      expect(token?.split('.')[0]).toBe(row?.id)
      expect(await unsubscribeLead(token)).toBe('unsubscribed')
      expect((await leadRows(local, email))[0]?.unsubscribed_at).toBeInstanceOf(Date)
    }
    for (const neighbour of neighbours) {
      expect((await leadRows(local, neighbour))[0]?.unsubscribed_at).toBeNull()
    }
  })

  it('says a deleted lead is not valid', async () => {
    const email = uniqueEmail('deleted')
    const token = (await signUpAndReadLink(email)).searchParams.get('token')
    await local.pg.query('delete from public.leads where email = $1', [email])
    expect(await unsubscribeLead(token)).toBe('invalid')
  })
})
