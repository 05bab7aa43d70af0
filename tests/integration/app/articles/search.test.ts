import { beforeAll, describe, expect, it, vi } from 'vitest'

import type * as ArticleSearch from '@/lib/data/article-search'
import type * as Articles from '@/lib/data/articles'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { withoutGrant } from '../../../support/without-grant'
import { suiteHarness } from '../../../support/supabase-local-harness'
import { startHarness } from '../../../support/supabase-local-harness'

// Supabase is the real local server with the seed; only Next's cache is stood in for.
vi.mock('next/cache', () => import('../../../support/next-cache'))

const harness = suiteHarness(() => startHarness())

let search: typeof ArticleSearch.searchArticles
let data: typeof Articles

const category = (slug: string) =>
  `(select id from public.article_categories where slug = '${slug}')`

// Rows the seed does not have: a word only in one title, the same word only in another body.
async function insertArticle(row: {
  slug: string
  title: string
  content?: string
  excerpt?: string
  status?: string
  publishedAt?: string
  categorySlug?: string
}) {
  await harness.local.pg.query(
    `insert into public.articles (slug, title, excerpt, content, status, published_at, category_id)
     values ($1, $2, $3, $4, $5, ${row.publishedAt ?? "now() - interval '1 day'"}, ${category(row.categorySlug ?? 'study-techniques')})`,
    [
      row.slug,
      row.title,
      row.excerpt ?? '',
      row.content ?? 'Body text.',
      row.status ?? 'published',
    ],
  )
}

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  search = (await import('@/lib/data/article-search')).searchArticles
  data = await import('@/lib/data/articles')
  await insertArticle({
    slug: 'zebra-in-the-body',
    title: 'Notes on revision',
    content: 'A zebracrossing of ideas.',
  })
  await insertArticle({ slug: 'zebracrossing-title', title: 'The zebracrossing method' })
  await insertArticle({
    slug: 'zebracrossing-excerpt',
    title: 'Another method',
    excerpt: 'Why zebracrossing helps.',
  })
  await insertArticle({ slug: 'okapi-word', title: 'The okapimethod for notes' })
  await insertArticle({ slug: 'okapi-longer-word', title: 'Okapimethodology in practice' })
  await insertArticle({
    slug: 'okapi-deep-in-the-body',
    title: 'Planning a week',
    excerpt: 'Start with the fixed points of your week and build around them.',
    content: `${'Lectures, seminars and shifts come first in any plan you make. '.repeat(12)}Then the quaggaplanner fills the gaps between them, one block at a time, until the week is full and nothing is left out of it at all`,
  })
})

describe('ranked article search', () => {
  it('ranks a match in the title above the excerpt, and the excerpt above the body', async () => {
    const { results, total } = await search('zebracrossing', null, 1)
    expect(total).toBe(3)
    expect(results.map((result) => result.slug)).toEqual([
      'zebracrossing-title',
      'zebracrossing-excerpt',
      'zebra-in-the-body',
    ])
  })

  it('matches partial words as a prefix, so results come while typing', async () => {
    const { results } = await search('zebracro', null, 1)
    expect(results.map((result) => result.slug)).toContain('zebracrossing-title')
    const seeded = await search('referenc', null, 1)
    expect(seeded.total).toBeGreaterThan(0)
    expect(seeded.correctedQuery).toBeNull()
  })

  it('matches finished words as written, and as prefixes only when they find nothing', async () => {
    const whole = await search('okapimethod', null, 1)
    expect(whole.results.map((result) => result.slug)).toEqual(['okapi-word'])
    expect(whole.total).toBe(1)
    const typing = await search('okapimeth', null, 1)
    expect(typing.results.map((result) => result.slug).sort()).toEqual([
      'okapi-longer-word',
      'okapi-word',
    ])
  })

  it('says where a snippet is cut: an ellipsis before a fragment from the middle, and after one that stops mid-sentence', async () => {
    const [deep] = (await search('quaggaplanner', null, 1)).results
    expect(deep?.slug).toBe('okapi-deep-in-the-body')
    expect(deep?.snippet).toMatch(/^… /)
    expect(deep?.snippet).toContain('\uE000quaggaplanner\uE001')
    expect(deep?.snippet).toMatch(/ …$/)
    const [whole] = (await search('zebracrossing', null, 1)).results
    expect(whole?.slug).toBe('zebracrossing-title')
    expect(whole?.snippet).toBe('Body text.')
  })

  it('marks the matched words in the snippet', async () => {
    const { results } = await search('zebracrossing', null, 1)
    expect(results[1]?.snippet).toContain('\uE000zebracrossing\uE001 helps')
  })

  it('suggests the closest title words when the query as typed finds nothing', async () => {
    const { results, correctedQuery } = await search('zebrcrossing', null, 1)
    expect(correctedQuery).toBe('zebracrossing')
    expect(results[0]?.slug).toBe('zebracrossing-title')
  })

  it('says nothing was corrected when the corrected words find nothing in the category', async () => {
    const { results, total, correctedQuery } = await search('zebrcrossing', 'referencing', 1)
    expect({ results, total, correctedQuery }).toEqual({
      results: [],
      total: 0,
      correctedQuery: null,
    })
  })

  it('fails loudly when the search or the suggestion cannot run', async () => {
    await withoutGrant(
      harness.local.pg,
      'execute on function public.search_articles(text, text, integer, integer, boolean)',
      () => expect(search('zebracrossing', null, 1)).rejects.toThrow(/^Search failed: /),
      'public, anon',
    )
    await withoutGrant(
      harness.local.pg,
      'execute on function public.suggest_article_search(text)',
      () => expect(search('zebrcrossing', null, 1)).rejects.toThrow(/^Search suggestion failed: /),
      'public, anon',
    )
  })

  it('filters by category and pages the results', async () => {
    await insertArticle({
      slug: 'zebracrossing-life',
      title: 'zebracrossing at university',
      categorySlug: 'student-life',
    })
    const inCategory = await search('zebracrossing', 'student-life', 1)
    expect(inCategory.results.map((result) => result.slug)).toEqual(['zebracrossing-life'])
    expect((await search('zebracrossing', null, 2)).results).toEqual([])
  })

  it.each([
    ['a quote', "'"],
    ['tsquery operators', '&|!:*()'],
    ['an unclosed phrase', '"unclosed quote'],
    ['a lone minus', '-'],
    ['only OR', 'or or or'],
    ['SQL and LIKE syntax', '\\ % _ ; -- drop table articles'],
    ['unicode', '学习 naïve Ünïcödé 🙂'],
    ['5,000 characters', 'x'.repeat(5000)],
    ['markup', 'a <script>alert(1)</script>'],
  ])('answers %s without an error', async (_name, query) => {
    const { data: rows, error } = await harness.anon.rpc('search_articles', { query })
    expect(error).toBeNull()
    expect(Array.isArray(rows)).toBe(true)
    const { error: suggestError } = await harness.anon.rpc('suggest_article_search', { query })
    expect(suggestError).toBeNull()
    await expect(search(query, null, 1)).resolves.toMatchObject({ total: expect.any(Number) })
  })
})

describe('scheduled and draft articles', () => {
  it('stay out of search, the directory and the article page until due, then appear', async () => {
    await insertArticle({
      slug: 'scheduled-quokka',
      title: 'Quokka revision planning',
      status: 'scheduled',
      publishedAt: "now() + interval '1 hour'",
    })
    await insertArticle({
      slug: 'draft-quokka',
      title: 'Quokka drafts',
      status: 'draft',
      publishedAt: 'null',
    })
    expect((await search('quokka', null, 1)).total).toBe(0)
    expect(await data.getArticle('scheduled-quokka')).toBeNull()
    expect(await data.getArticle('draft-quokka')).toBeNull()
    const directory = await data.getArticleDirectory(null, 1)
    expect(directory.articles.map((article) => article.slug)).not.toContain('scheduled-quokka')

    await harness.local.pg.query(
      `update public.articles set published_at = now() - interval '1 second' where slug = 'scheduled-quokka'`,
    )
    expect((await search('quokka', null, 1)).results.map((result) => result.slug)).toEqual([
      'scheduled-quokka',
    ])
    expect(await data.getArticle('scheduled-quokka')).toMatchObject({
      title: 'Quokka revision planning',
    })
    expect((await data.getArticleDirectory(null, 1)).articles[0]?.slug).toBe('scheduled-quokka')
    expect(await data.getArticle('draft-quokka')).toBeNull()
  })
})

describe('directory', () => {
  it('pages 12 at a time, newest first, with the total, and answers an empty page past the end', async () => {
    const first = await data.getArticleDirectory(null, 1)
    expect(first.articles).toHaveLength(12)
    const dates = first.articles.map((article) => Date.parse(article.published_at ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const last = Math.ceil(first.total / 12)
    expect((await data.getArticleDirectory(null, last)).articles.length).toBeGreaterThan(0)
    expect(await data.getArticleDirectory(null, last + 1)).toEqual({
      articles: [],
      total: first.total,
    })
  })

  it('filters by category, and an unknown category is empty rather than an error', async () => {
    const { articles, total } = await data.getArticleDirectory('student-life', 1)
    expect(total).toBeGreaterThan(0)
    expect(articles.every((article) => article.article_categories?.slug === 'student-life')).toBe(
      true,
    )
    expect(await data.getArticleDirectory('no-such-category', 1)).toEqual({
      articles: [],
      total: 0,
    })
  })
})

describe('slug history', () => {
  it('sends the old slug to the new one after a rename, and a rename back clears it', async () => {
    await insertArticle({ slug: 'old-heron', title: 'Heron notes' })
    await harness.local.pg.query(
      `update public.articles set slug = 'new-heron' where slug = 'old-heron'`,
    )
    expect(await data.findRenamedArticle('old-heron')).toBe('new-heron')
    expect(await data.getArticle('old-heron')).toBeNull()

    await harness.local.pg.query(
      `update public.articles set slug = 'old-heron' where slug = 'new-heron'`,
    )
    expect(await data.findRenamedArticle('old-heron')).toBeNull()
    expect(await data.findRenamedArticle('new-heron')).toBe('old-heron')
  })

  it('hides the old slugs of drafts from visitors and takes no writes from them', async () => {
    await insertArticle({
      slug: 'old-draft-owl',
      title: 'Owl',
      status: 'draft',
      publishedAt: 'null',
    })
    await harness.local.pg.query(
      `update public.articles set slug = 'new-draft-owl' where slug = 'old-draft-owl'`,
    )
    expect(await data.findRenamedArticle('old-draft-owl')).toBeNull()
    const { rows } = await harness.local.pg.query<{ n: number }>(
      `select count(*)::int as n from public.article_slug_history where old_slug = 'old-draft-owl'`,
    )
    expect(rows[0]?.n).toBe(1)

    const article = (
      await harness.service.from('articles').select('id').eq('slug', 'zebracrossing-title').single()
    ).data
    const writer = harness.userClient(await harness.createUser())
    for (const client of [harness.anon, writer]) {
      const { error } = await client
        .from('article_slug_history')
        .insert({ old_slug: 'hijack', article_id: article?.id })
      expect(error?.code).toBe('42501')
    }
  })

  it('refuses article slugs that are routes of their own', async () => {
    await expect(insertArticle({ slug: 'search', title: 'Search' })).rejects.toThrow(
      /articles_slug_not_a_route/,
    )
  })
})
