import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshDatabase } from '@/supabase/local/db/template.ts'

// The risks Supabase's database linter (splinter) reports, checked by our own SQL against the
// migrated database on every test run: each lint must find nothing, or each finding must be
// listed with its reason in supabase/lint-allowlist.json. The names follow splinter's lints.

// The schemas the REST API serves (supabase/config.toml [api] schemas).
const EXPOSED = `('public', 'graphql_public')`
// Schemas this project's migrations own; the platform's (auth, storage, realtime) are Supabase's.
const OWN = `('public', 'private')`
const NOT_EXTENSION = (oid: string) =>
  `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`
const CLIENT_ROLES = `array['public'::name, 'anon'::name, 'authenticated'::name]`

// Each query returns the objects the lint finds, one text per finding.
const lints: Record<string, string> = {
  // A table the API serves without row-level security is readable and writable per its grants.
  rls_disabled_in_public: `
    select n.nspname || '.' || c.relname as object
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${EXPOSED} and c.relkind in ('r', 'p') and not c.relrowsecurity
      and ${NOT_EXTENSION('c.oid')}`,

  // Policies that do nothing because their table has row-level security off.
  policy_exists_rls_disabled: `
    select distinct n.nspname || '.' || c.relname as object
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not c.relrowsecurity`,

  // Views run as their owner unless security_invoker is set, so they bypass the tables' RLS.
  security_definer_view: `
    select n.nspname || '.' || c.relname as object
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'v' and n.nspname in ${EXPOSED}
      and (has_table_privilege('anon', c.oid, 'select')
        or has_table_privilege('authenticated', c.oid, 'select'))
      and not coalesce(lower(c.reloptions::text)::text[], '{}') && array[
        'security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']
      and ${NOT_EXTENSION('c.oid')}`,

  // A function without a fixed search_path resolves names through the caller's path.
  function_search_path_mutable: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
      as object
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ${OWN} and p.prokind in ('f', 'p')
      and not exists (
        select 1 from unnest(coalesce(p.proconfig, '{}')) setting
        where setting like 'search_path=%')
      and ${NOT_EXTENSION('p.oid')}`,

  // A view over auth.users that clients may select from hands out account data.
  auth_users_exposed: `
    select distinct n.nspname || '.' || c.relname as object
    from pg_depend d
    join pg_rewrite r on r.oid = d.objid
    join pg_class c on c.oid = r.ev_class
    join pg_namespace n on n.oid = c.relnamespace
    where d.refobjid = 'auth.users'::regclass and c.relkind in ('v', 'm')
      and n.nspname in ${EXPOSED}
      and (has_table_privilege('anon', c.oid, 'select')
        or has_table_privilege('authenticated', c.oid, 'select'))`,

  // Security definer functions bypass RLS; whoever may execute them may call them over /rpc.
  anon_security_definer_function_executable: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
      as object
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.prosecdef and n.nspname in ${OWN}
      and has_function_privilege('anon', p.oid, 'execute')`,
  authenticated_security_definer_function_executable: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
      as object
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.prosecdef and n.nspname in ${OWN}
      and has_function_privilege('authenticated', p.oid, 'execute')`,

  // Objects of a public bucket are read by URL without any policy; a SELECT policy that clients
  // pass for the whole bucket only adds listing. Broader than splinter's rule: any client SELECT
  // policy naming the bucket that is not limited to the caller's own rows or to admins.
  public_bucket_allows_listing: `
    select distinct b.id || ': ' || p.polname as object
    from storage.buckets b
    join pg_policy p on p.polrelid = 'storage.objects'::regclass
    where b.public and p.polcmd in ('r', '*') and p.polpermissive
      and (p.polroles = '{0}' or exists (
        select 1 from pg_roles r
        where r.oid = any (p.polroles) and r.rolname = any (${CLIENT_ROLES})))
      and (
        p.polqual is null
        or (pg_get_expr(p.polqual, p.polrelid) like '%''' || b.id || '''%'
          and pg_get_expr(p.polqual, p.polrelid) not like '%auth.uid()%'
          and pg_get_expr(p.polqual, p.polrelid) not like '%is_admin()%')
        or pg_get_expr(p.polqual, p.polrelid) not like '%bucket_id%'
          and pg_get_expr(p.polqual, p.polrelid) not like '%auth.uid()%'
          and pg_get_expr(p.polqual, p.polrelid) not like '%is_admin()%'
      )`,

  // Several permissive policies for one role and action are all evaluated for every row.
  multiple_permissive_policies: `
    select n.nspname || '.' || c.relname || ' ' || r.rolname || ' ' || a.action as object
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_roles r on r.oid = any (p.polroles)
    cross join (values ('r', 'select'), ('a', 'insert'), ('w', 'update'), ('d', 'delete'))
      a (cmd, action)
    where n.nspname in ${EXPOSED} and p.polpermissive and p.polcmd in (a.cmd, '*')
      and r.rolname in ('anon', 'authenticated')
    group by n.nspname, c.relname, r.rolname, a.action
    having count(*) > 1`,

  // Two indexes with the same definition on one table: twice the write cost for nothing.
  duplicate_index: `
    select string_agg(i.indexrelid::regclass::text, ' = ' order by i.indexrelid::regclass::text)
      as object
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${OWN}
    group by i.indrelid, i.indkey::text, i.indclass::text, i.indoption::text,
      coalesce(pg_get_expr(i.indexprs, i.indrelid), ''),
      coalesce(pg_get_expr(i.indpred, i.indrelid), '')
    having count(*) > 1`,

  // A foreign key whose columns lead no index: deletes on the referenced table scan this one.
  unindexed_foreign_keys: `
    select con.conrelid::regclass::text || '.' || con.conname as object
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where con.contype = 'f' and n.nspname in ${OWN}
      and not exists (
        select 1 from pg_index i
        where i.indrelid = con.conrelid and i.indisvalid
          and i.indnkeyatts >= cardinality(con.conkey)
          and array(
            select k from unnest(
              (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(con.conkey)]
            ) k order by 1
          ) = array(select k from unnest(con.conkey) k order by 1))`,
}

type Allowed = { lint: string; object: string; reason: string }

const allowlistPath = join(process.cwd(), 'supabase', 'lint-allowlist.json')
const allowlist = JSON.parse(readFileSync(allowlistPath, 'utf8')) as Allowed[]

describe('database lints (splinter’s risks) against the migrated database', () => {
  let pg: PGlite
  const findings: Record<string, string[]> = {}

  beforeAll(async () => {
    pg = await freshDatabase()
    for (const [lint, sql] of Object.entries(lints)) {
      const { rows } = await pg.query<{ object: string }>(sql)
      findings[lint] = rows.map(({ object }) => object).sort()
    }
  })

  afterAll(async () => {
    await pg.close()
  })

  it('the allow-list gives a reason for every entry and names only known lints', () => {
    for (const entry of allowlist) {
      expect(Object.keys(lints)).toContain(entry.lint)
      expect(entry.reason.trim().length).toBeGreaterThan(20)
    }
  })

  it.each(Object.keys(lints))('%s: no findings beyond the allow-list', (lint) => {
    const allowed = allowlist.filter((entry) => entry.lint === lint).map((entry) => entry.object)
    expect(findings[lint]?.filter((object) => !allowed.includes(object))).toEqual([])
  })

  it.each(Object.keys(lints))('%s: every allow-list entry still matches a finding', (lint) => {
    const allowed = allowlist.filter((entry) => entry.lint === lint).map((entry) => entry.object)
    expect(allowed.filter((object) => !findings[lint]?.includes(object))).toEqual([])
  })

  // The checks must be able to fail: each one finds a planted example of its risk.
  it('each check finds a planted example of its risk', async () => {
    await pg.exec(`
      create table public.lint_no_rls (id int primary key);
      create table public.lint_policy_no_rls (id int primary key);
      create policy "p" on public.lint_policy_no_rls for select using (true);
      create view public.lint_definer_view as select id from public.lint_no_rls;
      grant select on public.lint_definer_view to anon;
      create function public.lint_mutable() returns int language sql as 'select 1';
      create function public.lint_definer() returns int language sql security definer
        set search_path = '' as 'select 1';
      grant execute on function public.lint_definer() to anon, authenticated;
      create view public.lint_users with (security_invoker = true) as select id from auth.users;
      grant select on public.lint_users to authenticated;
      insert into storage.buckets (id, name, public) values ('lint-open', 'lint-open', true);
      create policy "lint list" on storage.objects for select to anon using (bucket_id = 'lint-open');
      create table public.lint_child (id int primary key, parent int references public.lint_no_rls);
      create policy "one" on public.lint_child for select to anon using (true);
      create policy "two" on public.lint_child for all to anon using (true);
      create index lint_one on public.lint_no_rls (id);
      create index lint_two on public.lint_no_rls (id);
    `)
    const planted: Record<string, string> = {
      rls_disabled_in_public: 'public.lint_no_rls',
      policy_exists_rls_disabled: 'public.lint_policy_no_rls',
      security_definer_view: 'public.lint_definer_view',
      function_search_path_mutable: 'public.lint_mutable()',
      auth_users_exposed: 'public.lint_users',
      anon_security_definer_function_executable: 'public.lint_definer()',
      authenticated_security_definer_function_executable: 'public.lint_definer()',
      public_bucket_allows_listing: 'lint-open: lint list',
      multiple_permissive_policies: 'public.lint_child anon select',
      duplicate_index: 'lint_no_rls_pkey = lint_one = lint_two',
      unindexed_foreign_keys: 'lint_child.lint_child_parent_fkey',
    }
    for (const [lint, object] of Object.entries(planted)) {
      const { rows } = await pg.query<{ object: string }>(lints[lint]!)
      expect(
        rows.map((row) => row.object),
        lint,
      ).toContain(object)
    }
  })
})
