import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { NOT_ADMIN, publicAction } from '@/lib/actions/action'
import { ACCOUNT_LOCKED, TOO_MANY_ATTEMPTS } from '@/lib/auth/sign-in-attempts'
import { conditionalXmlResponse, etagOf } from '@/lib/feeds/conditional-response'
import { listTimeZones } from '@/lib/format/dates'
import { readJsonBody } from '@/lib/http/json-route'
import { ACTIVE_PROMOTION_NAME } from '@/lib/promotions/active-promotion'
import { renderSitemapIndex, renderUrlset } from '@/lib/seo/sitemap'
import { INTER_CORE_CHARACTERS } from '@/lib/theme/font-subset'
import { cn } from '@/lib/utils'

// Survivors of the mutation run in small lib/ modules (README, "Mutation testing"): texts and
// constants other code relies on, and the edge each test names.

describe('texts the actions and sign-in show', () => {
  it('words the refusals exactly', () => {
    expect(NOT_ADMIN).toBe('Your account does not have admin access.')
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(ACCOUNT_LOCKED).toBe(
      'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
    )
  })

  it('answers invalid input before it creates a Supabase client', async () => {
    const handler = vi.fn()
    const action = publicAction(z.object({ name: z.string().min(1, 'Enter a name.') }), handler)
    expect(await action({ name: '' })).toStrictEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { name: ['Enter a name.'] },
    })
    expect(handler).not.toHaveBeenCalled()
  })
})

describe('the promotion the home page shows', () => {
  it('is the one named offer', () => {
    expect(ACTIVE_PROMOTION_NAME).toBe('offer')
  })
})

describe('listTimeZones', () => {
  it('adds a saved zone that is valid but not in the canonical list', () => {
    expect(Intl.supportedValuesOf('timeZone')).not.toContain('US/Eastern')
    expect(listTimeZones('US/Eastern')).toContain('US/Eastern')
  })
})

describe('readJsonBody', () => {
  it('decodes a character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('{"a":"é"}')
    const split = bytes.indexOf(0xc3) + 1
    const request = new Request('http://localhost/api', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.slice(0, split))
          controller.enqueue(bytes.slice(split))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(await readJsonBody(request, 20)).toStrictEqual({ a: 'é' })
  })
})

describe('auth cookie options', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('are site-wide and Lax, and Secure only in production', async () => {
    const { authCookieOptions } = await import('@/lib/supabase/cookie-options')
    expect(authCookieOptions).toStrictEqual({ path: '/', sameSite: 'lax', secure: false })
    vi.stubEnv('NODE_ENV', 'production')
    vi.resetModules()
    const production = await import('@/lib/supabase/cookie-options')
    expect(production.authCookieOptions).toStrictEqual({ path: '/', sameSite: 'lax', secure: true })
  })
})

describe('sitemaps', () => {
  it('start with the XML declaration', () => {
    const declaration = '<?xml version="1.0" encoding="UTF-8"?>'
    expect(renderUrlset([]).startsWith(declaration)).toBe(true)
    expect(renderSitemapIndex([]).startsWith(declaration)).toBe(true)
  })
})

describe('the Inter core characters', () => {
  it('are printable ASCII in order, then the typography, each once', () => {
    const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(0x20 + index))
    expect(INTER_CORE_CHARACTERS.slice(0, 95)).toBe(ascii.join(''))
    expect(INTER_CORE_CHARACTERS.slice(95)).toBe('‘’“”–—…•·×÷§£€©®™°→é')
  })
})

describe('cn', () => {
  it('joins classes and lets the later Tailwind class win', () => {
    expect(cn('px-2', false, 'text-sm', 'px-4')).toBe('text-sm px-4')
  })
})

describe('conditionalXmlResponse', () => {
  it('takes W/ as a weak prefix only, not inside a tag', () => {
    const doc = { xml: '<rss/>', lastModified: new Date('2026-01-01T00:00:00Z') }
    const etag = etagOf(doc.xml)
    const ask = (tag: string) =>
      conditionalXmlResponse(
        new Request('http://localhost/feed.xml', { headers: { 'if-none-match': tag } }),
        doc,
        'application/xml',
      ).status
    expect(ask(`W/${etag}`)).toBe(304)
    expect(ask(`${etag.slice(0, 4)}W/${etag.slice(4)}`)).toBe(200)
  })
})
