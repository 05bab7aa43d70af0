import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness, uniqueEmail } from './harness.ts'
import { expectRecentTimestamp } from '../../../support/exact-values'

const h = suiteHarness(startAuthHarness)

describe('admin users API', () => {
  test('create, get, list, update and delete with the service key', async () => {
    const admin = h.service.auth.admin
    const email = uniqueEmail('admin-made')
    const created = await admin.createUser({
      email,
      password: 'weak',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { plan: 'gold' },
    })
    expect(created.error).toBeNull()
    const user = created.data.user
    expect(user).toMatchObject({
      email,
      app_metadata: { provider: 'email', providers: ['email'], plan: 'gold' },
      user_metadata: { full_name: 'Made By Admin' },
    })
    expectRecentTimestamp(user?.email_confirmed_at)
    // Admin-set passwords skip the policy, as in GoTrue.
    expect((await h.client().auth.signInWithPassword({ email, password: 'weak' })).error).toBeNull()

    const fetched = await admin.getUserById(user?.id as string)
    expect(fetched.data.user?.id).toBe(user?.id)

    const list = await admin.listUsers({ page: 1, perPage: 2 })
    expect(list.error).toBeNull()
    expect(list.data.users).toHaveLength(2)
    expect(list.data.users[0]?.id).toBe(user?.id)
    expect((list.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(4)
    expect((list.data as unknown as { nextPage: number }).nextPage).toBe(2)

    const updated = await admin.updateUserById(user?.id as string, {
      user_metadata: { full_name: 'Renamed' },
      ban_duration: '24h',
    })
    expect(updated.data.user?.user_metadata.full_name).toBe('Renamed')
    // 24 hours from now, give or take the request.
    const bannedFor = Date.parse(updated.data.user?.banned_until as string) - Date.now()
    expect(bannedFor).toBeGreaterThan(24 * 3600_000 - 120_000)
    expect(bannedFor).toBeLessThanOrEqual(24 * 3600_000)
    const banned = await h.client().auth.signInWithPassword({ email, password: 'weak' })
    expect(banned.error).toMatchObject({ code: 'user_banned', message: 'User is banned' })
    await admin.updateUserById(user?.id as string, { ban_duration: 'none', email: `re.${email}` })
    const renamed = await admin.getUserById(user?.id as string)
    expect(renamed.data.user?.email).toBe(`re.${email}`)
    expect(renamed.data.user?.banned_until).toBeUndefined()

    const { rows: before } = await h.local.pg.query(
      'select 1 from public.profiles where user_id = $1',
      [user?.id],
    )
    expect(before).toHaveLength(1)
    expect((await admin.deleteUser(user?.id as string)).error).toBeNull()
    const gone = await admin.getUserById(user?.id as string)
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' })
    const { rows: after } = await h.local.pg.query(
      'select 1 from public.profiles where user_id = $1',
      [user?.id],
    )
    expect(after).toHaveLength(0)
  })

  test('creating an existing email is email_exists', async () => {
    const { error } = await h.service.auth.admin.createUser({ email: 'admin@scholarlysupport.co' })
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
  })

  test('anon key and user tokens are refused with not_admin', async () => {
    const anon = h.client()
    const refused = await anon.auth.admin.listUsers()
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'not_admin',
      message: 'User not allowed',
    })
    const user = h.client()
    await user.auth.signInWithPassword({
      email: 'admin@scholarlysupport.co',
      password: 'AdminPass123',
    })
    const token = (await user.auth.getSession()).data.session?.access_token
    const response = await h.auth('/admin/users', { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' })
    const secretKey = await fetch(`${h.url}/auth/v1/admin/users?page=1&per_page=1`, {
      headers: { apikey: h.local.keys.secretKey },
    })
    expect(secretKey.status).toBe(200)
    expect(secretKey.headers.get('x-total-count')).toMatch(/^\d+$/)
    expect(secretKey.headers.get('link')).toMatch(
      /^<\/admin\/users\?page=2&per_page=1>; rel="next"/,
    )
  })

  test('bad ids', async () => {
    const response = await h.auth('/admin/users/not-a-uuid', {
      headers: {
        apikey: h.local.serviceRoleKey,
        Authorization: `Bearer ${h.local.serviceRoleKey}`,
      },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'user_id must be an UUID',
    })
  })
})
