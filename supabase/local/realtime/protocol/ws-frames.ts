// RFC 6455 framing for the server side: unmasked frames out, masked frames in.
export const opcodes = {
  continuation: 0x0,
  text: 0x1,
  binary: 0x2,
  close: 0x8,
  ping: 0x9,
  pong: 0xa,
} as const

export type Frame = { fin: boolean; opcode: number; payload: Buffer }

// A protocol violation, reported to the peer with the close code the RFC assigns to it.
export class FrameError extends Error {
  code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export function encodeFrame(opcode: number, payload: Buffer, fin = true): Buffer {
  const length = payload.length
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10
  const frame = Buffer.allocUnsafe(headerLength + length)
  frame[0] = (fin ? 0x80 : 0) | opcode
  if (length < 126) {
    frame[1] = length
  } else if (length < 0x10000) {
    frame[1] = 126
    frame.writeUInt16BE(length, 2)
  } else {
    frame[1] = 127
    frame.writeBigUInt64BE(BigInt(length), 2)
  }
  payload.copy(frame, headerLength)
  return frame
}

export function encodeClose(code: number, reason = ''): Buffer {
  const reasonBytes = Buffer.from(reason, 'utf8').subarray(0, 123)
  const payload = Buffer.allocUnsafe(2 + reasonBytes.length)
  payload.writeUInt16BE(code, 0)
  reasonBytes.copy(payload, 2)
  return encodeFrame(opcodes.close, payload)
}

// Incremental parser: feed it socket chunks, it calls onFrame for every complete frame.
export function createFrameParser(
  onFrame: (frame: Frame) => void,
  maxPayloadBytes: number,
): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0)
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    for (;;) {
      const frame = readFrame(pending, maxPayloadBytes)
      if (!frame) return
      pending = pending.subarray(frame.consumed)
      onFrame(frame.frame)
    }
  }
}

function readFrame(
  data: Buffer,
  maxPayloadBytes: number,
): { frame: Frame; consumed: number } | null {
  if (data.length < 2) return null
  const first = data[0] as number
  const second = data[1] as number
  // No extension is negotiated, so the RSV bits must be clear.
  if (first & 0x70) throw new FrameError(1002, 'Reserved bits must be 0')
  if (!(second & 0x80)) throw new FrameError(1002, 'Client frames must be masked')
  const opcode = first & 0x0f
  const fin = (first & 0x80) !== 0
  if (opcode > 2 && opcode < 8) throw new FrameError(1002, 'Unknown opcode')
  if (opcode > 0xa) throw new FrameError(1002, 'Unknown opcode')
  let length = second & 0x7f
  let offset = 2
  if (length === 126) {
    if (data.length < 4) return null
    length = data.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (data.length < 10) return null
    const long = data.readBigUInt64BE(2)
    if (long > BigInt(maxPayloadBytes)) throw new FrameError(1009, 'Message too big')
    length = Number(long)
    offset = 10
  }
  if (opcode >= 0x8 && (length > 125 || !fin)) {
    throw new FrameError(1002, 'Control frames must be short and unfragmented')
  }
  if (length > maxPayloadBytes) throw new FrameError(1009, 'Message too big')
  if (data.length < offset + 4 + length) return null
  const mask = data.subarray(offset, offset + 4)
  const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length))
  for (let i = 0; i < payload.length; i++)
    payload[i] = (payload[i] as number) ^ (mask[i & 3] as number)
  return { frame: { fin, opcode, payload }, consumed: offset + 4 + length }
}
