import { randomUUID } from 'node:crypto'
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import { signJwt } from '@/supabase/local/jwt.ts'
import { realtimeRoute } from '@/supabase/local/realtime/broadcast-route.ts'
import {
  realtimeService,
  type RealtimeOptions,
  type RealtimeService,
} from '@/supabase/local/realtime/service.ts'
import type { ServiceContext } from '@/supabase/local/gateway/service-context.ts'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

export type RealtimeHarness = {
  local: SupabaseLocal
  realtime: RealtimeService
  service: SupabaseClient
  // A client whose realtime token is whatever `token()` returns when realtime-js asks for it.
  client: (token?: () => string, vsn?: '1.0.0' | '2.0.0') => Promise<SupabaseClient>
  userToken: (sub: string, extra?: Record<string, unknown>) => string
  createUser: (email?: string) => Promise<string>
  wsUrl: (params?: Record<string, string>) => string
  stop: () => Promise<void>
}

// Supabase Local on a random port over a fresh in-memory database, with Realtime attached.
export async function startRealtimeHarness(
  options: RealtimeOptions = {},
): Promise<RealtimeHarness> {
  let realtime: RealtimeService | null = null
  const serverOptions = {
    memory: true,
    port: 0,
    // Once the default server starts Realtime itself, this keeps it to the one made here.
    realtime: false as const,
    routes: (context: ServiceContext) => {
      realtime = realtimeService(context, options)
      return [realtimeRoute(realtime)]
    },
  }
  const local = await startSupabaseLocal(serverOptions)
  const service = realtime as unknown as RealtimeService
  await service.ready
  const clients: SupabaseClient[] = []
  const auth = { persistSession: false, autoRefreshToken: false }
  const userToken = (sub: string, extra: Record<string, unknown> = {}) =>
    signJwt(
      {
        sub,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...extra,
      },
      local.jwtSecret,
    )
  return {
    local,
    realtime: service,
    service: createClient(local.url, local.serviceRoleKey, { auth }),
    client: async (token, vsn = '2.0.0') => {
      // Without a session supabase-js hands realtime its API key on every heartbeat, which
      // would undo a bare setAuth(token); the accessToken callback is the supported way.
      const client = createClient(local.url, local.anonKey, {
        auth,
        realtime: { vsn, heartbeatIntervalMs: 5_000 },
        ...(token ? { accessToken: async () => token() } : {}),
      })
      clients.push(client)
      // The token must be known before the first join, or that join goes out as anon.
      if (token) await client.realtime.setAuth()
      return client
    },
    userToken,
    createUser: async (email = `${randomUUID()}@example.com`) => {
      const { rows } = await local.pg.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
         values ($1, now(), '{}') returning id`,
        [email],
      )
      return (rows[0] as { id: string }).id
    },
    wsUrl: (params = { apikey: local.anonKey, vsn: '1.0.0' }) =>
      `${local.url.replace('http', 'ws')}/realtime/v1/websocket?${new URLSearchParams(params)}`,
    stop: async () => {
      await Promise.all(clients.map((c) => c.removeAllChannels()))
      for (const c of clients) c.realtime.disconnect()
      await service.close()
      await local.stop()
    },
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
