import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import {
  createFrameParser,
  encodeClose,
  encodeFrame,
  FrameError,
  opcodes,
  type Frame,
} from './ws-frames.ts'

export type WsMessage = { binary: boolean; data: Buffer }

export type WsConnection = {
  send: (data: string | Buffer) => void
  close: (code?: number, reason?: string) => void
  terminate: () => void
  isOpen: () => boolean
  // Time of the last frame received (any kind), for idle timeouts.
  lastActivity: () => number
  onMessage: (handler: (message: WsMessage) => void) => void
  onClose: (handler: (code: number) => void) => void
}

const acceptGuid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
// A client that stops reading must not make the server buffer without bound.
const maxBufferedBytes = 16 * 1024 * 1024
const closeGraceMs = 1000
const utf8 = new TextDecoder('utf-8', { fatal: true })

// Why an upgrade request is not a valid WebSocket opening handshake, or null if it is.
export function handshakeProblem(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return 'WebSocket upgrades must use GET'
  if (req.headers.upgrade?.toLowerCase() !== 'websocket') return 'Upgrade header must be websocket'
  if (req.headers['sec-websocket-version'] !== '13') return 'Unsupported WebSocket version'
  const key = req.headers['sec-websocket-key']
  if (typeof key !== 'string' || Buffer.from(key, 'base64').length !== 16) {
    return 'Invalid Sec-WebSocket-Key'
  }
  return null
}

export function rejectUpgrade(socket: Duplex, status: number, reason: string, body: string): void {
  const headers = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ]
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`)
}

export function acceptWebSocket(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  maxMessageBytes: number,
): WsConnection {
  const key = req.headers['sec-websocket-key'] as string
  const accept = createHash('sha1')
    .update(key + acceptGuid)
    .digest('base64')
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
  )
  const net = socket as Duplex & { setNoDelay?: (on: boolean) => void }
  net.setNoDelay?.(true)
  let open = true
  let closeSent = false
  let closedCode = 1006
  let lastActivity = Date.now()
  let fragments: Buffer[] | null = null
  let fragmentsBinary = false
  let fragmentsLength = 0
  let messageHandler: (message: WsMessage) => void = () => {}
  const closeHandlers: ((code: number) => void)[] = []
  let finished = false

  const write = (frame: Buffer) => {
    if (socket.destroyed || !socket.writable) return
    socket.write(frame)
    if (socket.writableLength > maxBufferedBytes) socket.destroy()
  }
  const close = (code = 1000, reason = '') => {
    if (!closeSent) {
      closeSent = true
      open = false
      closedCode = code
      write(encodeClose(code, reason))
      setTimeout(() => socket.destroy(), closeGraceMs).unref()
    }
  }
  const deliver = (binary: boolean, data: Buffer) => {
    if (!binary) {
      try {
        utf8.decode(data)
      } catch {
        close(1007, 'Invalid UTF-8')
        return
      }
    }
    messageHandler({ binary, data })
  }
  const onFrame = (frame: Frame) => {
    lastActivity = Date.now()
    const { opcode, payload, fin } = frame
    if (opcode === opcodes.ping) return write(encodeFrame(opcodes.pong, payload))
    if (opcode === opcodes.pong) return
    if (opcode === opcodes.close) {
      const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005
      closedCode = code
      if (!closeSent) {
        closeSent = true
        open = false
        write(payload.length >= 2 ? encodeClose(code) : encodeClose(1000))
      }
      socket.end()
      return
    }
    if (!open) return
    if (opcode === opcodes.continuation) {
      if (!fragments) throw new FrameError(1002, 'Unexpected continuation frame')
      fragments.push(payload)
      fragmentsLength += payload.length
      if (fragmentsLength > maxMessageBytes) throw new FrameError(1009, 'Message too big')
      if (fin) {
        const data = Buffer.concat(fragments)
        fragments = null
        deliver(fragmentsBinary, data)
      }
      return
    }
    if (fragments) throw new FrameError(1002, 'Expected a continuation frame')
    if (fin) return deliver(opcode === opcodes.binary, payload)
    fragments = [payload]
    fragmentsBinary = opcode === opcodes.binary
    fragmentsLength = payload.length
  }
  const parse = createFrameParser(onFrame, maxMessageBytes)
  const onData = (chunk: Buffer) => {
    try {
      parse(chunk)
    } catch (error) {
      const code = error instanceof FrameError ? error.code : 1011
      close(code, error instanceof Error ? error.message : 'Internal error')
      socket.destroy()
    }
  }
  const finish = () => {
    if (finished) return
    finished = true
    open = false
    for (const handler of closeHandlers) handler(closedCode)
  }
  socket.on('data', onData)
  socket.on('close', finish)
  socket.on('end', () => socket.end())
  socket.on('error', () => socket.destroy())
  if (head.length > 0) queueMicrotask(() => onData(head))

  return {
    send: (data) => {
      if (!open) return
      if (typeof data === 'string') write(encodeFrame(opcodes.text, Buffer.from(data, 'utf8')))
      else write(encodeFrame(opcodes.binary, data))
    },
    close,
    terminate: () => {
      open = false
      socket.destroy()
    },
    isOpen: () => open,
    lastActivity: () => lastActivity,
    onMessage: (handler) => {
      messageHandler = handler
    },
    onClose: (handler) => {
      closeHandlers.push(handler)
    },
  }
}
