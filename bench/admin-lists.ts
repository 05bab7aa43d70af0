// The /admin/articles list and a CSV export at 100,000 rows: a throwaway in-memory Supabase Local
// seeded with 100,000 articles, the admin signed in through supabase-js, then the list's own query
// (readArticleList in lib/data/admin/article-list.ts) for sorted, filtered, searched and deep pages
// (p50/p95 against the 300 ms budget), and every row exported through lib/csv/csv-download.ts
// (keyset batches, time and peak memory). Run with `npm run bench:admin`; not part of npm test.
import { performance } from 'node:perf_hooks'

import { csvDownload, keysetBatches, type CsvColumn } from '../lib/csv/csv-download.ts'
import { readArticleList } from '../lib/data/admin/article-list.ts'
import { COUNTED, readListPage } from '../lib/data/admin/list-page.ts'
import { searchFilter, type ListParams } from '../lib/data/admin/list-params.ts'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { signedInAdmin } from './admin-session.ts'
import { percentile } from './percentile.ts'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const BUDGET_MS = 300
const EXPORT_BATCH = 1000
const MIDDLE_PAGE = Math.max(1, Math.floor(ARTICLES / 25 / 2))

type Params = ListParams & { category?: string }

const base: Params = {
  page: 1,
  pageSize: 25,
  sort: 'updated_at',
  direction: 'desc',
  search: '',
  filters: {},
}

const local = await startSupabaseLocal({ memory: true, port: 0 })
try {
  const seedStarted = performance.now()
  // Triggers off while seeding: 100,000 audit rows would only slow the seed down.
  await local.pg.exec(`
    set session_replication_role = replica;
    insert into public.articles (slug, title, excerpt, content, status, published_at, category_id, author_id, updated_at)
    select 'bench-' || n,
      (array['Exam', 'Essay', 'Statistics', 'Referencing', 'Revision', 'Thesis', 'Lab report'])[n % 7 + 1]
        || ' guide number ' || n,
      'An excerpt for article ' || n,
      'Body text of article ' || n || '. Study well and plan ahead.',
      (array['published', 'published', 'published', 'draft', 'scheduled', 'archived'])[n % 6 + 1],
      case when n % 6 = 3 then null else now() - n * interval '5 minutes' end,
      choices.categories[n % array_length(choices.categories, 1) + 1],
      choices.author,
      now() - n * interval '1 minute'
    from generate_series(1, ${ARTICLES}) as n,
      (select (select array_agg(id order by sort_order) from public.article_categories) as categories,
              (select id from public.authors order by name limit 1) as author) as choices;
    set session_replication_role = origin;
  `)
  // Vacuum as autovacuum would (PGlite has none): it also empties the trigram indexes' GIN
  // pending list, which a search would otherwise read through (about 300 ms at this size).
  // Its own statement: VACUUM cannot run in the implicit transaction of a multi-statement string.
  await local.pg.exec('vacuum analyze public.articles')
  const seedSeconds = (performance.now() - seedStarted) / 1000
  const { rows: categories } = await local.pg.query<{ id: string }>(
    'select id from public.article_categories order by sort_order limit 1',
  )

  const db = await signedInAdmin(local)

  const scenarios: [name: string, params: Params][] = [
    ['newest change first (default)', base],
    ['title A-Z', { ...base, sort: 'title', direction: 'asc' }],
    ['published date, page 40', { ...base, sort: 'published_at', page: 40 }],
    ['status = draft', { ...base, filters: { status: 'draft' } }],
    [
      'status + category',
      { ...base, filters: { status: 'published' }, category: categories[0]?.id },
    ],
    ['search "statistics"', { ...base, search: 'statistics' }],
    ['search "number 4242" (11 rows)', { ...base, search: 'number 4242' }],
    [
      'search + status, title A-Z',
      {
        ...base,
        search: 'exam',
        sort: 'title',
        direction: 'asc',
        filters: { status: 'published' },
      },
    ],
    [`middle page (${MIDDLE_PAGE} of ${MIDDLE_PAGE * 2})`, { ...base, page: MIDDLE_PAGE }],
  ]
  // Each page as the list asks for it (rows and the count), and the rows alone, so the second
  // column is what the count costs. count=estimated is exact up to PostgREST's max rows (1000)
  // and the planner's estimate past it (counted exactly when at most 10,000), so the total each
  // view shows, and how it is labelled, is printed next to the exact one.
  const timings = new Map<string, number[]>()
  const rowsOnly = new Map<string, number[]>()
  const throughRls = new Map<string, number[]>()
  const totals = new Map<string, string>()
  // The search views also as the list read them before admin_search_articles: a PostgREST
  // ilike filter on articles as the admin, under RLS (where ilike cannot use an index).
  const readThroughRls = (params: Params) =>
    readListPage(
      db
        .from('articles')
        .select(
          'id, slug, title, status, published_at, updated_at, article_categories(name), authors(name)',
          COUNTED,
        ),
      params,
      {
        equals: { status: params.filters.status, category_id: params.category },
        search: ['title', 'slug'],
        what: 'the articles',
      },
    )
  const time = async <T>(read: () => Promise<T>) => {
    const started = performance.now()
    const result = await read()
    return [result, performance.now() - started] as const
  }
  for (let round = 0; round < ROUNDS + 2; round++) {
    for (const [name, params] of scenarios) {
      for (const [counted, into] of [
        [true, timings],
        [false, rowsOnly],
      ] as const) {
        const [page, elapsed] = await time(() =>
          readArticleList(db, params, params.category, { counted }),
        )
        if (page.rows.length === 0) throw new Error(`${name}: no rows`)
        if (counted) totals.set(name, `${page.total} (${page.totalKind})`)
        if (round >= 2) into.set(name, [...(into.get(name) ?? []), elapsed])
      }
      if (params.search) {
        const [, elapsed] = await time(() => readThroughRls(params))
        if (round >= 2) throughRls.set(name, [...(throughRls.get(name) ?? []), elapsed])
      }
    }
  }

  console.info(
    `Seeded ${ARTICLES.toLocaleString('en-GB')} articles in ${seedSeconds.toFixed(1)} s.\n`,
  )
  const cell = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return `${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)}`
  }
  console.info(
    `| /admin/articles list query (${ROUNDS} runs each) | p50 ms | p95 ms | rows only p50 | p95 |`,
  )
  console.info('| --- | ---: | ---: | ---: | ---: |')
  for (const [name, values] of timings) {
    console.info(`| ${name} | ${cell(values)} | ${cell(rowsOnly.get(name) ?? [])} |`)
  }
  const all = [...timings.values()].flat().sort((a, b) => a - b)
  const p95 = percentile(all, 95)
  console.info(`| **all** | ${cell(all)} | ${cell([...rowsOnly.values()].flat())} |`)
  console.info(
    '\n| search view, as before (ilike under RLS) | p50 ms | p95 ms |\n| --- | ---: | ---: |',
  )
  for (const [name, values] of throughRls) console.info(`| ${name} | ${cell(values)} |`)
  console.info('\n| view | total shown | exact count |\n| --- | ---: | ---: |')
  for (const [name, params] of scenarios) {
    let query = db.from('articles').select('id', { count: 'exact', head: true })
    if (params.filters.status) query = query.eq('status', params.filters.status)
    if (params.category) query = query.eq('category_id', params.category)
    if (params.search) query = query.or(searchFilter(['title', 'slug'], params.search))
    const { count } = await query
    console.info(`| ${name} | ${totals.get(name)} | ${count} |`)
  }

  type ExportRow = {
    id: string
    slug: string
    title: string
    status: string
    published_at: string | null
    updated_at: string
  }
  const columns: CsvColumn<ExportRow>[] = [
    { header: 'ID', value: (row) => row.id },
    { header: 'Slug', value: (row) => row.slug },
    { header: 'Title', value: (row) => row.title },
    { header: 'Status', value: (row) => row.status },
    { header: 'Published', value: (row) => row.published_at },
    { header: 'Updated', value: (row) => row.updated_at },
  ]
  const fetchAfter = async (lastKey: string | null) => {
    let query = db.from('articles').select('id, slug, title, status, published_at, updated_at')
    if (lastKey) query = query.gt('id', lastKey)
    const { data, error } = await query.order('id').limit(EXPORT_BATCH)
    if (error) throw new Error(error.message)
    return data
  }
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  let peakHeap = heapBefore
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => {
    const usage = process.memoryUsage()
    peakHeap = Math.max(peakHeap, usage.heapUsed)
    peakRss = Math.max(peakRss, usage.rss)
  }, 20)
  const exportStarted = performance.now()
  const response = csvDownload(
    'articles.csv',
    columns,
    keysetBatches(fetchAfter, (row) => row.id),
  )
  let bytes = 0
  let lines = 0
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 10) lines++
  }
  const exportSeconds = (performance.now() - exportStarted) / 1000
  clearInterval(sampler)
  const mb = (value: number) => (value / 1024 / 1024).toFixed(0)
  console.info(
    `\nCSV export: ${(lines - 1).toLocaleString('en-GB')} rows, ${mb(bytes)} MB in ${exportSeconds.toFixed(1)} s; ` +
      `peak heap ${mb(peakHeap)} MB (${mb(peakHeap - heapBefore)} MB above the start, which includes the in-process database), peak RSS ${mb(peakRss)} MB.`,
  )
  console.info(`\nBudget: list p95 under ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'NOT met'}`)
  process.exitCode = p95 < BUDGET_MS ? 0 : 1
} finally {
  await local.stop()
}
