import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { deleteLeadAction } from '@/lib/actions/admin/lead-magnets/delete-lead'
import type { unsubscribeLeadAction } from '@/lib/actions/admin/lead-magnets/unsubscribe-lead'
import type { unsubscribeLead as visitorUnsubscribe } from '@/lib/actions/leads/unsubscribe-lead'
import { withRole } from '@/supabase/local/db/with-role.ts'

import {
  actAs,
  ADMIN_ID,
  adminSuite,
  expectInvalidated,
  MEMBER_ID,
  refusal,
  STUDENT_ID,
  type Client,
} from './harness'

// Issue 16, part 2: an admin unsubscribes or deletes a lead from the leads list (someone wrote in
// asking to be removed). Only admins may, the unsubscribe is the visitor's own link's write, and
// the list, its counts, the CSV export and the audit log follow.

const harness = adminSuite()
let unsubscribe: typeof unsubscribeLeadAction
let remove: typeof deleteLeadAction
let linkUnsubscribe: typeof visitorUnsubscribe
let tokenFor: (leadId: string) => string
let exportLeads: (request: Request) => Promise<Response>

beforeAll(async () => {
  unsubscribe = (await import('@/lib/actions/admin/lead-magnets/unsubscribe-lead'))
    .unsubscribeLeadAction
  remove = (await import('@/lib/actions/admin/lead-magnets/delete-lead')).deleteLeadAction
  linkUnsubscribe = (await import('@/lib/actions/leads/unsubscribe-lead')).unsubscribeLead
  const { unsubscribeUrl } = await import('@/lib/leads/unsubscribe-link')
  tokenFor = (leadId) => new URL(unsubscribeUrl(leadId)).searchParams.get('token') ?? ''
  exportLeads = (await import('@/app/admin/lead-magnets/export/route')).GET
})

type StoredLead = {
  id: string
  email: string
  source_path: string | null
  lead_magnet_id: string | null
  consent_at: Date
  user_id: string | null
  unsubscribed_at: Date | null
  created_at: Date
  updated_at: Date
}

const emails = {
  target: 'remove.me@example.com',
  bystander: 'stay.subscribed@example.com',
  gone: 'already.gone@example.com',
}

/** Three leads of the seeded guide, a day old (one already unsubscribed two hours ago). */
async function seedLeads() {
  await harness.local.pg.exec(`
    insert into public.leads (email, source_path, lead_magnet_id, consent_at, created_at, updated_at, unsubscribed_at)
    select e.email, '/', m.id, now() - interval '1 day', now() - interval '1 day',
      now() - interval '1 day', e.unsubscribed_at
    from public.lead_magnets m,
      (values ('${emails.target}', null::timestamptz), ('${emails.bystander}', null),
        ('${emails.gone}', now() - interval '2 hours')) as e (email, unsubscribed_at)
    where m.slug = 'study-success-guide'`)
  const ids = await leadIds()
  return { target: ids[emails.target]!, bystander: ids[emails.bystander]!, gone: ids[emails.gone]! }
}

async function leadIds(): Promise<Record<string, string>> {
  const { rows } = await harness.local.pg.query<{ id: string; email: string }>(
    'select id, email from public.leads',
  )
  return Object.fromEntries(rows.map((row) => [row.email, row.id]))
}

/** Every lead as stored, by id (read as the superuser). */
async function storedLeads(): Promise<Record<string, StoredLead>> {
  const { rows } = await harness.local.pg.query<StoredLead>(
    'select * from public.leads order by id',
  )
  return Object.fromEntries(rows.map((row) => [row.id, row]))
}

async function auditRowCount() {
  const { rows } = await harness.local.pg.query<{ n: number }>(
    'select count(*)::int as n from public.audit_log',
  )
  return rows[0]?.n ?? 0
}

beforeEach(async () => {
  await harness.local.pg.exec(`delete from public.leads;
    delete from public.audit_log where table_name = 'leads'`)
})

// Whoever asks, and however the write is sent: the actions check the caller, and RLS must keep
// every lead (the victims) exactly as it was for anyone but an admin. Through REST every write
// needs a filter (Supabase's pg-safeupdate answers 21000 without one), so it is one every row
// passes; but a filter reads the rows, which brings the SELECT policy in and would hide a loosened
// UPDATE or DELETE policy. Straight to Postgres as the role there is no WHERE at all, so only those
// policies stand between the role and the rows.
describe('lead row actions: role matrix', () => {
  const refused = [
    ['anon', refusal.anon],
    ['member', refusal.user],
    ['user', refusal.user],
  ] as const
  type Role = (typeof refused)[number][0] | 'admin'
  const claims = { member: MEMBER_ID, user: STUDENT_ID, admin: ADMIN_ID } as const

  /** Runs `sql` as the role in its own transaction; a permission error counts as refused. */
  async function asPostgres(role: Role, sql: string) {
    const context =
      role === 'anon'
        ? { role: 'anon' }
        : { role: 'authenticated', claims: { sub: claims[role], aud: 'authenticated' } }
    await withRole(harness.local.pg, context, async (tx) => {
      await tx.exec('savepoint unfiltered')
      try {
        await tx.exec(sql)
      } catch (error) {
        if ((error as { code?: string }).code !== '42501') throw error
        await tx.exec('rollback to savepoint unfiltered')
      }
    })
  }

  it.each(refused)(
    '%s is refused both actions, and its REST and unfiltered SQL writes change no lead',
    async (role, reason) => {
      const leads = await seedLeads()
      const before = await storedLeads()
      const audited = await auditRowCount()
      await actAs(role)
      for (const result of [
        await unsubscribe({ id: leads.target }),
        await remove({ id: leads.target }),
      ]) {
        expect(result).toMatchObject({ ok: false, error: expect.stringContaining(reason) })
      }
      expectInvalidated()

      const client: Client = role === 'anon' ? harness.anon : await harness.signIn(role)
      const now = new Date().toISOString()
      for (const { error } of [
        await client.from('leads').update({ unsubscribed_at: now }),
        await client.from('leads').delete(),
      ]) {
        expect(error).toMatchObject({ code: '21000', message: expect.stringMatching(/WHERE/) })
      }
      for (const { error, data } of [
        await client.from('leads').update({ unsubscribed_at: now }).not('id', 'is', null).select(),
        await client.from('leads').delete().not('id', 'is', null).select(),
      ]) {
        expect(error).toBeNull()
        expect(data).toEqual([])
      }
      await asPostgres(role, 'update public.leads set unsubscribed_at = now()')
      await asPostgres(role, 'delete from public.leads')

      expect(await storedLeads()).toEqual(before)
      expect(await auditRowCount()).toBe(audited)
    },
  )

  it('lets an admin write with no WHERE clause, so the check above can see a change', async () => {
    await seedLeads()
    await asPostgres('admin', 'update public.leads set unsubscribed_at = now()')
    expect(Object.values(await storedLeads()).every((lead) => lead.unsubscribed_at)).toBe(true)
    await asPostgres('admin', 'delete from public.leads')
    expect(await storedLeads()).toEqual({})
    const byAdmin = (action: string) => ({ action, actor_id: ADMIN_ID })
    expect(await harness.auditOf('leads')).toEqual([
      ...Array(3).fill(byAdmin('UPDATE')),
      ...Array(3).fill(byAdmin('DELETE')),
    ])
  })

  it('admin unsubscribes and deletes', async () => {
    const leads = await seedLeads()
    await actAs('admin')
    expect(await unsubscribe({ id: leads.target })).toEqual({
      ok: true,
      data: { alreadyUnsubscribed: false },
    })
    expect(await remove({ id: leads.target })).toEqual({ ok: true, data: undefined })
    expectInvalidated()
    const after = await storedLeads()
    expect(after[leads.target]).toBeUndefined()
    expect(Object.keys(after).sort()).toEqual([leads.bystander, leads.gone].sort())
  })

  it('refuses an id that is not a lead id, before touching anything', async () => {
    await seedLeads()
    const before = await storedLeads()
    await actAs('admin')
    for (const result of [
      await unsubscribe({ id: 'not-a-uuid' }),
      await remove({ id: "' or 1=1 --" }),
      await remove({}),
    ]) {
      expect(result).toEqual({
        ok: false,
        error: 'Please correct the highlighted fields.',
        fieldErrors: { id: ['Choose a lead.'] },
      })
    }
    expect(await storedLeads()).toEqual(before)
  })
})

describe('unsubscribing a lead as an admin', () => {
  it('makes the same change as the visitor’s own link: unsubscribed_at, nothing else', async () => {
    const leads = await seedLeads()
    const before = await storedLeads()
    await actAs('admin')
    expect(await unsubscribe({ id: leads.target })).toEqual({
      ok: true,
      data: { alreadyUnsubscribed: false },
    })
    // The link, for the other subscribed lead: the two rows must differ from before alike.
    expect(await linkUnsubscribe(tokenFor(leads.bystander))).toBe('unsubscribed')
    const after = await storedLeads()

    const changed = (id: string) =>
      Object.keys(before[id]!).filter(
        (column) =>
          JSON.stringify(before[id]![column as keyof StoredLead]) !==
          JSON.stringify(after[id]![column as keyof StoredLead]),
      )
    expect(changed(leads.target)).toEqual(['unsubscribed_at', 'updated_at'])
    expect(changed(leads.bystander)).toEqual(changed(leads.target))
    expect(after[leads.target]?.unsubscribed_at?.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(after[leads.gone]).toEqual(before[leads.gone])

    // Both are audited, by who did it; neither entry holds the address.
    const entries = await harness.auditLog('leads')
    expect(entries.map(({ row_id, action, actor_id }) => ({ row_id, action, actor_id }))).toEqual([
      { row_id: leads.target, action: 'UPDATE', actor_id: ADMIN_ID },
      { row_id: leads.bystander, action: 'UPDATE', actor_id: null },
    ])
    for (const entry of entries) {
      expect(entry.before).not.toHaveProperty('email')
      expect(entry.after).not.toHaveProperty('email')
      expect(entry.before).toMatchObject({ unsubscribed_at: null })
      expect(entry.after).toMatchObject({ unsubscribed_at: expect.any(String) })
    }
  })

  it('leaves a lead already unsubscribed exactly as it was, and says so', async () => {
    const leads = await seedLeads()
    const before = await storedLeads()
    await actAs('admin')
    expect(await unsubscribe({ id: leads.gone })).toEqual({
      ok: true,
      data: { alreadyUnsubscribed: true },
    })
    expect(await unsubscribe({ id: leads.target })).toMatchObject({ ok: true })
    const once = await storedLeads()
    expect(await unsubscribe({ id: leads.target })).toEqual({
      ok: true,
      data: { alreadyUnsubscribed: true },
    })
    const after = await storedLeads()
    expect(after[leads.gone]).toEqual(before[leads.gone])
    expect(after[leads.target]).toEqual(once[leads.target])
    expect(await harness.auditOf('leads')).toEqual([{ action: 'UPDATE', actor_id: ADMIN_ID }])
  })

  it('moves the lead between the list’s subscription filters, its counts and the CSV', async () => {
    const leads = await seedLeads()
    await actAs('admin')
    expect(await listed({ status: 'subscribed' })).toEqual({
      emails: [emails.target, emails.bystander].sort(),
      total: 2,
    })
    await unsubscribe({ id: leads.target })
    expect(await listed({ status: 'subscribed' })).toEqual({ emails: [emails.bystander], total: 1 })
    expect(await listed({ status: 'unsubscribed' })).toEqual({
      emails: [emails.target, emails.gone].sort(),
      total: 2,
    })
    const csv = await exported('')
    expect(csv.get(emails.target)?.[4]).toBe('yes')
    expect(csv.get(emails.target)?.[5]).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(csv.get(emails.bystander)?.[4]).toBe('no')
    expect([...(await exported('status=subscribed')).keys()]).toEqual([emails.bystander])
  })

  it('says a lead deleted meanwhile no longer exists', async () => {
    const leads = await seedLeads()
    await harness.local.pg.query('delete from public.leads where id = $1', [leads.target])
    await actAs('admin')
    expect(await unsubscribe({ id: leads.target })).toEqual({
      ok: false,
      error: 'This lead no longer exists.',
    })
  })
})

describe('deleting a lead as an admin', () => {
  it('removes only that lead, from the list, its counts, the export and the home count', async () => {
    const leads = await seedLeads()
    const before = await storedLeads()
    await actAs('admin')
    const { getAdminOverview } = await import('@/lib/data/admin/overview')
    const leadsThisWeek = async () =>
      (await getAdminOverview()).counts.find((item) => item.key === 'leads')?.count
    expect(await leadsThisWeek()).toBe(3)
    expect((await listed({})).total).toBe(3)

    expect(await remove({ id: leads.target })).toEqual({ ok: true, data: undefined })
    expectInvalidated()

    const after = await storedLeads()
    expect(after).toEqual({
      [leads.bystander]: before[leads.bystander],
      [leads.gone]: before[leads.gone],
    })
    expect(await listed({})).toEqual({ emails: [emails.gone, emails.bystander].sort(), total: 2 })
    expect(await listed({ status: 'subscribed' })).toEqual({ emails: [emails.bystander], total: 1 })
    expect(await listed({ q: 'remove.me' })).toEqual({ emails: [], total: 0 })
    expect(await leadsThisWeek()).toBe(2)
    expect([...(await exported('')).keys()].sort()).toEqual([emails.gone, emails.bystander].sort())
  })

  it('is audited as the admin’s delete, and the address is nowhere in the audit log', async () => {
    const leads = await seedLeads()
    await actAs('admin')
    await unsubscribe({ id: leads.target })
    await remove({ id: leads.target })
    expect(await harness.auditOf('leads', leads.target)).toEqual([
      { action: 'UPDATE', actor_id: ADMIN_ID },
      { action: 'DELETE', actor_id: ADMIN_ID },
    ])
    const [, deleted] = await harness.auditLog('leads', leads.target)
    expect(deleted?.before).toMatchObject({ id: leads.target, unsubscribed_at: expect.any(String) })
    expect(deleted?.after).toBeNull()
    const { rows } = await harness.local.pg.query(
      `select id from public.audit_log where before::text ilike $1 or after::text ilike $1`,
      [`%${emails.target}%`],
    )
    expect(rows).toEqual([])
    // The audit log's table filter offers leads, as it does every audited table.
    const { auditedTables } = await import('@/lib/data/admin/security')
    expect(await auditedTables(harness.clients.admin)).toContain('leads')
  })

  it('makes the lead’s unsubscribe link invalid, and says a second delete finds nothing', async () => {
    const leads = await seedLeads()
    await actAs('admin')
    await remove({ id: leads.target })
    expect(await remove({ id: leads.target })).toEqual({
      ok: false,
      error: 'This lead no longer exists.',
    })
    expect(await linkUnsubscribe(tokenFor(leads.target))).toBe('invalid')
    expect(Object.keys(await storedLeads())).toHaveLength(2)
  })
})

/** The leads list for this query as the signed-in caller: its emails (sorted) and total. */
async function listed(query: Record<string, string>) {
  const { leadListSpec, listLeads } = await import('@/lib/data/admin/leads')
  const { parseListParams } = await import('@/lib/data/admin/list-params')
  const { createClient } = await import('@/lib/supabase/server')
  const { rows: magnets } = await harness.local.pg.query<{ id: string }>(
    'select id from public.lead_magnets',
  )
  const params = parseListParams(leadListSpec(magnets.map((magnet) => magnet.id)), query)
  const page = await listLeads(await createClient(), params)
  return { emails: page.rows.map((row) => row.email).sort(), total: page.total }
}

/** The CSV export for this query as the signed-in caller, its rows by email. */
async function exported(query: string) {
  const response = await exportLeads(
    new Request(`http://localhost:3000/admin/lead-magnets/export?${query}`),
  )
  expect(response.status).toBe(200)
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  return new Map(
    lines.slice(1).map((line) => {
      const cells = line.split(',')
      return [cells[0], cells] as const
    }),
  )
}
