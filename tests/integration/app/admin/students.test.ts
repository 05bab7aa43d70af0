import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { grantMembershipAction } from '@/lib/actions/admin/students/grant-membership'
import type { revokeMembershipAction } from '@/lib/actions/admin/students/revoke-membership'
import type { setAdminRoleAction } from '@/lib/actions/admin/students/set-admin-role'

import {
  accounts,
  actAs,
  ADMIN_ID,
  adminSuite,
  itRefusesNonAdmins,
  MEMBER_ID,
  STUDENT_ID,
} from './harness'

const harness = adminSuite()
let setAdminRole: typeof setAdminRoleAction
let grantMembership: typeof grantMembershipAction
let revokeMembership: typeof revokeMembershipAction

beforeAll(async () => {
  setAdminRole = (await import('@/lib/actions/admin/students/set-admin-role')).setAdminRoleAction
  grantMembership = (await import('@/lib/actions/admin/students/grant-membership'))
    .grantMembershipAction
  revokeMembership = (await import('@/lib/actions/admin/students/revoke-membership'))
    .revokeMembershipAction
})

async function roleOf(userId: string) {
  const { rows } = await harness.local.pg.query<{ role: string }>(
    'select role from public.user_roles where user_id = $1',
    [userId],
  )
  return rows[0]?.role
}

async function memberships(userId: string) {
  const { rows } = await harness.local.pg.query<{ id: string; plan: string; status: string }>(
    'select id, plan, status from public.memberships where user_id = $1 order by created_at',
    [userId],
  )
  return rows
}

beforeEach(async () => {
  await harness.local.pg.exec(`
    update public.user_roles set role = 'user' where user_id <> '${ADMIN_ID}';
    update public.user_roles set role = 'admin' where user_id = '${ADMIN_ID}';
    delete from public.memberships where user_id = '${STUDENT_ID}';
    delete from public.audit_log;
  `)
})

describe('admin_list_students', () => {
  it('is refused to anon and to a signed-in user', async () => {
    expect((await harness.anon.rpc('admin_list_students')).error?.code).toBe('42501')
    const student = await harness.signIn('user')
    expect((await student.rpc('admin_list_students')).error?.code).toBe('42501')
  })

  it('lists every account with role, membership, counts and sign-in dates for an admin', async () => {
    await harness.local.pg.exec(`
      insert into public.orders (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged)
      values ('${STUDENT_ID}', 'Stats', 'undergraduate', 'Help', now() + interval '2 days', true),
             ('${STUDENT_ID}', 'Maths', 'undergraduate', 'Help', now() + interval '2 days', true);
    `)
    const admin = await harness.signIn('admin')
    const { data, error } = await admin.rpc('admin_list_students', {
      sort_column: 'email',
      sort_direction: 'asc',
    })
    expect(error).toBeNull()
    const byEmail = Object.fromEntries(
      (data ?? []).map((row: { email: string }) => [row.email, row]),
    )
    expect(byEmail[accounts.user.email]).toMatchObject({
      user_id: STUDENT_ID,
      full_name: 'Sam Student',
      role: 'user',
      orders_count: 2,
      total_count: 3,
    })
    expect(byEmail[accounts.member.email]).toMatchObject({ membership_plan: expect.any(String) })
    expect(byEmail[accounts.admin.email]).toMatchObject({
      role: 'admin',
      last_sign_in_at: expect.any(String),
    })
    expect((data ?? []).map((row: { email: string }) => row.email)).toEqual([
      accounts.admin.email,
      accounts.member.email,
      accounts.user.email,
    ])
    await harness.local.pg.exec('delete from public.orders')
  })

  it('sorts by joining date both ways, the id breaking ties', async () => {
    const [first, second] = [STUDENT_ID, MEMBER_ID].sort()
    await harness.local.pg.query(
      `update public.profiles set created_at = case when user_id = $1 then timestamptz '2025-01-01'
         else timestamptz '2026-01-01' end`,
      [ADMIN_ID],
    )
    const admin = await harness.signIn('admin')
    const order = async (direction: 'asc' | 'desc') =>
      (await admin.rpc('admin_list_students', { sort_direction: direction })).data?.map(
        (row: { user_id: string }) => row.user_id,
      )
    expect(await order('desc')).toEqual([first, second, ADMIN_ID])
    expect(await order('asc')).toEqual([ADMIN_ID, second, first])
  })

  it('keeps each sign-in on the profile for the last sign-in sort, not as a profile change', async () => {
    await harness.local.pg.query(
      'update auth.users set last_sign_in_at = null where id = any($1)',
      [[STUDENT_ID, MEMBER_ID]],
    )
    const before = await harness.local.pg.query<{ updated_at: Date }>(
      'select updated_at from public.profiles where user_id = $1',
      [STUDENT_ID],
    )
    await harness.signIn('user')
    const { rows } = await harness.local.pg.query<{
      last_sign_in_at: Date | null
      updated_at: Date
      auth_last: Date
    }>(
      `select p.last_sign_in_at, p.updated_at, u.last_sign_in_at as auth_last
       from public.profiles p join auth.users u on u.id = p.user_id where p.user_id = $1`,
      [STUDENT_ID],
    )
    expect(rows[0]?.last_sign_in_at).toEqual(rows[0]?.auth_last)
    expect(rows[0]?.updated_at).toEqual(before.rows[0]?.updated_at)

    const admin = await harness.signIn('admin')
    const { data } = await admin.rpc('admin_list_students', { sort_column: 'last_sign_in_at' })
    // Newest sign-in first (the admin's, then the student's), never-signed-in accounts last.
    expect(data?.map((row: { user_id: string }) => row.user_id)).toEqual([
      ADMIN_ID,
      STUDENT_ID,
      MEMBER_ID,
    ])
  })

  it('does not let a member write their own last sign-in', async () => {
    const student = await harness.signIn('user')
    const { error } = await student
      .from('profiles')
      .update({ last_sign_in_at: '2030-01-01T00:00:00Z' })
      .eq('user_id', STUDENT_ID)
    expect(error?.code).toBe('42501')
  })

  it('searches, filters by role and pages', async () => {
    const admin = await harness.signIn('admin')
    const search = await admin.rpc('admin_list_students', { search: 'maya' })
    expect(search.data?.map((row: { email: string }) => row.email)).toEqual([accounts.member.email])
    const admins = await admin.rpc('admin_list_students', { role_filter: 'admin' })
    expect(admins.data?.map((row: { email: string }) => row.email)).toEqual([accounts.admin.email])
    const page = await admin.rpc('admin_list_students', { page_size: 1, page_offset: 1 })
    expect(page.data).toHaveLength(1)
    expect(page.data?.[0]).toMatchObject({ total_count: 3 })
    const wild = await admin.rpc('admin_list_students', { search: '%' })
    expect(wild.data).toEqual([])
  })

  it('reads the list and one account through the app’s reads, as the RPC gives them', async () => {
    const { listStudents, getStudentForAdmin } = await import('@/lib/data/admin/students')
    await actAs('admin')
    const page = await listStudents({
      page: 2,
      pageSize: 1,
      sort: 'email',
      direction: 'asc',
      search: '',
      filters: { role: 'user' },
    })
    const admin = await harness.signIn('admin')
    const { data } = await admin.rpc('admin_list_students', {
      role_filter: 'user',
      sort_column: 'email',
      sort_direction: 'asc',
      page_size: 1,
      page_offset: 1,
    })
    expect(page.rows).toEqual(data)
    expect(page.total).toBe(2)
    const maya = await listStudents({
      page: 1,
      pageSize: 25,
      sort: 'created_at',
      direction: 'desc',
      search: 'maya',
      filters: {},
    })
    expect(maya.rows.map((row) => row.email)).toEqual([accounts.member.email])
    const beyond = await listStudents({
      page: 9,
      pageSize: 25,
      sort: 'created_at',
      direction: 'desc',
      search: '',
      filters: {},
    })
    expect(beyond.rows).toEqual([])
    const everyone = await harness.local.pg.query<{ count: number }>(
      'select count(*)::int as count from auth.users',
    )
    expect(beyond.total).toBe(everyone.rows[0]?.count)
    expect(beyond.total).toBeGreaterThan(0)
    const nobodyBeyond = await listStudents({
      page: 2,
      pageSize: 25,
      sort: 'created_at',
      direction: 'desc',
      search: 'no-such-person-anywhere',
      filters: {},
    })
    expect(nobodyBeyond).toMatchObject({ rows: [], total: 0, pageCount: 1 })

    const member = await getStudentForAdmin(MEMBER_ID)
    expect(member?.account.email).toBe(accounts.member.email)
    const memberships = await harness.local.pg.query<{ id: string }>(
      'select id from public.memberships where user_id = $1 order by started_at desc',
      [MEMBER_ID],
    )
    expect(member?.memberships.map((row) => row.id)).toEqual(memberships.rows.map((row) => row.id))
    expect(Object.keys(member?.memberships[0] ?? {}).sort()).toEqual(
      ['id', 'plan', 'status', 'started_at', 'ends_at'].sort(),
    )
    expect(member?.orders).toEqual(expect.any(Array))
    expect(member?.attempts).toEqual(expect.any(Array))
    expect(await getStudentForAdmin(crypto.randomUUID())).toBeNull()
    await actAs('user')
    await expect(getStudentForAdmin(MEMBER_ID)).rejects.toThrow(/^Could not load the account: /)
  })

  it('totals each role filter as its page filters, an account without a role row as a user', async () => {
    const admin = await harness.signIn('admin')
    const totals = async (args: { role_filter?: string; search?: string }) => {
      const { data, error } = await admin.rpc('admin_list_students', { page_size: 1, ...args })
      expect(error).toBeNull()
      return data?.[0]?.total_count ?? 0
    }
    await harness.local.pg.query(`delete from public.user_roles where user_id = $1`, [STUDENT_ID])
    try {
      expect(await totals({ role_filter: 'admin' })).toBe(1)
      expect(await totals({ role_filter: 'user' })).toBe(2)
      expect(await totals({ role_filter: 'user', search: 'sam' })).toBe(1)
      expect(await totals({ role_filter: 'admin', search: 'sam' })).toBe(0)
      expect(await totals({})).toBe(3)
    } finally {
      await harness.local.pg.query(
        `insert into public.user_roles (user_id, role) values ($1, 'user')`,
        [STUDENT_ID],
      )
    }
  })
})

describe('setAdminRoleAction', () => {
  itRefusesNonAdmins('is refused for %s and changes no role', {
    calls: () => [setAdminRole({ userId: STUDENT_ID, admin: true })],
    unchanged: async () => {
      expect(await roleOf(STUDENT_ID)).toBe('user')
    },
  })

  it('grants and revokes the admin role, audited with the admin as actor', async () => {
    await actAs('admin')
    expect(await setAdminRole({ userId: STUDENT_ID, admin: true })).toEqual({
      ok: true,
      data: { role: 'admin' },
    })
    expect(await roleOf(STUDENT_ID)).toBe('admin')
    expect(await setAdminRole({ userId: STUDENT_ID, admin: false })).toMatchObject({ ok: true })
    expect(await roleOf(STUDENT_ID)).toBe('user')
    const changes = (await harness.auditLog('user_roles', STUDENT_ID)).map(
      ({ actor_id, after }) => ({ actor_id, role: after?.role }),
    )
    expect(changes).toEqual([
      { actor_id: ADMIN_ID, role: 'admin' },
      { actor_id: ADMIN_ID, role: 'user' },
    ])
  })

  it('takes effect on the next request: the new admin passes is_admin() at once', async () => {
    const student = await harness.signIn('user')
    expect((await student.rpc('is_admin')).data).toBe(false)
    await actAs('admin')
    await setAdminRole({ userId: STUDENT_ID, admin: true })
    expect((await student.rpc('is_admin')).data).toBe(true)
    expect((await student.from('audit_log').select('id').limit(1)).data).toHaveLength(1)
  })

  it('refuses to let an admin demote themself', async () => {
    await actAs('admin')
    expect(await setAdminRole({ userId: ADMIN_ID, admin: false })).toEqual({
      ok: false,
      error: 'You cannot remove your own admin role.',
    })
    expect(await roleOf(ADMIN_ID)).toBe('admin')
    // Granting the role they already hold is no demotion.
    expect(await setAdminRole({ userId: ADMIN_ID, admin: true })).toEqual({
      ok: true,
      data: { role: 'admin' },
    })
  })

  it('refuses in SQL too: self-demotion and the last admin, straight through REST', async () => {
    const admin = await harness.signIn('admin')
    const self = await admin.from('user_roles').update({ role: 'user' }).eq('user_id', ADMIN_ID)
    expect(self.error).toMatchObject({ code: '42501', hint: 'self_demotion' })
    const removed = await admin.from('user_roles').delete().eq('user_id', ADMIN_ID)
    expect(removed.error).toMatchObject({ code: '42501' })
    expect(await roleOf(ADMIN_ID)).toBe('admin')
  })

  it('refuses to demote the last admin even as another caller (service role)', async () => {
    const { error } = await harness.service
      .from('user_roles')
      .update({ role: 'user' })
      .eq('user_id', ADMIN_ID)
    expect(error).toMatchObject({ code: '42501', hint: 'last_admin' })
    expect(await roleOf(ADMIN_ID)).toBe('admin')
  })

  it('lets one admin demote another while an admin remains', async () => {
    await harness.local.pg.exec(
      `update public.user_roles set role = 'admin' where user_id = '${MEMBER_ID}'`,
    )
    await actAs('member')
    expect(await setAdminRole({ userId: ADMIN_ID, admin: false })).toMatchObject({ ok: true })
    expect(await roleOf(ADMIN_ID)).toBe('user')
    // The demoted admin loses access on their next request.
    await actAs('admin')
    expect(await setAdminRole({ userId: MEMBER_ID, admin: false })).toMatchObject({
      ok: false,
      error: expect.stringContaining('admin access'),
    })
    await harness.local.pg.exec(
      `update public.user_roles set role = 'admin' where user_id = '${ADMIN_ID}'`,
    )
  })

  it('rejects input that is not an account id with a field error', async () => {
    await actAs('admin')
    const result = await setAdminRole({ userId: 'nobody', admin: true })
    expect(result).toMatchObject({ ok: false, fieldErrors: { userId: [expect.any(String)] } })
  })
})

describe('grantMembershipAction and revokeMembershipAction', () => {
  itRefusesNonAdmins('are refused for %s', {
    arrange: async () => {
      const [existing] = await harness.seed('memberships', {
        user_id: STUDENT_ID,
        plan: 'Study plus',
      })
      return existing!.id
    },
    calls: (existing) => [
      grantMembership({ userId: STUDENT_ID, plan: 'Gold' }),
      revokeMembership({ userId: STUDENT_ID, membershipId: existing }),
    ],
    unchanged: async (existing) => {
      expect(await memberships(STUDENT_ID)).toEqual([
        { id: existing, plan: 'Study plus', status: 'active' },
      ])
    },
  })

  it('grants, then revokes, a membership, audited with the admin as actor', async () => {
    await actAs('admin')
    const granted = await grantMembership({ userId: STUDENT_ID, plan: '  Study plus ' })
    const [row] = await memberships(STUDENT_ID)
    expect(row).toMatchObject({ plan: 'Study plus', status: 'active' })
    expect(granted).toEqual({ ok: true, data: { id: row?.id, plan: 'Study plus' } })
    expect(await revokeMembership({ userId: STUDENT_ID, membershipId: row?.id ?? '' })).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await memberships(STUDENT_ID))[0]?.status).toBe('cancelled')
    expect(await harness.auditOf('memberships', row?.id)).toEqual([
      { actor_id: ADMIN_ID, action: 'INSERT' },
      { actor_id: ADMIN_ID, action: 'UPDATE' },
    ])
  })

  it('refuses a second running membership of the same plan, not another plan or after revoking', async () => {
    await actAs('admin')
    const first = await grantMembership({ userId: STUDENT_ID, plan: 'Gold' })
    expect(first.ok).toBe(true)
    expect(await grantMembership({ userId: STUDENT_ID, plan: 'Gold' })).toEqual({
      ok: false,
      error: 'This account already has an active Gold membership.',
    })
    expect((await grantMembership({ userId: STUDENT_ID, plan: 'Study plus' })).ok).toBe(true)
    if (!first.ok) return
    await revokeMembership({ userId: STUDENT_ID, membershipId: first.data.id })
    expect((await grantMembership({ userId: STUDENT_ID, plan: 'Gold' })).ok).toBe(true)
    expect(
      (await memberships(STUDENT_ID))
        .filter((row) => row.status === 'active')
        .map((row) => row.plan)
        .sort(),
    ).toEqual(['Gold', 'Study plus'])
  })

  it('grants a plan typed in another case under its existing spelling, so it stays one plan', async () => {
    await harness.seed('memberships', { user_id: MEMBER_ID, plan: 'Study Plus' })
    await harness.seed('memberships', { user_id: MEMBER_ID, plan: 'Gold_Tier' })
    await actAs('admin')
    expect(await grantMembership({ userId: STUDENT_ID, plan: 'study plus' })).toMatchObject({
      ok: true,
      data: { plan: 'Study Plus' },
    })
    expect(await grantMembership({ userId: STUDENT_ID, plan: 'STUDY PLUS' })).toEqual({
      ok: false,
      error: 'This account already has an active Study Plus membership.',
    })
    // `_` and `%` are matched as themselves, not as wildcards.
    expect(await grantMembership({ userId: STUDENT_ID, plan: 'gold%tier' })).toMatchObject({
      ok: true,
      data: { plan: 'gold%tier' },
    })
    expect(await grantMembership({ userId: STUDENT_ID, plan: 'GOLD_TIER' })).toMatchObject({
      ok: true,
      data: { plan: 'Gold_Tier' },
    })
    expect((await memberships(STUDENT_ID)).map((row) => row.plan).sort()).toEqual([
      'Gold_Tier',
      'Study Plus',
      'gold%tier',
    ])
    const { getStudentForAdmin } = await import('@/lib/data/admin/students')
    // Every plan in use once, whatever case it was granted in (the seed's member has `annual`).
    expect((await getStudentForAdmin(STUDENT_ID))?.plans).toEqual([
      'annual',
      'Gold_Tier',
      'gold%tier',
      'Study Plus',
    ])
  })

  it('revokes only an active membership of the named account', async () => {
    const [row] = await harness.seed('memberships', { user_id: STUDENT_ID, plan: 'Study plus' })
    const membershipId = row?.id ?? ''
    await actAs('admin')
    const gone = { ok: false, error: 'This membership is no longer active.' }
    expect(await revokeMembership({ userId: MEMBER_ID, membershipId })).toEqual(gone)
    expect((await memberships(STUDENT_ID))[0]?.status).toBe('active')
    expect(await revokeMembership({ userId: STUDENT_ID, membershipId })).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await revokeMembership({ userId: STUDENT_ID, membershipId })).toEqual(gone)
  })

  it('rejects an empty plan with a field error', async () => {
    await actAs('admin')
    const result = await grantMembership({ userId: STUDENT_ID, plan: '   ' })
    expect(result).toMatchObject({ ok: false, fieldErrors: { plan: [expect.any(String)] } })
    expect(await memberships(STUDENT_ID)).toEqual([])
  })
})
