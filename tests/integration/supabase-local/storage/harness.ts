import type { SupabaseClient } from '@supabase/supabase-js'
import { storageRoute, type StorageRouteOptions } from '@/supabase/local/storage/gateway-route.ts'
import { memoryStore, type BlobStore } from '@/supabase/local/storage/store.ts'
import { startHarness, type SupabaseLocalHarness } from '@/tests/support/supabase-local-harness.ts'

// Users created here, not taken from the seed, so the tests say who they are.
export const users = {
  alice: 'b0000000-0000-4000-8000-00000000a11c',
  bob: 'b0000000-0000-4000-8000-000000000b0b',
  admin: 'b0000000-0000-4000-8000-0000000ad000',
} as const

export type Who = 'anon' | 'service' | keyof typeof users

export type StorageHarness = Omit<SupabaseLocalHarness, 'client'> & {
  store: BlobStore
  storageUrl: string
  client: (who: Who) => SupabaseClient
  token: (userId: string, extra?: Record<string, unknown>) => string
}

// Supabase Local with a storage route whose blob store the test can inspect.
export async function startStorageHarness(
  options: StorageRouteOptions = {},
): Promise<StorageHarness> {
  const store = options.store ?? memoryStore()
  const harness = await startHarness({
    routes: (ctx) => [storageRoute(ctx, { memory: true, ...options, store })],
  })
  // Users go straight into auth.users (the trigger gives them the 'user' role), and the admin is
  // promoted in public.user_roles.
  for (const [name, id] of Object.entries(users)) {
    await harness.createUser({ id, email: `${name}@example.com` })
  }
  await harness.local.pg.query(`update public.user_roles set role = 'admin' where user_id = $1`, [
    users.admin,
  ])
  const claims = (userId: string) => ({ email: `${userId}@example.com` })
  const members = new Map<Who, SupabaseClient>()
  const client = (who: Who) => {
    if (who === 'anon') return harness.anon
    if (who === 'service') return harness.service
    const member = members.get(who) ?? harness.userClient(users[who], claims(users[who]))
    members.set(who, member)
    return member
  }
  return {
    ...harness,
    store,
    storageUrl: `${harness.url}/storage/v1`,
    client,
    token: (userId, extra = {}) => harness.userToken(userId, { ...claims(userId), ...extra }),
  }
}

// Bytes with the signature of the type the bucket expects (the server checks the declared type).
export const pngBytes = (size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

export const pdfBytes = (size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}
