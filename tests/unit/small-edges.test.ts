import { createHmac } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { scrollProgress } from '@/lib/browser/reading-progress'
import { scheduleIdle, type IdleHost } from '@/lib/browser/schedule-idle'
import { csvDownload, neutraliseFormula } from '@/lib/csv/csv-download'
import { mailConfig } from '@/lib/email/config'
import {
  deriveUnsubscribeKey,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '@/lib/leads/unsubscribe-token'
import { isPromotionLive, type ActivePromotion } from '@/lib/promotions/active-promotion'
import { parseSettingValue } from '@/lib/settings/settings'
import { authForwardingFetch } from '@/lib/supabase/auth-forwarding'
import { hexToHsl } from '@/lib/theme/color'

describe('browser helpers, edges', () => {
  it('counts a page that does not scroll as read', () => {
    expect(scrollProgress(0, 500, 500)).toBe(100)
  })

  it('cancels nothing, without failing, where cancelIdleCallback is missing', () => {
    const host = {
      setTimeout,
      clearTimeout,
      requestIdleCallback: () => 7,
    } as IdleHost
    const cancel = scheduleIdle(() => {}, host)
    expect(cancel()).toBeUndefined()
  })
})

describe('isPromotionLive', () => {
  const promotion = { startsAt: 100, endsAt: 200 } as ActivePromotion
  it('shows a promotion from its start up to, not at, its end', () => {
    expect(isPromotionLive(promotion, 100)).toBe(true)
    expect(isPromotionLive(promotion, 199)).toBe(true)
    expect(isPromotionLive(promotion, 200)).toBe(false)
    expect(isPromotionLive(promotion, 99)).toBe(false)
    expect(isPromotionLive({ ...promotion, startsAt: null }, 0)).toBe(true)
  })
})

describe('CSV export, edges', () => {
  it('neutralises only a formula character at the start', () => {
    expect(neutraliseFormula('a=b+c')).toBe('a=b+c')
    expect(neutraliseFormula('-1')).toBe("'-1")
  })

  it('is never cached', () => {
    const response = csvDownload('x.csv', [], (async function* () {})())
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('mailConfig, edges', () => {
  it('takes an empty Supabase URL as unset and trims every trailing slash', () => {
    expect(mailConfig({ NEXT_PUBLIC_SUPABASE_URL: '' })).toMatchObject({
      outboxUrl: 'http://127.0.0.1:54321/mail/api/send',
    })
    expect(mailConfig({ NEXT_PUBLIC_SUPABASE_URL: 'http://sb.example//' })).toMatchObject({
      outboxUrl: 'http://sb.example/mail/api/send',
    })
  })
})

describe('authForwardingFetch, edges', () => {
  it('recognises Auth requests when the Supabase URL ends in slashes, with no init given', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null))
    const forward = authForwardingFetch({
      supabaseUrl: 'http://sb.example//',
      anonKey: 'anon',
      secretKey: 'secret',
      clientAddress: '203.0.113.9',
      fetchImpl,
    })
    await forward?.('http://sb.example/auth/v1/token')
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers)
    expect(headers.get('apikey')).toBe('secret')
    expect(headers.get('sb-forwarded-for')).toBe('203.0.113.9')
  })
})

describe('unsubscribe tokens, edges', () => {
  const key = deriveUnsubscribeKey('secret')
  const id = '0a000000-0000-4000-8000-000000000001'

  it('derives a key labelled for this one use', () => {
    expect(key).toStrictEqual(
      createHmac('sha256', 'secret').update('scholarly-support:lead-unsubscribe:v1').digest(),
    )
  })

  it('refuses a signed id with anything around the UUID', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(id, key), key)).toBe(id)
    expect(verifyUnsubscribeToken(signUnsubscribeToken(`x${id}`, key), key)).toBeNull()
    expect(verifyUnsubscribeToken(signUnsubscribeToken(`${id}x`, key), key)).toBeNull()
  })
})

describe('hexToHsl, edges', () => {
  it('ignores surrounding spaces', () => {
    expect(hexToHsl(' #ffffff ')).toEqual(hexToHsl('#ffffff'))
    expect(hexToHsl(' #ffffff ')).not.toBeNull()
  })
})

describe('parseSettingValue, edges', () => {
  it('keeps a non-string value as it is, arrays included', () => {
    expect(parseSettingValue(['1'])).toStrictEqual(['1'])
    expect(parseSettingValue(5)).toBe(5)
    expect(parseSettingValue('"#007bff"')).toBe('#007bff')
  })
})
