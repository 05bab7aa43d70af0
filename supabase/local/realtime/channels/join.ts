import { randomUUID } from 'node:crypto'
import { checkAccessToken, type Access } from './access-token.ts'
import type { Channel, Connection, Hub } from './hub.ts'
import type { PhxMessage } from '../protocol/phoenix.ts'
import { canRead } from './private-channel.ts'
import { requestedBindings, subscribe } from '../postgres-changes/subscriptions.ts'

export type JoinContext = {
  hub: Hub
  publication: string
  shutdown: (c: Channel, m: string) => void
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

export function reply(
  connection: Connection,
  message: PhxMessage,
  status: 'ok' | 'error',
  response: unknown = {},
): void {
  connection.push({
    joinRef: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: 'phx_reply',
    payload: { status, response },
  })
}

export function systemMessage(
  channel: Channel,
  extension: string,
  status: string,
  message: string,
) {
  channel.connection.push({
    joinRef: channel.joinRef,
    ref: null,
    topic: channel.topic,
    event: 'system',
    payload: { extension, status, message, channel: channel.subTopic },
  })
}

// The token a join or access_token message authenticates with: its own JWT, or the socket's
// apikey JWT when absent or an `sb_` key (protocol doc C.2).
export function tokenFor(connection: Connection, given: unknown): string {
  return typeof given === 'string' && given !== '' && !given.startsWith('sb_')
    ? given
    : connection.socketToken
}

// phx_join for `realtime:<name>`: authenticate, authorize private topics, reply with the
// postgres_changes ids, then start presence and database subscriptions.
export async function joinChannel(ctx: JoinContext, connection: Connection, message: PhxMessage) {
  const { hub } = ctx
  const fail = (reason: string) => reply(connection, message, 'error', { reason })
  const { topic } = message
  if (!topic.startsWith('realtime:')) return fail('unmatched topic')
  const subTopic = topic.slice('realtime:'.length)
  if (subTopic === '') return fail('TopicNameRequired: You must provide a topic name')
  const payload = asObject(message.payload)
  const config = asObject(payload.config)
  const checked = checkAccessToken(
    tokenFor(connection, payload.access_token ?? payload.user_token),
    hub.keys,
  )
  if (!checked.ok) return fail(checked.reason)
  const access = checked.access
  const broadcast = asObject(config.broadcast)
  const presenceConfig = asObject(config.presence)
  const isPrivate = config.private === true
  const presenceEnabled = presenceConfig.enabled === true
  if (isPrivate && !(await mayRead(ctx, access, subTopic, presenceEnabled))) {
    return fail(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
    )
  }
  const requested = requestedBindings(config)
  const subscribed =
    requested.length > 0 ? await subscribe(hub.pg, ctx.publication, requested) : null
  const wait = asObject(config.postgres_changes_options).wait === true
  if (subscribed && !subscribed.ok && wait) {
    return fail(`RealtimeDisabledForConfiguration: ${subscribed.message}`)
  }
  // Phoenix closes an earlier join of the same topic on the same socket.
  const previous = connection.channels.get(topic)
  if (previous) {
    closeChannel(hub, previous)
  }
  const key = typeof presenceConfig.key === 'string' && presenceConfig.key ? presenceConfig.key : ''
  const channel: Channel = {
    id: randomUUID(),
    connection,
    topic,
    subTopic,
    hubTopic: `${isPrivate ? 'private' : 'public'}:${topic}`,
    joinRef: message.joinRef ?? message.ref,
    access,
    isPrivate,
    self: broadcast.self === true,
    ack: broadcast.ack === true,
    presenceEnabled,
    presenceKey: key || randomUUID(),
    bindings: subscribed?.ok ? subscribed.bindings : [],
    writeAllowed: {},
    expiryTimer: null,
    open: true,
    listener: {
      access: () => channel.access,
      bindings: () => channel.bindings,
      isOpen: () => channel.open,
      sendChange: (change) =>
        connection.push({
          joinRef: null,
          ref: null,
          topic,
          event: 'postgres_changes',
          payload: change,
        }),
    },
  }
  hub.add(channel)
  scheduleExpiry(ctx, channel)
  reply(connection, message, 'ok', {
    postgres_changes: requested.map(({ params, id }) => ({ ...params, id })),
  })
  if (broadcast.replication_ready === true) {
    systemMessage(channel, 'system', 'ok', 'Replication connection established')
  }
  if (presenceEnabled) pushPresenceState(hub, channel)
  if (subscribed?.ok) systemMessage(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL')
  else if (subscribed) systemMessage(channel, 'postgres_changes', 'error', subscribed.message)
}

async function mayRead(ctx: JoinContext, access: Access, subTopic: string, presence: boolean) {
  if (await canRead(ctx.hub.pg, access, subTopic, 'broadcast')) return true
  return presence && (await canRead(ctx.hub.pg, access, subTopic, 'presence'))
}

export function pushPresenceState(hub: Hub, channel: Channel): void {
  channel.connection.push({
    joinRef: channel.joinRef,
    ref: null,
    topic: channel.topic,
    event: 'presence_state',
    payload: hub.presence.list(channel.hubTopic),
  })
}

export function closeChannel(hub: Hub, channel: Channel): void {
  channel.connection.push({
    joinRef: channel.joinRef,
    ref: channel.joinRef,
    topic: channel.topic,
    event: 'phx_close',
    payload: {},
  })
  hub.remove(channel)
}

// Realtime re-confirms the token when it expires and shuts the channel down then.
export function scheduleExpiry(ctx: JoinContext, channel: Channel): void {
  if (channel.expiryTimer) clearTimeout(channel.expiryTimer)
  const delay = Math.min(channel.access.exp * 1000 - Date.now(), 60 * 60 * 1000)
  channel.expiryTimer = setTimeout(
    () => {
      const ago = Math.floor(Date.now() / 1000 - channel.access.exp)
      if (ago >= 0) ctx.shutdown(channel, `Token has expired ${ago} seconds ago`)
      else scheduleExpiry(ctx, channel)
    },
    Math.max(0, delay),
  )
  channel.expiryTimer.unref()
}
