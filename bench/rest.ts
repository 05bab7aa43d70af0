// REST overhead benchmark: supabase-js over HTTP against Supabase Local, beside the same SQL run
// directly on PGlite in-process (the floor), plus the server's idle resident memory. Prints Markdown.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { resetDatabase } from '../supabase/local/db/open-database.ts'
import { withRole } from '../supabase/local/db/with-role.ts'
import { parseQuery } from '../supabase/local/rest/parse/query.ts'
import { planRead } from '../supabase/local/rest/plan/read-plan.ts'
import { aliasSource } from '../supabase/local/rest/plan/types.ts'
import { renderRead, type RenderedQuery } from '../supabase/local/rest/render/read.ts'
import { createParams, ident, table } from '../supabase/local/rest/render/sql.ts'
import { loadSchemaCache } from '../supabase/local/rest/schema-cache.ts'
import { startSupabaseLocal, type SupabaseLocal } from '../supabase/local/server.ts'
import { percentile } from './percentile.ts'
import { timeConcurrently } from './timings.ts'

type Scenario = {
  name: string
  rest: (db: SupabaseClient) => PromiseLike<{ error: unknown }>
  // The query string supabase-js sends for the same request, rendered by our own planner.
  table: string
  search: string
}

const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000)
const warmup = 200

async function main(): Promise<void> {
  const local = await startSupabaseLocal({ memory: true, port: 0 })
  try {
    const seeded = await ensureArticles(local)
    const db = createClient(local.url, local.anonKey, { auth: { persistSession: false } })
    const { rows } = await local.pg.query<{ id: string; slug: string }>(
      "select id, slug from articles where status = 'published' order by published_at desc limit 1",
    )
    const slug = rows[0]?.slug ?? ''
    const scenarios: Scenario[] = [
      {
        name: 'select by key',
        rest: (c) =>
          c.from('articles').select('id,slug,title,excerpt,published_at').eq('slug', slug).single(),
        table: 'articles',
        search: `select=id,slug,title,excerpt,published_at&slug=eq.${slug}`,
      },
      {
        name: 'article list + category + author',
        rest: (c) =>
          c
            .from('articles')
            .select(
              'id,slug,title,excerpt,published_at,category:article_categories(name,slug),author:authors(name,avatar_url)',
            )
            .eq('status', 'published')
            .order('published_at', { ascending: false })
            .limit(12),
        table: 'articles',
        search:
          'select=id,slug,title,excerpt,published_at,category:article_categories(name,slug),author:authors(name,avatar_url)&status=eq.published&order=published_at.desc&limit=12',
      },
      {
        name: 'full-text search',
        rest: (c) =>
          c
            .from('articles')
            .select('id,slug,title')
            .textSearch('search', 'exam study', { type: 'websearch', config: 'english' })
            .limit(10),
        table: 'articles',
        search: 'select=id,slug,title&search=wfts(english).exam study&limit=10',
      },
    ]
    const cache = await loadSchemaCache(local.pg, ['public'])
    const lines = [
      `Supabase Local REST benchmark: ${iterations} requests per row after ${warmup} warm-up, concurrency 1 unless noted; ${seeded}.`,
      '',
      '| scenario | path | req/s | p50 ms | p99 ms | p50 vs floor | p50 vs floor + RLS |',
      '|---|---|---:|---:|---:|---:|---:|',
    ]
    for (const scenario of scenarios) {
      const sql = render(cache, scenario)
      const floor = await measure(1, () => local.pg.query(sql.sql, sql.params))
      const floorRls = await measure(1, () =>
        withRole(local.pg, { role: 'anon', claims: {}, readOnly: true }, (tx) =>
          tx.query(sql.sql, sql.params),
        ),
      )
      const rest1 = await measure(1, () => check(scenario.rest(db)))
      const rest8 = await measure(8, () => check(scenario.rest(db)))
      const ratio = (m: Stats) =>
        `${(m.p50 / floor.p50).toFixed(2)}x | ${(m.p50 / floorRls.p50).toFixed(2)}x`
      lines.push(row(scenario.name, 'floor: same SQL on PGlite, superuser', floor, ratio(floor)))
      lines.push(row('', 'floor + RLS: withRole transaction as anon', floorRls, ratio(floorRls)))
      lines.push(row('', 'supabase-js over HTTP', rest1, ratio(rest1)))
      lines.push(row('', 'supabase-js over HTTP, concurrency 8', rest8, ratio(rest8)))
    }
    console.log(lines.join('\n'))
  } finally {
    await local.stop()
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'supabase-local-bench-'))
  try {
    await resetDatabase(dataDir)
    console.log(
      [
        '',
        `Idle resident memory of \`node supabase/local/server.ts\` with the seed loaded (target 250 MB):`,
        '',
        '| server | RSS MB |',
        '|---|---:|',
        `| --memory | ${await idleRss(['--memory'])} |`,
        `| --data-dir (a data dir made by db:reset, as npm run dev uses) | ${await idleRss(['--data-dir', dataDir])} |`,
      ].join('\n'),
    )
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

type Stats = { rps: number; p50: number; p99: number }

async function measure(concurrency: number, fn: () => Promise<unknown>): Promise<Stats> {
  const { latencies, rps } = await timeConcurrently(fn, { concurrency, iterations, warmUp: warmup })
  return { rps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

async function check(result: PromiseLike<{ error: unknown }>): Promise<void> {
  const { error } = await result
  if (error) throw new Error(`request failed: ${JSON.stringify(error)}`)
}

function row(name: string, path: string, s: Stats, ratio: string): string {
  return `| ${name} | ${path} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(3)} | ${s.p99.toFixed(3)} | ${ratio} |`
}

function render(
  cache: Awaited<ReturnType<typeof loadSchemaCache>>,
  scenario: Scenario,
): RenderedQuery {
  const query = parseQuery(new URLSearchParams(scenario.search))
  const relation = cache.relations.get(`public.${scenario.table}`)
  if (!relation) throw new Error(`no table ${scenario.table}`)
  const plan = planRead(
    { cache, aliases: aliasSource(), levels: query.levels },
    relation,
    query.select,
    [''],
  )
  plan.offset = 0
  plan.limit = Math.min(plan.limit ?? 1000, 1000)
  const from = `${table(relation.schema, relation.name)} as ${ident(plan.alias)}`
  return renderRead({ cache, params: createParams() }, plan, from, { format: 'json' })
}

// The seed provides the articles; if it has not landed yet, add sample rows so the bench runs.
async function ensureArticles(local: SupabaseLocal): Promise<string> {
  const { rows } = await local.pg.query<{ n: number }>(
    "select count(*)::int4 as n from articles where status = 'published'",
  )
  const existing = rows[0]?.n ?? 0
  if (existing >= 12) return `seed data (${existing} published articles)`
  await local.pg.exec(`
    insert into article_categories (slug, name) values ('bench-a', 'Bench A'), ('bench-b', 'Bench B')
      on conflict do nothing;
    insert into authors (slug, name) values ('bench-author', 'Bench Author') on conflict do nothing;
    insert into articles (slug, title, excerpt, content, status, published_at, category_id, author_id)
    select 'bench-' || i, 'Exam study guide ' || i, 'How to study for an exam, part ' || i,
      repeat('Study skills and exam preparation with spaced repetition. ', 40), 'published',
      now() - i * interval '1 day',
      (select id from article_categories where slug = case when i % 2 = 0 then 'bench-a' else 'bench-b' end),
      (select id from authors where slug = 'bench-author')
    from generate_series(1, 24) i;`)
  return `${existing} published seed articles, topped up with 24 generated ones`
}

// RSS of a separate server process, so the benchmark's own client does not count: the real CLI,
// left idle a few seconds after it prints its URLs, then measured after a full GC, asked for over
// IPC by a preloaded module. The "last resort" GC also returns the young generation's empty
// semi-spaces that startup grew (about 15 MB), which V8 otherwise keeps until its memory reducer
// or memory pressure shrinks them.
const measureOnRequest = `process.on('message', () => {
  for (let i = 0; i < 2; i++) globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  process.send(process.memoryUsage().rss)
})`

async function idleRss(args: string[]): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      `data:text/javascript,${encodeURIComponent(measureOnRequest)}`,
      'supabase/local/server.ts',
      ...args,
      '--port',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  )
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('API URL')) resolve()
      })
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    })
    await new Promise((resolve) => setTimeout(resolve, 5000))
    const rss = await new Promise<number>((resolve) => {
      child.once('message', (bytes) => resolve(Number(bytes)))
      child.send('measure')
    })
    return (rss / 1024 / 1024).toFixed(0)
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  }
}

await main()
