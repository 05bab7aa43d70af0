import { beforeAll, describe, expect, it } from 'vitest'

import type { signOutEverywhereAction as SignOutEverywhere } from '@/lib/actions/admin/security/sign-out-everywhere'
import type * as AuditActors from '@/lib/data/admin/audit-actors'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import type * as Security from '@/lib/data/admin/security'

import {
  actAs,
  ADMIN_ID,
  adminSuite,
  failsWithout,
  MEMBER_ID,
  STUDENT_ID,
  type Client,
} from './harness'

const harness = adminSuite()
let security: typeof Security
let actors: typeof AuditActors
let signOutEverywhere: typeof SignOutEverywhere

const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  security = await import('@/lib/data/admin/security')
  actors = await import('@/lib/data/admin/audit-actors')
  signOutEverywhere = (await import('@/lib/actions/admin/security/sign-out-everywhere'))
    .signOutEverywhereAction
})

async function sessionsOf(userId: string) {
  const { rows } = await harness.local.pg.query<{ count: number }>(
    'select count(*)::int as count from auth.sessions where user_id = $1',
    [userId],
  )
  return rows[0]?.count ?? 0
}

describe('security RPCs: who may call them', () => {
  const calls: [string, (client: Client) => PromiseLike<{ error: { code?: string } | null }>][] = [
    ['admin_sign_ins', (client) => client.rpc('admin_sign_ins')],
    [
      'admin_rate_limit_rejections',
      (client) => client.rpc('admin_rate_limit_rejections', { from_date: today, to_date: today }),
    ],
    ['admin_audited_tables', (client) => client.rpc('admin_audited_tables')],
    [
      'admin_audit_actors',
      (client) => client.rpc('admin_audit_actors', { from_date: today, to_date: today }),
    ],
    [
      'admin_search_audit_actors',
      (client) => client.rpc('admin_search_audit_actors', { search: 'admin' }),
    ],
  ]

  it.each(calls)('%s refuses anon and a signed-in non-admin, answers an admin', async (_, rpc) => {
    expect((await rpc(harness.clients.anon)).error?.code).toBe('42501')
    expect((await rpc(harness.clients.user)).error?.code).toBe('42501')
    expect((await rpc(harness.clients.admin)).error).toBeNull()
  })

  it('admin_sign_out_everywhere refuses anon and a non-admin and ends nothing', async () => {
    const member = await harness.signIn('member')
    const before = await sessionsOf(MEMBER_ID)
    expect(before).toBeGreaterThan(0)
    for (const who of ['anon', 'user'] as const) {
      const { data, error } = await harness.clients[who].rpc('admin_sign_out_everywhere', {
        target_user_id: MEMBER_ID,
      })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    expect(await sessionsOf(MEMBER_ID)).toBe(before)
    const { error } = await member.auth.refreshSession()
    expect(error).toBeNull()
  })
})

describe('sign this user out everywhere', () => {
  it('ends every session, so each of the user’s refresh tokens fails, and audits the admin', async () => {
    const phone = await harness.signIn('member')
    const laptop = await harness.signIn('member')
    expect(await sessionsOf(MEMBER_ID)).toBeGreaterThanOrEqual(2)

    const { data, error } = await harness.clients.admin.rpc('admin_sign_out_everywhere', {
      target_user_id: MEMBER_ID,
    })
    expect(error).toBeNull()
    expect(data).toBeGreaterThanOrEqual(2)
    expect(await sessionsOf(MEMBER_ID)).toBe(0)
    const { rows: tokens } = await harness.local.pg.query(
      'select 1 from auth.refresh_tokens where user_id = $1',
      [MEMBER_ID],
    )
    expect(tokens).toEqual([])

    for (const client of [phone, laptop]) {
      const refreshed = await client.auth.refreshSession()
      expect(refreshed.error?.code).toBe('refresh_token_not_found')
      expect(refreshed.data.session).toBeNull()
    }

    const audit = (await harness.auditLog('sessions', MEMBER_ID)).at(-1)
    expect(audit?.actor_id).toBe(ADMIN_ID)
    expect(audit?.before).toEqual({ sessions: data })
  })

  it('says so for an account that does not exist', async () => {
    const { error } = await harness.clients.admin.rpc('admin_sign_out_everywhere', {
      target_user_id: 'b0000000-0000-4000-8000-00000000dead',
    })
    expect(error?.code).toBe('P0002')
    await actAs('admin')
    expect(await signOutEverywhere({ userId: 'b0000000-0000-4000-8000-00000000dead' })).toEqual({
      ok: false,
      error: 'That account no longer exists.',
    })
  })

  it.each([
    ['anon', { ok: false, error: 'No user logged in' }],
    ['user', { ok: false, error: 'Your account does not have admin access.' }],
  ] as const)('the action refuses %s and ends nothing', async (who, result) => {
    await harness.signIn('member')
    const before = await sessionsOf(MEMBER_ID)
    await actAs(who)
    expect(await signOutEverywhere({ userId: MEMBER_ID })).toEqual(result)
    expect(await sessionsOf(MEMBER_ID)).toBe(before)
  })

  it('the action validates its input, then signs the account out for an admin', async () => {
    await actAs('admin')
    const invalid = await signOutEverywhere({ userId: 'not-a-uuid' })
    expect(invalid).toMatchObject({ ok: false, fieldErrors: { userId: ['Choose an account.'] } })

    const member = await harness.signIn('member')
    const sessions = await sessionsOf(MEMBER_ID)
    expect(sessions).toBeGreaterThanOrEqual(1)
    expect(await signOutEverywhere({ userId: MEMBER_ID })).toEqual({
      ok: true,
      data: { sessionsEnded: sessions },
    })
    expect(await sessionsOf(MEMBER_ID)).toBe(0)
    expect((await member.auth.refreshSession()).error).not.toBeNull()
  })
})

describe('sign-ins', () => {
  it('lists accounts by last sign-in with their open sessions, or only the admins', async () => {
    const accounts = await security.listSignIns(harness.clients.admin)
    const student = accounts.find((account) => account.user_id === STUDENT_ID)
    expect(student).toMatchObject({ email: 'student@scholarlysupport.co', role: 'user' })
    expect(student?.last_sign_in_at).not.toBeNull()
    expect(student?.active_sessions).toBeGreaterThanOrEqual(1)

    const admins = await security.listSignIns(harness.clients.admin, { onlyAdmins: true })
    expect(admins.map((admin) => admin.user_id)).toEqual([ADMIN_ID])
  })

  it('lists failed sign-in attempts per address, latest failure first', async () => {
    const { service } = harness
    for (const attempt of [
      {
        email: 'student@scholarlysupport.co',
        succeeded: false,
        failure_reason: 'invalid_credentials',
      },
      {
        email: 'student@scholarlysupport.co',
        succeeded: false,
        failure_reason: 'invalid_credentials',
      },
      { email: 'nobody@example.com', succeeded: false, failure_reason: 'invalid_credentials' },
    ]) {
      const { error } = await service.rpc('record_sign_in_attempt', attempt)
      expect(error).toBeNull()
    }
    const failures = await security.listFailedSignIns(harness.clients.admin)
    expect(
      failures.map(({ email, userId, failuresLast24Hours }) => ({
        email,
        userId,
        failuresLast24Hours,
      })),
    ).toEqual([
      { email: 'nobody@example.com', userId: null, failuresLast24Hours: 1 },
      { email: 'student@scholarlysupport.co', userId: STUDENT_ID, failuresLast24Hours: 2 },
    ])
    await expect(security.listFailedSignIns(harness.clients.user)).resolves.toEqual([])
  })
})

describe('rate-limit rejections per route', () => {
  it('counts only refused hits, by the first segment of the limiter key', async () => {
    const { service } = harness
    const hit = (key: string) =>
      service.rpc('hit_rate_limit', { key, max_hits: 2, window_seconds: 60 }).single()
    for (let i = 0; i < 4; i++) await hit('contact:ip:198.51.100.7')
    for (let i = 0; i < 3; i++) await hit('lead:email:abc')
    await hit('analytics:ip:2001:db8::1')

    const routes = await security.listRateLimitRejections(harness.clients.admin, {
      from: today,
      to: today,
    })
    expect(routes.map(({ route, rejections }) => ({ route, rejections }))).toEqual([
      { route: 'contact', rejections: 2 },
      { route: 'lead', rejections: 1 },
    ])
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    await expect(
      security.listRateLimitRejections(harness.clients.admin, { from: yesterday, to: yesterday }),
    ).resolves.toEqual([])
  })
})

describe('the audit log', () => {
  const day = (n: number) => `2025-02-${String(n).padStart(2, '0')}`
  beforeAll(async () => {
    await harness.local.pg.exec(`
      insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, before, after, created_at) values
        ('${ADMIN_ID}', 'authenticated', 'articles', 'article-1', 'INSERT', null, '{"title": "One"}', '${day(1)} 10:00+00'),
        ('${ADMIN_ID}', 'authenticated', 'articles', 'article-1', 'UPDATE', '{"title": "One", "updated_at": "a"}', '{"title": "Uno", "updated_at": "b"}', '${day(2)} 10:00+00'),
        ('${STUDENT_ID}', 'authenticated', 'orders', 'order-9', 'UPDATE', '{"status": "pending"}', '{"status": "cancelled"}', '${day(3)} 10:00+00'),
        (null, 'service_role', 'leads', 'lead-4', 'DELETE', '{"email": "x@example.com"}', null, '${day(4)} 23:59+00'),
        ('${ADMIN_ID}', 'authenticated', 'articles', 'article-2', 'DELETE', '{"title": "Two"}', null, '${day(5)} 00:00+00');
    `)
  })

  async function list(searchParams: SearchParamsRecord, range = { from: day(1), to: day(4) }) {
    const params = parseListParams(security.auditListSpec, searchParams)
    const page = await security.listAuditLog(
      harness.clients.admin,
      { ...params, filters: { ...params.filters, ...security.auditFilters(searchParams) } },
      range,
    )
    return page.rows.map((row) => `${row.table_name}:${row.row_id}:${row.action}:${row.actorName}`)
  }

  it('shows the range newest first, with who did it', async () => {
    expect(await list({})).toEqual([
      'leads:lead-4:DELETE:the system',
      'orders:order-9:UPDATE:Sam Student',
      'articles:article-1:UPDATE:Site Admin',
      'articles:article-1:INSERT:Site Admin',
    ])
  })

  it.each([
    [{ table: 'articles' }, ['articles:article-1:UPDATE', 'articles:article-1:INSERT']],
    [{ action: 'UPDATE' }, ['orders:order-9:UPDATE', 'articles:article-1:UPDATE']],
    [{ actor: STUDENT_ID }, ['orders:order-9:UPDATE']],
    [{ actor: 'system' }, ['leads:lead-4:DELETE']],
    [{ q: 'order-' }, ['orders:order-9:UPDATE']],
    [{ table: 'articles', action: 'INSERT', actor: ADMIN_ID }, ['articles:article-1:INSERT']],
    [
      { sort: 'created_at', dir: 'asc', table: 'articles' },
      ['articles:article-1:INSERT', 'articles:article-1:UPDATE'],
    ],
    // Malformed filters are ignored rather than failing the page.
    [
      { table: 'x; drop', actor: 'nobody' },
      [
        'leads:lead-4:DELETE',
        'orders:order-9:UPDATE',
        'articles:article-1:UPDATE',
        'articles:article-1:INSERT',
      ],
    ],
  ] as [SearchParamsRecord, string[]][])('filters by %o', async (searchParams, expected) => {
    const rows = await list(searchParams)
    expect(rows.map((row) => row.split(':').slice(0, 3).join(':'))).toEqual(expected)
  })

  it('filters by date: whole UTC days, both ends included', async () => {
    const rows = await list({}, { from: day(4), to: day(5) })
    expect(rows.map((row) => row.split(':')[1])).toEqual(['article-2', 'lead-4'])
  })

  it('gives an entry’s diff without the noise columns', async () => {
    const { rows } = await harness.local.pg.query<{ id: number }>(
      `select id from public.audit_log where row_id = 'article-1' and action = 'UPDATE'`,
    )
    const entry = await security.getAuditEntry(harness.clients.admin, Number(rows[0]?.id))
    expect(entry).toMatchObject({
      action: 'UPDATE',
      tableName: 'articles',
      rowId: 'article-1',
      actorName: 'Site Admin',
      changes: [{ field: 'title', before: 'One', after: 'Uno' }],
    })
    await expect(
      security.getAuditEntry(harness.clients.user, Number(rows[0]?.id)),
    ).resolves.toBeNull()
  })

  it('offers every audited table from the database, and the sessions entries', async () => {
    const tables = await security.auditedTables(harness.clients.admin)
    expect(tables).toEqual(expect.arrayContaining(['articles', 'orders', 'settings', 'sessions']))
    const { rows } = await harness.local.pg.query<{ name: string }>(
      `select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'audit' order by 1`,
    )
    expect(tables).toEqual([...rows.map((row) => row.name), 'sessions'].sort())
  })
})

describe('the audit log’s actor filter', () => {
  const DELETED_ID = 'd0000000-0000-4000-8000-00000000000d'

  beforeAll(async () => {
    // A student cancelling their own order, recorded by the orders audit trigger.
    const [order] = await harness.seed('orders', {
      student_id: STUDENT_ID,
      subject: 'Statistics',
      academic_level: 'undergraduate',
      brief: 'Regression help',
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      academic_integrity_acknowledged: true,
    })
    const cancelled = await harness.clients.user
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', order?.id ?? '')
      .select('id')
    expect(cancelled.data).toHaveLength(1)
    // An admin who changed a promotion and has since been demoted.
    await harness.local.pg.query(`update public.user_roles set role = 'admin' where user_id = $1`, [
      MEMBER_ID,
    ])
    const member = await harness.signIn('member')
    const { data, error } = await member
      .from('site_promotions')
      .update({ subtext: 'Changed by Maya' })
      .eq('name', 'offer')
      .select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    await harness.local.pg.query(`update public.user_roles set role = 'user' where user_id = $1`, [
      MEMBER_ID,
    ])
    // An account deleted since (its profile went with it), and many more rows by the admin.
    await harness.local.pg.exec(`
      insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, created_at)
      values ('${DELETED_ID}', 'authenticated', 'orders', 'order-1', 'UPDATE', '2024-01-01T00:00Z');
      insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, created_at)
      select '${ADMIN_ID}', 'authenticated', 'articles', 'bulk-' || n, 'UPDATE', '2024-01-02T00:00Z'
      from generate_series(1, 2000) n;
    `)
  })

  it('offers the system, the current and former admins, and the accounts active in the range', async () => {
    await expect(
      actors.auditActors(harness.clients.admin, { from: today, to: today }),
    ).resolves.toEqual([
      { value: 'system', label: 'The system (no account)' },
      { value: ADMIN_ID, label: 'Site Admin (admin@scholarlysupport.co), admin' },
      { value: MEMBER_ID, label: 'Maya Member (member@scholarlysupport.co), former admin' },
      { value: STUDENT_ID, label: 'Sam Student (student@scholarlysupport.co)' },
    ])
    // The deleted account acted in January 2024 only: offered for that range, or when chosen.
    const january = { from: '2024-01-01', to: '2024-01-31' }
    await expect(actors.auditActors(harness.clients.admin, january)).resolves.toEqual([
      { value: 'system', label: 'The system (no account)' },
      { value: ADMIN_ID, label: 'Site Admin (admin@scholarlysupport.co), admin' },
      { value: MEMBER_ID, label: 'Maya Member (member@scholarlysupport.co), former admin' },
      { value: DELETED_ID, label: 'A deleted account (d0000000…)' },
    ])
    const chosen = await actors.auditActors(
      harness.clients.admin,
      { from: today, to: today },
      DELETED_ID,
    )
    expect(chosen.at(-1)).toEqual({ value: DELETED_ID, label: 'A deleted account (d0000000…)' })
  })

  it('finds an actor by name or email among the accounts the log names', async () => {
    await expect(actors.searchAuditActors(harness.clients.admin, 'student@')).resolves.toEqual({
      matches: [{ value: STUDENT_ID, label: 'Sam Student (student@scholarlysupport.co)' }],
      more: false,
    })
  })

  it('each choice filters the log to that account’s changes', async () => {
    const params = parseListParams(security.auditListSpec, {})
    const range = { from: '2024-01-01', to: today }
    const rowsBy = async (actor: string) =>
      (
        await security.listAuditLog(harness.clients.admin, { ...params, filters: { actor } }, range)
      ).rows.map((row) => `${row.table_name}:${row.actorName}`)
    expect(await rowsBy(MEMBER_ID)).toEqual(['site_promotions:Maya Member'])
    expect(await rowsBy(STUDENT_ID)).toEqual(['orders:Sam Student', 'orders:Sam Student'])
    expect(await rowsBy(DELETED_ID)).toEqual(['orders:a deleted account'])
  })

  it('labels an account by its email alone when it has no name, or its name alone', () => {
    const label = (full_name: string | null, email: string | null) =>
      actors.auditActorLabel({ actor_id: DELETED_ID, full_name, email })
    expect(label('  ', 'x@example.com')).toBe('x@example.com')
    expect(label(null, 'x@example.com')).toBe('x@example.com')
    expect(label(' Ann ', null)).toBe('Ann')
    expect(label(null, null)).toBe('A deleted account (d0000000…)')
  })

  it('names the actors when they cannot be read or searched', async () => {
    await failsWithout(
      harness,
      'execute on function public.admin_audit_actors(date, date, integer, uuid)',
      "the audit log's actors",
      () => actors.auditActors(harness.clients.admin, { from: today, to: today }),
    )
    await failsWithout(
      harness,
      'execute on function public.admin_search_audit_actors(text, integer)',
      'the matching actors',
      () => actors.searchAuditActors(harness.clients.admin, 'sam'),
    )
  })
})
