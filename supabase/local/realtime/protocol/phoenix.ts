// Phoenix channel messages in the two serializers realtime-js speaks (protocol doc C.1):
// vsn 1.0.0 JSON objects, vsn 2.0.0 JSON arrays plus binary user-broadcast frames.
export type Vsn = '1.0.0' | '2.0.0'

export type PhxMessage = {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

// A broadcast whose payload travels as bytes: kind 3 in (client push), kind 4 out.
export type UserBroadcast = {
  event: string
  // 1: the bytes are JSON text; 0: raw binary.
  encoding: 0 | 1
  bytes: Buffer
}

export type Incoming =
  | { kind: 'message'; message: PhxMessage }
  | {
      kind: 'user-broadcast'
      joinRef: string | null
      ref: string | null
      topic: string
      broadcast: UserBroadcast
    }

const userBroadcastPush = 3
const userBroadcast = 4

export class DecodeError extends Error {}

const asRef = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

export function decodeText(text: string, vsn: Vsn): PhxMessage {
  const parsed: unknown = JSON.parse(text)
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new DecodeError('Expected a 5-array')
    const [joinRef, ref, topic, event, payload] = parsed as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') throw new DecodeError('Bad message')
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DecodeError('Expected an object')
  }
  const object = parsed as Record<string, unknown>
  if (typeof object.topic !== 'string' || typeof object.event !== 'string') {
    throw new DecodeError('Bad message')
  }
  return {
    joinRef: asRef(object.join_ref),
    ref: asRef(object.ref),
    topic: object.topic,
    event: object.event,
    payload: object.payload,
  }
}

export function decodeBinary(data: Buffer): Incoming {
  if (data[0] !== userBroadcastPush || data.length < 7) throw new DecodeError('Unknown binary kind')
  const sizes = [data[1], data[2], data[3], data[4], data[5]] as number[]
  const encoding = data[6]
  if (encoding !== 0 && encoding !== 1) throw new DecodeError('Unknown payload encoding')
  let offset = 7
  const [joinRef, ref, topic, event] = sizes.slice(0, 4).map((size) => {
    const value = data.subarray(offset, offset + size).toString('utf8')
    offset += size
    return value
  }) as [string, string, string, string]
  offset += sizes[4] as number
  if (offset > data.length) throw new DecodeError('Truncated frame')
  return {
    kind: 'user-broadcast',
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    broadcast: { event, encoding, bytes: Buffer.from(data.subarray(offset)) },
  }
}

export function encodeText(message: PhxMessage, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload])
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload })
}

// Null when a name is too long for the one-byte length fields (the caller falls back to JSON).
export function encodeUserBroadcast(topic: string, broadcast: UserBroadcast): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8')
  const eventBytes = Buffer.from(broadcast.event, 'utf8')
  if (topicBytes.length > 255 || eventBytes.length > 255) return null
  const header = Buffer.from([
    userBroadcast,
    topicBytes.length,
    eventBytes.length,
    0,
    broadcast.encoding,
  ])
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.bytes])
}

// The JSON form of a user broadcast, for vsn 1.0.0 sockets; raw binary has none.
export function userBroadcastAsJson(broadcast: UserBroadcast): Record<string, unknown> | null {
  if (broadcast.encoding !== 1) return null
  try {
    const payload = JSON.parse(broadcast.bytes.toString('utf8')) as unknown
    return { type: 'broadcast', event: broadcast.event, payload }
  } catch {
    return null
  }
}
