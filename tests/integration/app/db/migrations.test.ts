import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initializeDatabase } from '@/supabase/local/db/initialize.ts'
import { applyMigrations, listMigrations } from '@/supabase/local/db/migrations.ts'
import { defaultSupabaseDir } from '@/supabase/local/db/paths.ts'
import { pgliteOptions } from '@/supabase/local/db/pglite-options.ts'
import { splitStatements } from '@/supabase/local/db/split-statements.ts'

// Tables, columns, constraints, indexes, policies and functions: what two runs must agree on.
const fingerprintSql = `
  select 'column' as kind, table_schema || '.' || table_name || '.' || column_name || ' ' || data_type as item
    from information_schema.columns where table_schema in ('public', 'auth', 'storage')
  union all
  select 'constraint', conrelid::regclass || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select 'index', indexdef from pg_indexes where schemaname in ('public', 'storage')
  union all
  select 'policy', schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
    from pg_policies
  union all
  select 'function', p.oid::regprocedure::text || ' ' || md5(p.prosrc)
    from pg_proc p where p.pronamespace = 'public'::regnamespace
  order by 1, 2`

async function migrateFromScratch(): Promise<PGlite> {
  const pg = await PGlite.create(pgliteOptions)
  await initializeDatabase(pg, { seed: false })
  return pg
}

describe('migrations', () => {
  let first: PGlite
  let second: PGlite

  beforeAll(async () => {
    first = await migrateFromScratch()
    second = await migrateFromScratch()
  })

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()])
  })

  it('apply cleanly twice from scratch, to the same schema', async () => {
    const files = await listMigrations(defaultSupabaseDir)
    const versions = 'select version, name from supabase_migrations.schema_migrations order by 1'
    const expected = files.map(({ version, name }) => ({ version, name }))
    expect((await first.query(versions)).rows).toEqual(expected)
    expect((await second.query(versions)).rows).toEqual(expected)
    expect((await second.query(fingerprintSql)).rows).toEqual(
      (await first.query(fingerprintSql)).rows,
    )
  })

  it('records statements like the Supabase CLI and applies nothing twice', async () => {
    const { rows } = await first.query<{ statements: string[] }>(
      'select statements from supabase_migrations.schema_migrations order by version limit 1',
    )
    expect(rows[0]?.statements.length).toBeGreaterThan(10)
    expect(await applyMigrations(first, defaultSupabaseDir)).toEqual([])
  })

  it('enables RLS and defines policies on every public table', async () => {
    const { rows } = await first.query<{ table: string; rls: boolean; policies: number }>(`
      select c.relname as table, c.relrowsecurity as rls,
        (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`)
    expect(rows.length).toBeGreaterThan(20)
    expect(rows.filter((row) => !row.rls || row.policies === 0)).toEqual([])
  })

  it('indexes every foreign key', async () => {
    const { rows } = await first.query<{ constraint: string }>(`
      select c.conrelid::regclass || ' ' || c.conname as constraint
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
        )`)
    expect(rows).toEqual([])
  })

  it('pins search_path on every security definer function', async () => {
    const { rows } = await first.query<{ fn: string }>(`
      select p.oid::regprocedure::text as fn from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosecdef
        and not coalesce(p.proconfig @> array['search_path=""'], false)`)
    expect(rows).toEqual([])
  })

  it('keeps every admin_* function to admins: definer rights, is_admin() inside, never anon', async () => {
    const { rows } = await first.query<{ fn: string }>(`
      select p.oid::regprocedure::text as fn from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.proname like 'admin\\_%'
        and (not p.prosecdef
          or (p.prosrc not like '%private.require_admin()%' and p.prosrc not like '%public.is_admin()%')
          or has_function_privilege('anon', p.oid, 'execute'))`)
    expect(rows).toEqual([])
  })

  it('checks roles only through public.is_admin()', async () => {
    const { rows } = await first.query<{ policy: string }>(`
      select tablename || ' ' || policyname as policy from pg_policies
      where coalesce(qual, '') || coalesce(with_check, '') like '%user_roles%'`)
    expect(rows).toEqual([])
  })

  it('publishes settings to realtime and creates the storage buckets', async () => {
    const published = await first.query(
      `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
    )
    expect(published.rows).toEqual([{ schemaname: 'public', tablename: 'settings' }])
    const buckets = await first.query('select id, public from storage.buckets order by id')
    expect(buckets.rows).toEqual([
      { id: 'avatars', public: true },
      { id: 'lead-magnets', public: false },
      { id: 'media', public: true },
      { id: 'resource-files', public: false },
      { id: 'resources', public: true },
      { id: 'resumes', public: false },
    ])
  })
})

describe('splitStatements', () => {
  it('splits on top-level semicolons only', () => {
    const sql = `
      -- a comment; with a semicolon
      create table a (b text default 'x;y');
      /* block; /* nested; */ comment */
      create function f() returns int language plpgsql as $body$ begin return 1; end; $body$;
      select E'it\\'s; fine', "odd;name", $1;
    `
    const statements = splitStatements(sql)
    expect(statements).toHaveLength(3)
    expect(statements[0]).toMatch(/create table a \(b text default 'x;y'\)$/)
    expect(statements[1]).toMatch(/begin return 1; end; \$body\$$/)
    expect(statements[2]).toBe(`select E'it\\'s; fine', "odd;name", $1`)
  })
})
