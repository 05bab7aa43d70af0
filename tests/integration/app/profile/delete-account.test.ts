import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount, REDACTED_BRIEF } from '@/lib/actions/profile/erase-account'
import { DELETED_ACCOUNT } from '@/lib/actions/profile/deleted-account-holder'

import {
  pngBytes,
  seedMemberRows,
  startProfileHarness,
  type Member,
  type ProfileHarness,
} from './harness'

let harness: ProfileHarness

beforeAll(async () => {
  harness = await startProfileHarness()
})

afterAll(async () => {
  await harness?.stop()
})

const count = async (sql: string, params: unknown[]) => {
  const { rows } = await harness.local.pg.query<{ n: number }>(
    `select count(*)::int as n ${sql}`,
    params,
  )
  return rows[0]?.n
}

async function ownerOf(member: Member) {
  const { data } = await harness.admin.auth.admin.getUserById(member.id)
  if (!data.user) throw new Error('user missing')
  return data.user
}

describe('deleteAccount', () => {
  it('removes the auth user, personal rows and avatars, and keeps anonymised orders', async () => {
    const sam = await harness.createMember('sam')
    const ola = await harness.createMember('ola')
    const { orderId } = await seedMemberRows(harness.local, sam.id, sam.email)
    await seedMemberRows(harness.local, ola.id, ola.email)
    const upload = await sam.client.storage
      .from('avatars')
      .upload(`${sam.id}/avatar-1.png`, pngBytes(), { contentType: 'image/png' })
    expect(upload.error).toBeNull()
    const cv = `applications/${sam.id}.pdf`
    await harness.admin.storage
      .from('resumes')
      .upload(cv, new TextEncoder().encode('%PDF-1.7\n'), { contentType: 'application/pdf' })
    await harness.local.pg.query(
      `insert into public.job_applications (job_id, user_id, full_name, email, resume_path)
       select id, $1, 'Sam Student', $2, $3 from public.jobs where status = 'open' limit 1`,
      [sam.id, sam.email, cv],
    )
    // An application sent before résumés were required has none: nothing to remove for it.
    await harness.local.pg.query(
      `insert into public.job_applications (job_id, user_id, full_name, email)
       select id, $1, 'Sam Student', $2 from public.jobs where status = 'open' limit 1`,
      [sam.id, sam.email],
    )
    // As if Sam had cancelled the order: the history names who changed it.
    await harness.local.pg.query(
      'update public.order_status_history set changed_by = $1 where order_id = $2',
      [sam.id, orderId],
    )

    const summary = await deleteAccount(harness.admin, await ownerOf(sam))

    expect(summary).toEqual({
      avatarsDeleted: 1,
      applicationsDeleted: 2,
      messagesDeleted: 1,
      leadsDeleted: 1,
      ordersAnonymised: 1,
    })
    expect((await harness.admin.auth.admin.getUserById(sam.id)).data.user).toBeNull()
    for (const [table, column] of [
      ['public.profiles', 'user_id'],
      ['public.user_roles', 'user_id'],
      ['public.quiz_attempts', 'user_id'],
      ['public.saved_resources', 'user_id'],
      ['public.orders', 'student_id'],
    ] as const) {
      expect(await count(`from ${table} where ${column} = $1`, [sam.id]), table).toBe(0)
    }
    expect(await count('from public.job_applications where email = $1', [sam.email])).toBe(0)
    expect(await count("from storage.objects where bucket_id = 'resumes'", [])).toBe(0)
    expect(await count('from public.messages where lower(email) = lower($1)', [sam.email])).toBe(0)
    expect(await count('from public.leads where email = lower($1)', [sam.email])).toBe(0)
    expect(
      await count("from storage.objects where bucket_id = 'avatars' and name like $1", [
        `${sam.id}/%`,
      ]),
    ).toBe(0)

    const { rows: orders } = await harness.local.pg.query<{
      student_id: string
      brief: string
      price: string
    }>('select student_id, brief, price::text from public.orders where id = $1', [orderId])
    expect(orders).toEqual([
      { student_id: DELETED_ACCOUNT.id, brief: REDACTED_BRIEF, price: '80.00' },
    ])
    expect(
      await count('from public.order_status_history where order_id = $1 and changed_by is null', [
        orderId,
      ]),
    ).toBe(2)

    // The security view lists self-service requests under this table name.
    const { rows: audit } = await harness.local.pg.query<{ actor_id: string; after: unknown }>(
      "select actor_id, actor_role, after from public.audit_log where table_name = 'privacy_requests' and row_id = $1",
      [sam.id],
    )
    expect(audit).toEqual([
      {
        actor_id: sam.id,
        actor_role: 'authenticated',
        after: { event: 'account_deletion', requested_by: 'self' },
      },
    ])

    // The orders' new owner: a placeholder nobody can sign in as, made by this first deletion.
    const holder = (await harness.admin.auth.admin.getUserById(DELETED_ACCOUNT.id)).data.user
    expect(holder).toMatchObject({
      email: 'deleted-accounts@scholarlysupport.invalid',
      user_metadata: { full_name: 'Deleted account' },
      app_metadata: { deleted_account_holder: true },
    })
    expect(holder?.email_confirmed_at ?? null).toBeNull()
    expect(new Date(holder?.banned_until ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 99 * 365 * 24 * 3600 * 1000,
    )

    // Nobody else is touched.
    expect((await harness.admin.auth.admin.getUserById(ola.id)).data.user?.email).toBe(ola.email)
    expect(await count('from public.orders where student_id = $1', [ola.id])).toBe(1)
    expect(await count('from public.messages where lower(email) = lower($1)', [ola.email])).toBe(1)
    expect(await count('from public.leads where email = lower($1)', [ola.email])).toBe(1)
  })

  it('reuses one banned placeholder account for every deletion', async () => {
    const heldBefore = await count('from public.orders where student_id = $1', [DELETED_ACCOUNT.id])
    const first = await harness.createMember('first')
    const second = await harness.createMember('second')
    await seedMemberRows(harness.local, first.id, first.email)
    await seedMemberRows(harness.local, second.id, second.email)
    await deleteAccount(harness.admin, await ownerOf(first))
    await deleteAccount(harness.admin, await ownerOf(second))

    const holder = (await harness.admin.auth.admin.getUserById(DELETED_ACCOUNT.id)).data.user
    expect(holder?.email).toBe(DELETED_ACCOUNT.email)
    expect(new Date(holder?.banned_until ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 365 * 24 * 3600 * 1000,
    )
    expect(await count('from auth.users where email = $1', [DELETED_ACCOUNT.email])).toBe(1)
    expect(await count('from public.orders where student_id = $1', [DELETED_ACCOUNT.id])).toBe(
      (heldBefore ?? 0) + 2,
    )
  })

  it('refuses to delete the placeholder itself', async () => {
    await expect(
      deleteAccount(harness.admin, { id: DELETED_ACCOUNT.id, email: DELETED_ACCOUNT.email }),
    ).rejects.toThrow('This account cannot be deleted')
  })

  it('reports a failure to delete the auth user instead of a summary', async () => {
    const gone = await harness.createMember('gone')
    const owner = await ownerOf(gone)
    const { error } = await harness.admin.auth.admin.deleteUser(gone.id)
    expect(error).toBeNull()
    await expect(deleteAccount(harness.admin, owner)).rejects.toThrow(
      /^Could not delete the account: /,
    )
  })
})
