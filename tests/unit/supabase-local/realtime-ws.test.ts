import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  acceptWebSocket,
  handshakeProblem,
} from '@/supabase/local/realtime/protocol/ws-connection.ts'

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer()
  // Echo server: text back as text, binary back as binary.
  server.on('upgrade', (req, socket, head) => {
    if (handshakeProblem(req)) return socket.destroy()
    const ws = acceptWebSocket(req, socket, head, 1024 * 1024)
    ws.onMessage(({ binary, data }) => ws.send(binary ? data : data.toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

type ServerFrame = { fin: boolean; opcode: number; payload: Buffer }

async function open(key = 'dGhlIHNhbXBsZSBub25jZQ==') {
  const socket: Socket = connect(port, '127.0.0.1')
  const frames: ServerFrame[] = []
  let buffer = Buffer.alloc(0)
  let handshake = ''
  let wake: () => void = () => {}
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    if (!handshake) {
      const end = buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      handshake = buffer.subarray(0, end).toString()
      buffer = buffer.subarray(end + 4)
    }
    for (;;) {
      if (buffer.length < 2) break
      let length = (buffer[1] as number) & 0x7f
      let offset = 2
      if (length === 126) [length, offset] = [buffer.readUInt16BE(2), 4]
      else if (length === 127) [length, offset] = [Number(buffer.readBigUInt64BE(2)), 10]
      if (buffer.length < offset + length) break
      const first = buffer[0] as number
      frames.push({
        fin: (first & 0x80) !== 0,
        opcode: first & 0x0f,
        payload: buffer.subarray(offset, offset + length),
      })
      buffer = buffer.subarray(offset + length)
    }
    wake()
  })
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(
    `GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${key}\r\n\r\n`,
  )
  const frame = (opcode: number, payload: Buffer | string, { fin = true, mask = true } = {}) => {
    const data = Buffer.from(payload)
    const length =
      data.length < 126
        ? Buffer.from([data.length])
        : data.length < 65536
          ? Buffer.from([126, data.length >> 8, data.length & 255])
          : Buffer.concat([
              Buffer.from([127]),
              Buffer.from(new BigUint64Array([BigInt(data.length)]).buffer).reverse(),
            ])
    length[0] = (length[0] as number) | (mask ? 0x80 : 0)
    const key = Buffer.from([9, 8, 7, 6])
    const body = mask ? data.map((b, i) => b ^ (key[i & 3] as number)) : data
    socket.write(
      Buffer.concat([
        Buffer.from([(fin ? 0x80 : 0) | opcode]),
        length,
        mask ? key : Buffer.alloc(0),
        body,
      ]),
    )
  }
  const next = async (): Promise<ServerFrame> => {
    const deadline = Date.now() + 2_000
    while (frames.length === 0) {
      if (Date.now() > deadline) throw new Error('no frame')
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 50)
      })
    }
    return frames.shift() as ServerFrame
  }
  await new Promise<void>((resolve) => {
    const check = () => (handshake ? resolve() : setTimeout(check, 5))
    check()
  })
  return { socket, frame, next, handshake: () => handshake, closed }
}

describe('WebSocket server (RFC 6455)', () => {
  test('the opening handshake answers with the RFC example accept key', async () => {
    const client = await open()
    expect(client.handshake()).toContain('HTTP/1.1 101 Switching Protocols')
    expect(client.handshake()).toContain('Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=')
    client.socket.destroy()
  })

  test('fragmented messages are reassembled, with pings answered in between', async () => {
    const client = await open()
    client.frame(0x1, 'hel', { fin: false })
    client.frame(0x9, 'are you there')
    client.frame(0x0, 'lo ', { fin: false })
    client.frame(0x0, 'world')
    expect(await client.next()).toMatchObject({
      opcode: 0xa,
      payload: Buffer.from('are you there'),
    })
    expect(await client.next()).toMatchObject({
      opcode: 0x1,
      fin: true,
      payload: Buffer.from('hello world'),
    })
    client.frame(0x2, Buffer.from([1, 2, 3]))
    expect(await client.next()).toMatchObject({ opcode: 0x2, payload: Buffer.from([1, 2, 3]) })
    client.socket.destroy()
  })

  test('16- and 64-bit lengths both ways', async () => {
    const client = await open()
    for (const size of [300, 70_000]) {
      const text = 'z'.repeat(size)
      client.frame(0x1, text)
      const echoed = await client.next()
      expect(echoed.payload.toString()).toBe(text)
    }
    client.socket.destroy()
  })

  test('close handshake echoes the code', async () => {
    const client = await open()
    const code = Buffer.from([0x03, 0xe8])
    client.frame(0x8, code)
    const reply = await client.next()
    expect(reply.opcode).toBe(0x8)
    expect(reply.payload.readUInt16BE(0)).toBe(1000)
    await client.closed
  })

  test('protocol errors close with the RFC codes', async () => {
    const unmasked = await open()
    unmasked.frame(0x1, 'hi', { mask: false })
    expect((await unmasked.next()).payload.readUInt16BE(0)).toBe(1002)
    await unmasked.closed

    const badUtf8 = await open()
    badUtf8.frame(0x1, Buffer.from([0xc3, 0x28]))
    expect((await badUtf8.next()).payload.readUInt16BE(0)).toBe(1007)
    badUtf8.socket.destroy()

    const orphan = await open()
    orphan.frame(0x0, 'continuation without a start')
    expect((await orphan.next()).payload.readUInt16BE(0)).toBe(1002)
    await orphan.closed
  })
})
