import { connect, type Socket } from 'node:net'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startRealtimeHarness, subscribed, waitFor } from './harness.ts'
import { openRawSocket } from './raw-socket.ts'

const h = suiteHarness(() => startRealtimeHarness({ idleTimeoutMs: 400 }))

const idle = () => h.realtime.stats()

// A WebSocket client on a bare TCP socket, so a test can vanish without a close frame.
async function tcpClient(
  path: string,
): Promise<{ socket: Socket; sendText: (text: string) => void }> {
  const { port } = new URL(h.local.url)
  const socket = connect(Number(port), '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${Buffer.alloc(16, 7).toString('base64')}\r\n\r\n`,
  )
  await new Promise((resolve) => socket.once('data', resolve))
  const sendText = (text: string) => {
    const payload = Buffer.from(text)
    const mask = Buffer.from([1, 2, 3, 4])
    const masked = payload.map((byte, i) => byte ^ (mask[i & 3] as number))
    const length =
      payload.length < 126
        ? [0x80 | payload.length]
        : [0x80 | 126, payload.length >> 8, payload.length & 255]
    socket.write(Buffer.concat([Buffer.from([0x81, ...length]), mask, masked]))
  }
  return { socket, sendText }
}

const joinSettings = JSON.stringify({
  join_ref: '1',
  ref: '1',
  topic: 'realtime:drop',
  event: 'phx_join',
  payload: { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'settings' }] } },
})

describe('connection cleanup', () => {
  test('leaving and disconnecting release the subscription', async () => {
    const client = await h.client()
    const channel = client
      .channel('bye')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'settings' }, () => {})
    await subscribed(channel)
    expect(idle()).toEqual({ connections: 1, channels: 1, postgresChanges: 1 })
    await client.removeChannel(channel)
    await waitFor(() => idle().channels === 0)
    client.realtime.disconnect()
    await waitFor(() => idle().connections === 0)
    expect(idle()).toEqual({ connections: 0, channels: 0, postgresChanges: 0 })
  })

  test('a connection dropped without a close frame is cleaned up', async () => {
    const { socket, sendText } = await tcpClient(`/realtime/v1/websocket?apikey=${h.local.anonKey}`)
    sendText(joinSettings)
    await waitFor(() => idle().postgresChanges === 1)
    socket.destroy()
    await waitFor(() => idle().connections === 0)
    expect(idle()).toEqual({ connections: 0, channels: 0, postgresChanges: 0 })
  })

  test('a silent connection is closed after the heartbeat timeout', async () => {
    const { socket, sendText } = await tcpClient(`/realtime/v1/websocket?apikey=${h.local.anonKey}`)
    const ended = new Promise((resolve) => socket.once('close', resolve))
    sendText(joinSettings)
    await waitFor(() => idle().postgresChanges === 1)
    // No heartbeat, no TCP close: the server gives up after idleTimeoutMs (400 ms here).
    await ended
    await waitFor(() => idle().connections === 0)
    expect(idle()).toEqual({ connections: 0, channels: 0, postgresChanges: 0 })
  })

  test('heartbeats keep a connection open past the timeout', async () => {
    const socket = await openRawSocket(h.wsUrl())
    const beat = setInterval(
      () =>
        socket.send({
          join_ref: null,
          ref: 'hb',
          topic: 'phoenix',
          event: 'heartbeat',
          payload: {},
        }),
      100,
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    clearInterval(beat)
    expect(socket.ws.readyState).toBe(WebSocket.OPEN)
    expect(idle().connections).toBe(1)
    socket.ws.close()
    await socket.closed
    await waitFor(() => idle().connections === 0)
  })
})
