import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { alice, bob, startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

describe('insert', () => {
  test('without select: 201, no body', async () => {
    const { data, error, status } = await h.anon.from('rt_items').insert({ id: 10, label: 'ten' })
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toBeNull()
  })

  test('with select().single(): the row shaped by select, embeds included', async () => {
    const { data, status } = await h.anon
      .from('rt_comments')
      .insert({ article_id: 2, body: 'New comment' })
      .select('id,body,rt_articles(title)')
      .single()
    expect(status).toBe(201)
    expect(data).toMatchObject({
      body: 'New comment',
      rt_articles: { title: 'Exam preparation plan' },
    })
  })

  test('bulk insert with differing keys: absent keys are NULL, or DEFAULT with missing=default', async () => {
    const rows = [
      { id: 20, label: 'a', qty: 5 },
      { id: 21, label: 'b' },
    ]
    const nullFill = await h.anon
      .from('rt_items')
      .insert([
        { id: 22, note: 'x' },
        { id: 23, label: 'c' },
      ])
      .select()
    expect(nullFill.data).toEqual([
      { id: 22, label: null, qty: 1, note: 'x' },
      { id: 23, label: 'c', qty: 1, note: null },
    ])
    const { data, error } = await h.anon
      .from('rt_items')
      .insert(rows, { defaultToNull: false })
      .select()
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 20, label: 'a', qty: 5, note: 'none' },
      { id: 21, label: 'b', qty: 1, note: 'none' },
    ])
    const strict = await h.anon
      .from('rt_items')
      .insert([{ id: 24, qty: 2 }, { id: 25 }])
      .select()
    expect(strict.status).toBe(400)
    expect(strict.error?.code).toBe('23502')
  })

  test('identity and generated defaults, arrays and json', async () => {
    const { data, error } = await h.anon
      .from('rt_articles')
      .insert({
        title: 'Grading systems',
        body: 'US, UK, Australian and Canadian grading',
        tags: ['grades'],
        meta: { a: [1, 2] },
      })
      .select('id,tags,meta,status,search')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ id: 6, tags: ['grades'], meta: { a: [1, 2] }, status: 'draft' })
    expect(data?.search).toContain('grade')
  })

  test('unknown body column is PGRST204; bad JSON is PGRST102', async () => {
    const { error, status } = await h.anon.from('rt_items').insert({ id: 30, nope: 1 })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'rt_items' in the schema cache",
    })
    for (const body of ['{bad', '', '[1,2]']) {
      const res = await h.rest('/rt_items', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(res.status, body).toBe(400)
      expect((await res.json()).code, body).toBe('PGRST102')
    }
    const keys = await h.rest('/rt_items', {
      method: 'POST',
      body: JSON.stringify([{ id: 31 }, { id: 32, label: 'x' }]),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await keys.json()).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    })
  })

  test('unique and foreign-key violations are 409', async () => {
    const dup = await h.anon.from('rt_items').insert({ id: 1, label: 'dup' })
    expect(dup.status).toBe(409)
    expect(dup.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "rt_items_pkey"',
      details: 'Key (id)=(1) already exists.',
    })
    const fk = await h.anon.from('rt_comments').insert({ article_id: 999, body: 'x' })
    expect(fk.status).toBe(409)
    expect(fk.error?.code).toBe('23503')
    const check = await h.anon.from('rt_messages').insert({ body: '' })
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe('23514')
  })

  test('upsert: merge-duplicates, ignore-duplicates and on_conflict', async () => {
    const merged = await h.anon
      .from('rt_items')
      .upsert([
        { id: 2, label: 'TWO' },
        { id: 40, label: 'forty' },
      ])
      .select('id,label')
      .order('id')
    expect(merged.error).toBeNull()
    expect(merged.data).toEqual([
      { id: 2, label: 'TWO' },
      { id: 40, label: 'forty' },
    ])
    const ignored = await h.anon
      .from('rt_items')
      .upsert({ id: 2, label: 'ignored' }, { ignoreDuplicates: true })
      .select()
    expect(ignored.data).toEqual([])
    const byEmail = await h.anon
      .from('rt_authors')
      .upsert({ email: 'ada@example.com', name: 'Ada Lovelace' }, { onConflict: 'email' })
      .select('id,name')
      .single()
    expect(byEmail.data).toEqual({ id: 1, name: 'Ada Lovelace' })
  })

  test('return=headers-only gives Location', async () => {
    const res = await h.rest('/rt_items', {
      method: 'POST',
      body: JSON.stringify({ id: 50, label: 'fifty' }),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('location')).toBe('/rt_items?id=eq.50')
  })

  test('count on insert and tx=rollback', async () => {
    const { count, status } = await h.anon
      .from('rt_items')
      .insert([{ id: 60 }, { id: 61 }], { count: 'exact' })
    expect(status).toBe(201)
    expect(count).toBe(2)
    const res = await h.rest('/rt_items?select=id', {
      method: 'POST',
      body: JSON.stringify({ id: 70 }),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation, tx=rollback' },
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual([{ id: 70 }])
    const after = await h.anon.from('rt_items').select('id').eq('id', 70)
    expect(after.data).toEqual([])
  })
})

describe('update and delete', () => {
  test('update returns rows with representation, 204 without', async () => {
    const { data, status } = await h.anon
      .from('rt_items')
      .update({ label: 'ONE' })
      .eq('id', 1)
      .select()
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 1, label: 'ONE', qty: 1, note: 'n1' }])
    const minimal = await h.anon.from('rt_items').update({ qty: 9 }).eq('id', 1)
    expect(minimal.status).toBe(204)
    const counted = await h.anon
      .from('rt_items')
      .update({ qty: 3 }, { count: 'exact' })
      .in('id', [1, 2])
    expect(counted.count).toBe(2)
  })

  test('update without filters is refused like pg-safeupdate', async () => {
    const { error, status } = await h.anon.from('rt_items').update({ qty: 0 })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' })
    const del = await h.anon.from('rt_items').delete()
    expect(del.status).toBe(400)
  })

  test('update with single() that matches several rows rolls back with 406', async () => {
    const res = await h.anon
      .from('rt_items')
      .update({ note: 'bulk' })
      .in('id', [1, 2])
      .select()
      .single()
    expect(res.status).toBe(406)
    expect(res.error?.code).toBe('PGRST116')
    const after = await h.anon.from('rt_items').select('note').in('id', [1, 2])
    expect(after.data?.every((r) => r.note !== 'bulk')).toBe(true)
  })

  test('delete with representation, and returning nothing', async () => {
    await h.anon.from('rt_items').insert([{ id: 80 }, { id: 81 }])
    const { data, status } = await h.anon
      .from('rt_items')
      .delete()
      .gte('id', 80)
      .select('id')
      .order('id')
    expect(status).toBe(200)
    expect(data).toEqual([{ id: 80 }, { id: 81 }])
    const none = await h.anon.from('rt_items').delete().eq('id', 999)
    expect(none.status).toBe(204)
  })

  test('PUT upserts one row by primary key', async () => {
    const res = await h.rest('/rt_items?id=eq.90', {
      method: 'PUT',
      body: JSON.stringify({ id: 90, label: 'put', qty: 1, note: null }),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([{ id: 90, label: 'put', qty: 1, note: null }])
    const bad = await h.rest('/rt_items?label=eq.x', {
      method: 'PUT',
      body: '{"id":1}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('PGRST105')
  })
})

describe('row-level security', () => {
  test('each user sees only their rows; anon sees none', async () => {
    const asAlice = h.userClient(alice)
    expect((await asAlice.from('rt_notes').select('body')).data).toEqual([{ body: 'alice note' }])
    expect((await h.anon.from('rt_notes').select('body')).data).toEqual([])
    expect((await h.service.from('rt_notes').select('body')).data).toHaveLength(2)
  })

  test('insert violating a policy: 401 for anon, 403 for a signed-in user', async () => {
    const anon = await h.anon.from('rt_notes').insert({ owner: alice, body: 'x' })
    expect(anon.status).toBe(401)
    expect(anon.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rt_notes"',
    })
    const asBob = await h.userClient(bob).from('rt_notes').insert({ owner: alice, body: 'x' })
    expect(asBob.status).toBe(403)
    const own = await h
      .userClient(bob)
      .from('rt_notes')
      .insert({ body: 'bob again' })
      .select('owner')
      .single()
    expect(own.data).toEqual({ owner: bob })
  })

  test('insert allowed but select not: minimal succeeds, representation is refused', async () => {
    const minimal = await h.anon.from('rt_messages').insert({ body: 'hello' })
    expect(minimal.status).toBe(201)
    const rep = await h.anon.from('rt_messages').insert({ body: 'hello' }).select()
    expect(rep.status).toBe(401)
    expect(rep.error?.code).toBe('42501')
  })

  test('updates and deletes of invisible rows affect nothing', async () => {
    const upd = await h
      .userClient(bob)
      .from('rt_notes')
      .update({ body: 'hacked' })
      .eq('body', 'alice note')
      .select()
    expect(upd).toMatchObject({ status: 200, data: [] })
    const del = await h.userClient(bob).from('rt_notes').delete().eq('body', 'alice note')
    expect(del.status).toBe(204)
    expect((await h.service.from('rt_notes').select('body').eq('owner', alice)).data).toEqual([
      { body: 'alice note' },
    ])
  })
})
