import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { signJwt } from '@/supabase/local/jwt.ts'
import { sleep, startAuthHarness, uniqueEmail, type AuthHarness } from './harness.ts'

const h = suiteHarness(() =>
  startAuthHarness({ autoConfirm: true, refreshReuseInterval: 1, anonymousSignIns: true }),
)

const password = 'Passw0rdOK'

async function signedIn(label: string) {
  const email = uniqueEmail(label)
  const client = h.client()
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  return { client, email, session: data.session }
}

const refresh = (refreshToken: string) =>
  h.auth('/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  })

describe('access tokens', () => {
  test('carry GoTrue claims', async () => {
    const { session } = await signedIn('claims')
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] as string, 'base64url').toString(),
    ) as Record<string, unknown>
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ])
    expect(claims).toMatchObject({
      iss: `${h.url}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: session.user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(claims.exp).toBe((claims.iat as number) + 3600)
    expect(session.expires_in).toBe(3600)
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password')
  })

  test('an expired token is refused by GET /user and the client refreshes by itself', async () => {
    const short = await startAuthHarness({ autoConfirm: true, jwtExpiry: 1 })
    try {
      const email = uniqueEmail('expiry')
      const client = short.client({ autoRefreshToken: false })
      const { data } = await client.auth.signUp({ email, password })
      const first = data.session
      expect(first?.expires_in).toBe(1)
      await sleep(2100)
      const direct = await short.auth('/user', {
        headers: { Authorization: `Bearer ${first?.access_token}` },
      })
      expect(direct.status).toBe(403)
      expect(await direct.json()).toEqual({
        code: 'bad_jwt',
        message:
          'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      })
      // supabase-js sees the session is about to expire and refreshes before calling /user.
      const { data: user, error } = await client.auth.getUser()
      expect(error).toBeNull()
      expect(user.user?.email).toBe(email)
      const { data: now } = await client.auth.getSession()
      expect(now.session?.access_token).not.toBe(first?.access_token)
      expect(now.session?.refresh_token).not.toBe(first?.refresh_token)
    } finally {
      await short.stop()
    }
  })

  test('bad signatures and missing tokens', async () => {
    const forged = signJwt({ sub: crypto.randomUUID(), role: 'authenticated' }, 'x'.repeat(40))
    const bad = await h.auth('/user', { headers: { Authorization: `Bearer ${forged}` } })
    expect(bad.status).toBe(403)
    expect(((await bad.json()) as { code: string }).code).toBe('bad_jwt')
    const none = await fetch(`${h.url}/auth/v1/user`, { headers: { apikey: h.local.anonKey } })
    expect(none.status).toBe(403)
    // Without X-Supabase-Api-Version the legacy error shape is used.
    expect(await none.json()).toEqual({
      code: 403,
      error_code: 'bad_jwt',
      msg: 'invalid claim: missing sub claim',
    })
    const bare = await fetch(`${h.url}/auth/v1/user`)
    expect(bare.status).toBe(401)
    expect(((await bare.json()) as { code: number; error_code: string }).error_code).toBe(
      'no_authorization',
    )
  })
})

describe('anonymous users', () => {
  test('signInAnonymously, then adding an email under autoconfirm makes them permanent', async () => {
    const client = h.client()
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { step: 1 } } })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { step: 1 } })
    const claims = JSON.parse(
      Buffer.from(
        (data.session?.access_token as string).split('.')[1] as string,
        'base64url',
      ).toString(),
    ) as { is_anonymous: boolean; amr: { method: string }[] }
    expect(claims.is_anonymous).toBe(true)
    expect(claims.amr[0]?.method).toBe('anonymous')
    const email = uniqueEmail('anon')
    const updated = await client.auth.updateUser({ email })
    expect(updated.error).toBeNull()
    expect(updated.data.user).toMatchObject({ email, is_anonymous: false })
    expect(updated.data.user?.identities?.[0]?.provider).toBe('email')
  })
})

describe('refresh tokens', () => {
  test('rotate: each refresh returns a new token whose parent is the old one', async () => {
    const { session } = await signedIn('rotate')
    const first = await refresh(session.refresh_token)
    expect(first.status).toBe(200)
    const one = (await first.json()) as { refresh_token: string; access_token: string }
    expect(one.refresh_token).not.toBe(session.refresh_token)
    const { rows } = await h.local.pg.query<{ token: string; parent: string; revoked: boolean }>(
      'select token, parent, revoked from auth.refresh_tokens where session_id = $1 order by id',
      [
        JSON.parse(Buffer.from(one.access_token.split('.')[1] as string, 'base64url').toString())
          .session_id,
      ],
    )
    expect(rows).toEqual([
      { token: session.refresh_token, parent: null, revoked: true },
      { token: one.refresh_token, parent: session.refresh_token, revoked: false },
    ])
  })

  test('reusing the parent of the active token returns the same child', async () => {
    const { session } = await signedIn('reuse')
    const child = (
      (await (await refresh(session.refresh_token)).json()) as { refresh_token: string }
    ).refresh_token
    const again = (await (await refresh(session.refresh_token)).json()) as { refresh_token: string }
    expect(again.refresh_token).toBe(child)
  })

  test('reuse of an older token after the interval revokes the whole family', async () => {
    const { client, session } = await signedIn('family')
    const b = ((await (await refresh(session.refresh_token)).json()) as { refresh_token: string })
      .refresh_token
    const c = ((await (await refresh(b)).json()) as { refresh_token: string }).refresh_token
    // Within the reuse interval the parent of the active token still answers (client retries).
    expect(((await (await refresh(b)).json()) as { refresh_token: string }).refresh_token).toBe(c)
    await sleep(1200)
    const reused = await refresh(session.refresh_token)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    const { rows } = await h.local.pg.query<{ active: number }>(
      `select count(*)::int as active from auth.refresh_tokens rt
       join auth.refresh_tokens first on first.session_id = rt.session_id
       where first.token = $1 and not rt.revoked`,
      [session.refresh_token],
    )
    expect(rows[0]?.active).toBe(0)
    await sleep(1200)
    const latest = await refresh(c)
    expect(((await latest.json()) as { code: string }).code).toBe('refresh_token_already_used')
    // The client holding the burnt token learns it on its next refresh.
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error?.code).toBe('refresh_token_already_used')
  })

  test('unknown and missing refresh tokens', async () => {
    const unknown = await refresh('nosuchtoken1')
    expect(await unknown.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    const missing = await h.auth('/token?grant_type=refresh_token', { method: 'POST', body: '{}' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    })
  })

  test('concurrent refreshes of one token all succeed with the same child', async () => {
    const { session } = await signedIn('race')
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => (await refresh(session.refresh_token)).json()),
    )
    const tokens = new Set(
      answers.map((answer) => (answer as { refresh_token: string }).refresh_token),
    )
    expect(tokens.size).toBe(1)
  })
})

describe('logout scopes', () => {
  async function threeSessions() {
    const email = uniqueEmail('logout')
    const first = h.client()
    await first.auth.signUp({ email, password })
    const second = h.client()
    await second.auth.signInWithPassword({ email, password })
    const third = h.client()
    await third.auth.signInWithPassword({ email, password })
    return [first, second, third] as const
  }

  const alive = async (client: ReturnType<AuthHarness['client']>) => {
    const { data } = await client.auth.getSession()
    const response = await h.auth('/user', {
      headers: { Authorization: `Bearer ${data.session?.access_token}` },
    })
    return response.status === 200
  }

  test('local ends only this session', async () => {
    const [a, b, c] = await threeSessions()
    const token = (await a.auth.getSession()).data.session?.access_token
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await a.auth.getSession()).data.session).toBeNull()
    expect([await alive(b), await alive(c)]).toEqual([true, true])
    const after = await h.auth('/user', { headers: { Authorization: `Bearer ${token}` } })
    expect(after.status).toBe(403)
    expect(((await after.json()) as { code: string }).code).toBe('session_not_found')
  })

  test('others ends every other session', async () => {
    const [a, b, c] = await threeSessions()
    await a.auth.signOut({ scope: 'others' })
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, false])
    // auth-js turns session_not_found into "Auth session missing!" and forgets the session.
    const { error } = await b.auth.getUser()
    expect(error?.message).toBe('Auth session missing!')
    expect(error?.name).toBe('AuthSessionMissingError')
  })

  test('global (the default) ends all sessions, refresh tokens included', async () => {
    const [a, b, c] = await threeSessions()
    const refreshToken = (await b.auth.getSession()).data.session?.refresh_token as string
    await a.auth.signOut()
    expect([await alive(b), await alive(c)]).toEqual([false, false])
    expect(((await (await refresh(refreshToken)).json()) as { code: string }).code).toBe(
      'refresh_token_not_found',
    )
  })
})
