import type { PGliteInterface } from '@electric-sql/pglite'
import type { LocalKeys } from '../../keys.ts'
import type { Access } from './access-token.ts'
import type { ChangeListener, PgBinding } from '../postgres-changes/change-fanout.ts'
import {
  encodeUserBroadcast,
  userBroadcastAsJson,
  type PhxMessage,
  type UserBroadcast,
  type Vsn,
} from '../protocol/phoenix.ts'
import { createPresenceStore, type PresenceDiff } from '../presence/presence-store.ts'
import type { TableInfoCache } from '../postgres-changes/table-info.ts'
import type { WsConnection } from '../protocol/ws-connection.ts'

export type Connection = {
  ws: WsConnection
  vsn: Vsn
  // The JWT behind the socket's apikey; used by joins without their own access_token.
  socketToken: string
  channels: Map<string, Channel>
  push: (message: PhxMessage) => void
}

export type Channel = {
  id: string
  connection: Connection
  topic: string
  subTopic: string
  // Private and public channels of the same name are separate topics in Realtime.
  hubTopic: string
  joinRef: string | null
  access: Access
  isPrivate: boolean
  self: boolean
  ack: boolean
  presenceEnabled: boolean
  presenceKey: string
  bindings: PgBinding[]
  writeAllowed: { broadcast?: boolean; presence?: boolean }
  expiryTimer: NodeJS.Timeout | null
  open: boolean
  listener: ChangeListener
}

export type OutgoingBroadcast =
  { kind: 'json'; payload: unknown } | { kind: 'user'; broadcast: UserBroadcast }

export type Hub = ReturnType<typeof createHub>

export function createHub(pg: PGliteInterface, keys: LocalKeys, tables: TableInfoCache) {
  const topics = new Map<string, Set<Channel>>()
  const listeners = new Set<ChangeListener>()
  const connections = new Set<Connection>()
  const presence = createPresenceStore()

  const pushPresenceDiff = (hubTopic: string, diff: PresenceDiff | null) => {
    if (!diff) return
    for (const member of topics.get(hubTopic) ?? []) {
      if (!member.presenceEnabled) continue
      member.connection.push({
        joinRef: null,
        ref: null,
        topic: member.topic,
        event: 'presence_diff',
        payload: diff,
      })
    }
  }

  return {
    pg,
    keys,
    tables,
    presence,
    listeners,
    connections,
    add(channel: Channel) {
      let members = topics.get(channel.hubTopic)
      if (!members) {
        members = new Set()
        topics.set(channel.hubTopic, members)
      }
      members.add(channel)
      channel.connection.channels.set(channel.topic, channel)
      listeners.add(channel.listener)
    },
    remove(channel: Channel) {
      if (!channel.open) return
      channel.open = false
      if (channel.expiryTimer) clearTimeout(channel.expiryTimer)
      listeners.delete(channel.listener)
      if (channel.connection.channels.get(channel.topic) === channel) {
        channel.connection.channels.delete(channel.topic)
      }
      const members = topics.get(channel.hubTopic)
      members?.delete(channel)
      if (members?.size === 0) topics.delete(channel.hubTopic)
      pushPresenceDiff(channel.hubTopic, presence.untrack(channel.hubTopic, channel.id))
    },
    pushPresenceDiff,
    broadcast(hubTopic: string, message: OutgoingBroadcast, sender: Channel | null) {
      for (const member of topics.get(hubTopic) ?? []) {
        if (member === sender && !member.self) continue
        sendBroadcast(member, message)
      }
    },
    stats() {
      let channels = 0
      for (const members of topics.values()) channels += members.size
      let postgresChanges = 0
      for (const listener of listeners) if (listener.bindings().length > 0) postgresChanges++
      return { connections: connections.size, channels, postgresChanges }
    },
  }
}

function sendBroadcast(channel: Channel, message: OutgoingBroadcast): void {
  const { connection, topic } = channel
  if (message.kind === 'user' && connection.vsn === '2.0.0') {
    const frame = encodeUserBroadcast(topic, message.broadcast)
    if (frame) return connection.ws.send(frame)
  }
  const payload = message.kind === 'json' ? message.payload : userBroadcastAsJson(message.broadcast)
  // A raw binary payload has no JSON form for vsn 1.0.0 sockets; Realtime drops it too.
  if (payload === null) return
  connection.push({ joinRef: null, ref: null, topic, event: 'broadcast', payload })
}
