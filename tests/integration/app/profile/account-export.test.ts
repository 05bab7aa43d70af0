import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordPrivacyEvent } from '@/lib/actions/profile/record-privacy-event'
import { buildExport, exportFileName } from '@/lib/data/account-export'

import { seedMemberRows, startProfileHarness, type Member, type ProfileHarness } from './harness'

let harness: ProfileHarness
let sam: Member
let ola: Member

async function authUser(member: Member) {
  const { data } = await harness.admin.auth.admin.getUserById(member.id)
  if (!data.user) throw new Error('user missing')
  return data.user
}

beforeAll(async () => {
  harness = await startProfileHarness()
  sam = await harness.createMember('sam')
  ola = await harness.createMember('ola')
  await seedMemberRows(harness.local, sam.id, sam.email)
  await seedMemberRows(harness.local, ola.id, ola.email)
})

afterAll(async () => {
  await harness?.stop()
})

describe('buildExport', () => {
  it("contains the member's own rows and no one else's", async () => {
    const data = await buildExport(sam.client, harness.admin, await authUser(sam))
    expect(data.account).toMatchObject({ id: sam.id, email: sam.email })
    expect(data.profile).toMatchObject({ user_id: sam.id, full_name: 'sam Student' })
    expect(data.roles).toEqual([expect.objectContaining({ user_id: sam.id, role: 'user' })])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({ student_id: sam.id, status: 'quoted' })
    expect(data.orders[0]?.order_status_history.map((entry) => entry.to_status)).toEqual([
      'pending',
      'quoted',
    ])
    expect(data.quizAttempts).toHaveLength(1)
    expect(data.savedResources).toHaveLength(1)
    expect(data.messages).toHaveLength(1)
    expect(data.leads).toHaveLength(1)

    const text = JSON.stringify(data)
    expect(text).not.toContain(ola.id)
    expect(text).not.toContain(ola.email)
    expect(text.toLowerCase()).not.toContain(ola.email.toLowerCase())
  })

  it('reads messages by address only once the address is confirmed', async () => {
    const unconfirmed = await harness.createMember('unconfirmed', { confirmed: false })
    await harness.local.pg.query(
      `insert into public.messages (name, email, body) values ('Someone', $1, 'Not yours')`,
      [unconfirmed.email],
    )
    const data = await buildExport(unconfirmed.client, harness.admin, await authUser(unconfirmed))
    expect(data.messages).toEqual([])
  })

  it('gives applicants their applications, by account or confirmed address, with the team’s notes', async () => {
    const { rows: jobs } = await harness.local.pg.query<{ id: string }>(
      `insert into public.jobs (slug, title, status, published_at) values
         ('export-role-a', 'Role A', 'open', now()), ('export-role-b', 'Role B', 'open', now())
       returning id`,
    )
    const [first, second] = jobs.map((job) => job.id)
    await harness.local.pg.query(
      `insert into public.job_applications (job_id, user_id, full_name, email, admin_notes) values
         ($1, $3, 'Sam', $4, 'Strong referencing'),
         ($2, null, 'Sam', upper($4), 'Applied while signed out'),
         ($1, $5, 'Ola', $6, 'Not for Sam')`,
      [first, second, sam.id, sam.email, ola.id, ola.email],
    )
    const data = await buildExport(sam.client, harness.admin, await authUser(sam))
    const notes = data.jobApplications.map((row) => ('admin_notes' in row ? row.admin_notes : null))
    expect(notes.sort()).toEqual(['Applied while signed out', 'Strong referencing'])
    // Members cannot read applications through REST: the export reads them as the server.
    const direct = await sam.client.from('job_applications').select('id')
    expect(direct.data).toEqual([])
  })

  it("reads member rows under the caller's own RLS, whoever the user argument names", async () => {
    const data = await buildExport(ola.client, harness.admin, {
      ...(await authUser(sam)),
      email_confirmed_at: undefined,
    })
    expect(data.profile).toBeNull()
    expect(data.orders).toEqual([])
    expect(data.quizAttempts).toEqual([])
  })

  it('names the file by date and records the export in the audit log', async () => {
    expect(exportFileName(new Date('2026-11-21T23:30:00Z'))).toBe(
      'scholarly-support-data-2026-11-21.json',
    )
    await recordPrivacyEvent(harness.admin, sam.id, 'data_export', { orders: 1 })
    const { rows } = await harness.local.pg.query<{ actor_id: string; after: unknown }>(
      `select actor_id, actor_role, after from public.audit_log
       where table_name = 'privacy_requests' and row_id = $1`,
      [sam.id],
    )
    expect(rows).toEqual([
      { actor_id: sam.id, actor_role: 'authenticated', after: { event: 'data_export', orders: 1 } },
    ])
  })
})
