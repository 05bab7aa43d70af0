// `next start` for the benches and the fuzz, load and fault runs: loopback only, and stopped
// with everything it started. Needs a production build.
import { spawn } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'

/** Polls `url` every half second until it answers below 500 (body read, so sockets close). */
export async function waitFor(url: string, attempts = 240): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const ok = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer()
        return response.status < 500
      },
      () => false,
    )
    if (ok) return
    await delay(500)
  }
  throw new Error(`${url} did not answer`)
}

export type RunningNext = { origin: string; stop: () => Promise<void> }

/**
 * `next start` on 127.0.0.1:`port` in its own process group: stopping it signals the group, so
 * the next-server process ends too (killing only the launcher left it serving). `env` adds to
 * this process's environment; `readyPath` is fetched until the server answers; `dir` is the app
 * (this site unless given).
 */
export async function startNextServer(
  port: number,
  {
    env = {},
    readyPath = '/about',
    dir,
  }: { env?: Record<string, string>; readyPath?: string; dir?: string } = {},
): Promise<RunningNext> {
  const args = ['start', ...(dir ? [dir] : []), '-H', '127.0.0.1', '-p', String(port)]
  const server = spawn('node_modules/.bin/next', args, {
    stdio: process.env.APP_LOG ? 'inherit' : 'ignore',
    detached: true,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    await exited
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${origin}${readyPath}`)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
