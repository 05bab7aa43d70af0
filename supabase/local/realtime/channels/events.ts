import { checkAccessToken } from './access-token.ts'
import {
  closeChannel,
  pushPresenceState,
  reply,
  scheduleExpiry,
  systemMessage,
  tokenFor,
  type JoinContext,
} from './join.ts'
import type { Channel, OutgoingBroadcast } from './hub.ts'
import type { PhxMessage, UserBroadcast } from '../protocol/phoenix.ts'
import { canRead, canWrite, type Extension } from './private-channel.ts'

// Ends a channel the way Realtime's shutdown_response does: a system error, then phx_close.
export function shutdownChannel(ctx: JoinContext, channel: Channel, message: string): void {
  if (!channel.open) return
  systemMessage(channel, 'system', 'error', message)
  closeChannel(ctx.hub, channel)
}

export async function handleChannelMessage(
  ctx: JoinContext,
  channel: Channel,
  message: PhxMessage,
): Promise<void> {
  const { connection } = channel
  const payload = (message.payload ?? {}) as Record<string, unknown>
  switch (message.event) {
    case 'phx_leave':
      reply(connection, message, 'ok')
      closeChannel(ctx.hub, channel)
      return
    case 'access_token':
      return updateToken(ctx, channel, payload.access_token)
    case 'broadcast':
      return broadcastFrom(ctx, channel, message, { kind: 'json', payload })
    case 'presence':
      return presenceFrom(ctx, channel, message, payload)
  }
}

export async function handleUserBroadcast(
  ctx: JoinContext,
  channel: Channel,
  message: PhxMessage,
  broadcast: UserBroadcast,
): Promise<void> {
  return broadcastFrom(ctx, channel, message, { kind: 'user', broadcast })
}

// A new token re-authorizes the channel and re-binds its subscriptions to the new claims;
// `sb_` keys, null and the current token are ignored (protocol doc C.2).
async function updateToken(ctx: JoinContext, channel: Channel, given: unknown): Promise<void> {
  if (typeof given !== 'string' || given.startsWith('sb_')) return
  const token = tokenFor(channel.connection, given)
  if (token === channel.access.token) return
  const checked = checkAccessToken(token, ctx.hub.keys)
  if (!checked.ok) return shutdownChannel(ctx, channel, checked.reason.replace(/^\w+: /, ''))
  const access = checked.access
  if (channel.isPrivate) {
    const read =
      (await canRead(ctx.hub.pg, access, channel.subTopic, 'broadcast')) ||
      (channel.presenceEnabled && (await canRead(ctx.hub.pg, access, channel.subTopic, 'presence')))
    if (!read) {
      const text = `You no longer have permission to read from this Channel topic: ${channel.subTopic}`
      return shutdownChannel(ctx, channel, text)
    }
  }
  channel.access = access
  channel.writeAllowed = {}
  scheduleExpiry(ctx, channel)
  if (channel.bindings.length > 0) {
    systemMessage(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL')
  }
}

async function mayWrite(ctx: JoinContext, channel: Channel, extension: Extension) {
  if (!channel.isPrivate) return true
  channel.writeAllowed[extension] ??= await canWrite(
    ctx.hub.pg,
    channel.access,
    channel.subTopic,
    extension,
  )
  return channel.writeAllowed[extension]
}

async function broadcastFrom(
  ctx: JoinContext,
  channel: Channel,
  message: PhxMessage,
  outgoing: OutgoingBroadcast,
): Promise<void> {
  // Realtime silently drops broadcasts a private channel's policies do not allow.
  if (!(await mayWrite(ctx, channel, 'broadcast'))) return
  ctx.hub.broadcast(channel.hubTopic, outgoing, channel)
  if (channel.ack) reply(channel.connection, message, 'ok')
}

async function presenceFrom(
  ctx: JoinContext,
  channel: Channel,
  message: PhxMessage,
  payload: Record<string, unknown>,
): Promise<void> {
  const { hub } = ctx
  const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : ''
  if (event !== 'track' && event !== 'untrack') return reply(channel.connection, message, 'error')
  if (!(await mayWrite(ctx, channel, 'presence'))) {
    return reply(channel.connection, message, 'error', { reason: 'Unauthorized' })
  }
  if (event === 'untrack') {
    reply(channel.connection, message, 'ok')
    hub.pushPresenceDiff(channel.hubTopic, hub.presence.untrack(channel.hubTopic, channel.id))
    return
  }
  const meta = payload.payload ?? {}
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    const reason = 'Presence track payload must be a map'
    return reply(channel.connection, message, 'error', { reason })
  }
  reply(channel.connection, message, 'ok')
  // Tracking enables presence for a channel that joined without it; it then needs the state.
  const enabling = !channel.presenceEnabled
  channel.presenceEnabled = true
  const diff = hub.presence.track(
    channel.hubTopic,
    channel.id,
    channel.presenceKey,
    meta as Record<string, unknown>,
  )
  if (enabling) pushPresenceState(hub, channel)
  hub.pushPresenceDiff(channel.hubTopic, diff)
}
