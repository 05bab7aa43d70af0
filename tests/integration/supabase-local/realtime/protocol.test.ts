import { request } from 'node:http'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { signJwt } from '@/supabase/local/jwt.ts'
import { collector, startRealtimeHarness, subscribed } from './harness.ts'
import { openRawSocket } from './raw-socket.ts'

const h = suiteHarness(startRealtimeHarness)

type Payload = {
  status?: string
  response?: { reason?: string; postgres_changes?: Record<string, unknown>[] }
  ids?: number[]
  data?: Record<string, unknown>
}
type V1 = {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Payload
}
type V2 = [string | null, string | null, string, string, Payload]

describe('Phoenix protocol on the raw socket', () => {
  test('vsn 1.0.0: JSON objects for heartbeat, join, changes and leave', async () => {
    const socket = await openRawSocket(h.wsUrl())
    const is = (event: string, topic?: string) => (m: unknown) =>
      (m as V1).event === event && (!topic || (m as V1).topic === topic)
    socket.send({ join_ref: null, ref: '1', topic: 'phoenix', event: 'heartbeat', payload: {} })
    expect(await socket.next(is('phx_reply', 'phoenix'))).toEqual({
      join_ref: null,
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    })
    const binding = {
      event: 'UPDATE',
      schema: 'public',
      table: 'settings',
      filter: 'key=eq.font_family',
    }
    socket.send({
      join_ref: '2',
      ref: '2',
      topic: 'realtime:v1',
      event: 'phx_join',
      payload: { config: { postgres_changes: [binding] }, access_token: h.local.anonKey },
    })
    const joined = (await socket.next(is('phx_reply', 'realtime:v1'))) as V1
    expect(joined).toMatchObject({ join_ref: '2', ref: '2', payload: { status: 'ok' } })
    const [echoed] = joined.payload.response?.postgres_changes ?? []
    expect(echoed).toMatchObject(binding)
    expect(typeof echoed?.id).toBe('number')
    expect(await socket.next(is('system'))).toMatchObject({
      join_ref: '2',
      payload: {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'v1',
      },
    })
    await h.local.pg.query(`update settings set value = '"Roboto"' where key = 'font_family'`)
    const change = (await socket.next(is('postgres_changes'))) as V1
    expect(change).toMatchObject({ join_ref: null, ref: null, topic: 'realtime:v1' })
    expect(change.payload.ids).toEqual([echoed?.id])
    expect(change.payload.data).toMatchObject({
      schema: 'public',
      table: 'settings',
      type: 'UPDATE',
      record: { key: 'font_family', value: '"Roboto"' },
      old_record: { key: 'font_family' },
      errors: null,
    })
    expect(change.payload.data?.columns).toEqual([
      { name: 'key', type: 'text' },
      { name: 'value', type: 'text' },
      { name: 'updated_at', type: 'timestamptz' },
    ])
    socket.send({ join_ref: '2', ref: '3', topic: 'realtime:v1', event: 'phx_leave', payload: {} })
    expect(await socket.next(is('phx_reply', 'realtime:v1'))).toMatchObject({
      ref: '3',
      payload: { status: 'ok' },
    })
    expect(await socket.next(is('phx_close'))).toMatchObject({ join_ref: '2', ref: '2' })
    socket.send({ join_ref: '2', ref: '4', topic: 'realtime:v1', event: 'broadcast', payload: {} })
    expect(await socket.next(is('phx_reply'))).toMatchObject({
      ref: '4',
      payload: { status: 'error', response: { reason: 'unmatched topic' } },
    })
    socket.ws.close()
  })

  test('vsn 2.0.0: arrays, and binary broadcasts between raw and supabase-js clients', async () => {
    const socket = await openRawSocket(h.wsUrl({ apikey: h.local.anonKey, vsn: '2.0.0' }))
    socket.send([null, '1', 'phoenix', 'heartbeat', {}])
    expect(await socket.next((m) => Array.isArray(m) && m[1] === '1')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    socket.send(['2', '2', 'realtime:room', 'phx_join', { config: { broadcast: { self: false } } }])
    expect(await socket.next((m) => Array.isArray(m) && m[1] === '2')).toEqual([
      '2',
      '2',
      'realtime:room',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ])
    const received = collector<Record<string, unknown>>()
    const peer = (await h.client())
      .channel('room')
      .on('broadcast', { event: 'typing' }, received.push)
    await subscribed(peer)

    // Kind 3, as realtime-js encodes channel.send() on vsn 2.0.0.
    const text = (s: string) => new TextEncoder().encode(s)
    const [jr, ref, topic, event, body] = ['2', '3', 'realtime:room', 'typing', text('{"a":1}')]
    socket.send(
      new Uint8Array([
        3,
        jr.length,
        ref.length,
        topic.length,
        event.length,
        0,
        1,
        ...text(jr),
        ...text(ref),
        ...text(topic),
        ...text(event),
        ...body,
      ]),
    )
    expect(await received.next()).toEqual({ type: 'broadcast', event: 'typing', payload: { a: 1 } })

    // Kind 4 back from a supabase-js sender.
    await peer.send({ type: 'broadcast', event: 'cursor', payload: { x: 5 } })
    const frame = (await socket.next((m) => m instanceof Uint8Array)) as Uint8Array
    const decoder = new TextDecoder()
    expect(frame[0]).toBe(4)
    const [topicSize, eventSize, metaSize] = [
      frame[1] as number,
      frame[2] as number,
      frame[3] as number,
    ]
    expect(frame[4]).toBe(1)
    let offset = 5
    expect(decoder.decode(frame.subarray(offset, (offset += topicSize)))).toBe('realtime:room')
    expect(decoder.decode(frame.subarray(offset, (offset += eventSize)))).toBe('cursor')
    offset += metaSize
    expect(JSON.parse(decoder.decode(frame.subarray(offset)))).toEqual({ x: 5 })
    socket.ws.close()
  })

  test('joins are refused with Realtime reasons for bad tokens', async () => {
    const socket = await openRawSocket(h.wsUrl({ apikey: h.local.anonKey, vsn: '2.0.0' }))
    const now = Math.floor(Date.now() / 1000)
    const expired = signJwt({ role: 'authenticated', exp: now - 120 }, h.local.jwtSecret)
    const noExp = signJwt({ role: 'authenticated' }, h.local.jwtSecret)
    const forged = signJwt(
      { role: 'service_role', exp: now + 60 },
      'another-secret-of-32-characters-long!!',
    )
    const reasons: string[] = []
    for (const [i, token] of [expired, noExp, forged, 'not-a-jwt'].entries()) {
      const ref = String(10 + i)
      socket.send([ref, ref, `realtime:t${i}`, 'phx_join', { config: {}, access_token: token }])
      const reply = (await socket.next((m) => Array.isArray(m) && m[1] === ref)) as V2
      expect(reply[4].status).toBe('error')
      reasons.push(reply[4].response?.reason ?? '')
    }
    expect(reasons[0]).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/)
    expect(reasons.slice(1)).toEqual([
      'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
      'JwtSignatureError: Failed to validate JWT signature',
      'MalformedJWT: The token provided is not a valid JWT',
    ])
    socket.ws.close()
  })

  test('a channel whose token expires is shut down with a system message', async () => {
    const socket = await openRawSocket(h.wsUrl({ apikey: h.local.anonKey, vsn: '2.0.0' }))
    const exp = Math.floor(Date.now() / 1000) + 1
    const token = signJwt({ role: 'anon', exp }, h.local.jwtSecret)
    const config = { broadcast: { replication_ready: true } }
    socket.send(['1', '1', 'realtime:short', 'phx_join', { config, access_token: token }])
    const event = (name: string) => (m: unknown) => Array.isArray(m) && m[3] === name
    expect(await socket.next(event('phx_reply'))).toMatchObject([
      '1',
      '1',
      'realtime:short',
      'phx_reply',
      { status: 'ok' },
    ])
    expect(await socket.next(event('system'))).toMatchObject([
      '1',
      null,
      'realtime:short',
      'system',
      { extension: 'system', status: 'ok', message: 'Replication connection established' },
    ])
    const system = (await socket.next(event('system'), 3_000)) as V2
    expect(system[4]).toMatchObject({ extension: 'system', status: 'error', channel: 'short' })
    expect(system[4]).toHaveProperty('message', expect.stringMatching(/^Token has expired/))
    expect(await socket.next(event('phx_close'))).toEqual([
      '1',
      '1',
      'realtime:short',
      'phx_close',
      {},
    ])
    socket.ws.close()
  })

  test('supabase-js with a publishable key joins as anon', async () => {
    const { createClient } = await import('@supabase/supabase-js')
    const client = createClient(h.local.url, h.local.keys.publishableKey, {
      auth: { persistSession: false },
    })
    const events = collector<Record<string, unknown>>()
    const channel = client
      .channel('publishable')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'settings' }, events.push)
    await subscribed(channel)
    await h.local.pg.query(`insert into settings (key, value) values ('publishable', '1')`)
    expect(await events.next()).toMatchObject({ new: { key: 'publishable' } })
    await client.removeAllChannels()
    client.realtime.disconnect()
  })

  test('the upgrade itself needs a valid apikey', async () => {
    const status = (query: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${h.local.url}/realtime/v1/websocket?${query}`, {
          headers: {
            Connection: 'Upgrade',
            Upgrade: 'websocket',
            'Sec-WebSocket-Version': '13',
            'Sec-WebSocket-Key': Buffer.alloc(16, 1).toString('base64'),
          },
        })
        req.on('response', (res) => resolve(res.statusCode ?? 0))
        req.on('upgrade', (_res, sock) => {
          sock.destroy()
          resolve(101)
        })
        req.on('error', reject)
        req.end()
      })
    expect(await status('vsn=1.0.0')).toBe(401)
    expect(await status('apikey=sb_publishable_nope&vsn=1.0.0')).toBe(401)
    expect(await status(`apikey=${h.local.keys.publishableKey}&vsn=2.0.0`)).toBe(101)
    expect(await status(`apikey=${h.local.anonKey}&vsn=3.0.0`)).toBe(400)
  })
})
