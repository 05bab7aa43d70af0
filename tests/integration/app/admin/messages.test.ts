import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { archiveMessagesAction } from '@/lib/actions/admin/messages/archive-messages'
import type { replyToMessageAction } from '@/lib/actions/admin/messages/reply-to-message'

import { actAs, ADMIN_ID, adminSuite, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let reply: typeof replyToMessageAction
let archive: typeof archiveMessagesAction

const VISITOR = 'visitor@example.com'

beforeAll(async () => {
  reply = (await import('@/lib/actions/admin/messages/reply-to-message')).replyToMessageAction
  archive = (await import('@/lib/actions/admin/messages/archive-messages')).archiveMessagesAction
})

async function addMessage(status: 'new' | 'read' | 'replied' = 'new') {
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
