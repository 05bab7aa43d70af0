import { describe, expect, test } from 'vitest'
import { parseFilter } from '@/supabase/local/rest/parse/filter.ts'
import { parseLogicTree } from '@/supabase/local/rest/parse/logic.ts'
import { parseOrder } from '@/supabase/local/rest/parse/order.ts'
import { parsePrefer } from '@/supabase/local/rest/parse/prefer.ts'
import { parseQuery } from '@/supabase/local/rest/parse/query.ts'
import { intersectRange, parseRangeHeader } from '@/supabase/local/rest/parse/range.ts'
import { parseSelect } from '@/supabase/local/rest/parse/select.ts'
import { signJwt, verifyJwt } from '@/supabase/local/jwt.ts'

const field = (name: string) => ({ name, json: [] })

describe('select', () => {
  test('columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,name:title,views::text,data->a->>b,"odd name"')).toEqual([
      { kind: 'field', field: field('id') },
      { kind: 'field', field: field('title'), alias: 'name' },
      { kind: 'field', field: field('views'), cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
      },
      { kind: 'field', field: field('odd name') },
    ])
  })

  test('embeds with alias, hint, inner and spread', () => {
    expect(parseSelect('*,author:users!author_id!inner(name),...cat(slug),tags(*)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'users',
        alias: 'author',
        hint: 'author_id',
        inner: true,
        spread: false,
        select: [{ kind: 'field', field: field('name') }],
      },
      {
        kind: 'embed',
        relation: 'cat',
        inner: false,
        spread: true,
        select: [{ kind: 'field', field: field('slug') }],
      },
      { kind: 'embed', relation: 'tags', inner: false, spread: false, select: [{ kind: 'star' }] },
    ])
  })

  test('errors are PGRST100', () => {
    expect(() => parseSelect('id,(')).toThrow(expect.objectContaining({ code: 'PGRST100' }))
    expect(() => parseSelect('a(b')).toThrow(expect.objectContaining({ code: 'PGRST100' }))
    expect(() => parseSelect('views.avg')).toThrow(expect.objectContaining({ code: 'PGRST100' }))
  })

  // Whether aggregates are allowed is the database's setting, checked when planning (PGRST123).
  test('aggregates: count(), column.fn() with casts and aliases', () => {
    expect(parseSelect('n:count(),views::int.sum()::text,avg:views.avg()')).toEqual([
      { kind: 'count', alias: 'n' },
      {
        kind: 'field',
        field: { name: 'views', json: [] },
        cast: 'int',
        aggregate: 'sum',
        aggregateCast: 'text',
      },
      { kind: 'field', field: { name: 'views', json: [] }, alias: 'avg', aggregate: 'avg' },
    ])
  })
})

describe('filters', () => {
  test('operators, negation and modifiers', () => {
    expect(parseFilter(field('a'), 'not.eq.5')).toMatchObject({
      operator: 'eq',
      negate: true,
      value: '5',
    })
    expect(parseFilter(field('a'), 'in.(1,"b,c",  d )')).toMatchObject({ value: ['1', 'b,c', 'd'] })
    expect(parseFilter(field('a'), 'in.()')).toMatchObject({ value: [] })
    expect(parseFilter(field('a'), 'like(any).{a*,b*}')).toMatchObject({
      quantifier: 'any',
      value: ['a*', 'b*'],
    })
    expect(parseFilter(field('a'), 'wfts(english).cat dog')).toMatchObject({
      config: 'english',
      value: 'cat dog',
    })
    expect(parseFilter(field('a'), 'is.NULL')).toMatchObject({ value: 'null' })
    expect(parseFilter(field('a'), 'eq.a.b.c')).toMatchObject({ value: 'a.b.c' })
  })

  test('malformed filters', () => {
    for (const raw of ['noop.1', 'eq', 'is.maybe', 'in.1,2', 'eq(some).1']) {
      expect(() => parseFilter(field('a'), raw), raw).toThrow(
        expect.objectContaining({ code: 'PGRST100' }),
      )
    }
  })

  test('logic trees', () => {
    const tree = parseLogicTree(
      'or',
      false,
      '(a.eq.1,and(b.gt.2,c.not.in.(1,2)),d.eq."x,y",not.or(e.is.null))',
    )
    expect(tree.children.map((c) => c.kind)).toEqual(['filter', 'logic', 'filter', 'logic'])
    expect(tree.children[2]).toMatchObject({ value: 'x,y' })
    expect(tree.children[3]).toMatchObject({ op: 'or', negate: true })
    expect(() => parseLogicTree('or', false, '(a.eq.1')).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    )
  })
})

describe('query string', () => {
  test('levels, order, limit and rpc arguments', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=*&id=gt.1&comments.body=eq.x&comments.order=id.desc&limit=5&name=w&comments.or=(a.eq.1)',
      ),
      { argNames: new Set(['name']) },
    )
    expect(query.levels.get('')).toMatchObject({ limit: 5, conditions: [{ operator: 'gt' }] })
    expect(query.levels.get('comments')?.conditions).toHaveLength(2)
    expect(query.levels.get('comments')?.order).toEqual([{ field: field('id'), direction: 'desc' }])
    expect(query.rpcArgs.get('name')).toEqual(['w'])
  })

  test('order terms', () => {
    expect(parseOrder('a.desc.nullslast,author(name).asc,data->>x')).toEqual([
      { field: field('a'), direction: 'desc', nulls: 'last' },
      { relation: 'author', field: field('name'), direction: 'asc' },
      { field: { name: 'data', json: [{ arrow: '->>', key: 'x' }] } },
    ])
  })

  test('Prefer and Range', () => {
    expect(
      parsePrefer('return=representation, count=exact, bogus=1, missing=default'),
    ).toMatchObject({
      return: 'representation',
      count: 'exact',
      missing: 'default',
      applied: ['return=representation', 'count=exact', 'missing=default'],
    })
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 })
    expect(intersectRange({ offset: 2, limit: 10 }, 0, 5)).toEqual({ offset: 2, limit: 3 })
    expect(() => parseRangeHeader('5-1')).toThrow(expect.objectContaining({ code: 'PGRST103' }))
  })
})

describe('jwt', () => {
  test('sign and verify HS256 with expiry', () => {
    const secret = 'x'.repeat(40)
    const token = signJwt({ role: 'anon', exp: 2000 }, secret)
    expect(verifyJwt(token, secret, 1000)).toEqual({
      ok: true,
      claims: { role: 'anon', exp: 2000 },
    })
    expect(verifyJwt(token, secret, 3000)).toMatchObject({ ok: false, message: 'JWT expired' })
    expect(verifyJwt(token, 'y'.repeat(40), 1000)).toMatchObject({ ok: false, reason: 'signature' })
    expect(verifyJwt('a.b', secret)).toMatchObject({
      ok: false,
      message: 'Expected 3 parts in JWT; got 2',
    })
  })
})
