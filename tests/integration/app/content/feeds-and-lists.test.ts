import { beforeAll, describe, expect, it, vi } from 'vitest'

import { staticRoutes } from '@/config/routes'
import type * as ArticleSearch from '@/lib/data/article-search'
import type * as ArticleIdRedirect from '@/lib/articles/article-id-redirect'
import type * as Articles from '@/lib/data/articles'
import type * as Feeds from '@/lib/data/feeds'
import type * as Sitemap from '@/lib/data/sitemap'
import type * as RenderFeeds from '@/lib/feeds/render-feeds'
import { FEED_TYPES, type FeedEntry, type FeedType } from '@/lib/feeds/entries'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { type CachedRead, itDeclaresCacheEntries } from '../../../support/next-cache'
import { withoutGrant } from '../../../support/without-grant'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// The feeds, the sitemap and the article lists of the home page and article pages, against the
// seed plus rows each rule must leave out. Expected entries are worked out here in SQL as the
// superuser; more than 1,000 published resources make the sitemap page through a type.
vi.mock('next/cache', () => import('../../../support/next-cache'))

const harness = suiteHarness(() => startHarness())

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  return (await harness.local.pg.query<Row>(query, params)).rows
}

const iso = (value: Date | string) => new Date(value).toISOString()

type Oracle = {
  id: string
  title: string
  slug: string
  summary: string
  published_at: Date | null
  updated_at: Date
  author: string | null
  category: string | null
}

// Each type's published items, newest first, as its feed must list them.
const oracles: Record<FeedType, string> = {
  articles: `select a.id, a.title, a.slug, a.excerpt as summary, a.published_at, a.updated_at,
      au.name as author, c.name as category
    from public.articles a
      left join public.authors au on au.id = a.author_id
      left join public.article_categories c on c.id = a.category_id
    where a.status in ('published', 'scheduled') and a.published_at <= now()
    order by a.published_at desc, a.id`,
  quizzes: `select q.id, q.title, q.slug, q.description as summary, q.published_at, q.updated_at,
      null as author, c.name as category
    from public.quizzes q left join public.article_categories c on c.id = q.category_id
    where q.status = 'published' order by q.published_at desc, q.id`,
  resources: `select id, title, slug, description as summary, published_at, updated_at,
      null as author, kind as category
    from public.resources where status = 'published' order by published_at desc, id`,
  careers: `select id, title, slug, summary, published_at, updated_at, null as author,
      department as category
    from public.jobs where status = 'open' and (closes_at is null or closes_at > now())
    order by published_at desc, id`,
}

const PATH_PREFIX: Record<FeedType, string> = {
  articles: '/articles/',
  quizzes: '/quiz/',
  resources: '/resources/',
  careers: '/careers/',
}

async function expectedEntries(type: FeedType): Promise<FeedEntry[]> {
  return (await sql<Oracle>(oracles[type])).map((row) => ({
    id: row.id,
    title: row.title,
    path: `${PATH_PREFIX[type]}${row.slug}/`,
    summary: row.summary,
    published: iso(row.published_at ?? row.updated_at),
    updated: iso(row.updated_at),
    author: row.author,
    category: row.category,
  }))
}

// PostgREST answers timestamps in its own format; the feeds format them, so compare instants.
const asInstants = (entries: FeedEntry[]) =>
  entries.map((entry) => ({
    ...entry,
    published: iso(entry.published),
    updated: iso(entry.updated),
  }))

let feeds: typeof Feeds
let sitemap: typeof Sitemap
let articles: typeof Articles
let render: typeof RenderFeeds
let search: typeof ArticleSearch
let idRedirect: typeof ArticleIdRedirect.articleIdRedirect

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  feeds = await import('@/lib/data/feeds')
  sitemap = await import('@/lib/data/sitemap')
  articles = await import('@/lib/data/articles')
  render = await import('@/lib/feeds/render-feeds')
  search = await import('@/lib/data/article-search')
  idRedirect = (await import('@/lib/articles/article-id-redirect')).articleIdRedirect
  await harness.local.pg.exec(`
    insert into public.articles (slug, title, excerpt, content, status, published_at, category_id, tags)
      values
        ('feed-draft', 'Draft', '', 'Body.', 'draft', null, null, '{}'),
        ('feed-future', 'Future', '', 'Body.', 'scheduled', now() + interval '1 day', null, '{}'),
        ('feed-due', 'Due', 'Due now.', 'Body.', 'scheduled', now() - interval '1 minute', null,
          '{"rare-tag"}'),
        ('feed-archived', 'Archived', '', 'Body.', 'archived', now() - interval '1 day', null, '{}');
    insert into public.quizzes (slug, title, status, published_at)
      values
        ('feed-archived-quiz', 'Archived quiz', 'archived', now()),
        ('feed-uncategorised-quiz', 'Quiz without a category', 'published', now());
    insert into public.jobs (slug, title, status, published_at, closes_at, department)
      values
        ('feed-lapsed', 'Lapsed', 'open', now(), now() - interval '1 minute', 'Tutoring'),
        ('feed-closed', 'Closed', 'closed', now(), null, 'Tutoring'),
        ('feed-open', 'Open', 'open', now() - interval '1 minute', now() + interval '1 day', 'Editing');
    insert into public.resources (slug, title, description, kind, status, published_at)
      select 'bulk-resource-' || n, 'Bulk resource ' || n, 'Generated.', 'guide', 'published',
          now() - make_interval(days => 400, mins => n)
        from generate_series(1, 1000) as n;
    insert into public.resources (slug, title, kind, status, published_at)
      values ('feed-draft-resource', 'Draft resource', 'guide', 'draft', null);
    insert into public.resources (slug, title, kind, status, published_at, members_only)
      values ('feed-members-resource', 'Members resource', 'template', 'published', now(), true);
  `)
})

describe('feeds', () => {
  it.each(FEED_TYPES)('lists the 50 newest visible %s', async (type) => {
    const entries = await feeds.getFeedEntries(type)
    const expected = (await expectedEntries(type)).slice(0, feeds.FEED_ITEM_LIMIT)
    expect(asInstants(entries)).toEqual(expected)
  })

  it('leaves out drafts, archived, scheduled-not-yet-due, closed and lapsed items', async () => {
    const slugs = (await Promise.all(FEED_TYPES.map((type) => feeds.getFeedEntries(type))))
      .flat()
      .map((entry) => entry.path)
    expect(slugs).toContain('/articles/feed-due/')
    expect(slugs).toContain('/careers/feed-open/')
    expect(slugs).toContain('/quiz/feed-uncategorised-quiz/')
    // A members-only resource's page is public (its teaser), so feeds and the sitemap list it.
    expect(slugs).toContain('/resources/feed-members-resource/')
    for (const hidden of [
      '/articles/feed-draft/',
      '/articles/feed-future/',
      '/articles/feed-archived/',
      '/quiz/feed-archived-quiz/',
      '/careers/feed-lapsed/',
      '/careers/feed-closed/',
      '/resources/feed-draft-resource/',
    ]) {
      expect(slugs).not.toContain(hidden)
    }
    expect(await feeds.getFeedEntries('resources')).toHaveLength(feeds.FEED_ITEM_LIMIT)
  })

  it('pages through every item of a type for the sitemap, past 1,000 rows', async () => {
    const all = await feeds.getAllEntries('resources')
    const expected = await expectedEntries('resources')
    expect(expected.length).toBeGreaterThan(1000)
    expect(asInstants(all)).toEqual(expected)
  })

  it('throws rather than caching an empty feed when a read fails', async () => {
    const reads: Record<FeedType, [privilege: string, what: string]> = {
      articles: ['select on public.articles', 'articles'],
      quizzes: ['select on public.quizzes', 'quizzes'],
      resources: ['execute on function public.resource_teasers()', 'resources'],
      careers: ['select on public.jobs', 'jobs'],
    }
    for (const [type, [privilege, what]] of Object.entries(reads)) {
      await withoutGrant(harness.local.pg, privilege, async () => {
        await expect(feeds.getFeedEntries(type as FeedType)).rejects.toThrow(
          `Could not load ${what}: `,
        )
      })
    }
  })
})

describe('feed documents', () => {
  // What each feed says about itself: its title, description and the page it stands for.
  const channels: Record<FeedType, [title: string, description: string, page: string]> = {
    articles: [
      'Study articles',
      'Study-skills articles for university students: revision, writing, referencing and more.',
      '/articles',
    ],
    quizzes: [
      'Quizzes',
      'Self-check quizzes on referencing, statistics, research methods and exam technique.',
      '/quizzes',
    ],
    resources: [
      'Study resources',
      'Guides, templates, checklists and worksheets for university study.',
      '/resources',
    ],
    careers: ['Jobs', 'Open roles at Scholarly Support.', '/careers'],
  }

  it.each(FEED_TYPES)(
    'render the %s feed as RSS and Atom with its channel and items',
    async (type) => {
      const [title, description, page] = channels[type]
      const entries = await feeds.getFeedEntries(type)
      const newest = new Date(Math.max(...entries.map((entry) => Date.parse(entry.updated))))
      const rss = await render.renderFeed(type, 'rss', `/feed/${type}`)
      expect(rss.lastModified).toEqual(newest)
      expect(rss.xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0" /)
      expect(rss.xml).toContain(`<title>Scholarly Support: ${title}</title>`)
      expect(rss.xml).toContain(`<description>${description}</description>`)
      expect(rss.xml).toContain(`<link>http://localhost:3000${page}/</link>`)
      expect(rss.xml).toContain(`href="http://localhost:3000/feed/${type}"`)
      expect(rss.xml.match(/<item>/g)).toHaveLength(entries.length)
      const atom = await render.renderFeed(type, 'atom', '/atom.xml')
      expect(atom.xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
      expect(atom.xml).toContain(`<subtitle>${description}</subtitle>`)
      expect(atom.xml).toContain('href="http://localhost:3000/atom.xml"')
      expect(atom.xml.match(/<entry>/g)).toHaveLength(entries.length)
    },
  )
})

describe('sitemap', () => {
  it('lists the static routes, then every visible item with its last change', async () => {
    const urls = await sitemap.getSitemapUrls()
    const items = (await Promise.all(FEED_TYPES.map((type) => expectedEntries(type)))).flat()
    expect(urls).toEqual([
      ...staticRoutes.map((path) => ({
        loc: `http://localhost:3000${path === '/' ? '/' : `${path}/`}`,
      })),
      ...items.map((entry) => ({
        loc: `http://localhost:3000${entry.path}`,
        lastmod: entry.updated,
      })),
    ])
  })
})

describe('article lists', () => {
  const relatedSlugs = async (categoryId: string | null, tags: string[], limit: number) =>
    (
      await articles.getRelatedArticles(
        { id: crypto.randomUUID(), category_id: categoryId, tags },
        limit,
      )
    ).map((row) => row.slug)

  /**
   * A new category (slug `<prefix>-category`) and published articles, each `secondsAgo` old, in
   * that category or in none, with their tags; answers the category's id.
   */
  const relatedFixture = async (
    prefix: string,
    name: string,
    articlesSeeded: { slug: string; secondsAgo: number; inCategory: boolean; tags: string[] }[],
  ) => {
    const [category] = await sql<{ id: string }>(
      `insert into public.article_categories (slug, name, sort_order)
        values ($1, $2, 90 + (select count(*) from public.article_categories)) returning id`,
      [`${prefix}-category`, name],
    )
    for (const article of articlesSeeded) {
      await harness.local.pg.query(
        `insert into public.articles (slug, title, content, status, published_at, category_id, tags)
          values ($1, $1, 'Body.', 'published', now() - make_interval(secs => $2), $3, $4)`,
        [article.slug, article.secondsAgo, article.inCategory ? category?.id : null, article.tags],
      )
    }
    return category?.id ?? null
  }

  it('gives the home page the newest visible articles', async () => {
    const expected = (await expectedEntries('articles')).slice(0, 3)
    const latest = await articles.getLatestArticles(3)
    expect(latest.map((row) => row.id)).toEqual(expected.map((entry) => entry.id))
    expect(Object.keys(latest[0] ?? {}).sort()).toEqual(
      ['id', 'slug', 'title', 'excerpt', 'published_at'].sort(),
    )
  })

  it('lists the categories in their sort order', async () => {
    const expected = await sql<{ id: string; slug: string; name: string; description: string }>(
      'select id, slug, name, description from public.article_categories order by sort_order, id',
    )
    expect(await articles.getArticleCategories()).toEqual(expected)
  })

  it('relates articles of the same category first, then ones sharing a tag, never itself', async () => {
    const [source] = await sql<{ id: string; category_id: string; tags: string[] }>(
      `select id, category_id, tags from public.articles
        where status = 'published' and category_id is not null and cardinality(tags) > 0
        order by published_at desc limit 1`,
    )
    if (!source) throw new Error('The seed has no published article with a category and tags')
    const sameCategory = await sql<{ id: string }>(
      `select id from public.articles
        where status in ('published', 'scheduled') and published_at <= now()
          and category_id = $1 and id <> $2
        order by published_at desc limit 3`,
      [source.category_id, source.id],
    )
    const related = await articles.getRelatedArticles(source, 3)
    expect(related.map((row) => row.id).slice(0, sameCategory.length)).toEqual(
      sameCategory.map((row) => row.id),
    )
    expect(related.map((row) => row.id)).not.toContain(source.id)

    const [due] = await sql<{ id: string }>(
      `select id from public.articles where slug = 'feed-due'`,
    )
    const byTag = await articles.getRelatedArticles(
      { id: crypto.randomUUID(), category_id: null, tags: ['rare-tag'] },
      3,
    )
    expect(byTag.map((row) => row.id)).toEqual([due?.id])
    const untagged = await articles.getRelatedArticles(
      { id: due?.id ?? '', category_id: null, tags: ['rare-tag'] },
      3,
    )
    expect(untagged).toEqual([])
  })

  it('fills up with tag matches when the category has too few, without repeating one', async () => {
    const categoryId = await relatedFixture('lonely', 'Lonely', [
      { slug: 'lonely-one', secondsAgo: 180, inCategory: true, tags: ['lonely-tag'] },
      { slug: 'lonely-two', secondsAgo: 120, inCategory: true, tags: ['lonely-tag'] },
      { slug: 'tag-only', secondsAgo: 60, inCategory: false, tags: ['lonely-tag'] },
    ])
    expect(await relatedSlugs(categoryId, ['lonely-tag'], 3)).toEqual([
      'lonely-two',
      'lonely-one',
      'tag-only',
    ])
    const [first] = await articles.getRelatedArticles(
      { id: crypto.randomUUID(), category_id: categoryId, tags: [] },
      1,
    )
    expect(first?.article_categories).toEqual({ slug: 'lonely-category', name: 'Lonely' })
    // Only what the category has, when the article has no tags to go on.
    expect(await relatedSlugs(categoryId, [], 3)).toEqual(['lonely-two', 'lonely-one'])
    expect(await relatedSlugs(categoryId, ['lonely-tag'], 2)).toEqual(['lonely-two', 'lonely-one'])
  })

  it('fills up with the newest tag matches without repeating the category’s, to the limit', async () => {
    // Newest first: the category's own article is also the newest tag match.
    const categoryId = await relatedFixture('crowded', 'Crowded', [
      { slug: 'crowd-own', secondsAgo: 10, inCategory: true, tags: ['crowd-tag'] },
      { slug: 'crowd-b', secondsAgo: 20, inCategory: false, tags: ['crowd-tag'] },
      { slug: 'crowd-c', secondsAgo: 30, inCategory: false, tags: ['crowd-tag'] },
      { slug: 'crowd-d', secondsAgo: 40, inCategory: false, tags: ['crowd-tag'] },
    ])
    expect(await relatedSlugs(categoryId, ['crowd-tag'], 3)).toEqual([
      'crowd-own',
      'crowd-b',
      'crowd-c',
    ])
  })

  it('stops at the limit when the category’s and the tags’ articles together exceed it', async () => {
    const categoryId = await relatedFixture('pair', 'Pair', [
      { slug: 'pair-one', secondsAgo: 50, inCategory: true, tags: [] },
      { slug: 'pair-two', secondsAgo: 40, inCategory: true, tags: [] },
      { slug: 'pair-tag-a', secondsAgo: 30, inCategory: false, tags: ['pair-tag'] },
      { slug: 'pair-tag-b', secondsAgo: 20, inCategory: false, tags: ['pair-tag'] },
      { slug: 'pair-tag-c', secondsAgo: 10, inCategory: false, tags: ['pair-tag'] },
    ])
    expect(await relatedSlugs(categoryId, ['pair-tag'], 3)).toEqual([
      'pair-two',
      'pair-one',
      'pair-tag-c',
    ])
  })

  it('gives the article page exactly the columns it renders', async () => {
    const article = await articles.getArticle('feed-due')
    expect(Object.keys(article ?? {}).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'excerpt',
        'content',
        'cover_image_url',
        'cover_image_alt',
        'tags',
        'status',
        'published_at',
        'updated_at',
        'reading_time_minutes',
        'seo_title',
        'seo_description',
        'category_id',
        'article_categories',
        'authors',
      ].sort(),
    )
    expect(article).toMatchObject({ slug: 'feed-due', status: 'scheduled', tags: ['rare-tag'] })
  })

  it('throws when the article reads fail', async () => {
    await withoutGrant(harness.local.pg, 'select on public.articles', async () => {
      await expect(articles.getLatestArticles(3)).rejects.toThrow('Could not load articles: ')
      await expect(articles.getArticle('feed-due')).rejects.toThrow('Could not load the article: ')
      await expect(
        articles.getRelatedArticles({ id: crypto.randomUUID(), category_id: null, tags: ['x'] }),
      ).rejects.toThrow('Could not load related articles: ')
      await expect(
        articles.getRelatedArticles({
          id: crypto.randomUUID(),
          category_id: crypto.randomUUID(),
          tags: [],
        }),
      ).rejects.toThrow('Could not load related articles: ')
      await expect(articles.getArticleDirectory(null, 1)).rejects.toThrow(
        'Could not load articles: ',
      )
    })
    await withoutGrant(harness.local.pg, 'select on public.article_categories', async () => {
      await expect(articles.getArticleCategories()).rejects.toThrow(
        'Could not load article categories: ',
      )
    })
  })
})

describe('/articles/id/{id}', () => {
  it('sends a visible article’s id to its one URL, and nothing else', async () => {
    const ids = Object.fromEntries(
      (
        await sql<{ slug: string; id: string }>(
          `select slug, id from public.articles where slug in ('feed-due', 'feed-draft')`,
        )
      ).map(({ slug, id }) => [slug, id]),
    )
    const due = ids['feed-due'] ?? ''
    expect(await idRedirect(`/articles/id/${due}`)).toBe('/articles/feed-due/')
    expect(await idRedirect(`/articles/id/${due.toUpperCase()}/`)).toBe('/articles/feed-due/')
    for (const path of [
      `/articles/id/${ids['feed-draft']}`,
      `/articles/id/${crypto.randomUUID()}`,
      `/articles/id/${due}/extra`,
      `/articles/id/${due}x`,
      `/de/articles/id/${due}`,
      `/articles/id/${due.slice(1)}`,
      '/articles/feed-due/',
    ]) {
      expect(await idRedirect(path)).toBeNull()
    }
  })
})

describe('cache entries', () => {
  // Feeds and the sitemap are dropped with their content type's tag and their own; every read
  // of published content lives 30 s, so scheduled items appear within a minute.
  const content = { stale: 30, revalidate: 30, expire: 3600 }
  const reads: CachedRead[] = [
    ['articles feed', () => feeds.getFeedEntries('articles'), ['feeds', 'articles'], [content]],
    ['careers feed', () => feeds.getFeedEntries('careers'), ['feeds', 'jobs'], [content]],
    [
      'quizzes for the sitemap',
      () => feeds.getAllEntries('quizzes'),
      ['sitemap', 'quizzes'],
      [content],
    ],
    [
      'sitemap',
      () => sitemap.getSitemapUrls(),
      ['sitemap', 'articles', 'sitemap', 'quizzes', 'sitemap', 'resources', 'sitemap', 'jobs'],
      [content, content, content, content],
    ],
    ['latest articles', () => articles.getLatestArticles(3), ['articles'], [content]],
    ['categories', () => articles.getArticleCategories(), ['articles'], [content]],
    ['directory', () => articles.getArticleDirectory(null, 1), ['articles'], [content]],
    [
      'one article',
      () => articles.getArticle('feed-due'),
      ['article:feed-due', 'articles'],
      [content],
    ],
    [
      'renamed article',
      () => articles.findRenamedArticle('old-name'),
      ['article:old-name', 'articles'],
      [content],
    ],
    [
      'related articles',
      () => articles.getRelatedArticles({ id: crypto.randomUUID(), category_id: null, tags: [] }),
      ['articles'],
      [content],
    ],
    ['search', () => search.searchArticles('revision', null, 1), ['articles'], [content]],
  ]

  itDeclaresCacheEntries(reads)
})
