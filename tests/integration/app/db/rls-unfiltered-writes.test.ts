import type { PGlite, Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '@/supabase/local/db/template.ts'
import { withRole } from '@/supabase/local/db/with-role.ts'
import { actors, fixtureSql, type Actor } from './fixtures.ts'

// The blind spot of a matrix that filters every write by the owner's id: Postgres applies the
// SELECT policy to the rows a WHERE clause reads, so a loosened UPDATE or DELETE policy hides
// behind the SELECT policy. Here every non-admin actor runs each write with no WHERE clause at
// all, and afterwards, as the superuser in the same transaction, every row the actor does not own
// must be exactly as it was.
//
// A table joins by adding a row: `owner` is the SQL expression naming the user id a row belongs
// to, only where that owner may change the row (null: nobody but an admin writes this table);
// `updates` are SET clauses that must not read the row's columns (reading them would bring the
// SELECT policy back into play).
type Target = { table: string; owner: string | null; updates: string[] }

// prettier-ignore
const targets: Target[] = [
  { table: 'public.audit_log', owner: null, updates: [`row_id = 'x'`] },
  { table: 'public.user_roles', owner: null, updates: [`role = 'admin'`] },
  { table: 'public.profiles', owner: 'user_id', updates: [`full_name = 'Mallory'`] },
  { table: 'public.memberships', owner: null, updates: [`status = 'active'`, `ends_at = now() + interval '9 years'`] },
  { table: 'public.settings', owner: null, updates: [`value = '"#ff0000"'`] },
  { table: 'public.email_templates', owner: null, updates: [`body = 'Defaced'`] },
  { table: 'public.services', owner: null, updates: [`title = 'Defaced'`] },
  { table: 'public.authors', owner: null, updates: [`name = 'Defaced'`] },
  { table: 'public.article_categories', owner: null, updates: [`name = 'Defaced'`] },
  { table: 'public.articles', owner: null, updates: [`title = 'Defaced'`] },
  { table: 'public.article_slug_history', owner: null, updates: [`old_slug = 'hijacked'`] },
  { table: 'public.testimonials', owner: null, updates: [`quote = 'Defaced'`] },
  { table: 'public.quizzes', owner: null, updates: [`title = 'Defaced'`] },
  { table: 'public.quiz_slug_history', owner: null, updates: [`old_slug = 'hijacked'`] },
  { table: 'public.quiz_questions', owner: null, updates: [`prompt = 'Defaced'`] },
  { table: 'public.quiz_answer_keys', owner: null, updates: [`explanation = 'Leaked'`] },
  { table: 'public.quiz_attempts', owner: 'user_id', updates: [`score = 100`] },
  { table: 'public.quiz_sessions', owner: null, updates: [`result = '{}'`] },
  { table: 'public.resources', owner: null, updates: [`title = 'Defaced'`] },
  { table: 'public.resource_slug_history', owner: null, updates: [`old_slug = 'hijacked'`] },
  { table: 'public.saved_resources', owner: 'user_id', updates: [`created_at = now() - interval '1 year'`] },
  { table: 'public.jobs', owner: null, updates: [`title = 'Defaced'`] },
  { table: 'public.job_slug_history', owner: null, updates: [`old_slug = 'hijacked'`] },
  { table: 'public.job_applications', owner: null, updates: [`status = 'rejected'`] },
  { table: 'public.orders', owner: 'student_id', updates: [`status = 'cancelled'`, `brief = 'Defaced'`] },
  {
    table: 'public.order_status_history',
    owner: null,
    updates: [`note = 'Defaced'`],
  },
  { table: 'public.messages', owner: null, updates: [`status = 'read'`] },
  { table: 'public.message_replies', owner: null, updates: [`body = 'Defaced'`] },
  { table: 'public.analytics_events', owner: null, updates: [`path = '/x'`] },
  { table: 'public.site_promotions', owner: null, updates: [`headline = 'Defaced'`] },
  { table: 'public.promotion_events', owner: null, updates: [`path = '/x'`] },
  { table: 'public.lead_magnets', owner: null, updates: [`title = 'Defaced'`] },
  { table: 'public.leads', owner: null, updates: [`unsubscribed_at = now()`] },
  { table: 'public.sign_in_attempts', owner: null, updates: [`succeeded = true`] },
  { table: 'storage.buckets', owner: null, updates: [`public = true`, `file_size_limit = 1`] },
  {
    table: 'storage.objects',
    owner: `case when bucket_id = 'avatars' then (storage.foldername(name))[1] end`,
    // metadata: an in-place overwrite; name: a move to another path.
    updates: [`metadata = '{"defaced": true}'`, `name = 'moved/' || gen_random_uuid()`],
  },
]

const writers: Actor[] = ['anon', 'user', 'other']

const cases = targets.flatMap((target) =>
  writers.flatMap((actor) => [
    ...target.updates.map((set) => ({
      ...target,
      actor,
      sql: `update ${target.table} set ${set}`,
    })),
    { ...target, actor, sql: `delete from ${target.table}` },
  ]),
)

type Fingerprint = { rows: number; hash: string }

// Every row the actor does not own, as text, hashed in a stable order.
async function victims(tx: Transaction | PGlite, target: Target, actor: Actor) {
  const uid = actors[actor].claims?.sub ?? ''
  const notOwned = target.owner ? `where (${target.owner})::text is distinct from $1` : ''
  const { rows } = await tx.query<Fingerprint>(
    `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash
     from ${target.table} t ${notOwned}`,
    target.owner ? [uid] : [],
  )
  return rows[0] as Fingerprint
}

class RolledBack extends Error {
  after: Fingerprint
  constructor(after: Fingerprint) {
    super('rolled back')
    this.after = after
  }
}

// Runs the write as the actor, then fingerprints as the superuser, then rolls everything back. A
// refused write (insufficient privilege, a trigger) is rolled back to a savepoint first.
async function afterWrite(pg: PGlite, actor: Actor, target: Target, sql: string) {
  try {
    await withRole(pg, actors[actor], async (tx) => {
      await tx.exec('savepoint unfiltered')
      try {
        await tx.exec(sql)
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code !== '42501') throw error
        await tx.exec('rollback to savepoint unfiltered')
      }
      await tx.exec('set local role postgres')
      throw new RolledBack(await victims(tx, target, actor))
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.after
    throw error
  }
  throw new Error('unreachable')
}

describe('RLS: writes without a WHERE clause leave other people’s rows alone', () => {
  let pg: PGlite

  beforeAll(async () => {
    pg = await freshDatabase()
    await pg.exec(fixtureSql)
  })

  afterAll(async () => {
    await pg.close()
  })

  it('covers every public table and the storage tables', async () => {
    const { rows } = await pg.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_type = 'BASE TABLE'
         and (table_schema = 'public' or (table_schema = 'storage' and table_name in ('buckets', 'objects')))
       order by 1`,
    )
    expect(targets.map(({ table }) => table).sort()).toEqual(rows.map(({ name }) => name))
  })

  it.each(cases)('$table as $actor: $sql', async ({ actor, sql, ...target }) => {
    const before = await victims(pg, target, actor)
    // Without victims the check would prove nothing: the fixtures give every table rows that
    // belong to someone other than each actor.
    expect(before.rows).toBeGreaterThan(0)
    expect(await afterWrite(pg, actor, target, sql)).toEqual(before)
  })

  it('lets an admin change every row, so the check above can see a change', async () => {
    const target = targets.find(({ table }) => table === 'public.orders') as Target
    const before = await victims(pg, target, 'admin')
    const after = await afterWrite(pg, 'admin', target, `update public.orders set brief = 'A'`)
    expect(after.rows).toBe(before.rows)
    expect(after.hash).not.toBe(before.hash)
  })
})
