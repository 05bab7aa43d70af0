// Starts the production build (`next start`) against Supabase Local on loopback for the fuzz,
// load and fault runs, and stops everything it started. Needs a build made for the Supabase URL
// in NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:54321, as `npm run build` makes it).
import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'

import { startSupabaseLocal, type SupabaseLocal } from '../../supabase/local/server.ts'

export const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321'
export const supabasePort = Number(new URL(supabaseUrl).port)
export const appPort = Number(process.env.APP_PORT ?? 3900)
export const origin = `http://127.0.0.1:${appPort}`

export async function waitFor(url: string, attempts = 240): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const ok = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer()
        return response.ok
      },
      () => false,
    )
    if (ok) return
    await delay(500)
  }
  throw new Error(`${url} did not answer`)
}

export function startSupabase(dataDir?: string): Promise<SupabaseLocal> {
  return startSupabaseLocal(
    dataDir ? { dataDir, port: supabasePort } : { memory: true, port: supabasePort },
  )
}

export type RunningApp = { stop: () => Promise<void> }

/**
 * `next start` in its own process group, so stopping it also ends the next-server child.
 * `env` adds to (or overrides) this process's environment for the server.
 */
export async function startNext(env: Record<string, string> = {}): Promise<RunningApp> {
  const server: ChildProcess = spawn(
    'node_modules/.bin/next',
    ['start', '-H', '127.0.0.1', '-p', String(appPort)],
    {
      stdio: process.env.APP_LOG ? 'inherit' : 'ignore',
      detached: true,
      env: {
        ...process.env,
        ...env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SUPABASE_URL: supabaseUrl,
      },
    },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  await waitFor(`${origin}/about`)
  return {
    stop: async () => {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
      await exited
    },
  }
}
