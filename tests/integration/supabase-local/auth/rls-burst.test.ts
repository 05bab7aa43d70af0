import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness } from './harness.ts'

const h = suiteHarness(() => startAuthHarness({ autoConfirm: true }))

describe('issued tokens drive RLS', () => {
  test('auth.uid() is the signed-in user: own profile only, admin sees all', async () => {
    const member = h.client()
    await member.auth.signInWithPassword({
      email: 'member@scholarlysupport.co',
      password: 'MemberPass123',
    })
    const own = await member.from('profiles').select('user_id, full_name')
    expect(own.data).toEqual([
      { user_id: 'a0000000-0000-4000-8000-000000000002', full_name: 'Maya Member' },
    ])
    const update = await member
      .from('profiles')
      .update({ country: 'Kenya' })
      .eq('user_id', 'a0000000-0000-4000-8000-000000000003')
      .select()
    expect(update.data).toEqual([])

    const admin = h.client()
    await admin.auth.signInWithPassword({
      email: 'admin@scholarlysupport.co',
      password: 'AdminPass123',
    })
    const all = await admin.from('profiles').select('user_id')
    expect((all.data ?? []).length).toBeGreaterThanOrEqual(3)

    const anon = await h.client().from('profiles').select('user_id')
    expect(anon.data).toEqual([])
  })
})

describe('nothing is lost', () => {
  test('200 concurrent sign-ups leave exactly 200 users, identities and profiles', async () => {
    const before = await h.local.pg.query<{ n: number }>(
      'select count(*)::int as n from auth.users',
    )
    const emails = Array.from({ length: 200 }, (_, i) => `burst.${i}@example.com`)
    const results = await Promise.all(
      emails.map((email) =>
        fetch(`${h.url}/auth/v1/signup`, {
          method: 'POST',
          headers: {
            apikey: h.local.anonKey,
            'Content-Type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
          },
          body: JSON.stringify({ email, password: 'Passw0rdOK', data: { full_name: email } }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { user?: { email: string } },
        })),
      ),
    )
    expect(results.filter((result) => result.status !== 200)).toEqual([])
    expect(new Set(results.map((result) => result.body.user?.email)).size).toBe(200)
    const counts = await h.local.pg.query<{
      users: number
      identities: number
      profiles: number
      sessions: number
    }>(
      `select
         (select count(*)::int from auth.users where email like 'burst.%') as users,
         (select count(*)::int from auth.identities where email like 'burst.%') as identities,
         (select count(*)::int from public.profiles where email like 'burst.%') as profiles,
         (select count(*)::int from auth.sessions s join auth.users u on u.id = s.user_id
           where u.email like 'burst.%') as sessions`,
    )
    expect(counts.rows[0]).toEqual({ users: 200, identities: 200, profiles: 200, sessions: 200 })
    const after = await h.local.pg.query<{ n: number }>('select count(*)::int as n from auth.users')
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + 200)
  }, 120_000)
})
