import { afterEach, describe, expect, it } from 'vitest'

import { actAs, adminSuite, uniqueSlug } from './harness'

const harness = adminSuite()

// The admin search functions (admin_search_messages, admin_search_applications,
// admin_search_audit_log; admin_search_articles in articles.test.ts): the lists' own match
// (anywhere, case-insensitive, % and _ literal), admins only, and a term too broad for them
// searched through RLS instead.
const params = <Sort extends string = 'created_at'>(search: string, sort?: Sort) =>
  ({
    page: 1,
    pageSize: 25,
    sort: sort ?? ('created_at' as Sort),
    direction: 'desc',
    search,
    filters: {},
  }) as const
const today = new Date().toISOString().slice(0, 10)

async function setSearchCap(cap: number) {
  await harness.local.pg.exec(
    `create or replace function private.admin_search_cap() returns integer language sql immutable set search_path = '' as $$ select ${cap} $$`,
  )
}

describe('admin list searches', () => {
  afterEach(() => setSearchCap(2000))

  it('finds messages by name, email or subject, in the list too', async () => {
    const label = uniqueSlug('inbox')
    const [byName, byEmail, bySubject] = await harness.seed('messages', [
      { name: `${label} 100%_done`, email: 'a@example.com', subject: 'Hello', body: 'Hi' },
      { name: 'Sam', email: `${label}@example.com`, subject: 'Hello', body: 'Hi' },
      { name: 'Kim', email: 'k@example.com', subject: `About ${label.toUpperCase()}`, body: 'Hi' },
    ])
    const ids = async (search: string) => {
      const { data, error } = await harness.clients.admin
        .rpc('admin_search_messages', { search })
        .select('id')
      expect(error).toBeNull()
      return (data ?? []).map((row) => row.id).sort()
    }
    expect(await ids(label)).toEqual([byName!.id, byEmail!.id, bySubject!.id].sort())
    expect(await ids('100%_DONE')).toEqual([byName!.id])
    expect(await ids('100x_done')).toEqual([])
    expect(await ids('100%xdone')).toEqual([])

    await actAs('admin')
    const { listMessages } = await import('@/lib/data/admin/messages')
    const page = await listMessages(params(label))
    expect(page.rows.map((row) => row.id).sort()).toEqual(
      [byName!.id, byEmail!.id, bySubject!.id].sort(),
    )
    expect([page.total, page.totalKind]).toEqual([3, 'exact'])
  })

  it('finds applications by name or email, one job or every job', async () => {
    const label = uniqueSlug('applicant')
    const { rows: jobs } = await harness.local.pg.query<{ id: string }>(
      'select id from public.jobs order by slug limit 1',
    )
    const jobId = jobs[0]!.id
    const [byName, byEmail] = await harness.seed('job_applications', [
      { job_id: jobId, full_name: `${label} Jones`, email: 'jones@example.com' },
      { job_id: jobId, full_name: 'Ann Lee', email: `${label}@example.com` },
    ])
    const { listApplications } = await import('@/lib/data/admin/jobs')
    for (const job of [undefined, jobId]) {
      const page = await listApplications(harness.clients.admin, params(label), job)
      expect(page.rows.map((row) => row.id).sort()).toEqual([byName!.id, byEmail!.id].sort())
      expect(page.rows[0]?.jobs?.id).toBe(jobId)
    }
    const none = await listApplications(harness.clients.admin, params(`${label}_`), jobId)
    expect(none.rows).toEqual([])
  })

  it('finds audit entries by row id within the date range', async () => {
    const rowId = crypto.randomUUID()
    await harness.local.pg.query(
      `insert into public.audit_log (table_name, row_id, action) values ('articles', $1, 'UPDATE')`,
      [rowId],
    )
    const { listAuditLog } = await import('@/lib/data/admin/security')
    const search = async (term: string) =>
      (
        await listAuditLog(harness.clients.admin, params(term), { from: today, to: today })
      ).rows.map((row) => row.row_id)
    expect(await search(rowId.slice(4, 20).toUpperCase())).toEqual([rowId])
    expect(await search(`${rowId}%`)).toEqual([])
  })

  it('searches a term matching more rows than the function hands over through RLS', async () => {
    const label = uniqueSlug('broad')
    await harness.seed('messages', [
      { name: `${label} one`, email: 'one@example.com', subject: 'Hi', body: 'Hi' },
      { name: `${label} two`, email: 'two@example.com', subject: 'Hi', body: 'Hi' },
    ])
    await setSearchCap(1)
    const refused = await harness.clients.admin.rpc('admin_search_messages', { search: label })
    expect(refused.error?.code).toBe('54000')
    await actAs('admin')
    const { listMessages } = await import('@/lib/data/admin/messages')
    const page = await listMessages(params(label, 'name'))
    expect(page.rows.map((row) => row.name)).toEqual([`${label} two`, `${label} one`])
    expect(page.total).toBe(2)
  })

  it('refuses everyone but an admin (42501)', async () => {
    for (const fn of [
      'admin_search_messages',
      'admin_search_applications',
      'admin_search_audit_log',
    ] as const) {
      for (const refused of [harness.anon, harness.clients.user]) {
        const { error } = await refused.rpc(fn, { search: 'a' })
        expect(error?.code).toBe('42501')
      }
    }
  })
})
