import { createServerClient } from '@supabase/ssr'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { follow, fragmentOf, startAuthHarness, uniqueEmail } from './harness.ts'
import { expectRecentTimestamp } from '../../../support/exact-values'

const h = suiteHarness(startAuthHarness)

const callbackUrl = 'http://localhost:3000/auth/callback'

type Consent = { action: string; state: string; html: string }

// Drives the stand-in like a browser: authorize → 302 → consent form.
async function openConsent(url: string): Promise<Consent> {
  const authorize = await fetch(url, { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const page = await fetch(authorize.headers.get('location') as string)
  expect(page.headers.get('content-type')).toContain('text/html')
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] as string
  return { action: action.replace(/&amp;/g, '&'), state, html }
}

async function submit(consent: Consent, fields: Record<string, string>): Promise<URL> {
  const response = await fetch(consent.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: consent.state, action: 'allow', ...fields }),
  })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location') as string)
}

describe('Google through the local consent page', () => {
  test('PKCE: authorize → consent → ?code= → exchangeCodeForSession', async () => {
    const client = h.client({ flowType: 'pkce' })
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: callbackUrl,
        skipBrowserRedirect: true,
        queryParams: { prompt: 'consent' },
      },
    })
    const authorizeUrl = new URL(data.url as string)
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('s256')
    const consent = await openConsent(data.url as string)
    expect(consent.html).toContain('<label for="email">Email</label>')
    expect(consent.html).toContain('<label for="name">Name</label>')
    expect(consent.html).toContain('Continue as')
    expect(consent.html).toContain('<html lang="en">')

    const email = uniqueEmail('google')
    const landing = await submit(consent, { email, name: 'Gina Google' })
    expect(landing.origin + landing.pathname).toBe(callbackUrl)
    const code = landing.searchParams.get('code') as string
    const { data: session, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(session.user).toMatchObject({
      email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: {
        full_name: 'Gina Google',
        email_verified: true,
        iss: 'https://accounts.google.com',
      },
    })
    expectRecentTimestamp(session.user?.email_confirmed_at)
    expect(session.user?.identities?.[0]).toMatchObject({ provider: 'google', email })
    const claims = JSON.parse(
      Buffer.from(
        (session.session?.access_token as string).split('.')[1] as string,
        'base64url',
      ).toString(),
    ) as { amr: { method: string }[] }
    expect(claims.amr[0]?.method).toBe('oauth')
    const { data: profile } = await client.from('profiles').select('full_name').single()
    expect(profile?.full_name).toBe('Gina Google')

    // The code is single use.
    const reuse = await h.auth('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    })
    expect(reuse.status).toBe(404)
    expect(((await reuse.json()) as { code: string }).code).toBe('flow_state_not_found')
  })

  test('signing in again finds the same user; a matching email user is linked', async () => {
    const email = uniqueEmail('linked')
    const owner = h.client()
    await owner.auth.signUp({ email, password: 'Passw0rdOK' })
    await follow((await h.mail.latest(email)).links[0] as string)
    const first = await owner.auth.signInWithPassword({ email, password: 'Passw0rdOK' })

    for (let round = 0; round < 2; round++) {
      const client = h.client({ flowType: 'pkce' })
      const { data } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: callbackUrl, skipBrowserRedirect: true },
      })
      const landing = await submit(await openConsent(data.url as string), { email, name: 'Linda' })
      const { data: session } = await client.auth.exchangeCodeForSession(
        landing.searchParams.get('code') as string,
      )
      expect(session.user?.id).toBe(first.data.user?.id)
      expect(session.user?.app_metadata.providers).toEqual(['email', 'google'])
      expect(session.user?.identities?.map((identity) => identity.provider)).toEqual([
        'email',
        'google',
      ])
    }
    // The password keeps working after linking a confirmed account.
    expect(
      (await h.client().auth.signInWithPassword({ email, password: 'Passw0rdOK' })).error,
    ).toBeNull()
  })

  test('a wrong verifier is bad_code_verifier', async () => {
    const client = h.client({ flowType: 'pkce' })
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: callbackUrl, skipBrowserRedirect: true },
    })
    const landing = await submit(await openConsent(data.url as string), { email: uniqueEmail('g') })
    const response = await h.auth('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({
        auth_code: landing.searchParams.get('code'),
        code_verifier: 'y'.repeat(64),
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    })
  })

  test('implicit flow: tokens in the fragment; cancelling redirects with access_denied', async () => {
    const client = h.client()
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: callbackUrl, skipBrowserRedirect: true },
    })
    const email = uniqueEmail('implicit')
    const landing = await submit(await openConsent(data.url as string), { email })
    const fragment = fragmentOf(landing)
    expect(fragment.get('token_type')).toBe('bearer')
    const { data: session } = await client.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    })
    expect(session.user?.email).toBe(email)

    const denied = await submit(await openConsent(data.url as string), { action: 'deny' })
    expect(fragmentOf(denied).get('error')).toBe('access_denied')
  })

  test('unknown providers and skip_http_redirect', async () => {
    const unknown = await fetch(`${h.url}/auth/v1/authorize?provider=myspace`)
    expect(unknown.status).toBe(400)
    const skip = await fetch(
      `${h.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(callbackUrl)}&skip_http_redirect=true`,
    )
    expect(((await skip.json()) as { url: string }).url).toContain(
      '/auth/v1/local-oauth/google?state=',
    )
  })
})

describe('@supabase/ssr server client with a cookie jar', () => {
  test('PKCE email sign-up, callback exchange and a cookie session that REST honours', async () => {
    const jar = new Map<string, string>()
    const server = () =>
      createServerClient(h.url, h.local.anonKey, {
        cookies: {
          getAll: () => [...jar].map(([name, value]) => ({ name, value })),
          setAll: (cookies) => {
            for (const { name, value, options } of cookies) {
              if (options.maxAge === 0) jar.delete(name)
              else jar.set(name, value)
            }
          },
        },
      })
    const email = uniqueEmail('ssr')
    const { error } = await server().auth.signUp({
      email,
      password: 'Passw0rdOK',
      options: { emailRedirectTo: callbackUrl, data: { full_name: 'Sam Server' } },
    })
    expect(error).toBeNull()
    expect([...jar.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true)
    const link = (await h.mail.latest(email)).links[0] as string
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/)
    const landing = await follow(link)
    const code = landing.searchParams.get('code') as string
    expect(code).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

    // The app's /auth/callback route handler.
    const exchanged = await server().auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    const cookie = jar.get('sb-127-auth-token') as string
    expect(cookie.startsWith('base64-')).toBe(true)

    // A later request: a new server client reads the cookie.
    const { data: user } = await server().auth.getUser()
    expect(user.user?.email).toBe(email)
    const { data: profile } = await server().from('profiles').select('full_name, email').single()
    expect(profile).toEqual({ full_name: 'Sam Server', email })
  })

  test('the app confirm route: verifyOtp with token_hash', async () => {
    const email = uniqueEmail('hash')
    await h.client().auth.signUp({ email, password: 'Passw0rdOK' })
    const token = new URL((await h.mail.latest(email)).links[0] as string).searchParams.get('token')
    const client = h.client()
    const { data, error } = await client.auth.verifyOtp({
      token_hash: token as string,
      type: 'email',
    })
    expect(error).toBeNull()
    expectRecentTimestamp(data.user?.email_confirmed_at)
  })
})
