import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { POST as LeadCapturePost } from '@/app/api/lead-capture/route'
import type * as OneClickRoute from '@/app/api/unsubscribe/route'
import type { confirmUnsubscribeAction as ConfirmUnsubscribe } from '@/lib/actions/leads/confirm-unsubscribe'
import type { resubscribeLeadAction as ResubscribeLead } from '@/lib/actions/leads/resubscribe-lead'
import type { unsubscribeLead as UnsubscribeLead } from '@/lib/actions/leads/unsubscribe-lead'
import type { SupabaseLocal } from '@/supabase/local/server'

import { spendRateLimit } from '../../../support/rate-limits'

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
let oneClick: typeof OneClickRoute
let confirmUnsubscribe: typeof ConfirmUnsubscribe
let resubscribe: typeof ResubscribeLead

// The page's buttons are server actions; only the Next request around them is stood in for.
vi.mock('next/headers', () => import('../../../support/next-headers'))

beforeAll(async () => {
  local = await startLeadsHarness()
  POST = (await import('@/app/api/lead-capture/route')).POST
  unsubscribeLead = (await import('@/lib/actions/leads/unsubscribe-lead')).unsubscribeLead
  oneClick = await import('@/app/api/unsubscribe/route')
  confirmUnsubscribe = (await import('@/lib/actions/leads/confirm-unsubscribe'))
    .confirmUnsubscribeAction
  resubscribe = (await import('@/lib/actions/leads/resubscribe-lead')).resubscribeLeadAction
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

const oneClickPost = (url: string, body: BodyInit | null = 'List-Unsubscribe=One-Click') =>
  oneClick.POST(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
  )

describe('RFC 8058 one-click unsubscribe', () => {
  it('every guide email carries List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const email = uniqueEmail('headers')
    const link = await signUpAndReadLink(email)
    const [message] = await mailTo(local, email)
    expect(message?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(message?.headers['List-Unsubscribe']).toBe(
      `<${SITE_URL}/api/unsubscribe?token=${encodeURIComponent(link.searchParams.get('token')!)}>`,
    )
  })

  it('a POST with the one-click body unsubscribes; other POSTs and any GET change nothing', async () => {
    const email = uniqueEmail('oneclick')
    await signUpAndReadLink(email)
    const [message] = await mailTo(local, email)
    const url = message!.headers['List-Unsubscribe']!.slice(1, -1)

    const opened = oneClick.GET(new Request(url))
    expect(opened.status).toBe(303)
    const location = opened.headers.get('location')!
    expect(location).toMatch(/^\/unsubscribe\?token=/)
    expect(new URL(location, SITE_URL).searchParams.get('token')).toBe(
      new URL(url).searchParams.get('token'),
    )
    expect((await oneClickPost(url, null)).status).toBe(400)
    expect((await oneClickPost(url, 'List-Unsubscribe=Yes')).status).toBe(400)
    expect((await leadRows(local, email))[0]?.unsubscribed_at).toBeNull()

    const multipart = new FormData()
    multipart.set('List-Unsubscribe', 'One-Click')
    const done = await oneClick.POST(new Request(url, { method: 'POST', body: multipart }))
    expect(done.status).toBe(200)
    expect((await leadRows(local, email))[0]?.unsubscribed_at).toBeInstanceOf(Date)
    expect((await oneClickPost(url)).status).toBe(200)

    const forged = new URL(url)
    forged.searchParams.set('token', `${crypto.randomUUID()}.forged`)
    expect((await oneClickPost(forged.href)).status).toBe(404)
  })
})

describe('after an unsubscribe', () => {
  it('the page’s button unsubscribes, the form never mails the address again, and only the link’s own button opts it back in', async () => {
    const email = uniqueEmail('optout')
    const token = (await signUpAndReadLink(email)).searchParams.get('token')!
    expect(await confirmUnsubscribe({ token })).toEqual({ ok: true, data: 'unsubscribed' })
    await local.pg.query(
      "update public.leads set consent_at = now() - interval '1 day' where email = $1",
      [email],
    )
    const [before] = await leadRows(local, email)

    const again = await POST(
      leadRequest({ email, sourcePath: '/', captchaToken: '' }, '198.51.100.77'),
    )
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      success: false,
      error: expect.stringContaining('This address has unsubscribed from our emails'),
    })
    expect(await mailTo(local, email)).toHaveLength(1)
    expect((await leadRows(local, email))[0]?.unsubscribed_at).toEqual(before?.unsubscribed_at)

    expect(await resubscribe({ token: `${crypto.randomUUID()}.forged` })).toEqual({
      ok: true,
      data: 'invalid',
    })
    expect(await resubscribe({ token })).toEqual({ ok: true, data: 'sent' })
    const [after] = await leadRows(local, email)
    expect(after?.unsubscribed_at).toBeNull()
    expect(after?.consent_at.getTime()).toBeGreaterThan(before!.consent_at.getTime())
    expect(await mailTo(local, email)).toHaveLength(2)

    // The four requests above used up the address's hourly email budget.
    await local.pg.query("delete from private.rate_limits where key like 'lead:email:%'")
    const welcomeBack = await POST(
      leadRequest({ email, sourcePath: '/', captchaToken: '' }, '198.51.100.78'),
    )
    expect(welcomeBack.status).toBe(200)
  })

  it('the confirm button refuses a forged token', async () => {
    expect(await confirmUnsubscribe({ token: 'not-a-token' })).toEqual({
      ok: true,
      data: 'invalid',
    })
  })

  it('opting back in records the consent but sends nothing when the guide changed, or the address had its emails for the hour', async () => {
    const unsubscribed = async (label: string) => {
      const email = uniqueEmail(label)
      const token = (await signUpAndReadLink(email)).searchParams.get('token')!
      expect(await confirmUnsubscribe({ token })).toEqual({ ok: true, data: 'unsubscribed' })
      return { email, token }
    }

    const limited = await unsubscribed('limited')
    const { rateLimiters, emailSubject } = await import('@/lib/http/rate-limit')
    await spendRateLimit(
      local.pg,
      `${rateLimiters.leadEmail.name}:${emailSubject(limited.email)}`,
      rateLimiters.leadEmail.limit,
    )
    expect(await resubscribe({ token: limited.token })).toEqual({ ok: true, data: 'resubscribed' })
    expect((await leadRows(local, limited.email))[0]?.unsubscribed_at).toBeNull()
    expect(await mailTo(local, limited.email)).toHaveLength(1)

    // The guide the address asked for was retired and a new one offered in its place.
    const retired = await unsubscribed('retired')
    await local.pg.query(
      `update public.lead_magnets set slug = 'retired-guide', is_active = false
       where slug = 'study-success-guide'`,
    )
    await local.pg.query(
      `insert into public.lead_magnets (slug, title, file_path, email_subject, email_body)
       values ('study-success-guide', 'New guide', 'study-success-guide.pdf', 'New', 'New')`,
    )
    try {
      expect(await resubscribe({ token: retired.token })).toEqual({
        ok: true,
        data: 'resubscribed',
      })
    } finally {
      await local.pg.query("delete from public.lead_magnets where slug = 'study-success-guide'")
      await local.pg.query(
        `update public.lead_magnets set slug = 'study-success-guide', is_active = true
         where slug = 'retired-guide'`,
      )
    }
    expect((await leadRows(local, retired.email))[0]?.unsubscribed_at).toBeNull()
    expect(await mailTo(local, retired.email)).toHaveLength(1)
  })

  it('a signed link whose lead was deleted opts nobody back in', async () => {
    const email = uniqueEmail('erased')
    const token = (await signUpAndReadLink(email)).searchParams.get('token')!
    await local.pg.query('delete from public.leads where email = $1', [email])
    expect(await resubscribe({ token })).toEqual({ ok: true, data: 'invalid' })
    expect(await leadRows(local, email)).toEqual([])
    expect(await mailTo(local, email)).toHaveLength(1)
  })
})
