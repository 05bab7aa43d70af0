import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { collector, startRealtimeHarness, subscribed, waitFor } from './harness.ts'

const h = suiteHarness(startRealtimeHarness)

type Message = { type: string; event: string; payload: Record<string, unknown> }

describe('broadcast', () => {
  test('between two supabase-js clients, with self and ack options', async () => {
    const toA = collector<Message>()
    const toB = collector<Message>()
    const a = (await h.client())
      .channel('chat', { config: { broadcast: { ack: true } } })
      .on('broadcast', { event: 'message' }, toA.push)
    const b = (await h.client())
      .channel('chat', { config: { broadcast: { self: true } } })
      .on('broadcast', { event: 'message' }, toB.push)
    await subscribed(a)
    await subscribed(b)
    expect(await a.send({ type: 'broadcast', event: 'message', payload: { text: 'hi' } })).toBe(
      'ok',
    )
    expect(await toB.next()).toEqual({
      type: 'broadcast',
      event: 'message',
      payload: { text: 'hi' },
    })
    await b.send({ type: 'broadcast', event: 'message', payload: { text: 'yo' } })
    expect((await toA.next()).payload).toEqual({ text: 'yo' })
    expect((await toB.next()).payload).toEqual({ text: 'yo' })
    await toA.settle()
    expect(toA.items).toHaveLength(1)
  })

  test('vsn 1.0.0 and 2.0.0 clients understand each other', async () => {
    const toV1 = collector<Message>()
    const toV2 = collector<Message>()
    const v1 = (await h.client(undefined, '1.0.0'))
      .channel('mixed')
      .on('broadcast', { event: 'ping' }, toV1.push)
    const v2 = (await h.client()).channel('mixed').on('broadcast', { event: 'ping' }, toV2.push)
    await subscribed(v1)
    await subscribed(v2)
    await v1.send({ type: 'broadcast', event: 'ping', payload: { from: 'v1' } })
    await v2.send({ type: 'broadcast', event: 'ping', payload: { from: 'v2' } })
    expect((await toV2.next()).payload).toEqual({ from: 'v1' })
    expect((await toV1.next()).payload).toEqual({ from: 'v2' })
  })

  test('over HTTP: send() before joining, and httpSend()', async () => {
    const received = collector<Message>()
    const listener = (await h.client())
      .channel('news')
      .on('broadcast', { event: 'flash' }, received.push)
    await subscribed(listener)
    const sender = (await h.client()).channel('news')
    const warn = console.warn
    console.warn = () => {}
    try {
      expect(await sender.send({ type: 'broadcast', event: 'flash', payload: { n: 1 } })).toBe('ok')
    } finally {
      console.warn = warn
    }
    expect((await received.next()).payload).toEqual({ n: 1 })
    expect(await sender.httpSend('flash', { n: 2 })).toEqual({ success: true })
    expect((await received.next()).payload).toEqual({ n: 2 })
  })

  test('private channels are authorized by RLS on realtime.messages', async () => {
    await h.local.pg.exec(`
      create policy "members read rooms" on realtime.messages for select to authenticated
        using (realtime.topic() like 'room-%');
      create policy "members write rooms" on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'room-%');
    `)
    const member = await h.createUser()
    const token = h.userToken(member)
    const received = collector<Message>()
    const one = (await h.client(() => token))
      .channel('room-1', { config: { private: true } })
      .on('broadcast', { event: 'note' }, received.push)
    const two = (await h.client(() => token)).channel('room-1', { config: { private: true } })
    await subscribed(one)
    await subscribed(two)
    await two.send({ type: 'broadcast', event: 'note', payload: { ok: true } })
    expect((await received.next()).payload).toEqual({ ok: true })

    await expect(
      subscribed((await h.client()).channel('room-1', { config: { private: true } })),
    ).rejects.toThrow(
      /Unauthorized: You do not have permissions to read from this Channel topic: room-1/,
    )
    await expect(
      subscribed((await h.client(() => token)).channel('lobby', { config: { private: true } })),
    ).rejects.toThrow(/Unauthorized/)
  })
})

describe('presence', () => {
  test('track, sync and leave between two clients', async () => {
    const a = (await h.client()).channel('lobby-presence', { config: { presence: { key: 'ann' } } })
    const b = (await h.client()).channel('lobby-presence', { config: { presence: { key: 'ben' } } })
    const leaves = collector<{ key: string }>()
    b.on('presence', { event: 'sync' }, () => {}).on('presence', { event: 'leave' }, leaves.push)
    a.on('presence', { event: 'sync' }, () => {})
    await subscribed(a)
    await subscribed(b)
    expect(await a.track({ status: 'online' })).toBe('ok')
    await waitFor(() => 'ann' in b.presenceState())
    expect(b.presenceState().ann?.[0]).toMatchObject({ status: 'online' })
    expect(await b.track({ status: 'away' })).toBe('ok')
    await waitFor(() => 'ben' in a.presenceState())
    await a.unsubscribe()
    expect((await leaves.next()).key).toBe('ann')
    expect(b.presenceState().ann).toBeUndefined()
  })
})
