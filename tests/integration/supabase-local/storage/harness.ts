import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { signJwt } from '@/supabase/local/jwt.ts'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'
import { storageRoute, type StorageRouteOptions } from '@/supabase/local/storage/gateway-route.ts'
import { memoryStore, type BlobStore } from '@/supabase/local/storage/store.ts'

// Users created here, not taken from the seed, so the tests say who they are.
export const users = {
  alice: 'b0000000-0000-4000-8000-00000000a11c',
  bob: 'b0000000-0000-4000-8000-000000000b0b',
  admin: 'b0000000-0000-4000-8000-0000000ad000',
} as const

export type Who = 'anon' | 'service' | keyof typeof users

export type StorageHarness = {
  local: SupabaseLocal
  store: BlobStore
  storageUrl: string
  client: (who: Who) => SupabaseClient
  token: (userId: string, extra?: Record<string, unknown>) => string
  stop: () => Promise<void>
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } }

// An in-process Supabase Local with the storage route over a fresh in-memory database.
export async function startStorageHarness(
  options: StorageRouteOptions = {},
): Promise<StorageHarness> {
  const store = options.store ?? memoryStore()
  const local = await startSupabaseLocal({
    memory: true,
    port: 0,
    routes: (ctx) => [storageRoute(ctx, { memory: true, ...options, store })],
  })
  // Auth is not served yet: users go straight into auth.users (the trigger gives them the
  // 'user' role), and the admin is promoted in public.user_roles.
  for (const [name, id] of Object.entries(users)) {
    await local.pg.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, now(), '{"provider":"email","providers":["email"]}')`,
      [id, `${name}@example.com`],
    )
  }
  await local.pg.query(`update public.user_roles set role = 'admin' where user_id = $1`, [
    users.admin,
  ])
  const token = (userId: string, extra: Record<string, unknown> = {}) =>
    signJwt(
      {
        sub: userId,
        role: 'authenticated',
        aud: 'authenticated',
        email: `${userId}@example.com`,
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...extra,
      },
      local.jwtSecret,
    )
  const clients = new Map<Who, SupabaseClient>()
  const client = (who: Who) => {
    let existing = clients.get(who)
    if (!existing) {
      existing =
        who === 'anon'
          ? createClient(local.url, local.anonKey, clientOptions)
          : who === 'service'
            ? createClient(local.url, local.serviceRoleKey, clientOptions)
            : createClient(local.url, local.anonKey, {
                ...clientOptions,
                global: { headers: { Authorization: `Bearer ${token(users[who])}` } },
              })
      clients.set(who, existing)
    }
    return existing
  }
  return {
    local,
    store,
    storageUrl: `${local.url}/storage/v1`,
    client,
    token,
    stop: () => local.stop(),
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
