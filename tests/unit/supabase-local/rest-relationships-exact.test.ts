import { describe, expect, test } from 'vitest'
import { ApiError } from '@/supabase/local/rest/errors.ts'
import { parseQuery } from '@/supabase/local/rest/parse/query.ts'
import { planRead } from '@/supabase/local/rest/plan/read-plan.ts'
import { isToOne, type Relationship } from '@/supabase/local/rest/plan/relationships.ts'
import { aliasSource, type ReadPlan } from '@/supabase/local/rest/plan/types.ts'
import {
  joinCondition,
  levelSql,
  renderCountSource,
  renderLevel,
} from '@/supabase/local/rest/render/select.ts'
import { createParams, ident, table } from '@/supabase/local/rest/render/sql.ts'
import type { DbFunction, Relation, SchemaCache } from '@/supabase/local/rest/schema-types.ts'
import {
  articles,
  articleTags,
  authors,
  cache,
  column,
  fk,
  relation,
  tags,
} from './rest-schema-fixture.ts'

// Relationship resolution and the SQL of embeds over a richer schema than the shared fixture: a
// second junction table, a table that looks like a junction but is not one, self-references,
// multi-column keys and functions as relationships (PostgREST's computed relationships). The
// survivors of the mutation run in plan/relationships.ts and render/select.ts (README, "Mutation
// testing").
//
//   article_featured_tags(article_id, tag_id; pk both)   a second junction of articles and tags
//   tag_links(id pk, article_id, tag_id)                   both keys, but not in the primary key
//   half_links(article_id pk, tag_id)                      one key in the primary key
//   people(id pk, name, mentor_id -> people, buddy_id -> people)
//   nodes(parent_id -> nodes, tag_id -> tags; pk both)     a self-reference inside a primary key
//   editions(isbn, year; pk both)
//   edition_tags(year, isbn -> editions, tag_id -> tags; pk all three)
//   tags(editions) returns setof tags, editions(tags) returns setof editions: named like the table
//   counters(id pk, article_id -> articles, count)          a real column named count
//   reprints(id pk, isbn, year, unique (year, isbn)) -> editions by (year, isbn) and by
//     (orig_isbn, orig_year)
//   tags(articles) returns setof tags                      named like the table
//   latest_tag(articles) returns setof tags rows 1         a to-one function
//   tag_count(articles) returns int4                       a scalar: no relationship

const int8 = (name: string) => column(name, 'int8')

const featuredTags = relation(
  'article_featured_tags',
  [int8('article_id'), int8('tag_id')],
  ['article_id', 'tag_id'],
)
const halfLinks = relation('half_links', [int8('article_id'), int8('tag_id')], ['article_id'])
const tagLinks = relation('tag_links', [int8('id'), int8('article_id'), int8('tag_id')], ['id'])
const people = relation(
  'people',
  [int8('id'), column('name', 'text'), int8('mentor_id'), int8('buddy_id')],
  ['id'],
)
const nodes = relation('nodes', [int8('parent_id'), int8('tag_id')], ['parent_id', 'tag_id'])
const editions = relation(
  'editions',
  [column('isbn', 'text'), column('year', 'int4')],
  ['isbn', 'year'],
)
const reprints: Relation = {
  ...relation(
    'reprints',
    [
      int8('id'),
      column('isbn', 'text'),
      column('year', 'int4'),
      column('orig_isbn', 'text'),
      column('orig_year', 'int4'),
    ],
    ['id'],
  ),
  uniques: [['id'], ['year', 'isbn']],
}

const editionTags = relation(
  'edition_tags',
  [column('year', 'int4'), column('isbn', 'text'), int8('tag_id')],
  ['year', 'isbn', 'tag_id'],
)
const counters = relation(
  'counters',
  [int8('id'), int8('article_id'), column('count', 'int4')],
  ['id'],
)

const reprintsEdition = {
  name: 'reprints_edition_fkey',
  from: reprints,
  fromColumns: ['year', 'isbn'],
  to: editions,
  toColumns: ['year', 'isbn'],
}
const reprintsOriginal = {
  name: 'reprints_original_fkey',
  from: reprints,
  fromColumns: ['orig_isbn', 'orig_year'],
  to: editions,
  toColumns: ['isbn', 'year'],
}

function rowFunction(name: string, extra: Partial<DbFunction>): DbFunction {
  return {
    schema: 'public',
    name,
    args: [{ name: '', type: 'articles', hasDefault: false, variadic: false }],
    returnsSet: true,
    returnType: 'tags',
    returnsVoid: false,
    volatility: 's',
    singleJsonArg: false,
    rowArg: articles,
    resultTable: tags,
    ...extra,
  }
}

const rich: SchemaCache = {
  ...cache,
  relations: new Map([
    ...cache.relations,
    ...[
      featuredTags,
      halfLinks,
      tagLinks,
      people,
      nodes,
      editions,
      reprints,
      counters,
      editionTags,
    ].map((r) => [`public.${r.name}`, r] as const),
  ]),
  foreignKeys: [
    ...cache.foreignKeys,
    fk('featured_article_fkey', featuredTags, 'article_id', articles),
    fk('featured_tag_fkey', featuredTags, 'tag_id', tags),
    fk('half_links_article_id_fkey', halfLinks, 'article_id', articles),
    fk('half_links_tag_id_fkey', halfLinks, 'tag_id', tags),
    fk('tag_links_article_id_fkey', tagLinks, 'article_id', articles),
    fk('tag_links_tag_id_fkey', tagLinks, 'tag_id', tags),
    fk('people_mentor_id_fkey', people, 'mentor_id', people),
    fk('people_buddy_id_fkey', people, 'buddy_id', people),
    { ...fk('nodes_parent_id_fkey', nodes, 'parent_id', nodes), toColumns: ['parent_id'] },
    fk('nodes_tag_id_fkey', nodes, 'tag_id', tags),
    reprintsEdition,
    reprintsOriginal,
    fk('counters_article_id_fkey', counters, 'article_id', articles),
    {
      name: 'edition_tags_edition_fkey',
      from: editionTags,
      fromColumns: ['year', 'isbn'],
      to: editions,
      toColumns: ['year', 'isbn'],
    },
    fk('edition_tags_tag_fkey', editionTags, 'tag_id', tags),
  ],
  functions: new Map([
    ...cache.functions,
    ['public.tags', [rowFunction('tags', {}), rowFunction('tags', { rowArg: editions })]],
    [
      'public.editions',
      [rowFunction('editions', { rowArg: tags, resultTable: editions, returnType: 'editions' })],
    ],
    ['public.latest_tag', [rowFunction('latest_tag', { rows: 1 })]],
    [
      'public.tag_count',
      [rowFunction('tag_count', { returnsSet: false, returnType: 'int4', resultTable: undefined })],
    ],
  ]),
}

function planRich(origin: Relation, search: string): ReadPlan {
  const query = parseQuery(new URLSearchParams(search))
  return planRead(
    { cache: rich, aliases: aliasSource(), levels: query.levels },
    origin,
    query.select,
    [''],
  )
}

function failure(origin: Relation, search: string) {
  try {
    planRich(origin, search)
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, ...error.body() }
    throw error
  }
  throw new Error(`planning ${search} did not fail`)
}

/** How the one embed of `search` was resolved: its kind, and the key or function it goes by. */
function embedded(origin: Relation, search: string) {
  const embed = planRich(origin, search).embeds[0]
  if (!embed) throw new Error(`no embed in ${search}`)
  const { rel } = embed
  const by =
    rel.kind === 'function'
      ? rel.fn.name
      : rel.kind === 'many-to-many'
        ? `${rel.junction.name}: ${rel.left.name}, ${rel.right.name}`
        : rel.fk.name
  return { kind: rel.kind, by, target: rel.target.name, toOne: isToOne(rel) }
}

const notFound = (origin: string, target: string, hint?: string) => ({
  status: 400,
  code: 'PGRST200',
  details:
    hint === undefined
      ? `Searched for a foreign key relationship between '${origin}' and '${target}' in the schema 'public', but no matches were found.`
      : `Searched for a foreign key relationship between '${origin}' and '${target}' using the hint '${hint}' in the schema 'public', but no matches were found.`,
  hint: null,
  message: `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
})

describe('candidates for an embed', () => {
  test('two junction tables and a function named like the table are all listed', () => {
    expect(failure(articles, 'select=id,tags(name)')).toStrictEqual({
      status: 300,
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-many',
          embedding: 'articles with tags',
          relationship:
            'article_tags using article_tags_article_id_fkey(article_id) and article_tags_tag_id_fkey(tag_id)',
        },
        {
          cardinality: 'many-to-many',
          embedding: 'articles with tags',
          relationship:
            'article_featured_tags using featured_article_fkey(article_id) and featured_tag_fkey(tag_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'articles with tags',
          relationship: 'tags using articles and tags',
        },
      ],
      hint: "Try changing 'tags' to one of the following: 'tags!article_tags', 'tags!article_featured_tags', 'tags!tags'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'articles' and 'tags'",
    })
  })

  test('a hint picks a junction by its name, either key or a key column', () => {
    const viaArticleTags = {
      kind: 'many-to-many',
      by: 'article_tags: article_tags_article_id_fkey, article_tags_tag_id_fkey',
      target: 'tags',
      toOne: false,
    }
    const viaFeatured = {
      kind: 'many-to-many',
      by: 'article_featured_tags: featured_article_fkey, featured_tag_fkey',
      target: 'tags',
      toOne: false,
    }
    expect(embedded(articles, 'select=tags!article_tags(name)')).toStrictEqual(viaArticleTags)
    expect(embedded(articles, 'select=tags!article_tags_tag_id_fkey(name)')).toStrictEqual(
      viaArticleTags,
    )
    expect(embedded(articles, 'select=tags!featured_article_fkey(name)')).toStrictEqual(viaFeatured)
    expect(failure(articles, 'select=tags!tag_id(name)')).toMatchObject({
      code: 'PGRST201',
      hint: "Try changing 'tags' to one of the following: 'tags!article_tags', 'tags!article_featured_tags'. Find the desired relationship in the 'details' key.",
    })
  })

  test('a function relationship is hinted by its name, and ROWS 1 makes it to-one', () => {
    expect(embedded(articles, 'select=tags!tags(name)')).toStrictEqual({
      kind: 'function',
      by: 'tags',
      target: 'tags',
      toOne: false,
    })
    expect(embedded(articles, 'select=latest_tag(name)')).toStrictEqual({
      kind: 'function',
      by: 'latest_tag',
      target: 'tags',
      toOne: true,
    })
    expect(failure(articles, 'select=tag_count(name)')).toStrictEqual(
      notFound('articles', 'tag_count'),
    )
    expect(failure(authors, 'select=latest_tag(name)')).toStrictEqual(
      notFound('authors', 'latest_tag'),
    )
  })

  test('a foreign key is embedded by its column or its constraint name, from either side', () => {
    expect(embedded(articles, 'select=author_id(name)')).toStrictEqual({
      kind: 'many-to-one',
      by: 'articles_author_id_fkey',
      target: 'authors',
      toOne: true,
    })
    expect(embedded(articles, 'select=articles_editor_id_fkey(name)')).toStrictEqual({
      kind: 'many-to-one',
      by: 'articles_editor_id_fkey',
      target: 'authors',
      toOne: true,
    })
    expect(embedded(authors, 'select=articles_editor_id_fkey(title)')).toStrictEqual({
      kind: 'one-to-many',
      by: 'articles_editor_id_fkey',
      target: 'articles',
      toOne: false,
    })
    expect(embedded(articles, 'select=authors!articles_editor_id_fkey(name)').by).toBe(
      'articles_editor_id_fkey',
    )
    expect(failure(reprints, 'select=year(isbn)')).toStrictEqual(notFound('reprints', 'year'))
  })

  test('only tables whose primary key holds both keys are junctions', () => {
    expect(failure(authors, 'select=article_tags(tag_id)')).toStrictEqual(
      notFound('authors', 'article_tags'),
    )
    expect(failure(articles, 'select=articles(id)')).toStrictEqual(notFound('articles', 'articles'))
    expect(embedded(nodes, 'select=tags(name)')).toStrictEqual({
      kind: 'many-to-one',
      by: 'nodes_tag_id_fkey',
      target: 'tags',
      toOne: true,
    })
    expect(embedded(tags, 'select=tag_links(id)')).toStrictEqual({
      kind: 'one-to-many',
      by: 'tag_links_tag_id_fkey',
      target: 'tag_links',
      toOne: false,
    })
  })
})

describe('self-references', () => {
  test("the table's own name means its children, one candidate per key", () => {
    expect(failure(people, 'select=people(name)')).toStrictEqual({
      status: 300,
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'people with people',
          relationship: 'people_mentor_id_fkey using people(id) and people(mentor_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'people with people',
          relationship: 'people_buddy_id_fkey using people(id) and people(buddy_id)',
        },
      ],
      hint: "Try changing 'people' to one of the following: 'people!people_mentor_id_fkey', 'people!people_buddy_id_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'people' and 'people'",
    })
  })

  test('children are told apart by their column only; the parent by its column', () => {
    expect(embedded(people, 'select=people!mentor_id(name)')).toStrictEqual({
      kind: 'one-to-many',
      by: 'people_mentor_id_fkey',
      target: 'people',
      toOne: false,
    })
    expect(failure(people, 'select=people!id(name)')).toStrictEqual(
      notFound('people', 'people', 'id'),
    )
    expect(failure(people, 'select=people!people_mentor_id_fkey(name)')).toStrictEqual(
      notFound('people', 'people', 'people_mentor_id_fkey'),
    )
    const parent = {
      kind: 'many-to-one',
      by: 'people_mentor_id_fkey',
      target: 'people',
      toOne: true,
    }
    expect(embedded(people, 'select=mentor_id(name)')).toStrictEqual(parent)
    expect(embedded(people, 'select=mentor_id!people_mentor_id_fkey(name)')).toStrictEqual(parent)
    expect(embedded(people, 'select=mentor_id!id(name)')).toStrictEqual(parent)
  })
})

describe('multi-column keys', () => {
  test('name every column, and a unique key in another order still makes it one-to-one', () => {
    expect(failure(editions, 'select=reprints(id)')).toStrictEqual({
      status: 300,
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-one',
          embedding: 'editions with reprints',
          relationship: 'reprints_edition_fkey using editions(year, isbn) and reprints(year, isbn)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'editions with reprints',
          relationship:
            'reprints_original_fkey using editions(isbn, year) and reprints(orig_isbn, orig_year)',
        },
      ],
      hint: "Try changing 'reprints' to one of the following: 'reprints!reprints_edition_fkey', 'reprints!reprints_original_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'editions' and 'reprints'",
    })
    expect(failure(reprints, 'select=editions(year)')).toMatchObject({
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'reprints with editions',
          relationship: 'reprints_edition_fkey using reprints(year, isbn) and editions(year, isbn)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'reprints with editions',
          relationship:
            'reprints_original_fkey using reprints(orig_isbn, orig_year) and editions(isbn, year)',
        },
      ],
    })
  })
})

describe('a junction with a multi-column key', () => {
  test('names every column of both keys', () => {
    expect(failure(editions, 'select=tags(name)')).toMatchObject({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-many',
          embedding: 'editions with tags',
          relationship:
            'edition_tags using edition_tags_edition_fkey(year, isbn) and edition_tags_tag_fkey(tag_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'editions with tags',
          relationship: 'tags using editions and tags',
        },
      ],
    })
    expect(failure(tags, 'select=editions(year)')).toMatchObject({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-many',
          embedding: 'tags with editions',
          relationship:
            'edition_tags using edition_tags_tag_fkey(tag_id) and edition_tags_edition_fkey(year, isbn)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'tags with editions',
          relationship: 'editions using tags and editions',
        },
      ],
    })
  })
})

describe('isToOne', () => {
  test('a function or a one-to-many key is to-one only when marked so', () => {
    const base = { fk: reprintsEdition, target: reprints }
    const fn = rowFunction('f', {})
    const cases: [Relationship, boolean][] = [
      [{ kind: 'many-to-one', ...base }, true],
      [{ kind: 'one-to-many', ...base, toOne: true }, true],
      [{ kind: 'one-to-many', ...base, toOne: false }, false],
      [{ kind: 'function', fn, target: tags, toOne: true }, true],
      [{ kind: 'function', fn, target: tags, toOne: false }, false],
      [
        {
          kind: 'many-to-many',
          junction: articleTags,
          left: reprintsEdition,
          right: reprintsEdition,
          target: tags,
        },
        false,
      ],
    ]
    for (const [rel, toOne] of cases) expect(isToOne(rel), rel.kind).toBe(toOne)
  })
})

describe('embed SQL', () => {
  const level = (origin: Relation, search: string) => {
    const planned = planRich(origin, search)
    const params = createParams()
    const fromItem = `${table(origin.schema, origin.name)} as ${ident(planned.alias)}`
    const rendered = renderLevel({ cache: rich, params }, planned, fromItem)
    return {
      sql: levelSql(rendered),
      count: renderCountSource({ cache: rich, params: createParams() }, planned, fromItem),
      params: params.values,
    }
  }

  test('a function embed calls the function with the row', () => {
    expect(level(articles, 'select=id,latest_tag(name),tags!tags(id)').sql).toBe(
      'select "t0"."id" as "id", "t1".body as "latest_tag", coalesce("t3".body, \'[]\'::json) as "tags" from "public"."articles" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."name" as "name" from "public"."latest_tag"("t0") as "t2" ) _e) as "t1" on true left join lateral (select json_agg(_e) as body from (select "t4"."id" as "id" from "public"."tags"("t0") as "t4" ) _e) as "t3" on true',
    )
  })

  test('a multi-column key joins on every pair', () => {
    expect(level(editions, 'select=isbn,reprints!reprints_edition_fkey(id)').sql).toBe(
      'select "t0"."isbn" as "isbn", "t1".body as "reprints" from "public"."editions" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."id" as "id" from "public"."reprints" as "t2"  where "t2"."year" = "t0"."year" and "t2"."isbn" = "t0"."isbn") _e) as "t1" on true',
    )
    expect(level(reprints, 'select=id,editions!reprints_original_fkey(year)').sql).toBe(
      'select "t0"."id" as "id", "t1".body as "editions" from "public"."reprints" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."year" as "year" from "public"."editions" as "t2"  where "t2"."isbn" = "t0"."orig_isbn" and "t2"."year" = "t0"."orig_year") _e) as "t1" on true',
    )
  })

  test('ordering by a to-one embed reads its first row, in either direction', () => {
    expect(
      level(reprints, 'select=id,e:editions!reprints_edition_fkey(year)&order=e(year).desc').sql,
    ).toBe(
      'select "t0"."id" as "id", "t1".body as "e" from "public"."reprints" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."year" as "year" from "public"."editions" as "t2"  where "t2"."year" = "t0"."year" and "t2"."isbn" = "t0"."isbn") _e) as "t1" on true order by (select "t2"."year" from "public"."editions" as "t2" where "t2"."year" = "t0"."year" and "t2"."isbn" = "t0"."isbn" limit 1) desc',
    )
    expect(level(articles, 'select=id,latest_tag(name)&order=latest_tag(name)').sql).toMatch(
      /order by \(select "t2"\."name" from "public"\."latest_tag"\("t0"\) as "t2" limit 1\) asc$/,
    )
  })

  test('order terms are joined by commas', () => {
    expect(level(articles, 'select=id&order=title,views.desc').sql).toBe(
      'select "t0"."id" as "id" from "public"."articles" as "t0"  order by "t0"."title" asc, "t0"."views" desc',
    )
  })

  test('a to-many spread gives each of its values as an array, nested embeds by their key', () => {
    expect(
      level(authors, 'select=...articles!author_id(title,a:authors!editor_id(name))').sql,
    ).toBe(
      `select "t1"."title" as "title", "t1"."a" as "a" from "public"."authors" as "t0" left join lateral (select coalesce(json_agg(_e."title"), '[]'::json) as "title", coalesce(json_agg(_e."a"), '[]'::json) as "a" from (select "t2"."title" as "title", "t3".body as "a" from "public"."articles" as "t2" left join lateral (select row_to_json(_e) as body from (select "t4"."name" as "name" from "public"."authors" as "t4"  where "t4"."id" = "t2"."editor_id") _e) as "t3" on true where "t2"."author_id" = "t0"."id") _e) as "t1" on true`,
    )
  })

  test('a function embed joins on true', () => {
    const planned = planRich(articles, 'select=latest_tag(name)')
    expect(joinCondition(planned, planned.embeds[0] as ReadPlan['embeds'][number])).toBe('true')
  })

  test('a select of nothing but an empty embed answers one null column', () => {
    expect(level(articles, 'select=authors!author_id()').sql).toBe(
      'select null as "?column?" from "public"."articles" as "t0" left join lateral (select row_to_json(_e) as body from (select null as "?column?" from "public"."authors" as "t2"  where "t2"."id" = "t0"."author_id") _e) as "t1" on true',
    )
  })

  test('the count joins the embeds an is-null filter names, inside and/or too', () => {
    expect(
      level(
        articles,
        'select=id,authors!author_id(name),tags!article_tags(name)&or=(authors.is.null,id.eq.1)',
      ).count,
    ).toStrictEqual({
      from: 'from "public"."articles" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."name" as "name" from "public"."authors" as "t2"  where "t2"."id" = "t0"."author_id") _e) as "t1" on true',
      where: ' where ("t1".body is null or "t0"."id" = $1)',
    })
    expect(level(articles, 'select=id,authors!author_id(name)&id=eq.1').count).toStrictEqual({
      from: 'from "public"."articles" as "t0"',
      where: ' where "t0"."id" = $1',
    })
  })
})

describe('aggregates next to other columns and embeds', () => {
  const enabled = { ...rich, settings: new Map([['db_aggregates_enabled', 'true']]) }
  const level = (origin: Relation, search: string) => {
    const query = parseQuery(new URLSearchParams(search))
    const planned = planRead(
      { cache: enabled, aliases: aliasSource(), levels: query.levels },
      origin,
      query.select,
      [''],
    )
    const fromItem = `${table(origin.schema, origin.name)} as ${ident(planned.alias)}`
    return levelSql(renderLevel({ cache: enabled, params: createParams() }, planned, fromItem))
  }

  test('group by every plain column and every embed, without their aliases', () => {
    expect(level(articles, 'select=title,views.sum(),a:authors!author_id(name)')).toBe(
      'select "t0"."title" as "title", sum("t0"."views") as "sum", "t1".body as "a" from "public"."articles" as "t0" left join lateral (select row_to_json(_e) as body from (select "t2"."name" as "name" from "public"."authors" as "t2"  where "t2"."id" = "t0"."author_id") _e) as "t1" on true group by "t0"."title", "t1".body',
    )
  })

  test('no group by without an aggregate, nor when only aggregates are selected', () => {
    expect(level(articles, 'select=title,a:authors!author_id(name)')).not.toContain('group by')
    expect(level(articles, 'select=views.sum(),views.max()')).toBe(
      'select sum("t0"."views") as "sum", max("t0"."views") as "max" from "public"."articles" as "t0" ',
    )
  })

  test('a spread column whose name holds ` as "` is grouped by its whole name', () => {
    const weird = relation('weird', [int8('id'), column('x as "y', 'text')], ['id'])
    const notes = relation('notes', [int8('id'), int8('weird_id')], ['id'])
    const withWeird: SchemaCache = {
      ...enabled,
      relations: new Map([...enabled.relations, ['public.weird', weird], ['public.notes', notes]]),
      foreignKeys: [...enabled.foreignKeys, fk('notes_weird_id_fkey', notes, 'weird_id', weird)],
    }
    const query = parseQuery(new URLSearchParams('select=id.count(),...weird("x as \\"y")'))
    const planned = planRead(
      { cache: withWeird, aliases: aliasSource(), levels: query.levels },
      notes,
      query.select,
      [''],
    )
    const sql = levelSql(
      renderLevel(
        { cache: withWeird, params: createParams() },
        planned,
        '"public"."notes" as "t0"',
      ),
    )
    expect(sql.slice(sql.indexOf(' group by'))).toBe(' group by "t1"."x as ""y"')
  })

  test('a to-many embed is grouped by its coalesced value', () => {
    expect(level(authors, 'select=views:articles!author_id(views),id.count()')).toBe(
      'select coalesce("t1".body, \'[]\'::json) as "views", count("t0"."id") as "count" from "public"."authors" as "t0" left join lateral (select json_agg(_e) as body from (select "t2"."views" as "views" from "public"."articles" as "t2"  where "t2"."author_id" = "t0"."id") _e) as "t1" on true group by coalesce("t1".body, \'[]\'::json)',
    )
  })
})

describe('planner details', () => {
  const enabled = { ...rich, settings: new Map([['db_aggregates_enabled', 'true']]) }
  const planEnabled = (origin: Relation, search: string) => {
    const query = parseQuery(new URLSearchParams(search))
    return planRead(
      { cache: enabled, aliases: aliasSource(), levels: query.levels },
      origin,
      query.select,
      [''],
    )
  }

  test('an aliased embed also takes the parameters given under its table name', () => {
    const planned = planRich(articles, 'select=id,a:authors!author_id(name)&authors.order=name')
    expect(planned.embeds[0]?.plan.order.map((o) => o.ref.column.name)).toStrictEqual(['name'])
  })

  test('a nested embed takes the parameters under its full path', () => {
    const planned = planRich(
      authors,
      'select=id,articles!author_id(id,authors!editor_id(name))&articles.authors.order=name',
    )
    const nested = planned.embeds[0]?.plan.embeds[0]?.plan
    expect(nested?.order.map((o) => o.ref.column.name)).toStrictEqual(['name'])
  })

  test('aggregate casts and count() without a cast', () => {
    expect(planEnabled(articles, 'select=views.sum()::text').outputs[0]).toMatchObject({
      aggregate: { fn: 'sum', star: false, cast: 'text' },
    })
    const [counted] = planEnabled(articles, 'select=count()').outputs
    expect(counted?.kind === 'column' && counted.aggregate).toStrictEqual({
      fn: 'count',
      star: true,
    })
  })

  test('count is a column when the table has one, or when it has a JSON path', () => {
    const planned = planRich(articles, 'select=counters(count)')
    expect(planned.embeds[0]?.countOnly).toBe(false)
    expect(planned.embeds[0]?.plan.outputs.map((o) => o.kind === 'column' && o.key)).toStrictEqual([
      'count',
    ])
    expect(failure(authors, 'select=articles!author_id(count->a)')).toMatchObject({
      code: '42703',
      message: 'column articles_1.count does not exist',
    })
  })

  test('a to-many spread refuses an aggregate nested next to a plain column', () => {
    expect(() =>
      planEnabled(authors, 'select=...articles!author_id(title,...authors!editor_id(id.count()))'),
    ).toThrow(expect.objectContaining({ code: 'PGRST127' }))
  })

  test('an embed is tested only by is.null; a JSON path on its name is a column', () => {
    const embedOnly = {
      status: 400,
      code: 'PGRST120',
      details: null,
      hint: null,
      message: 'Only is null or not is null filters are allowed on embedded resources',
    }
    expect(failure(articles, 'select=id,authors!author_id(name)&authors=is.true')).toStrictEqual(
      embedOnly,
    )
    expect(failure(articles, 'select=id,authors!author_id(name)&authors=eq.null')).toStrictEqual(
      embedOnly,
    )
    expect(failure(articles, 'select=id,authors!author_id(name)&authors->a=eq.1')).toMatchObject({
      code: '42703',
      message: 'column articles.authors does not exist',
    })
  })

  test('ordering by an embed that is not selected is PGRST108 even when another is', () => {
    expect(failure(articles, 'select=id,authors!author_id(name)&order=tags(name)')).toMatchObject({
      code: 'PGRST108',
      message: "'tags' is not an embedded resource in this request",
    })
  })
})
