import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '@/supabase/local/db/template.ts'
import { databaseTypesFile, generateTypes } from '@/supabase/local/typegen/generate.ts'

// The lines of `name: { ... }` at the given indent (the generated file is Prettier-formatted).
function block(text: string, name: string, indent: number): string[] {
  const lines = text.split('\n')
  const start = lines.indexOf(`${' '.repeat(indent)}${name}: {`)
  expect(start, `no ${name} block`).toBeGreaterThanOrEqual(0)
  const end = lines.indexOf(`${' '.repeat(indent)}}`, start)
  return lines.slice(start + 1, end).map((line) => line.trim())
}

describe('lib/supabase/database.types.ts', () => {
  let generated: string

  beforeAll(async () => {
    const pg = await freshDatabase({ seed: false })
    try {
      generated = await generateTypes(pg)
    } finally {
      await pg.close()
    }
  })

  it('matches the migrations', async () => {
    const checkedIn = await readFile(databaseTypesFile, 'utf8').catch(() => '')
    expect(checkedIn, 'database.types.ts is stale: run `npm run db:types`').toBe(generated)
  })

  it('types settings rows and writes', () => {
    const settings = (member: string) =>
      block(block(generated, 'settings', 6).join('\n'), member, 0)
    expect(settings('Row')).toEqual(['key: string', 'updated_at: string', 'value: string'])
    expect(settings('Insert')).toEqual(['key: string', 'updated_at?: string', 'value: string'])
    expect(settings('Update')).toEqual(['key?: string', 'updated_at?: string', 'value?: string'])
  })

  it('keeps identity columns out of writes, as the Supabase CLI does', () => {
    const articles = block(generated, 'articles', 6)
    const insert = articles.slice(articles.indexOf('Insert: {'))
    expect(articles).toContain('search: unknown')
    expect(articles).toContain('reading_time_minutes: number | null')
    expect(insert).toContain('search?: unknown')
    expect(insert).toContain('reading_time_minutes?: number | null')
    expect(insert).toContain('slug: string')
    expect(block(generated, 'audit_log', 6)).toContain('id?: never')
  })

  it('describes foreign keys and callable functions', () => {
    expect(block(generated, 'quiz_answer_keys', 6).join('\n')).toContain(
      [
        'foreignKeyName: "quiz_answer_keys_question_id_fkey"',
        'columns: ["question_id"]',
        'isOneToOne: true',
        'referencedRelation: "quiz_questions"',
        'referencedColumns: ["id"]',
      ].join('\n'),
    )
    const functions = block(generated, 'Functions', 4)
    expect(functions).toContain('is_admin: { Args: never; Returns: boolean }')
    expect(functions.join('\n')).toContain(
      'Args: { answers: Json; quiz_id: string; session_id?: string }',
    )
    expect(functions.join('\n')).not.toMatch(/set_updated_at|handle_new_user/)
  })
})

describe('typegen', () => {
  let pg: PGlite

  beforeAll(async () => {
    pg = await PGlite.create()
    await pg.exec(`
      create type public.mood as enum ('happy', 'sad');
      create type public.pair as (a int, b text);
      create table public.people (id bigint primary key, moods mood[] not null default '{}');
      create view public.people_view as select id, upper(id::text) as label from public.people;
      create function public.list_people(lim int default 10) returns setof public.people
        language sql as 'select * from public.people limit lim';`)
  })

  afterAll(async () => {
    await pg.close()
  })

  it('covers enums, composite types, updatable views and set-returning functions', async () => {
    const types = await generateTypes(pg)
    expect(block(types, 'people', 6)).toContain('moods: Database["public"]["Enums"]["mood"][]')
    expect(block(types, 'people_view', 6)).toEqual(
      expect.arrayContaining(['id?: number | null', 'label?: never']),
    )
    expect(block(types, 'Enums', 4)).toEqual(['mood: "happy" | "sad"'])
    expect(block(types, 'pair', 6)).toEqual(['a: number | null', 'b: string | null'])
    const listPeople = block(types, 'list_people', 6).join('\n')
    expect(listPeople).toContain('Args: { lim?: number }')
    expect(listPeople).toMatch(
      /Returns: \{\n[^}]*\}\[\]\nSetofOptions: \{\nfrom: "\*"\nto: "people"/,
    )
    expect(types).toContain('Enums: {\n      mood: ["happy", "sad"],')
  })
})
