import { describe, expect, test } from 'vitest'
import { ApiError } from '@/supabase/local/rest/errors.ts'
import { Cursor } from '@/supabase/local/rest/parse/cursor.ts'
import { defaultKey, parseField } from '@/supabase/local/rest/parse/field.ts'
import { isFilterExpression, parseFilter } from '@/supabase/local/rest/parse/filter.ts'
import { parseLogicTree } from '@/supabase/local/rest/parse/logic.ts'
import { parseOrder } from '@/supabase/local/rest/parse/order.ts'
import { checkMaxAffected, parsePrefer, rollsBack } from '@/supabase/local/rest/parse/prefer.ts'
import { parseQuery } from '@/supabase/local/rest/parse/query.ts'
import { intersectRange, parseRangeHeader, rangeError } from '@/supabase/local/rest/parse/range.ts'
import { parseSelect } from '@/supabase/local/rest/parse/select.ts'

// Exact values for the request parsers: the texts are PostgREST's, which clients and the
// fidelity tests compare, and the mutation run showed which branches only integration tests
// reached. toStrictEqual, so a key set to undefined differs from a missing key.

const field = (name: string) => ({ name, json: [] })

function thrown(run: () => unknown): ReturnType<ApiError['body']> & { status: number } {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, ...error.body() }
    throw error
  }
  throw new Error('expected an ApiError')
}

const parseFailure = (message: string, details: string | null) => ({
  status: 400,
  code: 'PGRST100',
  message,
  details,
  hint: null,
})

describe('cursor errors', () => {
  test('a missing token names the position, what was found and what was expected', () => {
    expect(thrown(() => parseSelect('a(b'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (a(b)" (line 1, column 4)',
        'unexpected end of input expecting ")"',
      ),
    )
    expect(thrown(() => parseSelect('id,('))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (id,()" (line 1, column 4)',
        'unexpected "(" expecting field name',
      ),
    )
    expect(thrown(() => parseSelect(','))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (,)" (line 1, column 1)',
        'unexpected "," expecting field name',
      ),
    )
  })

  test('names hold hyphens that do not start an arrow', () => {
    expect(parseSelect('first-name,a-b->c')).toStrictEqual([
      { kind: 'field', field: field('first-name') },
      { kind: 'field', field: { name: 'a-b', json: [{ arrow: '->', key: 'c' }] } },
    ])
  })

  test('quoted names take backslash escapes and must be closed', () => {
    expect(parseSelect('"a\\"b",c')).toStrictEqual([
      { kind: 'field', field: field('a"b') },
      { kind: 'field', field: field('c') },
    ])
    expect(thrown(() => parseSelect('"ab\\'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter ("ab\\)" (line 1, column 5)',
        'unexpected end of input expecting closing quote',
      ),
    )
  })

  test('parseField reads a name and its JSON steps', () => {
    const cursor = new Cursor('data->a->>b,rest', 'test')
    expect(parseField(cursor)).toStrictEqual({
      name: 'data',
      json: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    })
    expect(cursor.pos).toBe(11)
  })
})

describe('defaultKey', () => {
  const steps = (...keys: string[]) => ({
    name: 'data',
    json: keys.map((key) => ({ arrow: '->' as const, key })),
  })

  test('the last JSON key that is not an array index, else the column', () => {
    expect(defaultKey(steps())).toBe('data')
    expect(defaultKey(steps('a'))).toBe('a')
    expect(defaultKey(steps('a', '0'))).toBe('a')
    expect(defaultKey(steps('a', '-1'))).toBe('a')
    expect(defaultKey(steps('a', '12'))).toBe('a')
    expect(defaultKey(steps('0'))).toBe('data')
    expect(defaultKey(steps('a1'))).toBe('a1')
    expect(defaultKey(steps('1a'))).toBe('1a')
  })
})

describe('select', () => {
  test('an empty select is every column', () => {
    expect(parseSelect('')).toStrictEqual([{ kind: 'star' }])
  })

  test('every aggregate, with and without casts and aliases', () => {
    expect(
      parseSelect('views.max(),views.min(),views.count(),n:count()::text,count()'),
    ).toStrictEqual([
      { kind: 'field', field: field('views'), aggregate: 'max' },
      { kind: 'field', field: field('views'), aggregate: 'min' },
      { kind: 'field', field: field('views'), aggregate: 'count' },
      { kind: 'count', alias: 'n', cast: 'text' },
      { kind: 'count' },
    ])
  })

  test('casts are trimmed and must name a type', () => {
    expect(parseSelect('id::int ,name')).toStrictEqual([
      { kind: 'field', field: field('id'), cast: 'int' },
      { kind: 'field', field: field('name') },
    ])
    expect(thrown(() => parseSelect('id::1int'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (id::1int)" (line 1, column 5)',
        'unexpected "1" expecting type name',
      ),
    )
    expect(thrown(() => parseSelect('id::')).details).toBe(
      'unexpected end of input expecting type name',
    )
  })

  test('anything but an aggregate after a dot is refused', () => {
    expect(thrown(() => parseSelect('views.avg'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (views.avg)" (line 1, column 6)',
        'unexpected "." expecting "," or end of input',
      ),
    )
    expect(thrown(() => parseSelect('views.1')).code).toBe('PGRST100')
    expect(thrown(() => parseSelect('views.XYZ()sum()'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (views.XYZ()sum())" (line 1, column 6)',
        'unexpected "." expecting "," or end of input',
      ),
    )
    expect(thrown(() => parseSelect('xa>b'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (xa>b)" (line 1, column 3)',
        'unexpected ">" expecting "," or end of input',
      ),
    )
    expect(thrown(() => parseSelect('id)'))).toStrictEqual(
      parseFailure(
        '"failed to parse select parameter (id))" (line 1, column 3)',
        'unexpected ")" expecting "," or end of input',
      ),
    )
    expect(thrown(() => parseSelect('a:...b')).details).toBe('unexpected "b" expecting field name')
  })

  test('embeds: empty select, left after inner, only the keys given', () => {
    expect(parseSelect('x(),a!inner!left(b),c!hint(d)')).toStrictEqual([
      { kind: 'embed', relation: 'x', inner: false, spread: false, select: [] },
      {
        kind: 'embed',
        relation: 'a',
        inner: false,
        spread: false,
        select: [{ kind: 'field', field: field('b') }],
      },
      {
        kind: 'embed',
        relation: 'c',
        hint: 'hint',
        inner: false,
        spread: false,
        select: [{ kind: 'field', field: field('d') }],
      },
    ])
  })
})

describe('filters', () => {
  test('every quantifiable operator takes any or all', () => {
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']) {
      expect(parseFilter(field('a'), `${op}(any).{1,2}`), op).toStrictEqual({
        kind: 'filter',
        field: field('a'),
        negate: false,
        operator: op,
        quantifier: 'any',
        value: ['1', '2'],
      })
    }
    expect(parseFilter(field('a'), 'eq(all).{1}')).toMatchObject({
      quantifier: 'all',
      value: ['1'],
    })
  })

  test('other operators and modifiers are refused with PostgREST’s message', () => {
    for (const raw of [
      'is(any).{null}',
      'in(any).{1}',
      'eq(some).{1}',
      'eq(any).1}',
      'eq(any).{1',
      'in.1)',
      'in.(1',
      'in.("a)',
      '1eq.5',
    ]) {
      expect(
        thrown(() => parseFilter(field('a'), raw)),
        raw,
      ).toStrictEqual(parseFailure(`"failed to parse filter (${raw})" (line 1, column 1)`, null))
    }
  })

  test('text search operators take a configuration', () => {
    for (const op of ['fts', 'plfts', 'phfts', 'wfts']) {
      expect(parseFilter(field('a'), `${op}(simple).cat`), op).toStrictEqual({
        kind: 'filter',
        field: field('a'),
        negate: false,
        operator: op,
        config: 'simple',
        value: 'cat',
      })
    }
  })

  test('is takes null, not_null, true, false and unknown', () => {
    for (const value of ['null', 'not_null', 'true', 'false', 'unknown']) {
      expect(parseFilter(field('a'), `is.${value.toUpperCase()}`).value, value).toBe(value)
    }
  })

  test('lists: unquoted items trimmed, quoted ones kept with escapes', () => {
    expect(parseFilter(field('a'), 'in.( a , b )').value).toStrictEqual(['a', 'b'])
    expect(parseFilter(field('a'), 'in.(" a ",b)').value).toStrictEqual([' a ', 'b'])
    expect(parseFilter(field('a'), 'in.("a\\"b","c\\\\d")').value).toStrictEqual(['a"b', 'c\\d'])
  })

  test('isFilterExpression: an operator, optionally negated, then a dot or modifier', () => {
    expect(isFilterExpression('eq.1')).toBe(true)
    expect(isFilterExpression('not.eq.1')).toBe(true)
    expect(isFilterExpression('like(any).{a}')).toBe(true)
    expect(isFilterExpression('fts(english).cat')).toBe(true)
    expect(isFilterExpression('w')).toBe(false)
    expect(isFilterExpression('foo.1')).toBe(false)
    expect(isFilterExpression('1eq.1')).toBe(false)
    expect(isFilterExpression('eq')).toBe(false)
    expect(isFilterExpression('eqx')).toBe(false)
  })
})

describe('logic trees', () => {
  test('unbalanced trees fail with the logic tree message', () => {
    expect(thrown(() => parseLogicTree('or', false, '(a.eq.1'))).toStrictEqual(
      parseFailure(
        '"failed to parse logic tree ((a.eq.1)" (line 1, column 8)',
        'unexpected end of input expecting ")"',
      ),
    )
    expect(thrown(() => parseLogicTree('or', false, '(a.eq.1)x'))).toStrictEqual(
      parseFailure(
        '"failed to parse logic tree ((a.eq.1)x)" (line 1, column 9)',
        'unexpected "x" expecting end of input',
      ),
    )
    expect(thrown(() => parseLogicTree('or', false, '(a.eq."x)'))).toStrictEqual(
      parseFailure('"failed to parse logic tree ((a.eq."x))" (line 1, column 4)', null),
    )
  })

  test('quoted values with escapes, braces and parentheses stay in one element', () => {
    const tree = parseLogicTree('and', false, '(a.eq."x\\"y",b.cs.{1,2},c.in.(1,2),d.eq.1)')
    expect(tree.children).toStrictEqual([
      { kind: 'filter', field: field('a'), negate: false, operator: 'eq', value: 'x"y' },
      { kind: 'filter', field: field('b'), negate: false, operator: 'cs', value: '{1,2}' },
      { kind: 'filter', field: field('c'), negate: false, operator: 'in', value: ['1', '2'] },
      { kind: 'filter', field: field('d'), negate: false, operator: 'eq', value: '1' },
    ])
  })

  test('only a whole quoted value after the operator is unquoted', () => {
    expect(parseLogicTree('or', false, '(a.eq."x"y)').children[0]).toMatchObject({
      value: '"x"y',
    })
    expect(parseLogicTree('or', false, '(a.fts(english)."cat dog")').children[0]).toMatchObject({
      config: 'english',
      value: 'cat dog',
    })
    expect(thrown(() => parseLogicTree('or', false, '(a.x.eq."y")')).code).toBe('PGRST100')
  })
})

describe('order', () => {
  test('nullsfirst and the messages', () => {
    expect(parseOrder('a.nullsfirst')).toStrictEqual([{ field: field('a'), nulls: 'first' }])
    expect(thrown(() => parseOrder('a.up'))).toStrictEqual(
      parseFailure(
        '"failed to parse order (a.up)" (line 1, column 3)',
        'unexpected "u" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ),
    )
    expect(thrown(() => parseOrder('a;'))).toStrictEqual(
      parseFailure(
        '"failed to parse order (a;)" (line 1, column 2)',
        'unexpected ";" expecting "," or end of input',
      ),
    )
  })
})

describe('query string', () => {
  test('no parameters: every column, no levels, no arguments', () => {
    expect(parseQuery(new URLSearchParams(''))).toStrictEqual({
      select: [{ kind: 'star' }],
      levels: new Map(),
      rpcArgs: new Map(),
    })
  })

  test('columns and on_conflict are trimmed name lists', () => {
    const query = parseQuery(new URLSearchParams('columns="a","b c"&on_conflict=a, b'))
    expect(query.columns).toStrictEqual(['a', 'b c'])
    expect(query.onConflict).toStrictEqual(['a', 'b'])
    expect(thrown(() => parseQuery(new URLSearchParams('columns=a;b')))).toStrictEqual(
      parseFailure(
        '"failed to parse columns parameter (a;b)" (line 1, column 2)',
        'unexpected ";" expecting "," or end of input',
      ),
    )
    expect(thrown(() => parseQuery(new URLSearchParams('on_conflict=')))).toStrictEqual(
      parseFailure(
        '"failed to parse on_conflict parameter ()" (line 1, column 1)',
        'unexpected end of input expecting field name',
      ),
    )
  })

  test('filter keys: empty, trailing text, nested levels', () => {
    expect(thrown(() => parseQuery(new URLSearchParams('=eq.1')))).toStrictEqual(
      parseFailure('"failed to parse filter (eq.1)" (line 1, column 1)', null),
    )
    expect(thrown(() => parseQuery(new URLSearchParams('a;b=eq.1')))).toStrictEqual(
      parseFailure(
        '"failed to parse filter (a;b)" (line 1, column 2)',
        'unexpected ";" expecting end of input',
      ),
    )
    const query = parseQuery(new URLSearchParams('a.b.c=eq.1'))
    expect([...query.levels.keys()]).toStrictEqual(['a.b'])
  })

  test('limit and offset are whole numbers', () => {
    expect(parseQuery(new URLSearchParams('offset=12')).levels.get('')).toStrictEqual({
      conditions: [],
      offset: 12,
    })
    for (const value of ['x', '5x', 'x5', '-1']) {
      expect(
        thrown(() => parseQuery(new URLSearchParams(`limit=${value}`))),
        value,
      ).toStrictEqual(
        parseFailure(`"failed to parse limit parameter (${value})" (line 1, column 1)`, null),
      )
    }
  })
})

describe('Prefer', () => {
  test('every allowed value', () => {
    expect(
      parsePrefer(
        'return=headers-only,count=planned,resolution=ignore-duplicates,missing=null,tx=rollback,handling=strict',
      ),
    ).toStrictEqual({
      return: 'headers-only',
      count: 'planned',
      resolution: 'ignore-duplicates',
      missing: 'null',
      tx: 'rollback',
      handling: 'strict',
      applied: [
        'return=headers-only',
        'count=planned',
        'resolution=ignore-duplicates',
        'missing=null',
        'tx=rollback',
        'handling=strict',
      ],
    })
    expect(
      parsePrefer(
        'return=minimal, count=estimated, resolution=merge-duplicates, tx=commit, handling=lenient',
      ),
    ).toStrictEqual({
      return: 'minimal',
      count: 'estimated',
      resolution: 'merge-duplicates',
      tx: 'commit',
      handling: 'lenient',
      applied: [
        'return=minimal',
        'count=estimated',
        'resolution=merge-duplicates',
        'tx=commit',
        'handling=lenient',
      ],
    })
  })

  test('no header, spaces around =, unknown values', () => {
    expect(parsePrefer(undefined)).toStrictEqual({ applied: [] })
    expect(parsePrefer('')).toStrictEqual({ applied: [] })
    expect(parsePrefer('return = minimal,count=all,tx=')).toStrictEqual({
      return: 'minimal',
      applied: ['return=minimal'],
    })
  })

  test('timezone and max-affected', () => {
    expect(parsePrefer('timezone=America/Sao_Paulo, max-affected=12')).toStrictEqual({
      timezone: 'America/Sao_Paulo',
      maxAffected: 12,
      applied: ['timezone=America/Sao_Paulo', 'max-affected=12'],
    })
    expect(parsePrefer('timezone=a=b')).toStrictEqual({
      timezone: 'a=b',
      applied: ['timezone=a=b'],
    })
    expect(
      parsePrefer('timezone=, max-affected=5x, max-affected=x5, max-affected=, max-affected=-1'),
    ).toStrictEqual({ applied: [] })
  })

  test('max-affected is enforced only with handling=strict', () => {
    const strict = parsePrefer('handling=strict, max-affected=2')
    expect(() => checkMaxAffected(strict, 2)).not.toThrow()
    expect(thrown(() => checkMaxAffected(strict, 3))).toStrictEqual({
      status: 400,
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    })
    expect(() => checkMaxAffected(parsePrefer('max-affected=2'), 3)).not.toThrow()
    expect(() => checkMaxAffected(parsePrefer('handling=strict'), 3)).not.toThrow()
  })

  test('tx=rollback applies only where the database allows an override', () => {
    const rollback = parsePrefer('tx=rollback')
    const commit = parsePrefer('tx=commit')
    const none = parsePrefer('')
    expect(rollsBack(rollback, undefined)).toBe(false)
    expect(rollsBack(rollback, 'commit')).toBe(false)
    expect(rollsBack(rollback, 'commit-allow-override')).toBe(true)
    expect(rollsBack(commit, 'commit-allow-override')).toBe(false)
    expect(rollsBack(none, 'commit-allow-override')).toBe(false)
    expect(rollsBack(commit, 'rollback-allow-override')).toBe(false)
    expect(rollsBack(none, 'rollback-allow-override')).toBe(true)
    expect(rollsBack(none, 'rollback')).toBe(true)
    expect(rollsBack(commit, 'rollback')).toBe(true)
    expect(rollsBack(none, 'allow-override-rollback')).toBe(false)
  })
})

describe('Range', () => {
  test('headers that parse', () => {
    expect(parseRangeHeader('items=0-9')).toStrictEqual({ offset: 0, limit: 10 })
    expect(parseRangeHeader(' 10-19 ')).toStrictEqual({ offset: 10, limit: 10 })
    expect(parseRangeHeader('5-5')).toStrictEqual({ offset: 5, limit: 1 })
    expect(parseRangeHeader('10-')).toStrictEqual({ offset: 10 })
  })

  test('headers that are ignored', () => {
    for (const header of [undefined, '', 'x0-9', '0-9x', 'a-b', '-9']) {
      expect(parseRangeHeader(header), header).toBeUndefined()
    }
  })

  test('an inverted range is PGRST103', () => {
    expect(thrown(() => parseRangeHeader('5-1'))).toStrictEqual({
      status: 416,
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: null,
      hint: null,
    })
    expect(rangeError('why').details).toBe('why')
  })

  test('intersection with limit and offset', () => {
    expect(intersectRange(undefined, undefined, undefined)).toStrictEqual({ offset: 0 })
    expect(intersectRange(undefined, undefined, 4)).toStrictEqual({ offset: 0, limit: 4 })
    expect(intersectRange(undefined, 3, 4)).toStrictEqual({ offset: 3, limit: 4 })
    expect(intersectRange({ offset: 5 }, undefined, undefined)).toStrictEqual({ offset: 5 })
    expect(intersectRange({ offset: 5 }, 7, undefined)).toStrictEqual({ offset: 7 })
    expect(intersectRange({ offset: 0, limit: 10 }, 2, undefined)).toStrictEqual({
      offset: 2,
      limit: 8,
    })
    expect(intersectRange({ offset: 5 }, 0, 3)).toStrictEqual({ offset: 5, limit: 0 })
    expect(intersectRange({ offset: 1, limit: 3 }, 2, 10)).toStrictEqual({ offset: 2, limit: 2 })
  })
})
