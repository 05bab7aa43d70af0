import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js'
import { describe, expect, test } from 'vitest'
import {
  decodeBinary,
  decodeText,
  encodeText,
  encodeUserBroadcast,
  userBroadcastAsJson,
} from '@/supabase/local/realtime/protocol/phoenix.ts'

describe('Phoenix serializers', () => {
  test('vsn 1.0.0 objects and 2.0.0 arrays round-trip', () => {
    const message = {
      joinRef: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { x: 1 },
    }
    expect(decodeText(encodeText(message, '1.0.0'), '1.0.0')).toEqual(message)
    expect(decodeText(encodeText(message, '2.0.0'), '2.0.0')).toEqual(message)
    expect(JSON.parse(encodeText(message, '2.0.0'))).toEqual([
      '1',
      '2',
      'realtime:a',
      'phx_join',
      { x: 1 },
    ])
    expect(() => decodeText('{"topic":"t","event":"e"}', '2.0.0')).toThrow()
  })

  test("realtime-js' kind 3 push decodes, and our kind 4 decodes in realtime-js", () => {
    const serializer = new Serializer()
    let pushed: unknown
    serializer.encode(
      {
        join_ref: '6',
        ref: '7',
        topic: 'realtime:room1',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'typing', payload: { a: 'é' } },
      },
      (result: unknown) => (pushed = result),
    )
    const decoded = decodeBinary(Buffer.from(pushed as ArrayBuffer))
    expect(decoded).toMatchObject({
      kind: 'user-broadcast',
      joinRef: '6',
      ref: '7',
      topic: 'realtime:room1',
    })
    if (decoded.kind !== 'user-broadcast') throw new Error('unexpected kind')
    expect(decoded.broadcast.event).toBe('typing')
    expect(userBroadcastAsJson(decoded.broadcast)).toEqual({
      type: 'broadcast',
      event: 'typing',
      payload: { a: 'é' },
    })
    const frame = encodeUserBroadcast('realtime:room1', decoded.broadcast) as Buffer
    const bytes = new Uint8Array(frame).buffer
    let received: unknown
    serializer.decode(bytes, (message: unknown) => (received = message))
    expect(received).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'typing', payload: { a: 'é' } },
    })
  })

  test('raw binary payloads keep their bytes and have no JSON form', () => {
    const broadcast = { event: 'blob', encoding: 0 as const, bytes: Buffer.from([0, 255, 1]) }
    expect(userBroadcastAsJson(broadcast)).toBeNull()
    const frame = encodeUserBroadcast('t', broadcast) as Buffer
    expect([...frame.subarray(-3)]).toEqual([0, 255, 1])
    expect(encodeUserBroadcast('t'.repeat(256), broadcast)).toBeNull()
  })
})
