import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

import { localKeys } from '../supabase/local/keys.ts'

export type SupabaseConnection = { url: string; anonKey: string; serviceRoleKey: string }

const DEFAULT_URL = 'http://127.0.0.1:54321'

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/rest/v1/settings?select=key&limit=1`, {
      headers: { apikey: localKeys.anonKey },
      signal: AbortSignal.timeout(1000),
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * The Supabase the app should talk to: the hosted project when NEXT_PUBLIC_SUPABASE_URL is set
 * (in the environment or in .env.local, as Next itself would read it; the environment wins), an
 * already running Supabase Local, or a new one started in a child process (data in
 * .data/supabase) that stops when this process exits. Loading .env.local here also gives the
 * calling script its PORT.
 */
export async function ensureSupabase(): Promise<SupabaseConnection> {
  if (existsSync('.env.local')) process.loadEnvFile('.env.local')
  const hostedUrl = process.env.NEXT_PUBLIC_SUPABASE_URL
  if (hostedUrl) {
    return {
      url: hostedUrl,
      anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '',
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
    }
  }
  const local = {
    url: DEFAULT_URL,
    anonKey: localKeys.anonKey,
    serviceRoleKey: localKeys.serviceRoleKey,
  }
  if (await answers(DEFAULT_URL)) {
    console.info(`Using the Supabase Local already running at ${DEFAULT_URL}`)
    return local
  }

  console.info(
    'Starting Supabase Local (first start builds the database; later starts reopen it)...',
  )
  const child: ChildProcess = spawn(process.execPath, ['supabase/local/server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stopChild = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  process.once('exit', stopChild)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopChild()
      process.exit(130)
    })
  }

  const deadline = Date.now() + 120_000
  while (!(await answers(DEFAULT_URL))) {
    if (child.exitCode !== null) throw new Error('Supabase Local exited before it was ready')
    if (Date.now() > deadline) throw new Error('Supabase Local did not start within 2 minutes')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return local
}

/** Environment for Next so the app reaches the chosen Supabase. */
export function supabaseEnv(connection: SupabaseConnection): Record<string, string> {
  return {
    NEXT_PUBLIC_SUPABASE_URL: connection.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: connection.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: connection.serviceRoleKey,
  }
}
