import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '@/supabase/local/db/template.ts'
import { withRole } from '@/supabase/local/db/with-role.ts'
import type { RoleContext } from '@/supabase/local/db/with-role.ts'
import { ADMIN, USER } from './fixtures.ts'

const anon: RoleContext = { role: 'anon' }
const user: RoleContext = {
  role: 'authenticated',
  claims: { sub: USER, email: 'student@scholarlysupport.co' },
}
const admin: RoleContext = { role: 'authenticated', claims: { sub: ADMIN } }
const service: RoleContext = { role: 'service_role' }

const quizId = 'e0000000-0000-4000-8000-000000000001'
const questions = {
  single: 'e0000000-0000-4000-8000-000000000011',
  multiple: 'e0000000-0000-4000-8000-000000000012',
  trueFalse: 'e0000000-0000-4000-8000-000000000013',
  short: 'e0000000-0000-4000-8000-000000000014',
}

describe('schema behaviour', () => {
  let pg: PGlite

  beforeAll(async () => {
    pg = await freshDatabase()
    await pg.exec(`
      insert into public.quizzes (id, slug, title, status, pass_percent)
        values ('${quizId}', 'apa-basics', 'APA basics', 'published', 75);
      insert into public.quiz_questions (id, quiz_id, position, kind, prompt, options) values
        ('${questions.single}', '${quizId}', 1, 'single_choice', 'Pick', '[{"id":"a"},{"id":"b"}]'),
        ('${questions.multiple}', '${quizId}', 2, 'multiple_choice', 'Pick two', '[{"id":"a"},{"id":"b"},{"id":"c"}]'),
        ('${questions.trueFalse}', '${quizId}', 3, 'true_false', 'True?', '[]'),
        ('${questions.short}', '${quizId}', 4, 'short_answer', 'Name the style', '[]');
      insert into public.quiz_answer_keys (question_id, correct_answers, explanation) values
        ('${questions.single}', '["b"]', 'b'),
        ('${questions.multiple}', '["a", "c"]', 'a and c'),
        ('${questions.trueFalse}', '["true"]', 'true'),
        ('${questions.short}', '["APA 7", "APA seventh edition"]', 'APA');
    `)
  })

  afterAll(async () => {
    await pg.close()
  })

  it('creates a profile and the user role for every new auth user, and cascades deletes', async () => {
    const id = 'e0000000-0000-4000-8000-0000000000aa'
    await pg.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'new@example.com', '{"full_name": " New Person "}')`,
      [id],
    )
    const created = await pg.query(
      `select p.full_name, p.email, r.role from public.profiles p join public.user_roles r using (user_id) where user_id = $1`,
      [id],
    )
    expect(created.rows).toEqual([
      { full_name: 'New Person', email: 'new@example.com', role: 'user' },
    ])
    await pg.query(`update auth.users set email = 'renamed@example.com' where id = $1`, [id])
    const renamed = await pg.query('select email from public.profiles where user_id = $1', [id])
    expect(renamed.rows).toEqual([{ email: 'renamed@example.com' }])
    await pg.query('delete from auth.users where id = $1', [id])
    const left = await pg.query('select 1 from public.profiles where user_id = $1', [id])
    expect(left.rows).toEqual([])
  })

  it('scores a quiz attempt, stores it for a user and returns feedback', async () => {
    const answers = {
      [questions.single]: 'b',
      [questions.multiple]: ['c', 'a'],
      [questions.trueFalse]: true,
      [questions.short]: '  apa   7 ',
    }
    const result = await withRole(pg, user, async (tx) => {
      const { rows } = await tx.query<{ result: Record<string, unknown> }>(
        'select public.submit_quiz_attempt($1, $2) as result',
        [quizId, JSON.stringify(answers)],
      )
      return rows[0]?.result
    })
    expect(result).toMatchObject({ score: 4, max_score: 4, percent: 100, passed: true })
    expect(result?.results).toHaveLength(4)
    const stored = await withRole(pg, user, (tx) =>
      tx.query('select score, passed from public.quiz_attempts where id = $1', [
        result?.attempt_id,
      ]),
    )
    expect(stored.rows).toEqual([{ score: 4, passed: true }])
  })

  // Visitors' submissions reach the function through the app's server, with the service role.
  it('scores wrong answers as wrong and does not store attempts for visitors', async () => {
    const answers = {
      [questions.single]: 'a',
      [questions.multiple]: ['a'],
      [questions.trueFalse]: false,
      [questions.short]: 'MLA',
    }
    const result = await withRole(pg, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ result: Record<string, unknown> }>(
        'select public.submit_quiz_attempt($1, $2) as result',
        [quizId, JSON.stringify(answers)],
      )
      return rows[0]?.result
    })
    expect(result).toMatchObject({ attempt_id: null, score: 0, max_score: 4, passed: false })
  })

  it('refuses drafts, unknown quizzes and malformed answers', async () => {
    const submit = (id: string, answers: string) =>
      withRole(pg, user, (tx) =>
        tx.query('select public.submit_quiz_attempt($1, $2)', [id, answers]),
      )
    await expect(submit(ADMIN, '{}')).rejects.toMatchObject({ code: 'P0002' })
    await expect(submit(quizId, '[]')).rejects.toMatchObject({ code: '22023' })
  })

  it('numbers orders, records status history and audits admin changes', async () => {
    // The app places a student's order with the service role (students cannot insert orders).
    const order = await withRole(pg, service, async (tx) => {
      const { rows } = await tx.query<{ id: string; order_number: string }>(
        `insert into public.orders (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged)
         values ($1, 'Chemistry', 'undergraduate', 'Titration lab', now() + interval '3 days', true)
         returning id, order_number`,
        [USER],
      )
      return rows[0]
    })
    expect(order?.order_number).toMatch(/^SS-\d{4}-\d{6}$/)
    await withRole(pg, admin, (tx) =>
      tx.query(`update public.orders set status = 'quoted', price = 80 where id = $1`, [order?.id]),
    )
    const history = await withRole(pg, user, (tx) =>
      tx.query(
        'select from_status, to_status, changed_by from public.order_status_history where order_id = $1 order by id',
        [order?.id],
      ),
    )
    expect(history.rows).toEqual([
      { from_status: null, to_status: 'pending', changed_by: USER },
      { from_status: 'pending', to_status: 'quoted', changed_by: ADMIN },
    ])
    const audit = await withRole(pg, admin, (tx) =>
      tx.query(
        `select actor_id, actor_role, action, before ->> 'status' as before, after ->> 'status' as after
         from public.audit_log where table_name = 'orders' and row_id = $1 order by id`,
        [order?.id],
      ),
    )
    expect(audit.rows).toEqual([
      {
        actor_id: null,
        actor_role: 'service_role',
        action: 'INSERT',
        before: null,
        after: 'pending',
      },
      {
        actor_id: ADMIN,
        actor_role: 'authenticated',
        action: 'UPDATE',
        before: 'pending',
        after: 'quoted',
      },
    ])
  })

  it('ranks full-text matches in titles above matches in the body', async () => {
    await pg.exec(`
      insert into public.articles (slug, title, excerpt, content, status, published_at) values
        ('in-title', 'Referencing with Harvard style', '', 'A guide.', 'published', now()),
        ('in-body', 'Writing essays', '', 'Mention Harvard referencing once.', 'published', now());
    `)
    const { rows } = await withRole(pg, anon, (tx) =>
      tx.query<{ slug: string; reading_time_minutes: number }>(
        `select slug, reading_time_minutes from public.articles
         where search @@ websearch_to_tsquery('english', 'harvard referencing')
           and slug in ('in-title', 'in-body')
         order by ts_rank(search, websearch_to_tsquery('english', 'harvard referencing')) desc`,
      ),
    )
    expect(rows).toEqual([
      { slug: 'in-title', reading_time_minutes: 1 },
      { slug: 'in-body', reading_time_minutes: 1 },
    ])
  })

  it('bumps updated_at on settings changes', async () => {
    const before = await pg.query<{ updated_at: Date }>(
      `update public.settings set updated_at = '2000-01-01' where key = 'font_family' returning updated_at`,
    )
    expect(before.rows[0]?.updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('withRole rolls back when the callback throws and can be read-only', async () => {
    await expect(
      withRole(pg, admin, async (tx) => {
        await tx.query(`update public.settings set value = '"Lato"' where key = 'font_family'`)
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const { rows } = await pg.query(`select value from public.settings where key = 'font_family'`)
    expect(rows).toEqual([{ value: '"Inter"' }])
    await expect(
      withRole(pg, { ...admin, readOnly: true }, (tx) =>
        tx.query(`update public.settings set value = '"Lato"' where key = 'font_family'`),
      ),
    ).rejects.toMatchObject({ code: '25006' })
  })

  it('lets service_role bypass RLS', async () => {
    const { rows } = await withRole(pg, { role: 'service_role' }, (tx) =>
      tx.query(
        `select count(*)::int as keys from public.quiz_answer_keys k
         join public.quiz_questions q on q.id = k.question_id where q.quiz_id = $1`,
        [quizId],
      ),
    )
    expect(rows).toEqual([{ keys: 4 }])
  })

  it('withRole sets the claims the auth helpers read', async () => {
    const { rows } = await withRole(pg, user, (tx) =>
      tx.query(
        `select current_user, auth.uid(), auth.role(), auth.email(), auth.jwt() ->> 'role' as jwt_role`,
      ),
    )
    expect(rows).toEqual([
      {
        current_user: 'authenticated',
        uid: USER,
        role: 'authenticated',
        email: 'student@scholarlysupport.co',
        jwt_role: 'authenticated',
      },
    ])
  })
})
