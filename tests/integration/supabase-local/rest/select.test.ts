import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

describe('select grammar', () => {
  test('columns, aliases and casts', async () => {
    const { data, error } = await h.anon
      .from('rt_articles')
      .select('id,headline:title,views::text,rating')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 1, headline: 'How to take notes', views: '120', rating: 4.5 }])
  })

  test('star returns every column with Postgres JSON rendering', async () => {
    const { data } = await h.anon.from('rt_articles').select().eq('id', 1).single()
    expect(data).toMatchObject({
      id: 1,
      tags: ['notes', 'study'],
      meta: { level: 'beginner', stats: { words: 900 } },
      period: '[1,10)',
      published_at: '2024-01-10T10:00:00+00:00',
    })
    expect(typeof data.search).toBe('string')
  })

  test('JSON paths with -> and ->>', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,meta->level,meta->stats->>words,lvl:meta->>level,w:meta->stats->words')
      .eq('id', 1)
    expect(data).toEqual([{ id: 1, level: 'beginner', words: '900', lvl: 'beginner', w: 900 }])
  })

  test('unknown column is 42703 with status 400', async () => {
    const { error, status } = await h.anon.from('rt_articles').select('nope')
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: '42703',
      message: 'column rt_articles.nope does not exist',
    })
  })

  test('unknown table is 404 PGRST205', async () => {
    const { error, status } = await h.anon.from('rt_nothing').select()
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.rt_nothing' in the schema cache",
      details: null,
      hint: null,
    })
  })

  test('malformed select is PGRST100', async () => {
    const { error, status } = await h.anon.from('rt_articles').select('id,title(')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST100')
  })

  test('aggregates are disabled like on Supabase', async () => {
    const { error, status } = await h.anon.from('rt_articles').select('views.sum()')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST123')
  })

  test('views are readable', async () => {
    const { data } = await h.anon.from('rt_published').select('title').order('id')
    expect(data?.map((r) => r.title)).toEqual([
      'How to take notes',
      'Exam preparation plan',
      'Time management',
    ])
  })
})

describe('embedding', () => {
  test('many-to-one with hint gives an object or null', async () => {
    const { data, error } = await h.anon
      .from('rt_articles')
      .select('id,category:rt_categories(name),author:rt_authors!author_id(name)')
      .order('id')
    expect(error).toBeNull()
    expect(data?.[0]).toEqual({
      id: 1,
      category: { name: 'Study skills' },
      author: { name: 'Ada' },
    })
    expect(data?.[4]).toEqual({ id: 5, category: null, author: null })
  })

  test('hint by constraint name and embedding through the FK column name', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,editor:rt_authors!rt_articles_editor_id_fkey(name),category_id(slug)')
      .eq('id', 1)
      .single()
    expect(data).toEqual({ id: 1, editor: { name: 'Grace' }, category_id: { slug: 'study' } })
  })

  test('ambiguous relationship is 300 PGRST201', async () => {
    const { error, status } = await h.anon.from('rt_articles').select('id,rt_authors(name)')
    expect(status).toBe(300)
    expect(error?.code).toBe('PGRST201')
    expect(error?.hint).toContain("'rt_authors!rt_articles_author_id_fkey'")
  })

  test('unknown relationship is 400 PGRST200', async () => {
    const { error, status } = await h.anon.from('rt_articles').select('id,rt_items(*)')
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'rt_articles' and 'rt_items' in the schema cache",
    })
  })

  test('one-to-many gives arrays, empty when nothing matches', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_comments(body)')
      .in('id', [1, 3])
      .order('id')
      .order('id', { referencedTable: 'rt_comments' })
    expect(data).toEqual([
      { id: 1, rt_comments: [{ body: 'Very useful' }, { body: 'Thanks!' }] },
      { id: 3, rt_comments: [] },
    ])
  })

  test('one-to-one (unique FK) gives an object', async () => {
    const { data } = await h.anon
      .from('rt_authors')
      .select('name,rt_author_profiles(website)')
      .order('id')
      .limit(2)
    expect(data).toEqual([
      { name: 'Ada', rt_author_profiles: { website: 'https://ada.example.com' } },
      { name: 'Grace', rt_author_profiles: null },
    ])
  })

  test('many-to-many through a junction table', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_tags(name)')
      .eq('id', 2)
      .order('name', { referencedTable: 'rt_tags' })
      .single()
    expect(data).toEqual({ id: 2, rt_tags: [{ name: 'exams' }, { name: 'planning' }] })
    const back = await h.anon
      .from('rt_tags')
      .select('name,rt_articles(id)')
      .eq('name', 'planning')
      .single()
    expect(back.data?.rt_articles.map((a: { id: number }) => a.id).sort()).toEqual([2, 4])
  })

  test('!inner drops parents without matches and filters by embedded columns', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_categories!inner(slug)')
      .eq('rt_categories.slug', 'study')
      .order('id')
    expect(data).toEqual([
      { id: 1, rt_categories: { slug: 'study' } },
      { id: 4, rt_categories: { slug: 'study' } },
    ])
    const many = await h.anon.from('rt_articles').select('id,rt_comments!inner(id)').order('id')
    expect(many.data?.map((r) => r.id)).toEqual([1, 2])
  })

  test('filters on a left embed only filter the embedded rows', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_comments(body)')
      .eq('rt_comments.body', 'Thanks!')
      .in('id', [1, 2])
      .order('id')
    expect(data).toEqual([
      { id: 1, rt_comments: [{ body: 'Thanks!' }] },
      { id: 2, rt_comments: [] },
    ])
  })

  test('embedded or, limit and order', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_comments(body)')
      .eq('id', 1)
      .or('body.eq.Very useful,body.eq.Nope', { referencedTable: 'rt_comments' })
      .single()
    expect(data?.rt_comments).toEqual([{ body: 'Very useful' }])
    const limited = await h.anon
      .from('rt_articles')
      .select('id,rt_comments(body)')
      .eq('id', 1)
      .order('created_at', { referencedTable: 'rt_comments', ascending: false })
      .limit(1, { referencedTable: 'rt_comments' })
      .single()
    expect(limited.data?.rt_comments).toEqual([{ body: 'Thanks!' }])
  })

  test('filtering parents by embed existence', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_categories(name)')
      .is('rt_categories', null)
    expect(data).toEqual([{ id: 5, rt_categories: null }])
    const notNull = await h.anon
      .from('rt_articles')
      .select('id,rt_comments(id)')
      .not('rt_comments', 'is', null)
      .order('id')
    expect(notNull.data?.map((r) => r.id)).toEqual([1, 2])
  })

  test('ordering parents by a to-one embed column', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,author:rt_authors!author_id(name)')
      .not('author_id', 'is', null)
      .order('author(name)', { ascending: false })
      .order('id')
    expect(data?.map((r) => (r.author as unknown as { name: string }).name)).toEqual([
      'Linus',
      'Grace',
      'Ada',
      'Ada',
    ])
  })

  test('nested embeds and spread', async () => {
    const { data } = await h.anon
      .from('rt_comments')
      .select(
        'body,article:rt_articles(title,author:rt_authors!author_id(name)),...rt_articles(status)',
      )
      .eq('id', 1)
      .single()
    expect(data).toEqual({
      body: 'Very useful',
      article: { title: 'How to take notes', author: { name: 'Ada' } },
      status: 'published',
    })
  })

  test('legacy relation(count)', async () => {
    const { data } = await h.anon
      .from('rt_articles')
      .select('id,rt_comments(count)')
      .in('id', [1, 3])
      .order('id')
    expect(data).toEqual([
      { id: 1, rt_comments: [{ count: 2 }] },
      { id: 3, rt_comments: [{ count: 0 }] },
    ])
  })
})

describe('media types', () => {
  test('csv output', async () => {
    const { data, error } = await h.anon.from('rt_items').select('id,label').order('id').csv()
    expect(error).toBeNull()
    expect(data).toBe('id,label\n1,one\n2,two')
  })

  test('single() and maybeSingle()', async () => {
    const one = await h.anon.from('rt_items').select('label').eq('id', 1).single()
    expect(one.data).toEqual({ label: 'one' })
    const none = await h.anon.from('rt_items').select('label').eq('id', 99).single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    })
    const many = await h.anon.from('rt_items').select('label').single()
    expect(many.error?.details).toBe('The result contains 2 rows')
    const maybe = await h.anon.from('rt_items').select('label').eq('id', 99).maybeSingle()
    expect(maybe).toMatchObject({ data: null, error: null })
  })

  test('stripNulls', async () => {
    const { data } = await h.anon.from('rt_authors').select('name,bio').eq('id', 2).stripNulls()
    expect(data).toEqual([{ name: 'Grace' }])
  })

  test('unsupported Accept is 406 PGRST107', async () => {
    const res = await h.rest('/rt_items', { headers: { Accept: 'application/xml' } })
    expect(res.status).toBe(406)
    expect((await res.json()).code).toBe('PGRST107')
  })
})
