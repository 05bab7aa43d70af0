import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { initializeDatabase } from '@/supabase/local/db/initialize.ts'
import { openDatabase, resetDatabase } from '@/supabase/local/db/open-database.ts'
import { pgliteOptions } from '@/supabase/local/db/pglite-options.ts'
import { freshDatabase } from '@/supabase/local/db/template.ts'
import { ADMIN, OTHER, USER } from './fixtures.ts'

describe('seed.sql', () => {
  let pg: PGlite

  beforeAll(async () => {
    pg = await freshDatabase()
  })

  afterAll(async () => {
    await pg.close()
  })

  it('creates the demo accounts with confirmed emails and bcrypt passwords', async () => {
    const { rows } = await pg.query(`
      select u.id, u.email, u.encrypted_password = crypt(s.password, u.encrypted_password) as password_ok,
        u.confirmed_at is not null as confirmed, r.role, p.full_name is not null as named,
        exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email') as identity
      from auth.users u
      join (values ('admin@scholarlysupport.co', 'AdminPass123'),
                   ('member@scholarlysupport.co', 'MemberPass123'),
                   ('student@scholarlysupport.co', 'StudentPass123')) s (email, password) using (email)
      join public.user_roles r on r.user_id = u.id
      join public.profiles p on p.user_id = u.id
      order by u.email`)
    const common = { password_ok: true, confirmed: true, named: true, identity: true }
    expect(rows).toEqual([
      { id: ADMIN, email: 'admin@scholarlysupport.co', role: 'admin', ...common },
      { id: OTHER, email: 'member@scholarlysupport.co', role: 'user', ...common },
      { id: USER, email: 'student@scholarlysupport.co', role: 'user', ...common },
    ])
  })

  it('gives the member an active membership', async () => {
    const { rows } = await pg.query(`select user_id, status from public.memberships`)
    expect(rows).toEqual([{ user_id: OTHER, status: 'active' }])
  })

  it('runs an active offer that ends in seven days', async () => {
    const { rows } = await pg.query<{ status: string; days: number }>(`
      select status, (extract(epoch from end_at - now()) / 86400)::float8 as days
      from public.site_promotions where name = 'offer'`)
    expect(rows[0]?.status).toBe('active')
    expect(rows[0]?.days).toBeGreaterThan(6)
    expect(rows[0]?.days).toBeLessThanOrEqual(7)
  })

  it('publishes at least 24 full articles over six categories, plus one scheduled and one draft', async () => {
    const { rows: totals } = await pg.query<{ published: number; categories: number }>(`
      select count(*)::int as published, count(distinct category_id)::int as categories
      from public.articles where status = 'published'`)
    expect(totals[0]?.published).toBeGreaterThanOrEqual(24)
    expect(totals[0]?.categories).toBeGreaterThanOrEqual(6)

    const { rows: short } = await pg.query(`
      select slug from public.articles
      where status = 'published'
        and coalesce(array_length(regexp_split_to_array(btrim(content), '\\s+'), 1), 0) < 600`)
    expect(short).toEqual([])

    const { rows: unpublished } = await pg.query(`
      select slug, status, published_at > now() as in_future, published_at is null as undated
      from public.articles where status <> 'published' order by slug`)
    expect(unpublished).toEqual([
      {
        slug: 'draft-note-taking-for-online-lectures',
        status: 'draft',
        in_future: null,
        undated: true,
      },
      {
        slug: 'planning-your-dissertation-timeline',
        status: 'scheduled',
        in_future: true,
        undated: false,
      },
    ])

    const { rows: seo } = await pg.query(`
      select slug from public.articles
      where seo_title is null or seo_description is null
        or char_length(seo_title) > 70 or char_length(seo_description) > 200`)
    expect(seo).toEqual([])
  })

  // The build prerenders pages against one database and the browser tests post from them to
  // another: a quiz, question or resource id in the page must exist in both.
  it('gives seeded rows the same ids in every database seeded from the files', async () => {
    const scratch = await PGlite.create(pgliteOptions)
    try {
      await initializeDatabase(scratch)
      const ids = `
        select 'quiz ' || slug as row, id from public.quizzes
        union all select 'question ' || quiz_id || ' ' || position, id from public.quiz_questions
        union all select 'resource ' || slug, id from public.resources
        union all select 'service ' || slug, id from public.services
        union all select 'job ' || slug, id from public.jobs
        union all select 'article ' || slug, id from public.articles
        union all select 'lead magnet ' || slug, id from public.lead_magnets
        order by 1`
      const expected = (await pg.query<{ row: string; id: string }>(ids)).rows
      expect(expected.length).toBeGreaterThan(100)
      expect((await scratch.query(ids)).rows).toEqual(expected)
      expect(expected.every(({ id }) => z.uuid().safeParse(id).success)).toBe(true)
    } finally {
      await scratch.close()
    }
  })

  it('gives rows added after seeding random ids again', async () => {
    const { rows } = await pg.query<{ id: string; helper: boolean }>(`
      insert into public.article_categories (slug, name) values ('after-seed', 'After seed')
      returning id, to_regproc('private.seed_uuid') is not null as helper`)
    await pg.query(`delete from public.article_categories where slug = 'after-seed'`)
    expect(rows[0]?.helper).toBe(false)
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/)
  })

  it('has the default site settings', async () => {
    const { rows } = await pg.query('select key, value from public.settings order by key')
    expect(rows).toEqual([
      { key: 'font_family', value: '"Inter"' },
      { key: 'primary_color', value: '"#007bff"' },
    ])
  })
})

describe('openDatabase with a data dir', () => {
  let root: string
  let supabaseDir: string
  let dataDir: string

  const write = async (relative: string, sql: string) => {
    await mkdir(path.dirname(path.join(supabaseDir, relative)), { recursive: true })
    await writeFile(path.join(supabaseDir, relative), sql)
  }
  const loadOrder = `select string_agg(name, ',' order by id) as names from public.seed_log`

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'supabase-local-db-'))
    supabaseDir = path.join(root, 'supabase')
    dataDir = path.join(root, 'data')
    await write(
      'migrations/20260101000000_log.sql',
      'create table public.seed_log (id serial primary key, name text);',
    )
    await write('migrations/README.md', 'not a migration')
    await write('seed.sql', `insert into public.seed_log (name) values ('seed');`)
    await write('seeds/b.sql', `insert into public.seed_log (name) values ('b');`)
    await write('seeds/a.sql', `insert into public.seed_log (name) values ('a');`)
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('seeds a new data dir, then applies only new migrations on reopen, and resets', async () => {
    const created = await openDatabase({ dataDir, supabaseDir })
    expect((await created.query(loadOrder)).rows).toEqual([{ names: 'seed,a,b' }])
    expect((await created.query('select path from supabase_migrations.seed_files')).rows).toEqual([
      { path: 'supabase/seed.sql' },
      { path: 'supabase/seeds/a.sql' },
      { path: 'supabase/seeds/b.sql' },
    ])
    await created.close()

    await write(
      'migrations/20260102000000_more.sql',
      'alter table public.seed_log add column note text;',
    )
    const reopened = await openDatabase({ dataDir, supabaseDir })
    expect((await reopened.query(loadOrder)).rows).toEqual([{ names: 'seed,a,b' }])
    const versions = await reopened.query(
      'select version from supabase_migrations.schema_migrations order by 1',
    )
    expect(versions.rows).toEqual([{ version: '20260101000000' }, { version: '20260102000000' }])
    await reopened.query(
      `insert into public.seed_log (name, note) values ('dev', 'kept until reset')`,
    )
    await reopened.close()

    await resetDatabase(dataDir, { supabaseDir })
    const reset = await openDatabase({ dataDir, supabaseDir })
    expect((await reset.query(loadOrder)).rows).toEqual([{ names: 'seed,a,b' }])
    await reset.close()
    // Three databases built on disk and one reopened: 10-15 s on a quiet machine, past the default
    // 30 s on a loaded one (seen at load average 8).
  }, 120_000)

  it('names the file and line of a failing migration and leaves no half-built data dir', async () => {
    const brokenDir = path.join(root, 'broken')
    await write('migrations/20260103000000_broken.sql', 'select 1;\n\nselect nope from nowhere;')
    await expect(openDatabase({ dataDir: brokenDir, supabaseDir })).rejects.toThrow(
      /20260103000000_broken\.sql:3: relation "nowhere" does not exist/,
    )
    expect(existsSync(brokenDir)).toBe(false)
  })
})
