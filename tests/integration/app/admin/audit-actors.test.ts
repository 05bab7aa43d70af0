import { beforeAll, describe, expect, it } from 'vitest'

import type * as AuditActors from '@/lib/data/admin/audit-actors'
import { parseListParams } from '@/lib/data/admin/list-params'
import type * as Security from '@/lib/data/admin/security'

import { ADMIN_ID, adminSuite, STUDENT_ID } from './harness'

// Issue 16: the audit log's "Who" menu offered every account the log names (100,000 students
// would be a 100,000-option select). It offers the system, the admins and the 50 accounts most
// recently active in the range; anyone else is found by name or email, or chosen from a row.
const harness = adminSuite()
let security: typeof Security
let actors: typeof AuditActors

const range = { from: '2025-06-01', to: '2025-06-30' }
const account = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const recent = (n: number) => account(n)
const OLDTIMER = account(100)
const SECOND_ADMIN = account(101)
const FORMER_ADMIN = account(102)
const NEVER_ACTED = account(103)
const DELETED = 'd0000000-0000-4000-8000-00000000000d'
const RECENT_ACTORS = 60

beforeAll(async () => {
  security = await import('@/lib/data/admin/security')
  actors = await import('@/lib/data/admin/audit-actors')
  const { pg } = harness.local
  // 60 students and four more accounts (the sign-up trigger gives each a profile).
  await pg.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select format('c0000000-0000-4000-8000-%s', lpad(n::text, 12, '0'))::uuid,
            format('recent%s@example.com', lpad(n::text, 2, '0')),
            jsonb_build_object('full_name', format('Recent Student %s', lpad(n::text, 2, '0')))
     from generate_series(1, $1::int) n`,
    [RECENT_ACTORS],
  )
  for (const [id, email, name] of [
    [OLDTIMER, 'oldtimer@example.com', 'Olive Oldtimer'],
    [SECOND_ADMIN, 'ada@example.com', 'Ada Second'],
    [FORMER_ADMIN, 'fern@example.com', 'Fern Former'],
    [NEVER_ACTED, 'nora@example.com', 'Nora Never'],
  ]) {
    await pg.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, jsonb_build_object('full_name', $3::text))`,
      [id, email, name],
    )
  }
  // A second admin and one demoted since: both recorded in the role history the log keeps.
  await pg.exec(`
    update public.user_roles set role = 'admin' where user_id in ('${SECOND_ADMIN}', '${FORMER_ADMIN}');
    update public.user_roles set role = 'user' where user_id = '${FORMER_ADMIN}';
  `)
  // Recent Student n changed something n minutes before noon on 20 June; the student made the
  // newest 300 changes (one actor however many entries); the admins and Olive acted earlier in
  // the month, the deleted account in May.
  await pg.exec(`
    insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, created_at)
    select format('c0000000-0000-4000-8000-%s', lpad(n::text, 12, '0'))::uuid, 'authenticated',
           'orders', 'order-' || n, 'UPDATE', timestamptz '2025-06-20 12:00Z' - n * interval '1 minute'
    from generate_series(1, ${RECENT_ACTORS}) n;
    insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, created_at)
    select '${STUDENT_ID}', 'authenticated', 'orders', 'order-s', 'UPDATE',
           timestamptz '2025-06-20 13:00Z' + n * interval '1 second'
    from generate_series(1, 300) n;
    insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, created_at) values
      ('${OLDTIMER}', 'authenticated', 'orders', 'order-old', 'UPDATE', '2025-06-02 09:00Z'),
      ('${SECOND_ADMIN}', 'authenticated', 'articles', 'article-a', 'UPDATE', '2025-06-01 09:00Z'),
      ('${FORMER_ADMIN}', 'authenticated', 'articles', 'article-f', 'UPDATE', '2025-06-01 10:00Z'),
      ('${DELETED}', 'authenticated', 'orders', 'order-d', 'UPDATE', '2025-05-15 10:00Z');
  `)
})

const recentChoice = (n: number) => ({
  value: recent(n),
  label: `Recent Student ${String(n).padStart(2, '0')} (recent${String(n).padStart(2, '0')}@example.com)`,
})

describe('the audit log’s "Who" choices, capped', () => {
  it('offers the system, every admin, and only the 50 most recently active others, by name', async () => {
    const choices = await actors.auditActors(harness.clients.admin, range)
    expect(actors.AUDIT_ACTOR_CHOICES).toBe(50)
    expect(choices).toEqual([
      { value: 'system', label: 'The system (no account)' },
      { value: SECOND_ADMIN, label: 'Ada Second (ada@example.com), admin' },
      { value: ADMIN_ID, label: 'Site Admin (admin@scholarlysupport.co), admin' },
      { value: FORMER_ADMIN, label: 'Fern Former (fern@example.com), former admin' },
      // The student's 300 changes are the newest, then Recent Student 1, 2… up to the cap.
      ...Array.from({ length: 49 }, (_, i) => recentChoice(i + 1)),
      { value: STUDENT_ID, label: 'Sam Student (student@scholarlysupport.co)' },
    ])
  })

  it('offers only accounts active in the range besides the admins', async () => {
    const may = await actors.auditActors(harness.clients.admin, {
      from: '2025-05-01',
      to: '2025-05-31',
    })
    expect(may.map((choice) => choice.value)).toEqual([
      'system',
      SECOND_ADMIN,
      ADMIN_ID,
      FORMER_ADMIN,
      DELETED,
    ])
    expect(may.at(-1)?.label).toBe('A deleted account (d0000000…)')
  })

  it('keeps an actor the cap leaves out selectable, with its label, when the URL chooses them', async () => {
    const choices = await actors.auditActors(harness.clients.admin, range, OLDTIMER)
    expect(choices).toHaveLength(55)
    // Among the others by name, as though offered.
    expect(choices.at(4)).toEqual({
      value: OLDTIMER,
      label: 'Olive Oldtimer (oldtimer@example.com)',
    })
    // A deleted account's id is offered too, and one already offered is not offered twice.
    const deleted = await actors.auditActors(harness.clients.admin, range, DELETED)
    expect(deleted.at(-1)).toEqual({ value: DELETED, label: 'A deleted account (d0000000…)' })
    const offered = await actors.auditActors(harness.clients.admin, range, recent(3))
    expect(offered.filter((choice) => choice.value === recent(3))).toHaveLength(1)
    expect(offered).toHaveLength(54)
    await expect(actors.auditActors(harness.clients.admin, range, 'system')).resolves.toEqual(
      await actors.auditActors(harness.clients.admin, range),
    )
  })

  it('filters the log by an actor the menu leaves out, and each row names its actor’s filter', async () => {
    expect(security.auditFilters({ actor: OLDTIMER.toUpperCase() })).toEqual({ actor: OLDTIMER })
    const params = parseListParams(security.auditListSpec, {})
    const page = await security.listAuditLog(
      harness.clients.admin,
      // An id in upper case is the same actor, and shows as chosen in the menu (lower case).
      { ...params, filters: security.auditFilters({ actor: OLDTIMER.toUpperCase() }) },
      range,
    )
    expect(page.rows.map((row) => [row.row_id, row.actorName, row.actorValue])).toEqual([
      ['order-old', 'Olive Oldtimer', OLDTIMER],
    ])
    const newest = await security.listAuditLog(
      harness.clients.admin,
      { ...params, pageSize: 1 },
      range,
    )
    expect(newest.rows[0]?.actorValue).toBe(STUDENT_ID)
  })
})

describe('finding an actor by name or email', () => {
  it('finds an actor the menu leaves out, by part of the name or email, in any case', async () => {
    const olive = [{ value: OLDTIMER, label: 'Olive Oldtimer (oldtimer@example.com)' }]
    for (const term of ['oldtimer', ' OLIVE ', 'ive Old', 'oldtimer@example.com']) {
      await expect(actors.searchAuditActors(harness.clients.admin, term)).resolves.toEqual({
        matches: olive,
        more: false,
      })
    }
  })

  it('finds only accounts the log names, and takes % and _ literally', async () => {
    const none = { matches: [], more: false }
    await expect(actors.searchAuditActors(harness.clients.admin, 'Nora')).resolves.toEqual(none)
    await expect(actors.searchAuditActors(harness.clients.admin, '%')).resolves.toEqual(none)
    await expect(actors.searchAuditActors(harness.clients.admin, 'recent_1')).resolves.toEqual(none)
    await expect(actors.searchAuditActors(harness.clients.admin, '  ')).resolves.toEqual(none)
  })

  it('shows at most 20 matches, by name, and says when there are more', async () => {
    const few = await actors.searchAuditActors(harness.clients.admin, 'Recent Student 1')
    expect(few).toEqual({
      matches: Array.from({ length: 10 }, (_, i) => recentChoice(10 + i)),
      more: false,
    })
    const many = await actors.searchAuditActors(harness.clients.admin, 'example.com')
    expect(many.more).toBe(true)
    expect(many.matches).toHaveLength(actors.AUDIT_ACTOR_MATCHES)
    const labels = many.matches.map((match) => match.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)))
  })

  it('reads the term from the who param, trimmed and bounded', () => {
    expect(actors.auditActorSearch({ who: '  olive ' })).toBe('olive')
    expect(actors.auditActorSearch({ who: ['a', 'b'] })).toBe('a')
    expect(actors.auditActorSearch({})).toBe('')
    expect(actors.auditActorSearch({ who: 'x'.repeat(300) })).toHaveLength(200)
  })
})
