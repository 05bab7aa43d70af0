import { describe, expect, test } from 'vitest'
import { ApiError } from '@/supabase/local/rest/errors.ts'
import { parseQuery } from '@/supabase/local/rest/parse/query.ts'
import { planRead } from '@/supabase/local/rest/plan/read-plan.ts'
import { aliasSource } from '@/supabase/local/rest/plan/types.ts'
import { renderCall } from '@/supabase/local/rest/render/call.ts'
import { renderCondition } from '@/supabase/local/rest/render/condition.ts'
import { arrayLiteral, castType, createParams, ident } from '@/supabase/local/rest/render/sql.ts'
import type { Relation } from '@/supabase/local/rest/schema-types.ts'
import { addFunction, articles, authors, cache, plan } from './rest-schema-fixture.ts'

// Exact values for the planner's errors and the SQL of every filter operator and cast alias: the
// survivors of the mutation run in supabase/local/rest/plan and render (README, "Mutation
// testing"). The texts are PostgREST's.

function planFailure(origin: Relation, search: string) {
  try {
    plan(origin, search)
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, ...error.body() }
    throw error
  }
  throw new Error(`planning ${search} did not fail`)
}

describe('planner errors', () => {
  test('PGRST201 lists every candidate with its cardinality and columns', () => {
    expect(planFailure(authors, 'select=id,articles(title)')).toStrictEqual({
      status: 300,
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'authors with articles',
          relationship: 'articles_author_id_fkey using authors(id) and articles(author_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'authors with articles',
          relationship: 'articles_editor_id_fkey using authors(id) and articles(editor_id)',
        },
      ],
      hint: "Try changing 'articles' to one of the following: 'articles!articles_author_id_fkey', 'articles!articles_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'authors' and 'articles'",
    })
    expect(planFailure(articles, 'select=id,authors(name)')).toStrictEqual({
      status: 300,
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'articles with authors',
          relationship: 'articles_author_id_fkey using articles(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'articles with authors',
          relationship: 'articles_editor_id_fkey using articles(editor_id) and authors(id)',
        },
      ],
      hint: "Try changing 'authors' to one of the following: 'authors!articles_author_id_fkey', 'authors!articles_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'articles' and 'authors'",
    })
  })

  test('a hint that matches nothing is PGRST200 naming the hint', () => {
    expect(planFailure(articles, 'select=id,authors!nope(name)')).toStrictEqual({
      status: 400,
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'articles' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'articles' and 'authors' in the schema cache",
    })
  })

  test('the same embed twice, and unknown columns inside an embed', () => {
    expect(
      planFailure(articles, 'select=id,authors!author_id(name),authors!author_id(bio)'),
    ).toStrictEqual({
      status: 400,
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "articles_authors_1" specified more than once',
    })
    expect(planFailure(articles, 'select=id,authors!author_id(x)')).toStrictEqual({
      status: 400,
      code: '42703',
      details: null,
      hint: null,
      message: 'column authors_1.x does not exist',
    })
  })

  test('embedded resources: only null tests, and ordering by a to-one embed in the select', () => {
    expect(planFailure(articles, 'select=id,authors!author_id(*)&authors=eq.1')).toStrictEqual({
      status: 400,
      code: 'PGRST120',
      details: null,
      hint: null,
      message: 'Only is null or not is null filters are allowed on embedded resources',
    })
    expect(planFailure(articles, 'select=id&order=authors(name)')).toStrictEqual({
      status: 400,
      code: 'PGRST108',
      details: null,
      hint: "Verify that 'authors' is included in the 'select' query parameter.",
      message: "'authors' is not an embedded resource in this request",
    })
    expect(
      planFailure(authors, 'select=id,articles!author_id(title)&order=articles(title)'),
    ).toStrictEqual({
      status: 400,
      code: 'PGRST118',
      details: "'authors' and 'articles' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'articles' is not possible",
    })
  })
})

describe('plans hold only what the request set', () => {
  test('no limit, offset, cast, direction or nulls unless given', () => {
    const planned = plan(articles, 'select=id&order=title')
    expect(Object.keys(planned).sort()).toStrictEqual([
      'alias',
      'conditions',
      'embeds',
      'order',
      'outputs',
      'relation',
    ])
    expect(Object.keys(planned.outputs[0] ?? {}).sort()).toStrictEqual(['key', 'kind', 'ref'])
    expect(Object.keys(planned.order[0] ?? {}).sort()).toStrictEqual(['ref'])
    const zero = plan(articles, 'select=id&limit=0&offset=0')
    expect([zero.limit, zero.offset]).toStrictEqual([0, 0])
  })

  test('an embed with an empty select is joined but not output', () => {
    const planned = plan(articles, 'select=id,authors!author_id()')
    expect(planned.outputs.map((output) => output.kind)).toStrictEqual(['column'])
    expect(planned.embeds.map((embed) => embed.key)).toStrictEqual(['authors'])
  })
})

describe('filter SQL', () => {
  const cases: [string, string, (string | null)[]][] = [
    ['title=neq.x', '"t0"."title" <> $1', ['x']],
    ['views=lte.1', '"t0"."views" <= $1', ['1']],
    ['title=ilike.*a*', '"t0"."title" ilike $1', ['%a%']],
    ['title=match.^a', '"t0"."title" ~ $1', ['^a']],
    ['title=imatch.^a', '"t0"."title" ~* $1', ['^a']],
    ['tags=cd.{a}', '"t0"."tags" <@ $1', ['{a}']],
    ['tags=ov.{a}', '"t0"."tags" && $1', ['{a}']],
    ['views=sl.1', '"t0"."views" << $1', ['1']],
    ['views=sr.1', '"t0"."views" >> $1', ['1']],
    ['views=nxr.1', '"t0"."views" &< $1', ['1']],
    ['views=nxl.1', '"t0"."views" &> $1', ['1']],
    ['views=adj.1', '"t0"."views" -|- $1', ['1']],
    ['title=plfts.cat', 'to_tsvector("t0"."title") @@ plainto_tsquery($1)', ['cat']],
    [
      'title=phfts(english).cat',
      'to_tsvector($1::regconfig, "t0"."title") @@ phraseto_tsquery($1::regconfig, $2)',
      ['english', 'cat'],
    ],
    ['search=fts.cat', '"t0"."search" @@ to_tsquery($1)', ['cat']],
    ['meta->a=fts.cat', 'to_tsvector("t0"."meta"->$1::text) @@ to_tsquery($2)', ['a', 'cat']],
    ['title=is.not_null', '"t0"."title" is not null', []],
    ['title=is.true', '"t0"."title" is true', []],
    ['title=is.false', '"t0"."title" is false', []],
    ['title=is.unknown', '"t0"."title" is unknown', []],
    ['title=isdistinct.x', '"t0"."title" is distinct from $1', ['x']],
    ['title=like(any).{a*,b}', '"t0"."title" like any($1)', ['{"a%","b"}']],
    ['title=ilike(all).{a*}', '"t0"."title" ilike all($1)', ['{"a%"}']],
    ['title=eq(any).{a*}', '"t0"."title" = any($1)', ['{"a*"}']],
    ['title=eq.a*', '"t0"."title" = $1', ['a*']],
    [
      'meta->a1->0->-1->1a->12=eq.1',
      '"t0"."meta"->$1::text->$2::int4->$3::int4->$4::text->$5::int4 = $6',
      ['a1', '0', '-1', '1a', '12', '1'],
    ],
  ]

  test.each(cases)('%s', (search, sql, values) => {
    const condition = plan(articles, `select=id&${search}`).conditions[0]
    if (!condition) throw new Error(`no condition for ${search}`)
    const params = createParams()
    expect(renderCondition('t0', condition, params)).toBe(sql)
    expect(params.values).toStrictEqual(values)
  })
})

describe('casts and literals', () => {
  const types = new Set(['int4', 'int2', 'int8', 'float4', 'float8', 'numeric', 'bool', 'text'])
  const withTypes = {
    ...cache,
    types: new Set([...types, 'varchar', 'bpchar', 'timestamptz', 'timestamp', 'timetz', 'time']),
  }

  test.each([
    ['int', '"int4"'],
    ['integer', '"int4"'],
    ['smallint', '"int2"'],
    ['bigint', '"int8"'],
    ['real', '"float4"'],
    ['double precision', '"float8"'],
    ['float', '"float8"'],
    ['decimal', '"numeric"'],
    ['boolean', '"bool"'],
    ['character varying', '"varchar"'],
    ['character', '"bpchar"'],
    ['char', '"bpchar"'],
    ['timestamp with time zone', '"timestamptz"'],
    ['timestamp without time zone', '"timestamp"'],
    ['time with time zone', '"timetz"'],
    ['time without time zone', '"time"'],
    ['INT[]', '"int4"[]'],
    ['text []', '"text"[]'],
  ])('::%s is %s', (cast, sql) => {
    expect(castType(withTypes, cast)).toBe(sql)
  })

  test('an unknown type is 42704 with the cast as written', () => {
    expect(() => castType(withTypes, '[]int')).toThrow(
      expect.objectContaining({
        status: 400,
        code: '42704',
        message: 'type "[]int" does not exist',
      }),
    )
  })

  test('identifiers and array literals escape quotes and backslashes', () => {
    expect(ident('a"b')).toBe('"a""b"')
    expect(arrayLiteral(['a"b', 'c\\d', ''])).toBe('{"a\\"b","c\\\\d",""}')
  })
})

describe('aggregates, with pgrst.db_aggregates_enabled', () => {
  const enabled = { ...cache, settings: new Map([['db_aggregates_enabled', 'true']]) }
  const planEnabled = (origin: Relation, search: string) => {
    const query = parseQuery(new URLSearchParams(search))
    return planRead(
      { cache: enabled, aliases: aliasSource(), levels: query.levels },
      origin,
      query.select,
      [''],
    )
  }
  const failure = (origin: Relation, search: string) => {
    try {
      planEnabled(origin, search)
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, ...error.body() }
      throw error
    }
    throw new Error(`planning ${search} did not fail`)
  }

  test('count() counts rows through a stand-in column', () => {
    expect(planEnabled(articles, 'select=n:count()::text,views.sum()').outputs).toStrictEqual([
      {
        kind: 'column',
        key: 'n',
        ref: {
          column: {
            name: '*',
            type: 'bigint',
            typname: 'int8',
            category: 'N',
            nullable: false,
            defaultExpr: null,
            identity: false,
            generated: false,
          },
          json: [],
        },
        aggregate: { fn: 'count', star: true, cast: 'text' },
      },
      {
        kind: 'column',
        key: 'sum',
        ref: { column: articles.columns.get('views'), json: [] },
        aggregate: { fn: 'sum', star: false },
      },
    ])
  })

  test('a to-one spread may aggregate; a to-many spread may not, however deep', () => {
    expect(planEnabled(articles, 'select=...authors!author_id(id.count())').embeds).toHaveLength(1)
    const refused = {
      status: 400,
      code: 'PGRST127',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      hint: null,
      message: 'Feature not implemented',
    }
    expect(failure(authors, 'select=...articles!author_id(views.sum())')).toStrictEqual(refused)
    expect(
      failure(authors, 'select=...articles!author_id(...authors!editor_id(id.count()))'),
    ).toStrictEqual(refused)
    expect(planEnabled(authors, 'select=...articles!author_id(title)').embeds).toHaveLength(1)
  })

  test('an embed selecting only count (aliased or cast) counts; with other columns it is a column', () => {
    for (const select of ['n:count', 'count::text']) {
      expect(
        planEnabled(authors, `select=articles!author_id(${select})`).embeds[0],
        select,
      ).toMatchObject({
        countOnly: true,
        plan: { outputs: [] },
      })
    }
    expect(failure(authors, 'select=articles!author_id(count,title)')).toMatchObject({
      code: '42703',
      message: 'column articles_1.count does not exist',
    })
  })
})

describe('rpc calls', () => {
  const arg = (name: string, type: string) => ({ name, type, hasDefault: false, variadic: false })
  const call = (args: ReturnType<typeof arg>[], names: string[], wholeBody = false) => {
    const params = createParams()
    const fn = { ...addFunction, args }
    return {
      ...renderCall({ fn, argsJson: '{"a":1}', names, wholeBody }, params),
      values: params.values,
    }
  }

  test('a whole body goes in as json unless the parameter is jsonb', () => {
    expect(call([arg('', 'json')], [], true)).toStrictEqual({
      expr: '"public"."add"($1::json)',
      from: '',
      values: ['{"a":1}'],
    })
    expect(call([], [], true).expr).toBe('"public"."add"($1::json)')
  })

  test('a single unnamed parameter is passed by position with its type', () => {
    expect(call([arg('', 'text')], [''])).toStrictEqual({
      expr: `"public"."add"(($1::json->>'')::text)`,
      from: '',
      values: ['{"a":1}'],
    })
  })

  test('named parameters are typed by json_to_record and passed by name', () => {
    expect(call([arg('a', 'int4'), arg('b', 'text')], ['a', 'b'])).toStrictEqual({
      expr: '"public"."add"("a" := "pgrst_args"."a", "b" := "pgrst_args"."b")',
      from: 'from json_to_record($1::json) as "pgrst_args"("a" int4, "b" text)',
      values: ['{"a":1}'],
    })
    expect(call([arg('a', 'int4')], ['a']).expr).toBe('"public"."add"("a" := "pgrst_args"."a")')
  })
})
