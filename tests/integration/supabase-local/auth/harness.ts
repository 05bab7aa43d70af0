import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js'
import { authRoute } from '@/supabase/local/auth/gateway-route.ts'
import type { AuthOptionsInput } from '@/supabase/local/auth/options.ts'
import { mailRoute } from '@/supabase/local/mail/gateway-route.ts'
import type { MailMessage } from '@/supabase/local/mail/outbox.ts'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

export type AuthHarness = {
  local: SupabaseLocal
  url: string
  // A fresh supabase-js client with its own in-memory storage (one "browser").
  client: (options?: {
    flowType?: 'pkce' | 'implicit'
    autoRefreshToken?: boolean
  }) => SupabaseClient
  service: SupabaseClient
  mail: {
    list: (to?: string) => Promise<MailMessage[]>
    latest: (to: string) => Promise<MailMessage>
    clear: () => Promise<void>
  }
  auth: (path: string, init?: RequestInit) => Promise<Response>
  stop: () => Promise<void>
}

export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

let emailCounter = 0
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now()}.${++emailCounter}@example.com`

// An in-process Supabase Local with Auth and the outbox on a fresh in-memory database. Cheap bcrypt
// and no per-address mail spacing unless a test asks for them.
export async function startAuthHarness(options: AuthOptionsInput = {}): Promise<AuthHarness> {
  const local = await startSupabaseLocal({
    memory: true,
    port: 0,
    routes: (context) => [
      authRoute(context, {
        bcryptCost: 4,
        ...options,
        rateLimits: { emailFrequencySeconds: 0, ...options.rateLimits },
      }),
      mailRoute(context),
    ],
  })
  const client: AuthHarness['client'] = (opts = {}) =>
    createClient(local.url, local.anonKey, {
      auth: {
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: opts.autoRefreshToken ?? false,
        detectSessionInUrl: false,
        flowType: opts.flowType ?? 'implicit',
      },
    })
  const list = async (to?: string) => {
    const query = to ? `?to=${encodeURIComponent(to)}` : ''
    const response = await fetch(`${local.url}/mail/api/messages${query}`)
    return ((await response.json()) as { messages: MailMessage[] }).messages
  }
  return {
    local,
    url: local.url,
    client,
    service: createClient(local.url, local.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
    mail: {
      list,
      latest: async (to) => {
        const [message] = await list(to)
        if (!message) throw new Error(`no mail to ${to}`)
        return message
      },
      clear: async () => {
        await fetch(`${local.url}/mail/api/messages`, { method: 'DELETE' })
      },
    },
    auth: (path, init = {}) =>
      fetch(`${local.url}/auth/v1${path}`, {
        ...init,
        headers: {
          apikey: local.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    stop: () => local.stop(),
  }
}

// Follows a link without following its redirect, and returns where it points.
export async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location')
  if (!location) throw new Error(`${link} answered ${response.status} without a Location`)
  return new URL(location)
}

export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1))

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
