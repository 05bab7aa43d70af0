import { randomBytes } from 'node:crypto'

export type PresenceMeta = Record<string, unknown> & { phx_ref: string }
export type PresenceState = Record<string, { metas: PresenceMeta[] }>
export type PresenceDiff = { joins: PresenceState; leaves: PresenceState }

type Entry = { key: string; meta: PresenceMeta; payload: string }

// Phoenix Presence for one node: one tracked entry per joined channel, grouped by presence key.
export function createPresenceStore() {
  const topics = new Map<string, Map<string, Entry>>()
  return {
    track(
      topic: string,
      memberId: string,
      key: string,
      payload: Record<string, unknown>,
    ): PresenceDiff | null {
      let members = topics.get(topic)
      if (!members) {
        members = new Map()
        topics.set(topic, members)
      }
      const previous = members.get(memberId)
      const raw = JSON.stringify(payload)
      // Tracking the same payload again changes nothing (Realtime's no_payload_change).
      if (previous && previous.key === key && previous.payload === raw) return null
      const meta: PresenceMeta = { ...payload, phx_ref: newRef() }
      if (previous) meta.phx_ref_prev = previous.meta.phx_ref
      members.set(memberId, { key, meta, payload: raw })
      const diff: PresenceDiff = { joins: { [key]: { metas: [meta] } }, leaves: {} }
      if (previous) diff.leaves[previous.key] = { metas: [previous.meta] }
      return diff
    },
    untrack(topic: string, memberId: string): PresenceDiff | null {
      const members = topics.get(topic)
      const previous = members?.get(memberId)
      if (!members || !previous) return null
      members.delete(memberId)
      if (members.size === 0) topics.delete(topic)
      return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } }
    },
    list(topic: string): PresenceState {
      const state: PresenceState = {}
      for (const { key, meta } of topics.get(topic)?.values() ?? []) {
        state[key] ??= { metas: [] }
        state[key].metas.push(meta)
      }
      return state
    },
  }
}

export type PresenceStore = ReturnType<typeof createPresenceStore>

function newRef(): string {
  return `F${randomBytes(9).toString('base64url')}`
}
