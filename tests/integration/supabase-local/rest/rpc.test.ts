import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { alice, startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

describe('rpc', () => {
  test('scalar result by POST and by GET, with a default argument', async () => {
    expect(await h.anon.rpc('rt_add', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 })
    expect((await h.anon.rpc('rt_add', { a: 2 }, { get: true })).data).toBe(12)
    const res = await h.rest('/rpc/rt_add?a=1&b=1')
    expect(await res.json()).toBe(2)
  })

  test('setof a table: filters, order, limit, select with embeds, count', async () => {
    const { data, error } = await h.anon
      .rpc('rt_search', { q: 'exams OR notes' })
      .select('id,title,rt_categories(slug)')
      .order('id', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 2, title: 'Exam preparation plan', rt_categories: { slug: 'exams' } },
      { id: 1, title: 'How to take notes', rt_categories: { slug: 'study' } },
    ])
    const limited = await h.anon
      .rpc('rt_search', { q: 'exams OR notes' }, { count: 'exact' })
      .select('id')
      .gt('views', 200)
    expect(limited.data).toEqual([{ id: 2 }])
    expect(limited.count).toBe(1)
    const single = await h.anon.rpc('rt_search', { q: 'cramming' }).select('title').single()
    expect(single.data).toEqual({ title: 'Exam preparation plan' })
  })

  test('RETURNS TABLE, setof scalar and a single composite', async () => {
    expect((await h.anon.rpc('rt_status_counts')).data).toEqual([
      { status: 'archived', n: 1 },
      { status: 'draft', n: 1 },
      { status: 'published', n: 3 },
    ])
    expect((await h.anon.rpc('rt_numbers', { n: 3 })).data).toEqual([1, 2, 3])
    // One TABLE or OUT column is still a row to PostgREST, not a bare value (PostgREST #1930).
    expect((await h.anon.rpc('rt_statuses')).data).toEqual([
      { status: 'archived' },
      { status: 'draft' },
      { status: 'published' },
    ])
    expect((await h.anon.rpc('rt_article_count')).data).toEqual({ total: 5 })
    const first = await h.anon.rpc('rt_first_article').select('id,title')
    expect(first.data).toEqual({ id: 1, title: 'How to take notes' })
  })

  test('single unnamed json parameter takes the whole body', async () => {
    const { data } = await h.anon.rpc('rt_echo', { any: ['thing', 1] })
    expect(data).toEqual({ any: ['thing', 1] })
  })

  test('void function answers 204; GET is read-only (25006 → 405)', async () => {
    const { status, error } = await h.anon.rpc('rt_touch', { article: 1 })
    expect(error).toBeNull()
    expect(status).toBe(204)
    const views = await h.anon.from('rt_articles').select('views').eq('id', 1).single()
    expect(views.data?.views).toBe(121)
    const get = await h.anon.rpc('rt_touch', { article: 1 }, { get: true })
    expect(get.status).toBe(405)
    expect(get.error?.code).toBe('25006')
  })

  test('the caller role and claims are visible to SQL', async () => {
    expect((await h.anon.rpc('rt_whoami')).data).toEqual({
      role: 'anon',
      sub: null,
      method: 'POST',
    })
    const asAlice = await h.userClient(alice).rpc('rt_whoami', {}, { get: true })
    expect(asAlice.data).toEqual({ role: 'authenticated', sub: alice, method: 'GET' })
    expect((await h.service.rpc('rt_whoami')).data).toMatchObject({ role: 'service_role' })
  })

  test('RAISE gives 400 P0001 with the hint', async () => {
    const { error, status } = await h.anon.rpc('rt_fail')
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'custom failure',
      hint: 'do not call this',
    })
  })

  test('unknown function or arguments: 404 PGRST202', async () => {
    const { error, status } = await h.anon.rpc('rt_nothing', { x: 1 })
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rt_nothing(x) in the schema cache',
    })
    const wrongArgs = await h.anon.rpc('rt_add', { z: 1 })
    expect(wrongArgs.error?.code).toBe('PGRST202')
  })

  test('head request with count', async () => {
    const { count, data } = await h.anon.rpc('rt_numbers', { n: 4 }, { head: true, count: 'exact' })
    expect(data).toBeNull()
    expect(count === null || count === 4).toBe(true)
  })
})
