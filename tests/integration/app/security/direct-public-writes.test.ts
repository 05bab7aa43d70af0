import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'

import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// Issue 17, point 3: every public write goes through the app's route handlers (validation,
// captcha, rate limits), so the anon key alone, or a member's token, must not be able to write
// these tables or that bucket through the REST and Storage APIs, not even with a bulk array.

const JOB = 'e0000000-0000-4000-8000-000000000001'
const PROMOTION = 'e0000000-0000-4000-8000-000000000002'
const MAGNET = 'e0000000-0000-4000-8000-000000000003'
const QUIZ = 'e0000000-0000-4000-8000-000000000004'
const OWNER = 'e0000000-0000-4000-8000-000000000005'
const MARK = 'direct-write@example.org'

const harness = suiteHarness(() =>
  startHarness({
    realtime: false,
    seed: false,
    fixtureSql: `
      insert into auth.users (id, email, email_confirmed_at)
        values ('${OWNER}', 'owner@example.org', now());
      insert into public.jobs (id, slug, title, status, published_at)
        values ('${JOB}', 'open-role', 'Open role', 'open', now());
      insert into public.site_promotions (id, name, status, headline, end_at)
        values ('${PROMOTION}', 'offer', 'active', 'Offer', now() + interval '9 days');
      insert into public.lead_magnets (id, slug, title, is_active)
        values ('${MAGNET}', 'study-success-guide', 'Guide', true);
      insert into public.quizzes (id, slug, title, status, published_at)
        values ('${QUIZ}', 'a-quiz', 'A quiz', 'published', now());
    `,
  }),
)

type Row = Record<string, unknown>

// Each table with one row a visitor might forge, as `user` (a member forging their own row);
// the email (or path) marks it for the count below.
const rows: Record<string, (user?: string) => Row> = {
  leads: () => ({
    email: MARK,
    lead_magnet_id: MAGNET,
    source_path: 'https://evil.example/',
    consent_at: '2000-01-01T00:00:00Z',
  }),
  messages: () => ({ name: 'Mallory', email: MARK, body: 'Spam' }),
  analytics_events: () => ({ event_name: 'page_view', path: '/direct-write' }),
  job_applications: () => ({
    job_id: JOB,
    full_name: 'Mallory',
    email: MARK,
    resume_path: `lead-magnets/${crypto.randomUUID()}.pdf`,
  }),
  promotion_events: () => ({ promotion_id: PROMOTION, event: 'click', path: '/direct-write' }),
  quiz_attempts: (user = OWNER) => ({
    quiz_id: QUIZ,
    user_id: user,
    answers: {},
    score: 99,
    max_score: 1,
  }),
  quiz_sessions: () => ({ quiz_id: QUIZ }),
  sign_in_attempts: () => ({ email: MARK, succeeded: true }),
  // Orders are placed through /api/orders (validation, a published service, a limit, the mails).
  orders: (user = OWNER) => ({
    student_id: user,
    subject: 'Direct write',
    academic_level: 'masters',
    brief: 'A brief no form checked',
    deadline: '2000-01-01T00:00:00Z',
    time_zone: 'Not/AZone',
    currency: 'XXX',
    academic_integrity_acknowledged: true,
  }),
}

const marker: Record<string, string> = {
  leads: `email = '${MARK}'`,
  messages: `email = '${MARK}'`,
  analytics_events: `path = '/direct-write'`,
  job_applications: `email = '${MARK}'`,
  promotion_events: `path = '/direct-write'`,
  quiz_attempts: 'score = 99',
  quiz_sessions: 'true',
  sign_in_attempts: `email = '${MARK}'`,
  orders: `subject = 'Direct write'`,
}

async function stored(table: string): Promise<number> {
  const { rows: counted } = await harness.local.pg.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${marker[table]}`,
  )
  return counted[0]?.n ?? 0
}

type Actor = { client: SupabaseClient; user?: string }

const actors: [name: string, actor: () => Promise<Actor>][] = [
  ['anon', async () => ({ client: harness.anon })],
  [
    'a signed-in user',
    async () => {
      const user = await harness.createUser()
      return { client: harness.userClient(user), user }
    },
  ],
]

const writes: [name: string, run: (actor: Actor, table: string) => PromiseLike<unknown>][] = [
  ['insert', ({ client, user }, table) => client.from(table).insert(rows[table]!(user))],
  [
    'bulk insert',
    ({ client, user }, table) =>
      client.from(table).insert([rows[table]!(user), rows[table]!(user)]),
  ],
  ['upsert', ({ client, user }, table) => client.from(table).upsert(rows[table]!(user))],
]

describe('direct writes to public-write tables through the REST API', () => {
  const cases = actors.flatMap(([actor, makeActor]) =>
    Object.keys(rows).flatMap((table) =>
      writes.map(([write, run]) => ({ actor, makeActor, table, write, run })),
    ),
  )

  it.each(cases)('$actor: $write into $table is denied', async ({ makeActor, table, run }) => {
    const result = (await run(await makeActor(), table)) as { error: unknown; status: number }
    expect(result.error).not.toBeNull()
    expect([401, 403]).toContain(result.status)
    expect(await stored(table)).toBe(0)
  })

  // The control: the same rows are well formed, so the refusals above are about who sent them.
  it.each(Object.keys(rows))('the service role may insert the same row into %s', async (table) => {
    const { error } = await harness.service.from(table).insert(rows[table]!())
    expect(error).toBeNull()
    await harness.local.pg.query(`delete from public.${table} where ${marker[table]}`)
  })
})

describe('direct uploads into the résumé bucket through the Storage API', () => {
  const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' })

  it.each(actors)('%s cannot upload, sign an upload URL or list', async (_, makeActor) => {
    const { client } = await makeActor()
    const path = `applications/${crypto.randomUUID()}.pdf`
    const upload = await client.storage.from('resumes').upload(path, pdf)
    expect(upload.error).not.toBeNull()
    const signed = await client.storage.from('resumes').createSignedUploadUrl(path)
    expect(signed.error).not.toBeNull()
    const listed = await client.storage.from('resumes').list('applications')
    expect(listed.data ?? []).toEqual([])
    const { rows: objects } = await harness.local.pg.query(
      `select 1 from storage.objects where bucket_id = 'resumes' and name = $1`,
      [path],
    )
    expect(objects).toEqual([])
  })
})
