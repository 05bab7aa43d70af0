// Starts the production build (`next start`) against Supabase Local on loopback for the fuzz,
// load and fault runs, and stops everything it started. Needs a build made for the Supabase URL
// in NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:54321, as `npm run build` makes it).
import { startSupabaseLocal, type SupabaseLocal } from '../../supabase/local/server.ts'
import { startNextServer, type RunningNext } from '../support/next-process.ts'

export const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321'
export const supabasePort = Number(new URL(supabaseUrl).port)
export const appPort = Number(process.env.APP_PORT ?? 3900)
export const origin = `http://127.0.0.1:${appPort}`

export function startSupabase(dataDir?: string): Promise<SupabaseLocal> {
  return startSupabaseLocal(
    dataDir ? { dataDir, port: supabasePort } : { memory: true, port: supabasePort },
  )
}

/** `next start` on APP_PORT against SUPABASE_URL; `env` adds to this process's environment. */
export function startNext(env: Record<string, string> = {}): Promise<RunningNext> {
  return startNextServer(appPort, { env: { ...env, NEXT_PUBLIC_SUPABASE_URL: supabaseUrl } })
}
