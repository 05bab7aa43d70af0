import { describe, expect, test } from 'vitest'
import type { FieldName } from '@/supabase/local/rest/ast.ts'
import type { ColumnRef } from '@/supabase/local/rest/plan/types.ts'
import type { Relation } from '@/supabase/local/rest/schema-types.ts'
import {
  articles,
  articlesAuthor,
  articleTags,
  articleTagsArticle,
  articleTagsTag,
  authors,
  plan,
  profiles,
  profilesAuthor,
  tags,
} from './rest-schema-fixture.ts'

const field = (name: string, json: FieldName['json'] = []): FieldName => ({ name, json })

function ref(relation: Relation, name: string, json: FieldName['json'] = []): ColumnRef {
  const column = relation.columns.get(name)
  if (!column) throw new Error(`no column ${name} in the fixture`)
  return { column, json }
}

const columnOutput = (relation: Relation, name: string, key = name) => ({
  kind: 'column',
  key,
  ref: ref(relation, name),
})

const emptyLevel = { embeds: [], conditions: [], order: [] }

function planError(origin: Relation, search: string) {
  try {
    plan(origin, search)
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string }
    return { status, code, message }
  }
  throw new Error(`planning ${search} did not fail`)
}

describe('select list', () => {
  test('columns, aliases, casts and JSON paths against the relation', () => {
    const words = [
      { arrow: '->', key: 'stats' },
      { arrow: '->>', key: 'words' },
    ] as const
    expect(plan(articles, 'select=id,headline:title,views::text,meta->stats->>words')).toEqual({
      relation: articles,
      alias: 't0',
      outputs: [
        columnOutput(articles, 'id'),
        columnOutput(articles, 'title', 'headline'),
        { ...columnOutput(articles, 'views'), cast: 'text' },
        { kind: 'column', key: 'words', ref: ref(articles, 'meta', [...words]) },
      ],
      ...emptyLevel,
    })
  })

  test('* is every column in table order', () => {
    expect(plan(authors, 'select=*').outputs).toEqual([
      columnOutput(authors, 'id'),
      columnOutput(authors, 'name'),
      columnOutput(authors, 'bio'),
    ])
  })

  test('unknown columns and aggregates are refused', () => {
    expect(planError(articles, 'select=id,nope')).toEqual({
      status: 400,
      code: '42703',
      message: 'column articles.nope does not exist',
    })
    expect(planError(articles, 'select=count()')).toMatchObject({ status: 400, code: 'PGRST123' })
  })
})

describe('embeds', () => {
  test('many-to-one by hint: a lateral alias, then the child level', () => {
    const planned = plan(articles, 'select=id,writer:authors!author_id(name)')
    const embed = {
      key: 'writer',
      rel: { kind: 'many-to-one', fk: articlesAuthor, target: authors },
      inner: false,
      spread: false,
      countOnly: false,
      lateral: 't1',
      plan: {
        relation: authors,
        alias: 't2',
        outputs: [columnOutput(authors, 'name')],
        ...emptyLevel,
      },
    }
    expect(planned).toEqual({
      relation: articles,
      alias: 't0',
      outputs: [columnOutput(articles, 'id'), { kind: 'embed', embed }],
      embeds: [embed],
      conditions: [],
      order: [],
    })
  })

  test('one-to-many, one-to-one and many-to-many relationships', () => {
    const [toMany, toOne] = plan(authors, 'select=articles!author_id(id),profiles(website)').embeds
    expect(toMany?.rel).toEqual({
      kind: 'one-to-many',
      fk: articlesAuthor,
      target: articles,
      toOne: false,
    })
    // profiles.author_id is its primary key, so each author has at most one profile.
    expect(toOne?.rel).toEqual({
      kind: 'one-to-many',
      fk: profilesAuthor,
      target: profiles,
      toOne: true,
    })
    expect(plan(articles, 'select=tags!inner(name)').embeds[0]).toMatchObject({
      key: 'tags',
      inner: true,
      rel: {
        kind: 'many-to-many',
        junction: articleTags,
        left: articleTagsArticle,
        right: articleTagsTag,
        target: tags,
      },
    })
  })

  test('aggregates are refused unless pgrst.db_aggregates_enabled is set', () => {
    expect(planError(articles, 'select=views.sum()')).toEqual({
      status: 400,
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
    })
  })

  test('two foreign keys to the same table need a hint', () => {
    expect(planError(articles, 'select=authors(name)')).toEqual({
      status: 300,
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'articles' and 'authors'",
    })
    expect(planError(articles, 'select=comments(id)')).toMatchObject({
      status: 400,
      code: 'PGRST200',
    })
  })

  test('count-only and spread embeds', () => {
    const [count, spread] = plan(
      authors,
      'select=articles!author_id(count),...profiles(website)',
    ).embeds
    expect(count).toMatchObject({ countOnly: true, spread: false, plan: { outputs: [] } })
    expect(spread).toMatchObject({ countOnly: false, spread: true })
    // PostgREST 13 spreads a to-many embed too (as arrays; see postgrest-fidelity.test.ts).
    expect(plan(authors, 'select=...articles!author_id(title)').embeds[0]).toMatchObject({
      spread: true,
    })
  })
})

describe('filters', () => {
  test('filters and logic trees at the top level, and filters on an embed level', () => {
    const planned = plan(
      articles,
      'select=id,writer:authors!author_id(name)&views=gte.10&or=(title.is.null,views.lt.5)&writer.name=eq.Ada',
    )
    const filter = (name: string, operator: string, value: string) => ({
      kind: 'filter',
      field: field(name),
      negate: false,
      operator,
      value,
    })
    expect(planned.conditions).toEqual([
      { kind: 'filter', ref: ref(articles, 'views'), filter: filter('views', 'gte', '10') },
      {
        kind: 'logic',
        op: 'or',
        negate: false,
        children: [
          { kind: 'filter', ref: ref(articles, 'title'), filter: filter('title', 'is', 'null') },
          { kind: 'filter', ref: ref(articles, 'views'), filter: filter('views', 'lt', '5') },
        ],
      },
    ])
    expect(planned.embeds[0]?.plan.conditions).toEqual([
      { kind: 'filter', ref: ref(authors, 'name'), filter: filter('name', 'eq', 'Ada') },
    ])
  })

  test('an embed itself may only be tested for null', () => {
    const planned = plan(authors, 'select=id,profiles(website)&profiles=not.is.null')
    expect(planned.conditions).toEqual([
      { kind: 'embed-null', embed: planned.embeds[0], isNull: false },
    ])
    expect(planError(authors, 'select=id,profiles(website)&profiles=eq.1')).toMatchObject({
      status: 400,
      code: 'PGRST120',
    })
  })

  test('filters on unknown columns are refused', () => {
    expect(planError(articles, 'nope=eq.1')).toMatchObject({ status: 400, code: '42703' })
  })
})

describe('order and range', () => {
  test('order terms with direction and nulls, at the top and on an embed level', () => {
    const planned = plan(
      authors,
      'select=id,articles!author_id(title)&order=name.desc.nullslast,id&articles.order=views.asc',
    )
    expect(planned.order).toEqual([
      { ref: ref(authors, 'name'), direction: 'desc', nulls: 'last' },
      { ref: ref(authors, 'id') },
    ])
    expect(planned.embeds[0]?.plan.order).toEqual([
      { ref: ref(articles, 'views'), direction: 'asc' },
    ])
  })

  test('ordering by a to-one embed column, but not by a to-many one', () => {
    const planned = plan(
      articles,
      'select=id,writer:authors!author_id(name)&order=writer(name).desc',
    )
    expect(planned.order).toEqual([
      { ref: ref(authors, 'name'), embed: planned.embeds[0], direction: 'desc' },
    ])
    expect(planError(authors, 'select=id,articles!author_id(id)&order=articles(id)')).toMatchObject(
      { status: 400, code: 'PGRST118' },
    )
    expect(planError(articles, 'select=id&order=writer(name)')).toEqual({
      status: 400,
      code: 'PGRST108',
      message: "'writer' is not an embedded resource in this request",
    })
  })

  test('limit and offset per level', () => {
    const planned = plan(
      authors,
      'select=id,articles!author_id(id)&limit=10&offset=20&articles.limit=2&articles.offset=1',
    )
    expect([planned.limit, planned.offset]).toEqual([10, 20])
    expect([planned.embeds[0]?.plan.limit, planned.embeds[0]?.plan.offset]).toEqual([2, 1])
    expect('limit' in plan(authors, 'select=id')).toBe(false)
  })
})
