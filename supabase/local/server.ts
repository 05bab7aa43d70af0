import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import type { PGlite } from '@electric-sql/pglite'
import type { AuthOptionsInput } from './auth/options.ts'
import { authRoute } from './auth/gateway-route.ts'
import type { SigningKey } from './jwt.ts'
import { openDatabase } from './db/open-database.ts'
import { defaultDataDir } from './db/paths.ts'
import { createRouter, type Route } from './gateway/router.ts'
import type { ServiceContext } from './gateway/service-context.ts'
import { createKeys, type LocalKeys } from './keys.ts'
import { mailRoute } from './mail/gateway-route.ts'
import type { RestDeps } from './rest/context.ts'
import { restRoute } from './rest/gateway-route.ts'
import { realtimeRoute } from './realtime/broadcast-route.ts'
import { realtimeService, type RealtimeOptions, type RealtimeService } from './realtime/service.ts'
import { pipelineExecutor } from './rest/run/pipeline-executor.ts'
import { withRoleExecutor } from './rest/run/with-role-executor.ts'
import { createSchemaCacheHolder, listenForReloads } from './rest/schema-holder.ts'
import { storageRoute } from './storage/gateway-route.ts'
import { seedStorage } from './storage-seed.ts'

export type SupabaseLocalOptions = {
  port?: number
  host?: string
  memory?: boolean
  dataDir?: string
  seed?: boolean
  // An already open database (the caller keeps ownership and closes it).
  pg?: PGlite
  // 'pipeline' (default) runs settings and statement in one protocol batch; 'with-role' uses
  // db/with-role.ts statement by statement (same semantics, about twice the database time).
  executor?: 'pipeline' | 'with-role'
  jwtSecret?: string
  // Private JWKs (config.toml's signing_keys_path file): tokens are RS256/ES256-signed with the
  // first and verified with any of them or the secret, as GoTrue does.
  signingKeys?: SigningKey[]
  schemas?: string[]
  auth?: AuthOptionsInput
  // Realtime at /realtime/v1 (on by default); false leaves it to the caller's routes.
  realtime?: RealtimeOptions | false
  // Extra routes, matched before the built-in services (tests use it to swap in their own).
  routes?: (context: ServiceContext) => Route[]
}

export type SupabaseLocal = {
  url: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  keys: LocalKeys
  pg: PGlite
  httpServer: Server
  realtime: RealtimeService | null
  reloadSchema: () => Promise<void>
  stop: () => Promise<void>
}

export async function startSupabaseLocal(
  options: SupabaseLocalOptions = {},
): Promise<SupabaseLocal> {
  const keys = createKeys(options.jwtSecret, options.signingKeys)
  const ownsDb = !options.pg
  const pg =
    options.pg ??
    (await openDatabase({
      memory: options.memory ?? false,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    }))
  const schemaCache = createSchemaCacheHolder(pg, options.schemas ?? ['public', 'graphql_public'])
  await schemaCache.get()
  const unlisten = await listenForReloads(pg, schemaCache)
  const deps: RestDeps = {
    pg,
    schemaCache,
    execute: options.executor === 'with-role' ? withRoleExecutor(pg) : pipelineExecutor(pg),
    anonRole: 'anon',
    maxRows: 1000,
  }
  const httpServer = createServer()
  const context: ServiceContext = { pg, keys, httpServer }
  const realtime =
    options.realtime === false ? null : realtimeService(context, options.realtime ?? {})
  const extra = options.routes?.(context) ?? []
  // Files sit next to the database folder (.data/storage by default); in memory for --memory.
  const storageDir = path.join(
    path.dirname(path.resolve(options.dataDir ?? defaultDataDir)),
    'storage',
  )
  const storage = storageRoute(context, options.memory ? { memory: true } : { dataDir: storageDir })
  // The router takes the first prefix match, so caller routes come first.
  const route = createRouter(
    [
      ...extra,
      restRoute(deps),
      authRoute(context, options.auth),
      storage,
      ...(realtime ? [realtimeRoute(realtime)] : []),
      mailRoute(context),
    ],
    keys,
  )
  await realtime?.ready
  httpServer.on('request', (req, res) => void route(req, res))
  // Keep-alive sockets are reused by undici between requests; idle ones may be closed on stop.
  httpServer.keepAliveTimeout = 60_000
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port ?? 54321, host, () => resolve())
  })
  const { port } = httpServer.address() as AddressInfo
  const url = `http://${host}:${port}`
  // Seeded rows may name files (the lead magnet's PDF); put them in Storage too.
  if (options.seed !== false && !options.pg) await seedStorage(url, keys.serviceRoleKey)
  let stopped: Promise<void> | null = null
  const stop = () => {
    stopped ??= (async () => {
      // Upgraded WebSockets are not closed by closeAllConnections().
      await realtime?.close()
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      })
      await unlisten().catch(() => {})
      if (ownsDb) await pg.close()
    })()
    return stopped
  }
  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    keys,
    pg,
    httpServer,
    realtime,
    reloadSchema: async () => {
      await schemaCache.reload()
    },
    stop,
  }
}

// What `supabase start` prints, so the values can be copied the same way.
export function describeStart(local: Pick<SupabaseLocal, 'url' | 'keys'>): string {
  const { url, keys } = local
  return [
    'Started supabase local development setup.',
    '',
    `         API URL: ${url}`,
    `    REST API URL: ${url}/rest/v1`,
    ` Storage API URL: ${url}/storage/v1`,
    ` Mail outbox URL: ${url}/mail`,
    `      JWT secret: ${keys.jwtSecret}`,
    `        anon key: ${keys.anonKey}`,
    `service_role key: ${keys.serviceRoleKey}`,
    ` Publishable key: ${keys.publishableKey}`,
    `      Secret key: ${keys.secretKey}`,
    '',
  ].join('\n')
}

type CliOptions = {
  memory: boolean
  port: number
  dataDir?: string
  seed: boolean
  jwtExpiry?: number
  siteUrl?: string
}

export function parseCliArgs(argv: string[]): CliOptions {
  const options: CliOptions = { memory: false, port: 54321, seed: true }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = () => {
      const next = argv[++i]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--memory') options.memory = true
    else if (arg === '--no-seed') options.seed = false
    else if (arg === '--port') options.port = Number(value())
    else if (arg?.startsWith('--port=')) options.port = Number(arg.slice(7))
    else if (arg === '--jwt-expiry') options.jwtExpiry = Number(value())
    else if (arg === '--site-url') options.siteUrl = value()
    else if (arg === '--data-dir') options.dataDir = value()
    else if (arg?.startsWith('--data-dir=')) options.dataDir = arg.slice(11)
    else
      throw new Error(
        `Unknown option ${arg}. Usage: server.ts [--memory] [--port 54321] [--data-dir .data/supabase] [--jwt-expiry seconds] [--site-url url] [--no-seed]`,
      )
  }
  if (!Number.isInteger(options.port) || options.port < 0)
    throw new Error('--port must be a number')
  if (options.jwtExpiry !== undefined && !(options.jwtExpiry > 0))
    throw new Error('--jwt-expiry must be a positive number of seconds')
  return options
}

async function main(): Promise<void> {
  // V8 optimises PGlite's hottest WebAssembly on background threads; the SQL parser alone takes
  // about 600 MB of compiler memory for a moment, and those threads' malloc arenas keep tens of MB
  // of it afterwards. On the main thread far less of it stays (idle RSS about 40 MB lower); the
  // price is a pause of a second or so, mostly while starting.
  setFlagsFromString('--wasm-sync-tier-up')
  const { writeStatus, clearStatus } = await import('./status-file.ts')
  const cli = parseCliArgs(process.argv.slice(2))
  const local = await startSupabaseLocal({
    memory: cli.memory,
    port: cli.port,
    seed: cli.seed,
    ...(cli.dataDir ? { dataDir: cli.dataDir } : {}),
    auth: {
      ...(cli.jwtExpiry ? { jwtExpiry: cli.jwtExpiry } : {}),
      ...(cli.siteUrl ? { siteUrl: cli.siteUrl } : {}),
    },
  })
  await writeStatus({
    url: local.url,
    pid: process.pid,
    jwtSecret: local.jwtSecret,
    anonKey: local.anonKey,
    serviceRoleKey: local.serviceRoleKey,
  })
  process.stdout.write(describeStart(local))
  const shutdown = async () => {
    await clearStatus(process.pid)
    await local.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
