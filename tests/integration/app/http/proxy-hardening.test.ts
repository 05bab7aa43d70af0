import { NextRequest } from 'next/server'
import type * as NextServer from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { requireMember as RequireMember } from '@/lib/auth/require-member'
import type { proxy as Proxy } from '@/proxy'

import { startProfileHarness, type ProfileHarness } from '../profile/harness'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar } from '../../../support/next-headers'

// proxy.ts beyond authorization: the CSP nonce of pages resumed per request, 400 for URLs no page can answer, and
// an unreachable Auth treated as an outage rather than a sign-out.
vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: async () => undefined,
}))

let harness: ProfileHarness
let stopped = false
let proxy: typeof Proxy
let requireMember: typeof RequireMember
let memberCookie = ''

beforeAll(async () => {
  harness = await startProfileHarness()
  pointAppAtSupabaseLocal(harness.local)
  proxy = (await import('@/proxy')).proxy
  requireMember = (await import('@/lib/auth/require-member')).requireMember
  const { signInAction } = await import('@/lib/actions/auth/sign-in')
  cookieJar.clear()
  expect(
    await signInAction({ email: 'member@scholarlysupport.co', password: 'MemberPass123' }),
  ).toEqual({ ok: true, data: undefined })
  memberCookie = [...cookieJar].map(([name, value]) => `${name}=${value}`).join('; ')
})

afterAll(async () => {
  if (!stopped) await harness?.stop()
})

function request(path: string, cookie = '') {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
  })
}

describe('proxy hardening', () => {
  // Signed out and signed in, on plain pages, the search the proxy rewrites to its resumed page,
  // an unknown article and the admin 404 rewrite: each path through route() that ends on a page
  // resumed per request must carry the request's policy to Next.
  it.each([
    ['/auth', ''],
    ['/auth/no-such-page', ''],
    ['/services', ''],
    ['/articles?search=exam+stress', ''],
    ['/articles/no-such-article/', ''],
    ['/services', 'member'],
    ['/dashboard', 'member'],
  ])(
    'gives %s (%s) a fresh nonce, on the request for Next and on the response',
    async (path, who) => {
      const first = request(path, who ? memberCookie : '')
      const response = await proxy(first)
      expect(response.headers.get('location')).toBeNull()
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
      expect(policy).not.toContain("'unsafe-inline'; style")
      expect(first.headers.get('content-security-policy')).toBe(policy)
      expect(response.headers.get('x-middleware-override-headers')).toContain(
        'content-security-policy',
      )
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
      const again = await proxy(request(path, who ? memberCookie : ''))
      expect(again.headers.get('content-security-policy')).not.toBe(policy)
    },
  )

  // Complete cached pages take their hash policy from the cache (lib/http/hashed-page-cache.ts):
  // a nonce policy beside it would refuse every one of their inline scripts.
  it.each([
    ['/about', ''],
    ['/articles?category=study-techniques', ''],
    ['/quizzes?difficulty=beginner', ''],
    ['/resources?kind=template', ''],
    ['/', 'member'],
    ['/careers/subject-tutor', 'member'],
  ])('gives %s (%s) no nonce policy: its policy comes with the cached page', async (path, who) => {
    const response = await proxy(request(path, who ? memberCookie : ''))
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull()
  })

  it.each(['/about', '/auth'])('never passes on a policy the client sent (%s)', async (path) => {
    const forged = new NextRequest(new URL(path, 'http://localhost:3000'), {
      headers: { host: 'localhost:3000', 'content-security-policy': "script-src 'nonce-chosen'" },
    })
    const response = await proxy(forged)
    const forwarded = response.headers.get('x-middleware-request-content-security-policy') ?? ''
    expect(forwarded).not.toContain('chosen')
    expect(forged.headers.get('content-security-policy') ?? '').not.toContain('chosen')
  })

  it.each(['/quiz/%', '/careers/%ff%fe', '/articles/%00/', '/articles/search?search=%00'])(
    'answers %s with 400',
    async (path) => {
      expect((await proxy(request(path))).status).toBe(400)
    },
  )

  it('with Auth down, a signed-in member reaches the error page, not the sign-in form', async () => {
    expect((await proxy(request('/dashboard', memberCookie))).headers.get('location')).toBeNull()
    await harness.stop()
    stopped = true
    const response = await proxy(request('/dashboard', memberCookie))
    expect(response.headers.get('location')).toBeNull()
    expect(response.status).toBe(200)
    cookieJar.clear()
    for (const pair of memberCookie.split('; ')) {
      const [name, ...value] = pair.split('=')
      cookieJar.set(name!, value.join('='))
    }
    await expect(requireMember()).rejects.toThrow('Supabase Auth is unreachable')
  })
})
