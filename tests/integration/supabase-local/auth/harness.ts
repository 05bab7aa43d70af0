import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js'
import type { AuthOptionsInput } from '@/supabase/local/auth/options.ts'
import { startHarness, type SupabaseLocalHarness } from '@/tests/support/supabase-local-harness.ts'

export type AuthHarness = Omit<SupabaseLocalHarness, 'client'> & {
  // A fresh supabase-js client with its own in-memory storage (one "browser").
  client: (options?: {
    flowType?: 'pkce' | 'implicit'
    autoRefreshToken?: boolean
  }) => SupabaseClient
  // fetch under /auth/v1 as supabase-js calls it (anon apikey, JSON, the API version header).
  auth: (path: string, init?: RequestInit) => Promise<Response>
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

// Supabase Local with Auth and the outbox; cheap bcrypt and no per-address mail spacing unless a
// test asks for them.
export async function startAuthHarness(options: AuthOptionsInput = {}): Promise<AuthHarness> {
  const harness = await startHarness({ auth: options })
  return {
    ...harness,
    client: (opts = {}) =>
      harness.client({
        auth: {
          storage: memoryStorage(),
          persistSession: true,
          autoRefreshToken: opts.autoRefreshToken ?? false,
          detectSessionInUrl: false,
          flowType: opts.flowType ?? 'implicit',
        },
      }),
    auth: (path, init = {}) =>
      harness.fetch(`/auth/v1${path}`, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
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
