import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { archiveMessagesAction } from '@/lib/actions/admin/messages/archive-messages'
import type { deleteMessageAction } from '@/lib/actions/admin/messages/delete-message'
import type { replyToMessageAction } from '@/lib/actions/admin/messages/reply-to-message'
import type { unarchiveMessagesAction } from '@/lib/actions/admin/messages/unarchive-messages'
import { withRole } from '@/supabase/local/db/with-role.ts'

import {
  actAs,
  ADMIN_ID,
  adminSuite,
  expectInvalidated,
  itRefusesNonAdmins,
  MEMBER_ID,
  refusal,
  STUDENT_ID,
  type Client,
} from './harness'

const harness = adminSuite()
let reply: typeof replyToMessageAction
let archive: typeof archiveMessagesAction
let unarchive: typeof unarchiveMessagesAction
let deleteMessage: typeof deleteMessageAction

const VISITOR = 'visitor@example.com'

beforeAll(async () => {
  reply = (await import('@/lib/actions/admin/messages/reply-to-message')).replyToMessageAction
  archive = (await import('@/lib/actions/admin/messages/archive-messages')).archiveMessagesAction
  unarchive = (await import('@/lib/actions/admin/messages/unarchive-messages'))
    .unarchiveMessagesAction
  deleteMessage = (await import('@/lib/actions/admin/messages/delete-message')).deleteMessageAction
})

type Status = 'new' | 'read' | 'replied' | 'archived'

async function addMessage(status: Status = 'new') {
  const [message] = await harness.seed('messages', {
    name: 'Visitor',
    email: VISITOR,
    subject: 'Deadlines',
    body: 'Can you help by Friday?',
    status,
  })
  return message!.id
}

async function statusOf(id: string) {
  const { rows } = await harness.local.pg.query<{ status: string }>(
    'select status from public.messages where id = $1',
    [id],
  )
  return rows[0]?.status
}

async function replies(id: string) {
  const { rows } = await harness.local.pg.query(
    'select sent_to, subject, body, sent_by from public.message_replies where message_id = $1',
    [id],
  )
  return rows
}

beforeEach(async () => {
  await harness.local.pg.exec('delete from public.messages; delete from public.audit_log')
  await harness.mail.clear()
})

const replyInput = (messageId: string) => ({
  messageId,
  subject: 'Re: Deadlines',
  body: 'Yes, we can. A tutor will write to you today.',
})

describe('replyToMessageAction', () => {
  itRefusesNonAdmins('is refused for %s: nothing sent or stored', {
    arrange: () => addMessage(),
    calls: (id) => [reply(replyInput(id))],
    unchanged: async (id) => {
      expect(await replies(id)).toEqual([])
      expect(await harness.mail.list(VISITOR)).toEqual([])
      expect(await statusOf(id)).toBe('new')
    },
  })

  it('says so for a message deleted meanwhile, and sends nothing', async () => {
    await actAs('admin')
    expect(await reply(replyInput('00000000-0000-4000-8000-000000000000'))).toEqual({
      ok: false,
      error: 'This message no longer exists.',
    })
    expect(await harness.mail.list(VISITOR)).toEqual([])
  })

  it('mails the sender, stores the reply with the message and marks it replied', async () => {
    const id = await addMessage('read')
    await actAs('admin')
    const result = await reply(replyInput(id))
    // It answers the stored reply's id.
    const { rows: stored } = await harness.local.pg.query<{ id: string }>(
      'select id from public.message_replies where message_id = $1',
      [id],
    )
    expect(result).toEqual({ ok: true, data: { id: stored[0]?.id } })
    expect(stored).toHaveLength(1)
    const mail = await harness.mail.latest(VISITOR)
    expect(mail.subject).toBe('Re: Deadlines')
    expect(mail.text).toContain('A tutor will write to you today.')
    expect(await replies(id)).toEqual([
      {
        sent_to: VISITOR,
        subject: 'Re: Deadlines',
        body: 'Yes, we can. A tutor will write to you today.',
        sent_by: ADMIN_ID,
      },
    ])
    expect(await statusOf(id)).toBe('replied')
    const byAdmin = (await harness.auditLog(['message_replies', 'messages']))
      .filter((entry) => entry.actor_id !== null)
      .map(({ table_name, action, actor_id }) => ({ table_name, action, actor_id }))
    expect(byAdmin).toEqual([
      { table_name: 'message_replies', action: 'INSERT', actor_id: ADMIN_ID },
      { table_name: 'messages', action: 'UPDATE', actor_id: ADMIN_ID },
    ])
  })

  it.each([
    ['an empty reply', { body: '  ' }, 'body'],
    ['an empty subject', { subject: '' }, 'subject'],
    ['a reply over 10,000 characters', { body: 'x'.repeat(10_001) }, 'body'],
  ])('refuses %s with a field error', async (_case, change, field) => {
    const id = await addMessage()
    await actAs('admin')
    const result = await reply({ ...replyInput(id), ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors?.[field]?.length).toBeGreaterThan(0)
    expect(await harness.mail.list(VISITOR)).toEqual([])
  })
})

describe('archiveMessagesAction', () => {
  itRefusesNonAdmins('is refused for %s', {
    arrange: () => addMessage(),
    calls: (id) => [archive({ ids: [id] })],
    unchanged: async (id) => {
      expect(await statusOf(id)).toBe('new')
    },
  })

  it('archives the selected messages only, audited with the admin as actor', async () => {
    const [a, b, keep] = [await addMessage(), await addMessage('replied'), await addMessage()]
    await actAs('admin')
    expect(await archive({ ids: [a, b] })).toEqual({ ok: true, data: { archived: 2 } })
    expect([await statusOf(a), await statusOf(b), await statusOf(keep)]).toEqual([
      'archived',
      'archived',
      'new',
    ])
    const updates = (await harness.auditOf('messages')).filter(({ action }) => action === 'UPDATE')
    expect([...new Set(updates.map(({ actor_id }) => actor_id))]).toEqual([ADMIN_ID])
    // Archiving again changes nothing and says so.
    expect(await archive({ ids: [a, b, keep] })).toEqual({ ok: true, data: { archived: 1 } })
  })

  it('refuses an empty selection and more than 100 at once', async () => {
    await actAs('admin')
    expect(await archive({ ids: [] })).toMatchObject({
      ok: false,
      fieldErrors: { ids: [expect.any(String)] },
    })
    const many = Array.from({ length: 101 }, () => crypto.randomUUID())
    expect(await archive({ ids: many })).toMatchObject({
      ok: false,
      fieldErrors: { ids: [expect.any(String)] },
    })
  })
})

describe('opening a message', () => {
  it('marks a new message read, and leaves a replied one alone', async () => {
    const fresh = await addMessage()
    const answered = await addMessage('replied')
    await actAs('admin')
    const { openMessageForAdmin } = await import('@/lib/data/admin/messages')
    expect(await openMessageForAdmin(fresh)).toMatchObject({
      status: 'read',
      message_replies: [],
      justRead: true,
    })
    expect(await statusOf(fresh)).toBe('read')
    expect(await openMessageForAdmin(answered)).toMatchObject({ justRead: false })
    expect(await statusOf(answered)).toBe('replied')
  })

  it('shows nothing and marks nothing for a non-admin', async () => {
    const id = await addMessage()
    await actAs('user')
    const { openMessageForAdmin } = await import('@/lib/data/admin/messages')
    expect(await openMessageForAdmin(id)).toBeNull()
    expect(await statusOf(id)).toBe('new')
  })
})

/** A reply stored with the message, as the reply action leaves it (by the admin). */
async function addReply(messageId: string) {
  await harness.seed('message_replies', {
    message_id: messageId,
    sent_to: VISITOR,
    subject: 'Re: Deadlines',
    body: 'Yes, we can.',
    sent_by: ADMIN_ID,
  })
}

async function exists(id: string) {
  const { rows } = await harness.local.pg.query('select 1 from public.messages where id = $1', [id])
  return rows.length === 1
}

/** Every message and stored reply, as text in a stable order: what a refused write must keep. */
async function inbox() {
  const { rows } = await harness.local.pg.query<{ row: string }>(
    `select m::text || coalesce((select string_agg(r::text, '|' order by r.id)
       from public.message_replies r where r.message_id = m.id), '') as row
     from public.messages m order by m.id`,
  )
  return rows.map(({ row }) => row)
}

// The signed-in member is not an admin either: the harness's matrix covers anon and the student.
const nonAdmins = ['anon', 'member', 'user'] as const
const refusalOf = (role: (typeof nonAdmins)[number]) =>
  role === 'anon' ? refusal.anon : refusal.user

describe('unarchiveMessagesAction', () => {
  it.each(nonAdmins)('is refused for %s: nothing restored', async (role) => {
    const id = await addMessage('archived')
    await addReply(await addMessage('archived'))
    const before = await inbox()
    await actAs(role)
    expect(await unarchive({ ids: [id] })).toMatchObject({
      ok: false,
      error: expect.stringContaining(refusalOf(role)),
    })
    expect(await inbox()).toEqual(before)
    expectInvalidated()
  })

  it('restores archived messages, as replied when a reply is stored and read otherwise', async () => {
    const [answered, unanswered, inInbox, other] = [
      await addMessage('archived'),
      await addMessage('archived'),
      await addMessage('new'),
      await addMessage('archived'),
    ]
    await addReply(answered)
    await actAs('admin')
    // Only the archived rows among those selected change; the inbox one keeps its status.
    expect(await unarchive({ ids: [answered, unanswered, inInbox] })).toEqual({
      ok: true,
      data: { restored: 2 },
    })
    expect([
      await statusOf(answered),
      await statusOf(unanswered),
      await statusOf(inInbox),
      await statusOf(other),
    ]).toEqual(['replied', 'read', 'new', 'archived'])
    const updates = (await harness.auditLog('messages')).filter(({ action }) => action === 'UPDATE')
    expect(updates.map(({ row_id, actor_id }) => [row_id, actor_id]).sort()).toEqual(
      [
        [answered, ADMIN_ID],
        [unanswered, ADMIN_ID],
      ].sort(),
    )
    // Messages are read per request (nothing cached), and none is restored as unread.
    expectInvalidated()
    // Again: nothing is archived any more, so nothing is rewritten.
    expect(await unarchive({ ids: [answered, unanswered, inInbox] })).toEqual({
      ok: true,
      data: { restored: 0 },
    })
    expect(
      (await harness.auditLog('messages')).filter(({ action }) => action === 'UPDATE'),
    ).toHaveLength(2)
  })

  it('refuses an empty selection and more than 100 at once', async () => {
    await actAs('admin')
    expect(await unarchive({ ids: [] })).toMatchObject({
      ok: false,
      fieldErrors: { ids: ['Select at least one message.'] },
    })
    const many = Array.from({ length: 101 }, () => crypto.randomUUID())
    expect(await unarchive({ ids: many })).toMatchObject({
      ok: false,
      fieldErrors: { ids: ['Unarchive at most 100 messages at a time.'] },
    })
  })
})

describe('deleteMessageAction', () => {
  it.each(nonAdmins)('is refused for %s: the message and its replies stay', async (role) => {
    const id = await addMessage('read')
    await addReply(id)
    const before = await inbox()
    await actAs(role)
    expect(await deleteMessage({ id })).toMatchObject({
      ok: false,
      error: expect.stringContaining(refusalOf(role)),
    })
    expect(await inbox()).toEqual(before)
    expectInvalidated()
  })

  it('deletes the message with its replies, audited with the admin as actor', async () => {
    const [id, keep] = [await addMessage('replied'), await addMessage()]
    await addReply(id)
    await actAs('admin')
    expect(await deleteMessage({ id })).toEqual({ ok: true, data: undefined })
    expect(await exists(id)).toBe(false)
    expect(await replies(id)).toEqual([])
    expect(await exists(keep)).toBe(true)
    const deletes = (await harness.auditLog(['messages', 'message_replies']))
      .filter(({ action }) => action === 'DELETE')
      .map(({ table_name, actor_id, before }) => ({
        table_name,
        actor_id,
        message: table_name === 'messages' ? before?.id : before?.message_id,
      }))
    expect(deletes).toEqual(
      expect.arrayContaining([
        { table_name: 'messages', actor_id: ADMIN_ID, message: id },
        { table_name: 'message_replies', actor_id: ADMIN_ID, message: id },
      ]),
    )
    expect(deletes).toHaveLength(2)
    // The sender, their words and the reply's text and recipient stay out of every entry.
    const SENDER_COLUMNS = ['name', 'email', 'subject', 'body', 'sent_to']
    for (const { before, after } of await harness.auditLog(['messages', 'message_replies'])) {
      for (const column of SENDER_COLUMNS) {
        expect(before ?? {}).not.toHaveProperty(column)
        expect(after ?? {}).not.toHaveProperty(column)
      }
    }
    expectInvalidated()
  })

  it('says so for a message deleted meanwhile, and refuses an id that is not one', async () => {
    await actAs('admin')
    expect(await deleteMessage({ id: '00000000-0000-4000-8000-000000000000' })).toEqual({
      ok: false,
      error: 'This message no longer exists.',
    })
    expect(await deleteMessage({ id: 'not-an-id' })).toMatchObject({
      ok: false,
      fieldErrors: { id: ['Choose a message.'] },
    })
  })
})

// The actions' admin check aside, RLS must keep non-admins from deleting or restoring any message,
// however the write is sent. Through REST every write needs a filter (Supabase's pg-safeupdate),
// so it is one every row passes; but a filter reads the rows, which brings the SELECT policy in
// and would hide a loosened DELETE or UPDATE policy. Straight to Postgres as the role there is no
// WHERE at all, so only those policies stand between the role and the rows. Either way every
// message and reply (the victims) must be exactly as before.
describe('messages RLS: deleting and unarchiving', () => {
  const claims = { member: MEMBER_ID, user: STUDENT_ID, admin: ADMIN_ID } as const
  const asRole = (role: (typeof nonAdmins)[number] | 'admin') =>
    role === 'anon'
      ? { role: 'anon' }
      : { role: 'authenticated', claims: { sub: claims[role], aud: 'authenticated' } }
  let clients: Record<(typeof nonAdmins)[number] | 'admin', Client>

  beforeAll(async () => {
    clients = {
      anon: harness.clients.anon,
      member: await harness.signIn('member'),
      user: harness.clients.user,
      admin: harness.clients.admin,
    }
  })

  async function victims() {
    const archived = await addMessage('archived')
    await addReply(archived)
    await addReply(await addMessage('read'))
    await addMessage('new')
    return inbox()
  }

  /** Runs `sql` as the role in its own transaction; a permission error counts as refused. */
  async function asPostgres(role: (typeof nonAdmins)[number] | 'admin', sql: string) {
    await withRole(harness.local.pg, asRole(role), async (tx) => {
      await tx.exec('savepoint unfiltered')
      try {
        await tx.exec(sql)
      } catch (error) {
        if ((error as { code?: string }).code !== '42501') throw error
        await tx.exec('rollback to savepoint unfiltered')
      }
    })
  }

  it.each(nonAdmins)('%s deletes and restores nothing through REST', async (role) => {
    const before = await victims()
    const client = clients[role]
    await client.from('messages').delete().not('id', 'is', null)
    await client.from('messages').update({ status: 'read' }).eq('status', 'archived')
    await client.from('message_replies').delete().not('id', 'is', null)
    expect(await inbox()).toEqual(before)
  })

  it.each(nonAdmins)('%s deletes and restores nothing with no WHERE clause', async (role) => {
    const before = await victims()
    await asPostgres(role, 'delete from public.messages')
    await asPostgres(role, `update public.messages set status = 'read'`)
    await asPostgres(role, 'delete from public.message_replies')
    expect(await inbox()).toEqual(before)
  })

  it('lets an admin do both, so the checks above can see a change', async () => {
    await victims()
    const restored = await clients.admin
      .from('messages')
      .update({ status: 'read' })
      .eq('status', 'archived')
      .select('id')
    expect(restored.data).toHaveLength(1)
    await asPostgres('admin', 'delete from public.messages')
    expect(await inbox()).toEqual([])
  })
})

describe('searching the inbox', () => {
  const params = (search: string, filters: { status?: string } = {}) =>
    ({
      page: 1,
      pageSize: 25,
      sort: 'created_at',
      direction: 'desc',
      search,
      filters,
    }) as const

  async function setSearchCap(cap: number) {
    await harness.local.pg.exec(
      `create or replace function private.admin_search_cap() returns integer language sql immutable set search_path = '' as $$ select ${cap} $$`,
    )
  }

  async function listed(search: string, filters: { status?: string } = {}) {
    const { listMessages } = await import('@/lib/data/admin/messages')
    return (await listMessages(params(search, filters))).rows.map((row) => row.id).sort()
  }

  it('matches the message body, with % and _ taken literally', async () => {
    const [inBody, literal, archived] = await harness.seed('messages', [
      // One insert: a column left out of one row would be null in it, so each says its status.
      {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hello',
        body: 'My thesis on Quokkas',
        status: 'new',
      },
      {
        name: 'Bo',
        email: 'bo@example.com',
        subject: 'Hi',
        body: 'I am 100%_sure about it',
        status: 'read',
      },
      {
        name: 'Cy',
        email: 'cy@example.com',
        subject: 'Hi',
        body: 'More quokkas',
        status: 'archived',
      },
    ])
    const { data, error } = await harness.clients.admin
      .rpc('admin_search_messages', { search: 'QUOKKA' })
      .select('id')
    expect(error).toBeNull()
    expect((data ?? []).map((row) => row.id).sort()).toEqual([inBody!.id, archived!.id].sort())

    await actAs('admin')
    try {
      // Through admin_search_messages, then through RLS as for a term too broad for it.
      for (const cap of [2000, 0]) {
        await setSearchCap(cap)
        expect(await listed('quokka'), `cap ${cap}`).toEqual([inBody!.id])
        expect(await listed('quokka', { status: 'archived' }), `cap ${cap}`).toEqual([archived!.id])
        expect(await listed('100%_SURE'), `cap ${cap}`).toEqual([literal!.id])
        expect(await listed('100x_sure'), `cap ${cap}`).toEqual([])
        expect(await listed('100%xsure'), `cap ${cap}`).toEqual([])
      }
    } finally {
      await setSearchCap(2000)
    }
  })
})
