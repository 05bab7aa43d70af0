import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import { afterAll, beforeAll } from 'vitest'
import type { AuthOptionsInput } from '@/supabase/local/auth/options.ts'
import type { Route } from '@/supabase/local/gateway/router.ts'
import type { ServiceContext } from '@/supabase/local/gateway/service-context.ts'
import { signJwt } from '@/supabase/local/jwt.ts'
import type { MailMessage } from '@/supabase/local/mail/outbox.ts'
import type { RealtimeOptions } from '@/supabase/local/realtime/service.ts'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

export type HarnessOptions = {
  // Auth options over the test defaults (cheap bcrypt, no per-address mail spacing).
  auth?: AuthOptionsInput
  realtime?: RealtimeOptions | false
  executor?: 'pipeline' | 'with-role'
  // The in-memory database always has the migrations; false leaves out seed.sql (and its files).
  seed?: boolean
  // SQL run as the superuser once the server is up; the REST schema cache is reloaded after it.
  fixtureSql?: string
  // Routes matched before the built-in services (a storage route with its own blob store...).
  routes?: (context: ServiceContext) => Route[]
}

export type UserClaims = Record<string, unknown>

// The clients are untyped; `const admin: SupabaseClient<Database> = harness.service` types one.
export type SupabaseLocalHarness = {
  local: SupabaseLocal
  url: string
  anon: SupabaseClient
  service: SupabaseClient
  // An anon-key client with these options (no stored session by default); stop() closes its
  // realtime channels.
  client: (options?: SupabaseClientOptions<'public'>) => SupabaseClient
  // An access token as Auth would issue it to the user `sub`, valid for an hour.
  userToken: (sub: string, claims?: UserClaims) => string
  // supabase-js acting as `sub` (the minted token as the Authorization header).
  userClient: (sub: string, claims?: UserClaims) => SupabaseClient
  // A confirmed email user written straight into auth.users; returns its id.
  createUser: (user?: { id?: string; email?: string }) => Promise<string>
  mail: {
    list: (to?: string) => Promise<MailMessage[]>
    latest: (to: string) => Promise<MailMessage>
    clear: () => Promise<void>
  }
  // fetch on the server's origin with the anon apikey (headers in init win).
  fetch: (path: string, init?: RequestInit) => Promise<Response>
  stop: () => Promise<void>
}

export const noSession = { auth: { persistSession: false, autoRefreshToken: false } }

let userCounter = 0

// An in-process Supabase Local on a random port over a fresh in-memory database.
export async function startHarness(options: HarnessOptions = {}): Promise<SupabaseLocalHarness> {
  const { auth = {}, fixtureSql, ...server } = options
  const local = await startSupabaseLocal({
    memory: true,
    port: 0,
    ...server,
    auth: {
      bcryptCost: 4,
      ...auth,
      rateLimits: { emailFrequencySeconds: 0, ...auth.rateLimits },
    },
  })
  if (fixtureSql) {
    await local.pg.exec(fixtureSql)
    await local.reloadSchema()
  }
  const clients: SupabaseClient[] = []
  const client = (clientOptions: SupabaseClientOptions<'public'> = noSession) => {
    const created = createClient(local.url, local.anonKey, clientOptions)
    clients.push(created)
    return created
  }
  const userToken = (sub: string, claims: UserClaims = {}) =>
    signJwt(
      {
        sub,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...claims,
      },
      local.jwtSecret,
    )
  const fetchPath = (path: string, init: RequestInit = {}) =>
    fetch(`${local.url}${path}`, {
      ...init,
      headers: { apikey: local.anonKey, ...(init.headers as Record<string, string> | undefined) },
    })
  return {
    local,
    url: local.url,
    anon: client(),
    service: createClient(local.url, local.serviceRoleKey, noSession),
    client,
    userToken,
    userClient: (sub, claims) =>
      client({
        ...noSession,
        global: { headers: { Authorization: `Bearer ${userToken(sub, claims)}` } },
      }),
    createUser: async ({ id, email = `user.${Date.now()}.${++userCounter}@example.com` } = {}) => {
      const { rows } = await local.pg.query<{ id: string }>(
        `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data)
         values (coalesce($1::uuid, gen_random_uuid()), $2, now(),
           '{"provider":"email","providers":["email"]}')
         returning id`,
        [id ?? null, email],
      )
      return (rows[0] as { id: string }).id
    },
    mail: outboxReader(local.url),
    fetch: fetchPath,
    stop: async () => {
      await Promise.all(clients.map((c) => c.removeAllChannels()))
      for (const c of clients) c.realtime.disconnect()
      await local.stop()
    },
  }
}

function outboxReader(url: string): SupabaseLocalHarness['mail'] {
  const list = async (to?: string) => {
    const query = to ? `?to=${encodeURIComponent(to)}` : ''
    const response = await fetch(`${url}/mail/api/messages${query}`)
    if (!response.ok) throw new Error(`the outbox answered ${response.status}`)
    return ((await response.json()) as { messages: MailMessage[] }).messages
  }
  return {
    list,
    latest: async (to) => {
      const [message] = await list(to)
      if (!message) throw new Error(`no mail to ${to}`)
      return message
    },
    clear: async () => {
      await fetch(`${url}/mail/api/messages`, { method: 'DELETE' })
    },
  }
}

// Starts a harness before the tests of the calling file (or describe block) and stops it after
// them. Tests read the returned object as the harness itself; it forwards to the started one.
export function suiteHarness<T extends { stop: () => Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(async () => {
    await started?.stop()
  })
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error('the harness is used before beforeAll started it')
      return Reflect.get(started, key) as unknown
    },
  })
}
