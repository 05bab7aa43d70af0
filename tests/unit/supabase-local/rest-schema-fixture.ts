import { parseQuery } from '@/supabase/local/rest/parse/query.ts'
import { planRead } from '@/supabase/local/rest/plan/read-plan.ts'
import { aliasSource, type ReadPlan } from '@/supabase/local/rest/plan/types.ts'
import type {
  Column,
  DbFunction,
  ForeignKey,
  Relation,
  SchemaCache,
} from '@/supabase/local/rest/schema-types.ts'

// A small schema cache, built by hand the way loadSchemaCache would describe these tables:
//   authors(id pk, name, bio)           profiles(author_id pk -> authors, website)
//   articles(id pk, title, views, tags text[], meta jsonb, search tsvector,
//            author_id -> authors, editor_id -> authors)
//   tags(id pk, name)                   article_tags(article_id, tag_id; pk both) junction
export function column(name: string, type: string, extra: Partial<Column> = {}): Column {
  return {
    name,
    type,
    typname: type.replace(/\[\]$/, ''),
    category: type.endsWith('[]') ? 'A' : 'S',
    nullable: true,
    defaultExpr: null,
    identity: false,
    generated: false,
    ...extra,
  }
}

export function relation(name: string, columns: Column[], primaryKey: string[]): Relation {
  return {
    schema: 'public',
    name,
    kind: 'table',
    columns: new Map(columns.map((c) => [c.name, c])),
    columnList: columns,
    primaryKey,
    uniques: [primaryKey],
  }
}

const id = column('id', 'int8', { nullable: false, identity: true })

export const authors = relation(
  'authors',
  [id, column('name', 'text', { nullable: false }), column('bio', 'text')],
  ['id'],
)
export const profiles = relation(
  'profiles',
  [column('author_id', 'int8', { nullable: false }), column('website', 'text')],
  ['author_id'],
)
export const articles = relation(
  'articles',
  [
    id,
    column('title', 'text', { nullable: false }),
    column('views', 'int4', { defaultExpr: '0' }),
    column('tags', 'text[]'),
    column('meta', 'jsonb'),
    column('search', 'tsvector', { generated: true }),
    column('author_id', 'int8'),
    column('editor_id', 'int8'),
  ],
  ['id'],
)
export const tags = relation('tags', [id, column('name', 'text')], ['id'])
export const articleTags = relation(
  'article_tags',
  [column('article_id', 'int8'), column('tag_id', 'int8')],
  ['article_id', 'tag_id'],
)

export function fk(name: string, from: Relation, fromColumn: string, to: Relation): ForeignKey {
  return { name, from, fromColumns: [fromColumn], to, toColumns: ['id'] }
}

export const articlesAuthor = fk('articles_author_id_fkey', articles, 'author_id', authors)
export const articlesEditor = fk('articles_editor_id_fkey', articles, 'editor_id', authors)
export const profilesAuthor = fk('profiles_author_id_fkey', profiles, 'author_id', authors)
export const articleTagsArticle = fk(
  'article_tags_article_id_fkey',
  articleTags,
  'article_id',
  articles,
)
export const articleTagsTag = fk('article_tags_tag_id_fkey', articleTags, 'tag_id', tags)

export const addFunction: DbFunction = {
  schema: 'public',
  name: 'add',
  args: [
    { name: 'a', type: 'int4', hasDefault: false, variadic: false },
    { name: 'b', type: 'int4', hasDefault: true, variadic: false },
  ],
  returnsSet: false,
  returnType: 'int4',
  returnsVoid: false,
  volatility: 'i',
  singleJsonArg: false,
}

export const cache: SchemaCache = {
  schemas: ['public'],
  relations: new Map(
    [authors, profiles, articles, tags, articleTags].map((r) => [`public.${r.name}`, r]),
  ),
  foreignKeys: [articlesAuthor, articlesEditor, profilesAuthor, articleTagsArticle, articleTagsTag],
  functions: new Map([['public.add', [addFunction]]]),
  types: new Set(['int4', 'int8', 'text', 'jsonb', 'tsvector']),
}

// The plan for a query string on `origin`, as the REST handlers build it.
export function plan(origin: Relation, search: string): ReadPlan {
  const query = parseQuery(new URLSearchParams(search))
  return planRead({ cache, aliases: aliasSource(), levels: query.levels }, origin, query.select, [
    '',
  ])
}
