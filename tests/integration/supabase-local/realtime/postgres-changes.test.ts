import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { collector, startRealtimeHarness, subscribed } from './harness.ts'

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>

const h = suiteHarness(startRealtimeHarness)
let alice: string
let bob: string

beforeAll(async () => {
  alice = await h.createUser({ email: 'alice@example.com' })
  bob = await h.createUser({ email: 'bob@example.com' })
  await h.local.pg.exec(`
    alter publication supabase_realtime add table public.orders;
    create table public.rt_notes (id int primary key, owner uuid, body text, tags text[]);
    alter table public.rt_notes replica identity full;
    alter publication supabase_realtime add table public.rt_notes;
    create table public.rt_private (id int primary key, body text);
  `)
})

const insertOrder = async (studentId: string, subject: string) => {
  const { rows } = await h.local.pg.query<{ id: string }>(
    `insert into public.orders (student_id, subject, academic_level, brief, deadline,
       academic_integrity_acknowledged)
     values ($1, $2, 'undergraduate', 'Help', now() + interval '7 days', true) returning id`,
    [studentId, subject],
  )
  return (rows[0] as { id: string }).id
}

describe('postgres_changes through supabase-js', () => {
  test('a subscriber receives an INSERT within 1 s of the commit', async () => {
    const events = collector<Change>()
    const channel = (await h.client())
      .channel('settings-insert')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'settings' }, events.push)
    await subscribed(channel)
    const { error } = await h.service.from('settings').insert({ key: 'accent', value: '"#f00"' })
    const committed = Date.now()
    expect(error).toBeNull()
    const change = await events.next(1_000)
    expect(Date.now() - committed).toBeLessThan(1_000)
    expect(change).toMatchObject({
      schema: 'public',
      table: 'settings',
      eventType: 'INSERT',
      new: { key: 'accent', value: '"#f00"' },
      old: {},
      errors: null,
    })
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  test('UPDATE, DELETE and * deliver new and old records as Realtime does', async () => {
    const all = collector<Change>()
    const updates = collector<Change>()
    const deletes = collector<Change>()
    const client = await h.client()
    const channel = client
      .channel('settings-all')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'settings' }, all.push)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'settings' },
        updates.push,
      )
      .on(
        'postgres_changes',
        { event: 'DELETE', schema: 'public', table: 'settings' },
        deletes.push,
      )
    await subscribed(channel)
    await h.local.pg.query(`insert into settings (key, value) values ('tmp', '"1"')`)
    await h.local.pg.query(`update settings set value = '"2"' where key = 'tmp'`)
    await h.local.pg.query(`delete from settings where key = 'tmp'`)
    expect((await all.next()).eventType).toBe('INSERT')
    const update = await all.next()
    expect(update).toMatchObject({ eventType: 'UPDATE', new: { key: 'tmp', value: '"2"' } })
    // Default replica identity: the old record is the primary key.
    expect(update.old).toEqual({ key: 'tmp' })
    const removed = await all.next()
    expect(removed).toMatchObject({ eventType: 'DELETE', new: {}, old: { key: 'tmp' } })
    expect((await updates.next()).eventType).toBe('UPDATE')
    expect((await deletes.next()).eventType).toBe('DELETE')
    await all.settle()
    expect(all.items).toHaveLength(3)
    expect(updates.items).toHaveLength(1)
  })

  test('REPLICA IDENTITY FULL sends the whole old row; values are typed by column', async () => {
    const events = collector<Change>()
    const channel = (await h.client())
      .channel('notes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, events.push)
    await subscribed(channel)
    await h.local.pg.query(`insert into rt_notes values (1, null, 'a', '{x,y}')`)
    await h.local.pg.query(`update rt_notes set body = 'b' where id = 1`)
    await h.local.pg.query(`delete from rt_notes where id = 1`)
    expect((await events.next()).new).toEqual({ id: 1, owner: null, body: 'a', tags: ['x', 'y'] })
    expect((await events.next()).old).toEqual({ id: 1, owner: null, body: 'a', tags: ['x', 'y'] })
    expect((await events.next()).old).toEqual({ id: 1, owner: null, body: 'b', tags: ['x', 'y'] })
  })

  test('rows over the 8000-byte NOTIFY limit arrive whole; rows over 1 MB lose long values', async () => {
    const events = collector<Change>()
    const channel = (await h.client())
      .channel('notes-large')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, events.push)
    await subscribed(channel)
    const large = 'x'.repeat(50_000)
    await h.local.pg.query(`insert into rt_notes (id, body) values (10, $1)`, [large])
    await h.local.pg.query(`insert into rt_notes (id, body) values (11, $1)`, [
      'y'.repeat(1_100_000),
    ])
    expect((await events.next()).new).toMatchObject({ id: 10, body: large })
    const oversize = await events.next()
    expect(oversize.new).toEqual({ id: 11, owner: null, tags: null })
    expect(oversize.errors).toEqual(['Error 413: Payload Too Large'])
  })

  test('eq and other filters select the rows a binding receives', async () => {
    const primary = collector<Change>()
    const notPrimary = collector<Change>()
    const listed = collector<Change>()
    const channel = (await h.client())
      .channel('settings-filtered')
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'settings', filter: 'key=eq.primary_color' },
        primary.push,
      )
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'settings', filter: 'key=neq.primary_color' },
        notPrimary.push,
      )
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'settings', filter: 'key=in.(font_family,x)' },
        listed.push,
      )
    await subscribed(channel)
    await h.local.pg.query(`update settings set value = '"Lato"' where key = 'font_family'`)
    await h.local.pg.query(`update settings set value = '"#000"' where key = 'primary_color'`)
    expect((await primary.next()).new).toMatchObject({ key: 'primary_color', value: '"#000"' })
    expect((await notPrimary.next()).new).toMatchObject({ key: 'font_family' })
    expect((await listed.next()).new).toMatchObject({ key: 'font_family' })
    await primary.settle()
    expect(primary.items).toHaveLength(1)
    expect(notPrimary.items).toHaveLength(1)
    expect(listed.items).toHaveLength(1)
  })

  test("a user does not receive another user's row (RLS checked as the subscriber)", async () => {
    const aliceEvents = collector<Change>()
    const bobEvents = collector<Change>()
    const anonEvents = collector<Change>()
    const aliceToken = h.userToken(alice)
    const bobToken = h.userToken(bob)
    const on = async (token: (() => string) | undefined, name: string, push: (c: Change) => void) =>
      (await h.client(token))
        .channel(name)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, push)
    await subscribed(await on(() => aliceToken, 'orders-alice', aliceEvents.push))
    await subscribed(await on(() => bobToken, 'orders-bob', bobEvents.push))
    await subscribed(await on(undefined, 'orders-anon', anonEvents.push))
    const aliceOrder = await insertOrder(alice, 'Calculus')
    const bobOrder = await insertOrder(bob, 'History')
    expect((await aliceEvents.next()).new).toMatchObject({ id: aliceOrder, student_id: alice })
    expect((await bobEvents.next()).new).toMatchObject({ id: bobOrder, student_id: bob })
    await aliceEvents.settle()
    expect(aliceEvents.items).toHaveLength(1)
    expect(bobEvents.items).toHaveLength(1)
    expect(anonEvents.items).toHaveLength(0)
  })

  test('DELETEs are not RLS-checked and carry only the primary key', async () => {
    const orderId = await insertOrder(alice, 'Statistics')
    const bobEvents = collector<Change>()
    const bobToken = h.userToken(bob)
    const channel = (await h.client(() => bobToken))
      .channel('orders-deletes')
      .on(
        'postgres_changes',
        { event: 'DELETE', schema: 'public', table: 'orders' },
        bobEvents.push,
      )
    await subscribed(channel)
    await h.local.pg.query('delete from orders where id = $1', [orderId])
    expect((await bobEvents.next()).old).toEqual({ id: orderId })
  })

  test('a token update changes what is delivered', async () => {
    let token = h.local.anonKey
    const events = collector<Change>()
    const client = await h.client(() => token)
    const channel = client
      .channel('orders-switch')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, events.push)
    await subscribed(channel)
    await insertOrder(alice, 'Before sign-in')
    await events.settle()
    expect(events.items).toHaveLength(0)

    token = h.userToken(alice)
    await client.realtime.setAuth()
    await waitForToken('realtime:orders-switch', token)
    await insertOrder(alice, 'As alice')
    await insertOrder(bob, 'Not for alice')
    expect((await events.next()).new).toMatchObject({ subject: 'As alice' })

    token = h.userToken(bob)
    await client.realtime.setAuth()
    await waitForToken('realtime:orders-switch', token)
    await insertOrder(alice, 'No longer alice')
    await insertOrder(bob, 'As bob')
    expect((await events.next()).new).toMatchObject({ subject: 'As bob' })
    await events.settle()
    expect(events.items.map((e) => (e.new as { subject: string }).subject)).toEqual([
      'As alice',
      'As bob',
    ])
  })

  test('a table outside the publication is reported with a system error', async () => {
    const system = collector<Record<string, unknown>>()
    const channel = (await h.client())
      .channel('not-published')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_private' }, () => {})
      .on('system', {}, system.push)
    await subscribed(channel)
    expect(await system.next()).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message: expect.stringContaining('Please check Realtime is enabled') as unknown,
    })
  })
})

// The access_token push is asynchronous; wait until the server's channel has it.
async function waitForToken(topic: string, token: string): Promise<void> {
  const deadline = Date.now() + 2_000
  for (;;) {
    const channels = [...h.realtime.hub.connections].flatMap((c) => [...c.channels.values()])
    if (channels.some((c) => c.topic === topic && c.access.token === token)) return
    if (Date.now() > deadline) throw new Error('token not applied')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
