import { NextRequest } from 'next/server'
import type * as NextServer from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adminAreas } from '@/config/admin'
import type { requireAdmin as RequireAdmin } from '@/lib/auth/require-admin'
import type { requireMember as RequireMember } from '@/lib/auth/require-member'
import type { proxy as Proxy } from '@/proxy'

import { startProfileHarness, type ProfileHarness } from '../profile/harness'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar } from '../../../support/next-headers'

// Request-level authorization without a browser: real @supabase/ssr session cookies, made by the
// app's own sign-in action against Supabase Local, sent to proxy() in a NextRequest, and the same
// cookies behind the member and admin layouts' server checks.
vi.mock('next/headers', () => import('../../../support/next-headers'))
// connection() only marks a render as per-request; outside a Next request scope it throws.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: async () => undefined,
}))

type Who = 'anon' | 'user' | 'member' | 'admin'

// The seed's demo accounts: a plain student, a member with an active membership, the admin.
const accounts: Record<Exclude<Who, 'anon'>, { email: string; password: string }> = {
  user: { email: 'student@scholarlysupport.co', password: 'StudentPass123' },
  member: { email: 'member@scholarlysupport.co', password: 'MemberPass123' },
  admin: { email: 'admin@scholarlysupport.co', password: 'AdminPass123' },
}

const ORIGIN = 'http://localhost:3000'
const memberPaths = ['/dashboard', '/dashboard/orders', '/profile', '/profile?tab=privacy']
const adminPaths = [
  '/admin',
  '/admin/',
  ...adminAreas.map(({ slug }) => `/admin/${slug}`),
  '/admin/no-such-area/deeper',
]
const openPaths = ['/admin-auth', '/', '/administrator', '/dashboards', '/about']

let harness: ProfileHarness
let proxy: typeof Proxy
let requireMember: typeof RequireMember
let requireAdmin: typeof RequireAdmin
const sessions = new Map<Who, [string, string][]>()

beforeAll(async () => {
  harness = await startProfileHarness()
  pointAppAtSupabaseLocal(harness.local)
  proxy = (await import('@/proxy')).proxy
  requireMember = (await import('@/lib/auth/require-member')).requireMember
  requireAdmin = (await import('@/lib/auth/require-admin')).requireAdmin
  const { signInAction } = await import('@/lib/actions/auth/sign-in')
  sessions.set('anon', [])
  for (const [who, credentials] of Object.entries(accounts)) {
    cookieJar.clear()
    expect(await signInAction(credentials)).toEqual({ ok: true, data: undefined })
    const cookies = [...cookieJar]
    expect(cookies.map(([name]) => name)).toContainEqual(expect.stringMatching(/^sb-.+-auth-token/))
    sessions.set(who as Who, cookies)
  }
})

afterAll(async () => {
  await harness?.stop()
})

function request(who: Who, path: string) {
  const cookie = (sessions.get(who) ?? []).map(([name, value]) => `${name}=${value}`).join('; ')
  return new NextRequest(new URL(path, ORIGIN), {
    headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
  })
}

// What proxy() decided: through to the page, or a redirect to a path on this site.
async function decide(who: Who, path: string) {
  const response = await proxy(request(who, path))
  const location = response.headers.get('location')
  if (!location) {
    expect(response.headers.get('x-middleware-next')).toBe('1')
    return 'next'
  }
  expect(response.status).toBe(307)
  const url = new URL(location)
  expect(url.origin).toBe(ORIGIN)
  return `${url.pathname}${url.search}`
}

const signIn = (path: string) => `/auth?next=${encodeURIComponent(path)}`

const expectations: [Who, string, string][] = [
  ...memberPaths.flatMap((path): [Who, string, string][] => [
    ['anon', path, signIn(path)],
    ['user', path, 'next'],
    ['member', path, 'next'],
    ['admin', path, 'next'],
  ]),
  ...adminPaths.flatMap((path): [Who, string, string][] => [
    ['anon', path, '/admin-auth'],
    ['user', path, '/admin-auth'],
    ['member', path, '/admin-auth'],
    ['admin', path, 'next'],
  ]),
  ...openPaths.flatMap((path) =>
    (['anon', 'user', 'member', 'admin'] as const).map((who): [Who, string, string] => [
      who,
      path,
      'next',
    ]),
  ),
]

describe('proxy() with real session cookies', () => {
  it.each(expectations)('%s on %s: %s', async (who, path, expected) => {
    expect(await decide(who, path)).toBe(expected)
  })

  const exportPaths = [
    '/profile/export',
    '/admin/orders/export',
    '/admin/articles/export/',
    '/admin/lead-magnets/export',
    '/admin/analytics/export?chart=page-views',
  ]
  const refusals: [Who, string, number, string][] = exportPaths.flatMap((path) =>
    path.startsWith('/admin')
      ? [
          ['anon', path, 401, 'Sign in first.'],
          ['user', path, 403, 'Admins only.'],
          ['member', path, 403, 'Admins only.'],
        ]
      : [['anon', path, 401, JSON.stringify({ error: 'No user logged in' })]],
  )

  it.each(refusals)(
    '%s fetching %s without asking for a page: %i, not a sign-in redirect',
    async (who, path, status, text) => {
      for (const accept of [null, '*/*', 'text/csv', 'application/json']) {
        const fetched = request(who, path)
        if (accept) fetched.headers.set('accept', accept)
        const response = await proxy(fetched)
        expect(response.headers.get('location')).toBeNull()
        expect(response.status).toBe(status)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(await response.text()).toBe(text)
      }
    },
  )

  it.each(exportPaths)('still sends a browser opening %s to sign in', async (path) => {
    const opened = request('anon', path)
    opened.headers.set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
    const response = await proxy(opened)
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '').pathname).toMatch(
      /^\/(auth|admin-auth)$/,
    )
  })

  it.each(exportPaths.filter((path) => path.startsWith('/admin')))(
    'lets an admin fetching %s through to the route',
    async (path) => {
      expect(await decide('admin', path)).toBe('next')
    },
  )

  it.each(['/profile', '/dashboard', '/admin/articles', '/admin/settings'])(
    'lets a server action posted to %s after the session ended reach its own check',
    async (path) => {
      const post = (headers: Record<string, string>) =>
        proxy(
          new NextRequest(new URL(path, ORIGIN), {
            method: 'POST',
            headers: { host: 'localhost:3000', ...headers },
          }),
        )
      const action = await post({ 'next-action': '7f00000000000000000000000000000000000000' })
      expect(action.headers.get('location')).toBeNull()
      expect(action.headers.get('x-middleware-next')).toBe('1')
      // A plain form post is a page request like any other.
      const plain = await post({ 'content-type': 'application/x-www-form-urlencoded' })
      expect(plain.status).toBe(307)
    },
  )

  it('treats forged or expired-looking cookies as signed out', async () => {
    const [name] = sessions.get('admin')?.[0] ?? ['sb-127-auth-token']
    const forged = new NextRequest(new URL('/admin', ORIGIN), {
      headers: { host: 'localhost:3000', cookie: `${name}=base64-${btoa('{"access_token":"x"}')}` },
    })
    const response = await proxy(forged)
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/admin-auth')
  })
})

describe('proxy() refreshing a session', () => {
  // @supabase/ssr keeps the session as base64url JSON, in chunks (.0, .1…) when it is long.
  const SESSION_COOKIE = /^(sb-.+-auth-token)(?:\.(\d+))?$/
  const decodeSession = (value: string) =>
    JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString()) as {
      access_token: string
      refresh_token: string
      expires_at: number
    }

  it('trades an expiring session for new tokens, for the page and for the browser', async () => {
    cookieJar.clear()
    const { signInAction } = await import('@/lib/actions/auth/sign-in')
    expect(await signInAction(accounts.member)).toEqual({ ok: true, data: undefined })
    const chunks = [...cookieJar]
      .map(([name, value]) => ({ match: SESSION_COOKIE.exec(name), value }))
      .filter(({ match }) => match !== null)
      .sort((a, b) => Number(a.match?.[2] ?? 0) - Number(b.match?.[2] ?? 0))
    const cookieName = chunks[0]?.match?.[1] ?? ''
    const session = decodeSession(chunks.map(({ value }) => value).join(''))
    // Still valid, but past the time the client refreshes at.
    const expiring = { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 }
    const encoded = `base64-${Buffer.from(JSON.stringify(expiring)).toString('base64url')}`
    // A token issued in the same second as the first would be the same token.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const response = await proxy(
      new NextRequest(new URL('/dashboard', ORIGIN), {
        headers: { host: 'localhost:3000', cookie: `${cookieName}=${encoded}` },
      }),
    )
    expect(response.headers.get('location')).toBeNull()

    const sent = response.cookies.getAll().filter(({ name }) => SESSION_COOKIE.test(name))
    expect(sent.length).toBeGreaterThan(0)
    const refreshed = decodeSession(sent.map(({ value }) => value).join(''))
    expect(refreshed.access_token).not.toBe(session.access_token)
    expect(refreshed.refresh_token).not.toBe(session.refresh_token)
    expect(refreshed.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000))
    // The page rendering this request reads the new session, not the one the browser sent.
    const forwarded = response.headers.get('x-middleware-request-cookie') ?? ''
    for (const { name, value } of sent) expect(forwarded).toContain(`${name}=${value}`)
  })
})

// Next's redirect() throws an error whose digest carries the target: NEXT_REDIRECT;type;url;status;
async function redirectOf(check: () => Promise<unknown>) {
  try {
    await check()
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    const [kind, , url, status] = digest.split(';')
    expect(kind).toBe('NEXT_REDIRECT')
    expect(status).toBe('307')
    return url
  }
  return 'rendered'
}

function actAs(who: Who) {
  cookieJar.clear()
  for (const [name, value] of sessions.get(who) ?? []) cookieJar.set(name, value)
}

describe('the layouts’ server checks', () => {
  it.each([
    ['anon', '/auth?next=%2Fdashboard'],
    ['user', 'rendered'],
    ['member', 'rendered'],
    ['admin', 'rendered'],
  ] as const)('requireMember for %s: %s', async (who, expected) => {
    actAs(who)
    expect(await redirectOf(() => requireMember())).toBe(expected)
  })

  it('requireMember returns the signed-in user and keeps the page in next', async () => {
    actAs('member')
    expect((await requireMember()).email).toBe(accounts.member.email)
    actAs('anon')
    expect(await redirectOf(() => requireMember('/profile?tab=privacy'))).toBe(
      '/auth?next=%2Fprofile%3Ftab%3Dprivacy',
    )
  })

  it.each([
    ['anon', '/admin-auth'],
    ['user', '/admin-auth'],
    ['member', '/admin-auth'],
    ['admin', 'rendered'],
  ] as const)('requireAdmin for %s: %s', async (who, expected) => {
    actAs(who)
    expect(await redirectOf(() => requireAdmin())).toBe(expected)
  })

  it('requireAdmin returns the admin', async () => {
    actAs('admin')
    expect((await requireAdmin()).email).toBe(accounts.admin.email)
  })
})
