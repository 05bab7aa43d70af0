// Storage throughput: upload and download of a 5 MB file through supabase-js against Supabase
// Local's /storage/v1, with the server in its own process (files on disk, then in memory).
// Prints Markdown. Run with `npx node bench/storage.ts`; BENCH_ITERATIONS sets the sample size.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { storageRoute } from '../supabase/local/storage/gateway-route.ts'

const size = 5_000_000
const iterations = Number(process.env.BENCH_ITERATIONS ?? 20)
const warmup = 3

// Child mode: a server with the storage route, files under the given folder or in memory.
async function serve(where: string): Promise<void> {
  const local = await startSupabaseLocal({
    memory: true,
    seed: false,
    port: 0,
    routes: (ctx) => [
      storageRoute(ctx, where === 'memory' ? { memory: true } : { dataDir: where }),
    ],
  })
  process.stdout.write(`READY ${local.url} ${local.serviceRoleKey}\n`)
  process.once('SIGTERM', () => void local.stop().then(() => process.exit(0)))
}

async function startServer(where: string) {
  const child = spawn(process.execPath, [import.meta.filename, '--serve', where], {
    stdio: ['ignore', 'pipe', 'inherit'],
  }) as unknown as ChildProcessWithoutNullStreams
  const [url = '', key = ''] = await new Promise<string[]>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = /READY (\S+) (\S+)/.exec(output)
      if (line) resolve([line[1] ?? '', line[2] ?? ''])
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, key, stop }
}

type Stats = { p50: number; p99: number; mbps: number }

async function measure(fn: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn()
  const latencies: number[] = []
  for (let i = 0; i < iterations; i++) {
    const start = performance.now()
    await fn()
    latencies.push(performance.now() - start)
  }
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  const total = latencies.reduce((sum, ms) => sum + ms, 0)
  return { p50: at(0.5), p99: at(0.99), mbps: (size * latencies.length) / 1e6 / (total / 1000) }
}

async function scenarios(db: SupabaseClient, publicUrl: string) {
  const files = db.storage.from('media')
  const bytes = new Uint8Array(randomBytes(size))
  const must = (result: { error: unknown }) => {
    if (result.error) throw new Error(JSON.stringify(result.error))
  }
  const options = { contentType: 'image/png', upsert: true }
  return {
    'upload, raw body (Buffer)': await measure(async () =>
      must(await files.upload('bench/raw.png', Buffer.from(bytes), options)),
    ),
    'upload, multipart (Blob)': await measure(async () =>
      must(await files.upload('bench/form.png', new Blob([bytes], { type: 'image/png' }), options)),
    ),
    'download, authenticated (download())': await measure(async () => {
      const { data, error } = await files.download('bench/raw.png')
      must({ error })
      if ((await data!.arrayBuffer()).byteLength !== size) throw new Error('short download')
    }),
    'download, public URL (fetch)': await measure(async () => {
      const response = await fetch(publicUrl)
      if ((await response.arrayBuffer()).byteLength !== size) throw new Error('short download')
    }),
  }
}

async function main(): Promise<void> {
  const lines = [
    `Supabase Local storage benchmark: a ${size / 1e6} MB file through supabase-js, ${iterations} sequential requests per row after ${warmup} warm-up; server in its own process; Node ${process.version}, ${os.cpus().length} cores. MB = 10^6 bytes; MB/s = bytes moved / total time.`,
    '',
    '| files | operation | p50 ms | p99 ms | MB/s |',
    '|---|---|---:|---:|---:|',
  ]
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-storage-'))
  try {
    for (const [label, where] of [
      ['disk', dataDir],
      ['memory', 'memory'],
    ] as const) {
      const server = await startServer(where)
      try {
        const db = createClient(server.url, server.key, { auth: { persistSession: false } })
        const publicUrl = `${server.url}/storage/v1/object/public/media/bench/raw.png`
        for (const [name, s] of Object.entries(await scenarios(db, publicUrl))) {
          lines.push(
            `| ${label} | ${name} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.mbps.toFixed(0)} |`,
          )
        }
      } finally {
        await server.stop()
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  console.log(lines.join('\n'))
}

if (process.argv[2] === '--serve') await serve(process.argv[3] ?? 'memory')
else await main()
