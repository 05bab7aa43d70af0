// Article search latency at the REST layer: 1,000 generated published articles in a throwaway
// in-memory Supabase Local, then search_articles called through supabase-js as the app does for a
// visitor (whole words, then prefixes, then the suggestion for a typo). Prints p50
// and p95 per query kind and overall against the 50 ms budget. Not part of npm test.
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { percentile } from './percentile.ts'

const ARTICLES = 1000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const BUDGET_MS = 50

const words =
  `revision exam stress essay thesis paragraph referencing harvard chicago apa mla citation
statistics mean median variance confidence interval effect size hypothesis sample survey interview
feedback marker rubric plagiarism integrity collusion deadline timetable planning lecture notes
reading journal database literature review methodology presentation group project wellbeing sleep
motivation procrastination focus memory retrieval practice spacing flashcards dissertation`.split(
    /\s+/,
  )

const pick = (seed: number, count: number) =>
  Array.from({ length: count }, (_, index) => words[(seed * 7 + index * 13) % words.length]).join(
    ' ',
  )

// About 700 words per article from a 36-word slice of the vocabulary, so a query matches some
// articles and not others, as real text does.
const bodyText = (body: number) =>
  Array.from({ length: 60 }, (_, paragraph) => pick(body * 3 + (paragraph % 3), 12)).join('.\n\n')

const queries: [kind: string, query: string][] = [
  ['one word', 'statistics'],
  ['two words', 'exam stress'],
  ['prefix', 'procrast'],
  ['phrase', '"confidence interval"'],
  ['typo fallback', 'plagarism'],
  ['no match', 'xylophone'],
]

const local = await startSupabaseLocal({ memory: true, port: 0 })
try {
  await local.pg.query(
    `insert into public.articles (slug, title, excerpt, content, status, published_at, category_id)
     select 'bench-' || n, initcap(($1::text[])[n % 40 + 1]) || ' and ' || ($1::text[])[n % 31 + 1] || ' ' || n,
       'A guide to ' || ($1::text[])[n % 23 + 1] || ' for students.',
       ($2::text[])[n % 60 + 1], 'published', now() - n * interval '1 hour',
       (select id from public.article_categories order by sort_order limit 1)
     from generate_series(1, ${ARTICLES}) as n`,
    [words, Array.from({ length: 60 }, (_, body) => bodyText(body))],
  )
  const client = createClient(local.url, local.anonKey, { auth: { persistSession: false } })
  const timings = new Map<string, number[]>()
  for (let round = 0; round < ROUNDS + 5; round++) {
    for (const [kind, query] of queries) {
      const started = performance.now()
      // As the app does (lib/data/article-search.ts): the words as typed, then as prefixes, then
      // the suggestion, each only when the one before found nothing.
      const whole = await client.rpc('search_articles', { query, page_size: 12, whole_words: true })
      if (whole.error) throw new Error(`${kind}: ${whole.error.message}`)
      if (whole.data.length === 0) {
        const { data, error } = await client.rpc('search_articles', { query, page_size: 12 })
        if (error) throw new Error(`${kind}: ${error.message}`)
        if (data.length === 0) {
          const suggestion = await client.rpc('suggest_article_search', { query })
          if (suggestion.data)
            await client.rpc('search_articles', { query: suggestion.data, page_size: 12 })
        }
      }
      if (round >= 5) timings.set(kind, [...(timings.get(kind) ?? []), performance.now() - started])
    }
  }
  const all = [...timings.values()].flat().sort((a, b) => a - b)
  console.info(`| query (${ARTICLES} articles, ${ROUNDS} runs each) | p50 ms | p95 ms |`)
  console.info('| --- | ---: | ---: |')
  for (const [kind, values] of timings) {
    const sorted = values.sort((a, b) => a - b)
    console.info(
      `| ${kind} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} |`,
    )
  }
  const p95 = percentile(all, 95)
  console.info(`| **all** | ${percentile(all, 50).toFixed(1)} | **${p95.toFixed(1)}** |`)
  console.info(`\nBudget: p95 under ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'NOT met'}`)
  process.exitCode = p95 < BUDGET_MS ? 0 : 1
} finally {
  await local.stop()
}
