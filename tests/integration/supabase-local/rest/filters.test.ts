import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) {
  const { data, error } = await query
  expect(error).toBeNull()
  return (data ?? []).map((r) => r.id).sort((a, b) => a - b)
}

const articles = () => h.anon.from('rt_articles').select('id')

describe('horizontal filters', () => {
  test('comparison operators', async () => {
    expect(await ids(articles().eq('status', 'published'))).toEqual([1, 2, 4])
    expect(await ids(articles().neq('status', 'published'))).toEqual([3, 5])
    expect(await ids(articles().gt('views', 80))).toEqual([1, 2])
    expect(await ids(articles().gte('views', 80))).toEqual([1, 2, 4])
    expect(await ids(articles().lt('views', 40))).toEqual([3])
    expect(await ids(articles().lte('views', 40))).toEqual([3, 5])
    expect(await ids(articles().gt('published_at', '2024-01-31'))).toEqual([2, 4])
  })

  test('pattern operators', async () => {
    expect(await ids(articles().like('title', '%notes'))).toEqual([1])
    expect(await ids(articles().like('title', '*time*'))).toEqual([])
    expect(await ids(articles().ilike('title', '*TIME*'))).toEqual([4])
    expect(await ids(articles().filter('title', 'match', '^(Exam|Time)'))).toEqual([2, 4])
    expect(await ids(articles().filter('title', 'imatch', '^writing'))).toEqual([3])
    expect(await ids(articles().likeAnyOf('title', ['%notes', 'Time%']))).toEqual([1, 4])
    expect(await ids(articles().ilikeAllOf('title', ['%e%', '%t%']))).toEqual([1, 2, 3, 4, 5])
  })

  test('is, isdistinct and in', async () => {
    expect(await ids(articles().is('rating', null))).toEqual([3, 5])
    expect(await ids(articles().not('rating', 'is', null))).toEqual([1, 2, 4])
    expect(await ids(h.anon.from('rt_items').select('id').is('label', null))).toEqual([])
    expect(await ids(articles().filter('editor_id', 'isdistinct', 2))).toEqual([2, 3, 4, 5])
    expect(await ids(articles().in('status', ['draft', 'archived']))).toEqual([3, 5])
    expect(await ids(articles().in('title', ['Writing feedback', 'a,b "c"']))).toEqual([3])
    expect(await ids(articles().in('id', []))).toEqual([])
    expect(await ids(articles().not('id', 'in', '(1,2,3)'))).toEqual([4, 5])
  })

  test('array, json and range operators', async () => {
    expect(await ids(articles().contains('tags', ['planning']))).toEqual([2, 4])
    expect(await ids(articles().containedBy('tags', ['planning', 'exams']))).toEqual([2, 4, 5])
    expect(await ids(articles().overlaps('tags', ['notes', 'writing']))).toEqual([1, 3])
    expect(await ids(articles().contains('meta', { level: 'beginner' }))).toEqual([1, 3])
    expect(await ids(articles().eq('meta->>level', 'advanced'))).toEqual([2])
    expect(await ids(articles().gt('meta->stats->words', 1000))).toEqual([2])
    expect(await ids(articles().rangeLt('period', '[20,30)'))).toEqual([1, 2])
    expect(await ids(articles().rangeGt('period', '[0,4)'))).toEqual([2, 4])
    expect(await ids(articles().rangeGte('period', '[5,6)'))).toEqual([2, 4])
    expect(await ids(articles().rangeLte('period', '[1,10)'))).toEqual([1])
    expect(await ids(articles().rangeAdjacent('period', '[20,30)'))).toEqual([2, 4])
    expect(await ids(articles().overlaps('period', '[8,9)'))).toEqual([1, 2])
  })

  test('full-text search on a tsvector column and on text', async () => {
    expect(await ids(articles().textSearch('search', 'exams'))).toEqual([2])
    expect(
      await ids(articles().textSearch('search', "'notes' & 'cornell'", { config: 'english' })),
    ).toEqual([1])
    expect(await ids(articles().textSearch('search', 'time blocks', { type: 'plain' }))).toEqual([
      4,
    ])
    expect(
      await ids(
        articles().textSearch('search', 'teacher feedback', { type: 'phrase', config: 'english' }),
      ),
    ).toEqual([3])
    expect(
      await ids(
        articles().textSearch('body', 'cramming -notes', { type: 'websearch', config: 'english' }),
      ),
    ).toEqual([2])
    expect(await ids(articles().not('search', 'fts', 'exams'))).toEqual([1, 3, 4, 5])
  })

  test('match() and repeated filters AND together', async () => {
    expect(await ids(articles().match({ status: 'published', category_id: 1 }))).toEqual([1, 4])
    expect(await ids(articles().gt('views', 10).lt('views', 200))).toEqual([1, 4, 5])
  })

  test('or / and trees with nesting and not', async () => {
    expect(await ids(articles().or('status.eq.draft,views.gt.200'))).toEqual([2, 3])
    expect(
      await ids(articles().or('status.eq.archived,and(category_id.eq.1,views.lt.100)')),
    ).toEqual([4, 5])
    expect(await ids(articles().or('title.eq."Writing feedback",tags.cs.{exams}'))).toEqual([2, 3])
    expect(await ids(articles().or('id.in.(1,2),rating.is.null'))).toEqual([1, 2, 3, 5])
    const notOr = await h.rest('/rt_articles?select=id&not.or=(id.eq.1,id.eq.2)&order=id')
    expect(await notOr.json()).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }])
    const res = await h.rest(
      '/rt_articles?select=id&and=(id.gt.1,status.not.eq.published)&order=id',
    )
    expect(await res.json()).toEqual([{ id: 3 }, { id: 5 }])
    const nested = await h.rest(
      '/rt_articles?select=id&not.and=(views.gt.50,or(status.eq.published,rating.is.null))&order=id',
    )
    expect(await nested.json()).toEqual([{ id: 3 }, { id: 5 }])
  })

  test('values are typed by Postgres: bad input is 22P02 with 400', async () => {
    const { error, status } = await articles().eq('views', 'lots')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '22P02' })
  })

  test('malformed filters are PGRST100', async () => {
    for (const query of [
      'views=noop.1',
      'views=eq',
      'rating=is.maybe',
      'or=(id.eq.1',
      'id=in.1,2',
    ]) {
      const res = await h.rest(`/rt_articles?${query}`)
      expect(res.status, query).toBe(400)
      expect((await res.json()).code, query).toBe('PGRST100')
    }
  })

  test('values never reach SQL as text', async () => {
    const attempts = ["1'; drop table rt_items; --", '1) or (1=1', '"x" or true']
    for (const value of attempts) {
      const { data, error } = await h.anon.from('rt_items').select('id').eq('label', value)
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const quoted = await h.rest('/rt_items?select=id&label=eq.x%22%3Bselect%201%3B--')
    expect(await quoted.json()).toEqual([])
    const column = await h.rest('/rt_items?select=id,%22label%22%22;drop%20table%20rt_items;--%22')
    expect(column.status).toBe(400)
    expect((await h.anon.from('rt_items').select('id')).data).toHaveLength(2)
  })
})
