import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import type { RealtimeOptions, RealtimeService } from '@/supabase/local/realtime/service.ts'
import {
  noSession,
  startHarness,
  type SupabaseLocalHarness,
} from '@/tests/support/supabase-local-harness.ts'

export type RealtimeHarness = Omit<SupabaseLocalHarness, 'client'> & {
  realtime: RealtimeService
  // A client whose realtime token is whatever `token()` returns when realtime-js asks for it.
  client: (token?: () => string, vsn?: '1.0.0' | '2.0.0') => Promise<SupabaseClient>
  wsUrl: (params?: Record<string, string>) => string
}

// Supabase Local with Realtime attached, over a fresh in-memory database.
export async function startRealtimeHarness(
  options: RealtimeOptions = {},
): Promise<RealtimeHarness> {
  const harness = await startHarness({ realtime: options })
  const { local } = harness
  return {
    ...harness,
    // Started with realtime options, the server always has its Realtime service.
    realtime: local.realtime as RealtimeService,
    client: async (token, vsn = '2.0.0') => {
      // Without a session supabase-js hands realtime its API key on every heartbeat, which
      // would undo a bare setAuth(token); the accessToken callback is the supported way.
      const client = harness.client({
        ...noSession,
        realtime: { vsn, heartbeatIntervalMs: 5_000 },
        ...(token ? { accessToken: async () => token() } : {}),
      })
      // The token must be known before the first join, or that join goes out as anon.
      if (token) await client.realtime.setAuth()
      return client
    },
    wsUrl: (params = { apikey: local.anonKey, vsn: '1.0.0' }) =>
      `${local.url.replace('http', 'ws')}/realtime/v1/websocket?${new URLSearchParams(params)}`,
  }
}

export function subscribed(channel: RealtimeChannel, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), timeoutMs)
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer)
        resolve()
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer)
        reject(error ?? new Error(status))
      }
    })
  })
}

// Collects callback payloads; `next` waits for the next unseen one, `settle` for quiet.
export function collector<T = Record<string, unknown>>() {
  const items: T[] = []
  let seen = 0
  let wake: (() => void) | null = null
  return {
    items,
    push: (item: T) => {
      items.push(item)
      wake?.()
    },
    next: async (timeoutMs = 2_000): Promise<T> => {
      const deadline = Date.now() + timeoutMs
      while (items.length <= seen) {
        const remaining = deadline - Date.now()
        if (remaining <= 0) throw new Error(`no event within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, remaining)
        })
      }
      return items[seen++] as T
    },
    settle: (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms)),
  }
}

export async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
