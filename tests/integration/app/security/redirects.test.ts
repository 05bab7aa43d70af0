import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { proxy as Proxy } from '@/proxy'
import type { GET as CallbackGet } from '@/app/auth/callback/route'
import { RETURN_PATH_COOKIE } from '@/lib/auth/return-path'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { startHarness, type SupabaseLocalHarness } from '../../../support/supabase-local-harness'

let harness: SupabaseLocalHarness
let proxy: typeof Proxy
let callback: typeof CallbackGet

const FORGED = {
  host: 'localhost:3000',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'javascript',
}

beforeAll(async () => {
  harness = await startHarness({ realtime: false, seed: false })
  pointAppAtSupabaseLocal(harness.local)
  process.env.NEXT_PUBLIC_SITE_URL = 'https://scholarly.example'
  proxy = (await import('@/proxy')).proxy
  callback = (await import('@/app/auth/callback/route')).GET
})

afterAll(async () => {
  await harness?.stop()
})

function expectOnSite(location: string | null, requestUrl: string) {
  expect(location).not.toBeNull()
  const target = new URL(location!, requestUrl)
  expect(target.origin).toBe(new URL(requestUrl).origin)
  expect(location).not.toContain('evil.example')
  expect(location).not.toMatch(/^javascript:/i)
}

describe('redirects under forged forwarding headers', () => {
  it.each([
    ['/dashboard', '/auth'],
    ['/admin', '/admin-auth'],
    ['/?code=abc', '/auth/callback'],
  ])('the proxy sends %s to %s on this site', async (path, pathname) => {
    const url = `http://localhost:3000${path}`
    const response = await proxy(new NextRequest(url, { headers: FORGED }))
    expect([302, 307, 308]).toContain(response.status)
    const location = response.headers.get('location')
    expectOnSite(location, url)
    expect(new URL(location!, url).pathname).toBe(pathname)
  })

  it.each([
    ['/?code=abc', undefined, { code: 'abc', next: '/' }],
    ['/?code=abc', '/dashboard?tab=orders', { code: 'abc', next: '/dashboard?tab=orders' }],
    ['/?code=abc', '//evil.example', { code: 'abc', next: '/' }],
    [
      '/?error=access_denied&error_code=access_denied&error_description=The+user+denied+access',
      '/dashboard',
      {
        error: 'access_denied',
        error_code: 'access_denied',
        error_description: 'The user denied access',
        next: '/dashboard',
      },
    ],
  ])(
    'an Auth return to %s with return path %j goes to the callback once',
    async (path, returnPath, expected) => {
      const url = `http://localhost:3000${path}`
      const request = new NextRequest(url, { headers: FORGED })
      if (returnPath) request.cookies.set(RETURN_PATH_COOKIE, returnPath)
      const response = await proxy(request)
      const location = new URL(response.headers.get('location')!, url)
      expect(location.pathname).toBe('/auth/callback')
      expect(Object.fromEntries(location.searchParams)).toEqual(expected)
      const cleared = response.cookies.get(RETURN_PATH_COOKIE)
      if (returnPath) expect(cleared?.value).toBe('')
      else expect(cleared).toBeUndefined()
    },
  )

  it('the site root without an Auth return is not redirected', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/?error=not-from-auth', { headers: FORGED }),
    )
    expect(response.headers.get('location')).toBeNull()
  })

  it('the auth callback redirects to a path, whatever the headers say', async () => {
    const url = 'http://localhost:3000/auth/callback?next=//evil.example'
    const response = await callback(new NextRequest(url, { headers: FORGED }))
    expect(response.status).toBe(307)
    const location = response.headers.get('location')!
    expect(location.startsWith('/auth?')).toBe(true)
    expectOnSite(location, url)
  })
})
