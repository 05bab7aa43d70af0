import { describe, expect, test } from 'vitest'
import { renderCall } from '@/supabase/local/rest/render/call.ts'
import { renderDelete, renderInsert, renderUpdate } from '@/supabase/local/rest/render/mutate.ts'
import {
  outputKeys,
  renderRead,
  type BodyFormat,
  type CountMode,
} from '@/supabase/local/rest/render/read.ts'
import { createParams, ident, table } from '@/supabase/local/rest/render/sql.ts'
import type { ReadPlan } from '@/supabase/local/rest/plan/types.ts'
import type { Column, Relation } from '@/supabase/local/rest/schema-types.ts'
import { addFunction, articles, authors, cache, plan } from './rest-schema-fixture.ts'

const context = () => ({ cache, params: createParams() })

function read(planned: ReadPlan, options: { count?: CountMode; format?: BodyFormat } = {}) {
  const { relation, alias } = planned
  const fromItem = `${table(relation.schema, relation.name)} as ${ident(alias)}`
  return renderRead(context(), planned, fromItem, {
    count: options.count,
    format: options.format ?? 'json',
  })
}

const readSql = (origin: Relation, search: string) => read(plan(origin, search))

// The statement around every read: page size and aggregated body over the level's rows.
const page = (level: string) =>
  `select count(*)::int4 as n, coalesce(json_agg(_r), '[]')::text as body from (${level}) _r`

function columns(...names: string[]): Column[] {
  return names.map((name) => articles.columns.get(name) as Column)
}

describe('reads', () => {
  test('filters, order, limit and offset become one parameterised statement', () => {
    expect(
      readSql(articles, 'select=id,title&views=gte.10&order=id.desc&limit=5&offset=10'),
    ).toEqual({
      sql: page(
        `select "t0"."id" as "id", "t0"."title" as "title" from "public"."articles" as "t0"  where "t0"."views" >= $1 order by "t0"."id" desc limit $2::int8 offset $3::int8`,
      ),
      params: ['10', '5', '10'],
    })
  })

  test('the exact count shares the page query’s from and where', () => {
    expect(read(plan(articles, 'select=id&title=like.*notes*'), { count: 'exact' })).toEqual({
      sql: `select count(*)::int4 as n, coalesce(json_agg(_r), '[]')::text as body, (select count(*) from "public"."articles" as "t0" where "t0"."title" like $1)::int4 as total from (select "t0"."id" as "id" from "public"."articles" as "t0"  where "t0"."title" like $1) _r`,
      params: ['%notes%'],
    })
  })

  test('the count joins only the embeds that filter rows (PostgREST’s count query)', () => {
    const search = 'select=id,authors!author_id(name),tags!inner(name)&views=gt.5'
    const { sql } = read(plan(articles, search), { count: 'exact' })
    expect(sql).toContain(
      `(select count(*) from "public"."articles" as "t0" inner join lateral (select json_agg(_e) as body from (select "t4"."name" as "name" from "public"."tags" as "t4"  where exists (select 1 from "public"."article_tags" as "t3_j" where "t3_j"."article_id" = "t0"."id" and "t3_j"."tag_id" = "t4"."id")) _e) as "t3" on true where "t0"."views" > $1 and "t3".body is not null)::int4 as total`,
    )
  })

  test('count=estimated counts one past the cap and EXPLAINs the count query on its own', () => {
    const search = 'select=id,title&views=gte.10&order=id.desc&limit=5'
    const rendered = read(plan(articles, search), { count: { capped: 1000 } })
    expect(rendered.sql).toContain(
      `(select count(*) from (select 1 from "public"."articles" as "t0" where "t0"."views" >= $1 limit 1001) _c)::int4 as total`,
    )
    expect(rendered.params).toEqual(['10', '5'])
    expect(rendered.explain).toEqual({
      sql: `explain (format json) select 1 from "public"."articles" as "t0" where "t0"."views" >= $1`,
      params: ['10'],
    })
  })

  test('count=planned runs no count, only the EXPLAIN', () => {
    const rendered = read(plan(articles, 'select=id&views=gte.10'), { count: 'planned' })
    expect(rendered.sql).not.toContain('as total')
    expect(rendered.explain?.sql).toBe(
      `explain (format json) select 1 from "public"."articles" as "t0" where "t0"."views" >= $1`,
    )
  })

  test('every operator family, JSON paths and negated logic trees', () => {
    const search = [
      'select=id',
      'id=in.(1,2)',
      'title=is.null',
      'tags=cs.{a,b}',
      'search=wfts(english).exam',
      'title=like(any).{a*,b*}',
      'meta->stats->>words=eq.9',
      'not.and=(views.gt.1,views.lt.9)',
    ].join('&')
    expect(readSql(articles, search)).toEqual({
      sql: page(
        `select "t0"."id" as "id" from "public"."articles" as "t0"  where "t0"."id" = any($1) and "t0"."title" is null and "t0"."tags" @> $2 and "t0"."search" @@ websearch_to_tsquery($3::regconfig, $4) and "t0"."title" like any($5) and "t0"."meta"->$6::text->>$7::text = $8 and not ("t0"."views" > $9 and "t0"."views" < $10)`,
      ),
      params: [
        '{"1","2"}',
        '{a,b}',
        'english',
        'exam',
        '{"a%","b%"}',
        'stats',
        'words',
        '9',
        '1',
        '9',
      ],
    })
  })

  test('full-text search on a text column goes through to_tsvector', () => {
    expect(readSql(articles, 'select=id&title=fts.notes').sql).toContain(
      `where to_tsvector("t0"."title") @@ to_tsquery($1)`,
    )
  })

  test('casts are checked against the cache', () => {
    expect(readSql(articles, 'select=views::integer').sql).toContain(
      `"t0"."views"::"int4" as "views"`,
    )
    expect(() => readSql(articles, 'select=views::money')).toThrow('type "money" does not exist')
  })

  test('body formats, and the CSV header with spread columns in place', () => {
    const body = (format: BodyFormat) => read(plan(articles, 'select=id'), { format }).sql
    expect(body('json-stripped')).toContain(
      `coalesce(json_strip_nulls(json_agg(_r)), '[]')::text as body`,
    )
    expect(body('none')).toContain(`select count(*)::int4 as n, null::text as body from`)
    expect(body('csv')).toContain(
      `coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '') as body`,
    )
    const csv = plan(authors, 'select=id,...profiles(site:website),articles!author_id(title)')
    expect(outputKeys(csv)).toEqual(['id', 'site', 'articles'])
  })
})

describe('embeds', () => {
  test('a to-one embed is a row_to_json lateral, filtered and usable in order', () => {
    const search =
      'select=title,writer:authors!author_id(name)&writer.name=eq.Ada&order=writer(name).desc.nullslast'
    expect(readSql(articles, search)).toEqual({
      sql: page(
        `select "t0"."title" as "title", "t1".body as "writer" from "public"."articles" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."name" as "name" from "public"."authors" as "t2"  where "t2"."id" = "t0"."author_id" and "t2"."name" = $1) _e) as "t1" on true order by (select "t2"."name" from "public"."authors" as "t2" where "t2"."id" = "t0"."author_id" limit 1) desc nulls last`,
      ),
      params: ['Ada'],
    })
  })

  test('a to-many embed aggregates its own ordered, limited level', () => {
    const search =
      'select=name,articles!author_id(title)&articles.order=views.desc&articles.limit=2&articles.offset=1'
    expect(readSql(authors, search)).toEqual({
      sql: page(
        `select "t0"."name" as "name", coalesce("t1".body, '[]'::json) as "articles" from "public"."authors" as "t0" left join lateral (select json_agg(_e) as body from (select "t2"."title" as "title" from "public"."articles" as "t2"  where "t2"."author_id" = "t0"."id" order by "t2"."views" desc limit $1::int8 offset $2::int8) _e) as "t1" on true`,
      ),
      params: ['2', '1'],
    })
  })

  test('a many-to-many inner embed joins through the junction and drops empty rows', () => {
    expect(readSql(articles, 'select=id,tags!inner(name)')).toEqual({
      sql: page(
        `select "t0"."id" as "id", coalesce("t1".body, '[]'::json) as "tags" from "public"."articles" as "t0" inner join lateral (select json_agg(_e) as body from (select "t2"."name" as "name" from "public"."tags" as "t2"  where exists (select 1 from "public"."article_tags" as "t1_j" where "t1_j"."article_id" = "t0"."id" and "t1_j"."tag_id" = "t2"."id")) _e) as "t1" on true where "t1".body is not null`,
      ),
      params: [],
    })
  })

  test('spread and count-only embeds, and an is-not-null test on an embed', () => {
    const search = 'select=...profiles(website),articles!author_id(count)&articles=not.is.null'
    expect(readSql(authors, search)).toEqual({
      sql: page(
        `select "t1"."website" as "website", coalesce("t3".body, '[]'::json) as "articles" from "public"."authors" as "t0" left join lateral (select "t2"."website" as "website" from "public"."profiles" as "t2"  where "t2"."author_id" = "t0"."id") as "t1" on true left join lateral (select json_build_array(json_build_object('count', count(*))) as body from "public"."articles" as "t4"  where "t4"."author_id" = "t0"."id") as "t3" on true where "t3".body is not null`,
      ),
      params: [],
    })
  })
})

describe('writes', () => {
  test('insert through json_to_recordset, without RETURNING for return=minimal', () => {
    const spec = { relation: articles, columns: columns('title', 'views'), defaulted: [] }
    expect(renderInsert(context(), { ...spec, body: '[{"title":"a"}]' }, null)).toEqual({
      sql: `insert into "public"."articles" ("title", "views") select _j."title", _j."views" from json_to_recordset($1::json) as _j("title" text, "views" int4)`,
      params: ['[{"title":"a"}]'],
    })
  })

  test('missing=default keeps the column default for keys a row leaves out', () => {
    const [, views] = columns('title', 'views')
    const spec = {
      relation: articles,
      columns: columns('title', 'views'),
      defaulted: [views as Column],
      body: '[{"title":"a"}]',
    }
    expect(renderInsert(context(), spec, null)).toEqual({
      sql: `insert into "public"."articles" ("title", "views") select _j."title", case when _o.j ? $2 then _j."views" else _o._d0 end from (select _e.j, _e.i, 0 as _d0 from jsonb_array_elements($1::jsonb) with ordinality as _e(j, i) offset 0) as _o cross join lateral jsonb_to_record(_o.j) as _j("title" text, "views" int4) order by _o.i`,
      params: ['[{"title":"a"}]', 'views'],
    })
  })

  test('upserts merge or ignore on the conflict target; an empty object inserts defaults', () => {
    const spec = { relation: articles, columns: columns('id', 'title'), defaulted: [], body: '[]' }
    const insert = `insert into "public"."articles" ("id", "title") select _j."id", _j."title" from json_to_recordset($1::json) as _j("id" int8, "title" text)`
    const merge = renderInsert(
      context(),
      { ...spec, conflict: { columns: ['id'], action: 'merge' } },
      null,
    )
    expect(merge.sql).toBe(
      `${insert} on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title"`,
    )
    const ignore = renderInsert(
      context(),
      { ...spec, conflict: { columns: ['id'], action: 'ignore' } },
      null,
    )
    expect(ignore.sql).toBe(`${insert} on conflict ("id") do nothing`)
    const empty = { relation: articles, columns: [], defaulted: [], body: '[{}]' }
    expect(renderInsert(context(), empty, null)).toEqual({
      sql: `insert into "public"."articles" select from jsonb_array_elements($1::jsonb)`,
      params: ['[{}]'],
    })
  })

  test('return=representation reads the written rows through the select plan', () => {
    const returning = {
      plan: plan(articles, 'select=id,writer:authors!author_id(name)'),
      format: 'json' as const,
    }
    const spec = {
      relation: articles,
      columns: columns('title'),
      defaulted: [],
      body: '[{"title":"a"}]',
    }
    expect(renderInsert(context(), spec, returning)).toEqual({
      sql: `with pgrst_mut as (insert into "public"."articles" ("title") select _j."title" from json_to_recordset($1::json) as _j("title" text) returning *) ${page(`select "t0"."id" as "id", "t1".body as "writer" from pgrst_mut as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."name" as "name" from "public"."authors" as "t2"  where "t2"."id" = "t0"."author_id") _e) as "t1" on true`)}`,
      params: ['[{"title":"a"}]'],
    })
  })

  test('update and delete filter on the planned conditions', () => {
    const { conditions } = plan(articles, 'select=id&id=eq.3')
    const update = { relation: articles, columns: columns('title'), body: '{"title":"b"}' }
    const set = `update "public"."articles" as "t0" set "title" = _j."title" from json_to_record($2::json) as _j("title" text) where "t0"."id" = $1`
    expect(renderUpdate(context(), { ...update, conditions }, null)).toEqual({
      sql: set,
      params: ['3', '{"title":"b"}'],
    })
    const returning = { plan: plan(articles, 'select=id'), format: 'json' as const }
    expect(renderUpdate(context(), { ...update, conditions }, returning).sql).toBe(
      `with pgrst_mut as (${set} returning "t0".*) ${page(`select "t0"."id" as "id" from pgrst_mut as "t0" `)}`,
    )
    const remove = { relation: articles, conditions: plan(articles, 'views=lt.1').conditions }
    expect(renderDelete(context(), remove, null)).toEqual({
      sql: `delete from "public"."articles" as "t0" where "t0"."views" < $1`,
      params: ['1'],
    })
  })
})

describe('writes, exactly', () => {
  const [id, title, views] = columns('id', 'title', 'views') as [Column, Column, Column]
  const returning = () => ({ plan: plan(articles, 'select=id'), format: 'json' as const })

  test('missing=default evaluates each default: the expression, the identity sequence, null', () => {
    const bio = authors.columns.get('bio') as Column
    const spec = { relation: articles, columns: [id, views], defaulted: [id, views], body: '[]' }
    expect(renderInsert(context(), spec, null).sql).toBe(
      `insert into "public"."articles" ("id", "views") select case when _o.j ? $4 then _j."id" else _o._d0 end, case when _o.j ? $5 then _j."views" else _o._d1 end from (select _e.j, _e.i, nextval(pg_get_serial_sequence($2, $3)) as _d0, 0 as _d1 from jsonb_array_elements($1::jsonb) with ordinality as _e(j, i) offset 0) as _o cross join lateral jsonb_to_record(_o.j) as _j("id" int8, "views" int4) order by _o.i`,
    )
    expect(renderInsert(context(), spec, null).params).toStrictEqual([
      '[]',
      '"public"."articles"',
      'id',
      'id',
      'views',
    ])
    const withBio = { relation: authors, columns: [bio], defaulted: [bio], body: '[]' }
    expect(renderInsert(context(), withBio, null).sql).toContain('null as _d0')
  })

  test('a conflict target of several columns; merging nothing does nothing', () => {
    const spec = {
      relation: articles,
      columns: [id, title],
      defaulted: [],
      body: '[]',
      conflict: { columns: ['id', 'title'], action: 'merge' as const },
    }
    expect(renderInsert(context(), spec, null).sql).toContain(
      ` on conflict ("id", "title") do update set "id" = excluded."id", "title" = excluded."title"`,
    )
    expect(renderInsert(context(), { ...spec, columns: [] }, null).sql).toBe(
      `insert into "public"."articles" select from jsonb_array_elements($1::jsonb) on conflict ("id", "title") do nothing`,
    )
  })

  test('an upsert into a table counts the inserted rows; into a view, or a plain insert, not', () => {
    const spec = {
      relation: articles,
      columns: [title],
      defaulted: [],
      body: '[]',
      conflict: { columns: ['id'], action: 'ignore' as const },
    }
    const insert = `insert into "public"."articles" ("title") select _j."title" from json_to_recordset($1::json) as _j("title" text) on conflict ("id") do nothing`
    expect(renderInsert(context(), spec, returning()).sql).toBe(
      `with pgrst_mut as (${insert} returning *, (xmax = 0) as "pgrst_inserted") select count(*)::int4 as n, coalesce(json_agg(_r), '[]')::text as body, (select count(*) from pgrst_mut where "pgrst_inserted")::int4 as total from (select "t0"."id" as "id" from pgrst_mut as "t0" ) _r`,
    )
    const view = { ...articles, kind: 'view' as const }
    expect(renderInsert(context(), { ...spec, relation: view }, returning()).sql).not.toContain(
      'pgrst_inserted',
    )
    const { conflict: _, ...plain } = spec
    expect(renderInsert(context(), plain, returning()).sql).not.toContain('pgrst_inserted')
  })

  test('update sets every column, and update and delete join their conditions with and', () => {
    const { conditions } = plan(articles, 'select=id&id=gt.1&views=lt.5')
    expect(
      renderUpdate(
        context(),
        { relation: articles, columns: [title, views], body: '{}', conditions },
        null,
      ).sql,
    ).toBe(
      `update "public"."articles" as "t0" set "title" = _j."title", "views" = _j."views" from json_to_record($3::json) as _j("title" text, "views" int4) where "t0"."id" > $1 and "t0"."views" < $2`,
    )
    expect(renderDelete(context(), { relation: articles, conditions }, null).sql).toBe(
      `delete from "public"."articles" as "t0" where "t0"."id" > $1 and "t0"."views" < $2`,
    )
  })
})

describe('rpc calls', () => {
  test('named arguments are typed through json_to_record', () => {
    const params = createParams()
    const call = { fn: addFunction, argsJson: '{"a":1}', names: ['a'], wholeBody: false }
    expect(renderCall(call, params)).toEqual({
      expr: `"public"."add"("a" := "pgrst_args"."a")`,
      from: `from json_to_record($1::json) as "pgrst_args"("a" int4)`,
    })
    expect(params.values).toEqual(['{"a":1}'])
  })

  test('no arguments, a single json parameter, and variadic parameters', () => {
    const none = { fn: addFunction, argsJson: '{}', names: [], wholeBody: false }
    expect(renderCall(none, createParams())).toEqual({ expr: `"public"."add"()`, from: '' })
    const jsonArg = { name: '', type: 'jsonb', hasDefault: false, variadic: false }
    const whole = {
      fn: { ...addFunction, args: [jsonArg] },
      argsJson: '{"x":1}',
      names: [],
      wholeBody: true,
    }
    expect(renderCall(whole, createParams())).toEqual({
      expr: `"public"."add"($1::jsonb)`,
      from: '',
    })
    const listArg = { name: 'xs', type: 'int4[]', hasDefault: false, variadic: true }
    const variadic = {
      fn: { ...addFunction, args: [listArg] },
      argsJson: '{"xs":"{1,2}"}',
      names: ['xs'],
      wholeBody: false,
    }
    expect(renderCall(variadic, createParams())).toEqual({
      expr: `"public"."add"(variadic "xs" := "pgrst_args"."xs")`,
      from: `from json_to_record($1::json) as "pgrst_args"("xs" int4[])`,
    })
  })
})
