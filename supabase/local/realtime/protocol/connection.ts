import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { handleChannelMessage, handleUserBroadcast } from '../channels/events.ts'
import { joinChannel, reply, type JoinContext } from '../channels/join.ts'
import type { Connection } from '../channels/hub.ts'
import { decodeBinary, decodeText, encodeText, type PhxMessage, type Vsn } from './phoenix.ts'
import { acceptWebSocket } from './ws-connection.ts'

export type ConnectionOptions = {
  ctx: JoinContext
  vsn: Vsn
  socketToken: string
  maxMessageBytes: number
  // Joins wait for the change capture to be installed.
  ready: Promise<void>
}

// One Phoenix socket: frames in order through the serializer, heartbeats on topic `phoenix`,
// every other message routed to the channel joined on its topic.
export function openConnection(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  options: ConnectionOptions,
): Connection {
  const { ctx, vsn } = options
  const ws = acceptWebSocket(req, socket, head, options.maxMessageBytes)
  const connection: Connection = {
    ws,
    vsn,
    socketToken: options.socketToken,
    channels: new Map(),
    push: (message) => ws.send(encodeText(message, vsn)),
  }
  ctx.hub.connections.add(connection)
  let queue: Promise<void> = options.ready
  ws.onMessage(({ binary, data }) => {
    queue = queue
      .then(() => handleFrame(ctx, connection, binary, data))
      .catch((error: unknown) => console.error('Supabase Local realtime: message failed', error))
  })
  ws.onClose(() => {
    ctx.hub.connections.delete(connection)
    for (const channel of [...connection.channels.values()]) ctx.hub.remove(channel)
  })
  return connection
}

async function handleFrame(
  ctx: JoinContext,
  connection: Connection,
  binary: boolean,
  data: Buffer,
): Promise<void> {
  if (!connection.ws.isOpen()) return
  if (binary) {
    if (connection.vsn !== '2.0.0') return
    let decoded
    try {
      decoded = decodeBinary(data)
    } catch {
      return
    }
    if (decoded.kind !== 'user-broadcast') return
    const { joinRef, ref, topic, broadcast } = decoded
    const message: PhxMessage = { joinRef, ref, topic, event: 'broadcast', payload: null }
    const channel = connection.channels.get(topic)
    if (!channel) return reply(connection, message, 'error', { reason: 'unmatched topic' })
    return handleUserBroadcast(ctx, channel, message, broadcast)
  }
  let message: PhxMessage
  try {
    message = decodeText(data.toString('utf8'), connection.vsn)
  } catch {
    return
  }
  if (message.topic === 'phoenix' && message.event === 'heartbeat') {
    return reply(connection, message, 'ok')
  }
  if (message.event === 'phx_join') return joinChannel(ctx, connection, message)
  const channel = connection.channels.get(message.topic)
  if (!channel) return reply(connection, message, 'error', { reason: 'unmatched topic' })
  return handleChannelMessage(ctx, channel, message)
}
