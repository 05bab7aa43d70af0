import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'

import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// Scoring and the limits on answers run in Postgres (submit_quiz_attempt), so these tests call
// the RPC exactly as a hostile member could, through supabase-js against Supabase Local. Visitors
// cannot call it at all; the server calls it for them with the service role (harness.service).

const QUIZ = 'c1000000-0000-4000-8000-000000000001'
const TIMED = 'c1000000-0000-4000-8000-000000000002'
const Q = {
  single: 'c2000000-0000-4000-8000-000000000001',
  multiple: 'c2000000-0000-4000-8000-000000000002',
  trueFalse: 'c2000000-0000-4000-8000-000000000003',
  short: 'c2000000-0000-4000-8000-000000000004',
  timed: 'c2000000-0000-4000-8000-000000000005',
}

const fixtureSql = `
insert into public.quizzes (id, slug, title, status, published_at, pass_percent, time_limit_minutes) values
  ('${QUIZ}', 'kinds-quiz', 'Every kind', 'published', now(), 60, null),
  ('${TIMED}', 'timed-quiz', 'Timed', 'published', now(), 50, 1);
insert into public.quiz_questions (id, quiz_id, position, kind, prompt, options, points) values
  ('${Q.single}', '${QUIZ}', 1, 'single_choice', 'Pick b', '[{"id":"a","label":"A"},{"id":"b","label":"B"}]', 1),
  ('${Q.multiple}', '${QUIZ}', 2, 'multiple_choice', 'Pick a and c', '[{"id":"a","label":"A"},{"id":"b","label":"B"},{"id":"c","label":"C"}]', 2),
  ('${Q.trueFalse}', '${QUIZ}', 3, 'true_false', 'True?', '[{"id":"true","label":"True"},{"id":"false","label":"False"}]', 1),
  ('${Q.short}', '${QUIZ}', 4, 'short_answer', 'Name it', '[]', 1),
  ('${Q.timed}', '${TIMED}', 1, 'true_false', 'True?', '[]', 1);
insert into public.quiz_answer_keys (question_id, correct_answers, explanation) values
  ('${Q.single}', '["b"]', 'B because'),
  ('${Q.multiple}', '["a", "c"]', 'A and C because'),
  ('${Q.trueFalse}', '["true"]', 'True because'),
  ('${Q.short}', '["Digital Object Identifier"]', 'DOI because'),
  ('${Q.timed}', '["true"]', 'Timed because');
`

const harness = suiteHarness(() => startHarness({ fixtureSql }))
let userId: string
let member: SupabaseClient

beforeAll(async () => {
  userId = await harness.createUser()
  member = harness.userClient(userId)
})

async function attempts() {
  const { rows } = await harness.local.pg.query<{ n: number }>(
    'select count(*)::int as n from public.quiz_attempts',
  )
  return rows[0]?.n ?? 0
}

const allRight = {
  [Q.single]: 'b',
  [Q.multiple]: ['c', 'a'],
  [Q.trueFalse]: 'true',
  [Q.short]: '  digital   OBJECT identifier ',
}

describe('submit_quiz_attempt scoring', () => {
  it('marks every kind right, short answers ignoring case and spacing, and stores the attempt', async () => {
    const before = await attempts()
    const { data, error } = await member.rpc('submit_quiz_attempt', {
      quiz_id: QUIZ,
      answers: allRight,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ score: 5, max_score: 5, passed: true, claim_id: null })
    expect(data.results).toHaveLength(4)
    expect(data.results[0]).toMatchObject({ correct: true, explanation: 'B because' })
    expect(await attempts()).toBe(before + 1)
  })

  it.each([
    ['single choice', { [Q.single]: 'a' }],
    ['multiple choice with one missing', { [Q.multiple]: ['a'] }],
    ['multiple choice with one extra', { [Q.multiple]: ['a', 'b', 'c'] }],
    ['true/false', { [Q.trueFalse]: 'false' }],
    ['short answer', { [Q.short]: 'Digital Object' }],
  ])('marks a wrong %s answer wrong', async (_kind, wrong) => {
    const { data, error } = await member.rpc('submit_quiz_attempt', {
      quiz_id: QUIZ,
      answers: { ...allRight, ...wrong },
    })
    expect(error).toBeNull()
    expect(data.score).toBeLessThan(5)
  })

  it('gives a visitor their result and a claim id, and saves it once they claim it', async () => {
    const before = await attempts()
    const { data } = await harness.service.rpc('submit_quiz_attempt', {
      quiz_id: QUIZ,
      answers: allRight,
    })
    expect(data).toMatchObject({ attempt_id: null, claim_id: expect.any(String), score: 5 })
    expect(await attempts()).toBe(before)

    const anonClaim = await harness.anon.rpc('claim_quiz_attempt', { claim_id: data.claim_id })
    expect(anonClaim.error).not.toBeNull()
    const claimed = await member.rpc('claim_quiz_attempt', { claim_id: data.claim_id })
    expect(claimed.error).toBeNull()
    expect(await attempts()).toBe(before + 1)
    const again = await member.rpc('claim_quiz_attempt', { claim_id: data.claim_id })
    expect(again.error).not.toBeNull()
    expect(await attempts()).toBe(before + 1)
  })
})

describe('submit_quiz_attempt refuses hostile answers with a 400 and stores nothing', () => {
  it.each([
    ['an unknown question id', { 'c2000000-0000-4000-8000-0000000000ff': 'a' }],
    ['a key that is not a uuid', { 'not-a-question': 'a' }],
    ['an object for a single choice', { [Q.single]: { id: 'b' } }],
    ['a number for true/false', { [Q.trueFalse]: 1 }],
    ['a string for multiple choice', { [Q.multiple]: 'a' }],
    ['numbers inside a multiple choice', { [Q.multiple]: [1, 2] }],
    ['an over-long short answer', { [Q.short]: 'x'.repeat(501) }],
    ['1 MB of answers', { [Q.short]: 'x'.repeat(1_000_000) }],
  ])('%s', async (_case, answers) => {
    const before = await attempts()
    const { error, status } = await member.rpc('submit_quiz_attempt', { quiz_id: QUIZ, answers })
    expect(error).not.toBeNull()
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(await attempts()).toBe(before)
  })

  it('an array instead of an object', async () => {
    const { status } = await member.rpc('submit_quiz_attempt', { quiz_id: QUIZ, answers: [] })
    expect(status).toBe(400)
  })
})

describe('timed quizzes', () => {
  it('need a started session', async () => {
    const { status } = await member.rpc('submit_quiz_attempt', {
      quiz_id: TIMED,
      answers: { [Q.timed]: 'true' },
    })
    expect(status).toBe(400)
  })

  it('accept answers within the limit plus 30 s, once, and refuse them after', async () => {
    const started = await member.rpc('start_quiz_attempt', { quiz_id: TIMED })
    expect(started.error).toBeNull()
    const submit = () =>
      member.rpc('submit_quiz_attempt', {
        quiz_id: TIMED,
        answers: { [Q.timed]: 'true' },
        session_id: started.data,
      })
    // 1-minute limit: 85 s after the start is inside the grace period.
    await harness.local.pg.query(
      `update public.quiz_sessions set started_at = now() - interval '85 seconds' where id = $1`,
      [started.data],
    )
    expect((await submit()).error).toBeNull()
    expect((await submit()).status).toBe(400)

    const late = await member.rpc('start_quiz_attempt', { quiz_id: TIMED })
    await harness.local.pg.query(
      `update public.quiz_sessions set started_at = now() - interval '95 seconds' where id = $1`,
      [late.data],
    )
    const before = await attempts()
    const refused = await member.rpc('submit_quiz_attempt', {
      quiz_id: TIMED,
      answers: { [Q.timed]: 'true' },
      session_id: late.data,
    })
    expect(refused.status).toBe(400)
    expect(refused.error?.message).toMatch(/time limit/)
    expect(await attempts()).toBe(before)
  })

  describe('with the time limit turned off', () => {
    // A member of their own, so these starts and submissions leave the shared member's limit be.
    let takerId: string
    let taker: SupabaseClient

    beforeAll(async () => {
      takerId = await harness.createUser()
      taker = harness.userClient(takerId)
    })

    /** Starts TIMED as `client` and moves the session's start back by `seconds`. */
    async function startedAgo(client: SupabaseClient, seconds: number, untimed?: boolean) {
      const started = await client.rpc(
        'start_quiz_attempt',
        untimed === undefined ? { quiz_id: TIMED } : { quiz_id: TIMED, untimed },
      )
      expect(started.error).toBeNull()
      await harness.local.pg.query(
        `update public.quiz_sessions set started_at = now() - make_interval(secs => $2) where id = $1`,
        [started.data, seconds],
      )
      return started.data as string
    }

    it('accepts answers long after the limit, once', async () => {
      // Two hours into a 1-minute quiz, well inside the day an open session is kept.
      const sessionId = await startedAgo(taker, 2 * 60 * 60, true)
      const { rows } = await harness.local.pg.query<{ untimed: boolean; started_by: string }>(
        'select untimed, started_by from public.quiz_sessions where id = $1',
        [sessionId],
      )
      expect(rows).toEqual([{ untimed: true, started_by: takerId }])
      const before = await attempts()
      const submit = () =>
        taker.rpc('submit_quiz_attempt', {
          quiz_id: TIMED,
          answers: { [Q.timed]: 'true' },
          session_id: sessionId,
        })
      const accepted = await submit()
      expect(accepted.error).toBeNull()
      expect(accepted.data).toMatchObject({ score: 1, attempt_id: expect.any(String) })
      expect(await attempts()).toBe(before + 1)
      const again = await submit()
      expect(again.status).toBe(400)
      expect(again.error?.message).toMatch(/not open/)
    })

    it('only when chosen: a session started timed is still refused after the limit', async () => {
      for (const untimed of [undefined, false]) {
        const sessionId = await startedAgo(taker, 2 * 60 * 60, untimed)
        const refused = await taker.rpc('submit_quiz_attempt', {
          quiz_id: TIMED,
          answers: { [Q.timed]: 'true' },
          session_id: sessionId,
        })
        expect(refused.status).toBe(400)
        expect(refused.error?.message).toMatch(/time limit/)
      }
    })

    it('works for a visitor through the server (the service role), keeping the result for a claim', async () => {
      const sessionId = await startedAgo(harness.service, 2 * 60 * 60, true)
      const { data, error } = await harness.service.rpc('submit_quiz_attempt', {
        quiz_id: TIMED,
        answers: { [Q.timed]: 'true' },
        session_id: sessionId,
      })
      expect(error).toBeNull()
      expect(data).toMatchObject({ score: 1, attempt_id: null, claim_id: sessionId })
    })

    it('still needs an open session of the caller’s own', async () => {
      const visitors = await startedAgo(harness.service, 0, true)
      const { status } = await taker.rpc('submit_quiz_attempt', {
        quiz_id: TIMED,
        answers: { [Q.timed]: 'true' },
        session_id: visitors,
      })
      expect(status).toBe(400)
      const none = await taker.rpc('submit_quiz_attempt', {
        quiz_id: TIMED,
        answers: { [Q.timed]: 'true' },
      })
      expect(none.error?.message).toBe('A timed quiz must be started first')
    })
  })

  it('cannot use another caller’s session', async () => {
    const started = await harness.service.rpc('start_quiz_attempt', { quiz_id: TIMED })
    const { status } = await member.rpc('submit_quiz_attempt', {
      quiz_id: TIMED,
      answers: { [Q.timed]: 'true' },
      session_id: started.data,
    })
    expect(status).toBe(400)
  })
})

describe('a quiz session closes a day after it started', () => {
  // A member of their own, so these starts and submissions leave the others' limits be.
  let taker: SupabaseClient

  beforeAll(async () => {
    taker = harness.userClient(await harness.createUser())
  })

  /** Starts `quiz` as `client`, untimed, and moves the session's start back by `hours`. */
  async function startedHoursAgo(client: SupabaseClient, quiz: string, hours: number) {
    const started = await client.rpc('start_quiz_attempt', { quiz_id: quiz, untimed: true })
    expect(started.error).toBeNull()
    await harness.local.pg.query(
      `update public.quiz_sessions set started_at = now() - make_interval(hours => $2) where id = $1`,
      [started.data, hours],
    )
    return started.data as string
  }

  async function submitted(sessionId: string) {
    const { rows } = await harness.local.pg.query<{ submitted_at: Date | null }>(
      'select submitted_at from public.quiz_sessions where id = $1',
      [sessionId],
    )
    return rows[0]?.submitted_at ?? null
  }

  it.each([
    ['a timed quiz taken untimed', TIMED, { [Q.timed]: 'true' }],
    ['a quiz without a time limit', QUIZ, allRight],
  ])('refuses a session of %s started 25 hours ago as not open', async (_case, quiz, answers) => {
    // Not deleted yet: only the next start_quiz_attempt clears old sessions away.
    for (const client of [taker, harness.service]) {
      const sessionId = await startedHoursAgo(client, quiz, 25)
      const before = await attempts()
      const refused = await client.rpc('submit_quiz_attempt', {
        quiz_id: quiz,
        answers,
        session_id: sessionId,
      })
      expect(refused.status).toBe(400)
      expect(refused.error).toMatchObject({
        code: '22023',
        message: 'This quiz session is not open',
      })
      expect(await attempts()).toBe(before)
      expect(await submitted(sessionId)).toBeNull()
    }
  })

  it('accepts an untimed session started 23 hours ago', async () => {
    const sessionId = await startedHoursAgo(taker, TIMED, 23)
    const before = await attempts()
    const accepted = await taker.rpc('submit_quiz_attempt', {
      quiz_id: TIMED,
      answers: { [Q.timed]: 'true' },
      session_id: sessionId,
    })
    expect(accepted.error).toBeNull()
    expect(accepted.data).toMatchObject({ score: 1, attempt_id: expect.any(String) })
    expect(await attempts()).toBe(before + 1)
    expect(await submitted(sessionId)).not.toBeNull()
  })
})

describe('answer keys', () => {
  it('never reach a visitor or member through the REST API', async () => {
    for (const client of [harness.anon, member]) {
      const { data } = await client.from('quiz_answer_keys').select('*')
      expect(data ?? []).toEqual([])
      const { data: sessions } = await client.from('quiz_sessions').select('*')
      expect(sessions ?? []).toEqual([])
    }
  })
})

describe('answer keys come back only for answered questions', () => {
  const keysIn = (results: { correct_answers: unknown[]; explanation: string }[]) =>
    results.filter((row) => row.correct_answers.length > 0 || row.explanation !== '').length

  it.each([
    ['nothing at all', {}],
    ['every answer null', Object.fromEntries(Object.keys(allRight).map((id) => [id, null]))],
    ['blank text and empty selections', { [Q.single]: ' ', [Q.multiple]: [], [Q.short]: '' }],
  ])('%s: a score of 0 and no key or explanation', async (_case, answers) => {
    const { data, error } = await member.rpc('submit_quiz_attempt', { quiz_id: QUIZ, answers })
    expect(error).toBeNull()
    expect(data).toMatchObject({ score: 0, max_score: 5 })
    expect(data.results).toHaveLength(4)
    expect(keysIn(data.results)).toBe(0)
    expect(data.results.every((row: { answered: boolean }) => !row.answered)).toBe(true)
  })

  it('one answered question: only its key and explanation', async () => {
    const { data } = await member.rpc('submit_quiz_attempt', {
      quiz_id: QUIZ,
      answers: { [Q.multiple]: ['b'] },
    })
    expect(keysIn(data.results)).toBe(1)
    const answered = data.results.find(
      (row: { question_id: string }) => row.question_id === Q.multiple,
    )
    expect(answered).toMatchObject({
      answered: true,
      correct: false,
      correct_answers: ['a', 'c'],
      explanation: 'A and C because',
    })
    const { rows } = await harness.local.pg.query<{ results: unknown }>(
      'select results from public.quiz_attempts where id = $1',
      [data.attempt_id],
    )
    expect(rows[0]?.results).toEqual(data.results)
  })
})

describe('who may call the quiz functions', () => {
  it('visitors cannot call them through the REST API (only the app’s server can)', async () => {
    const submitted = await harness.anon.rpc('submit_quiz_attempt', {
      quiz_id: QUIZ,
      answers: allRight,
    })
    expect(submitted.status).toBe(401)
    expect(submitted.data).toBeNull()
    const started = await harness.anon.rpc('start_quiz_attempt', { quiz_id: TIMED })
    expect(started.status).toBe(401)
    const untimed = await harness.anon.rpc('start_quiz_attempt', { quiz_id: TIMED, untimed: true })
    expect(untimed.status).toBe(401)
    expect(untimed.data).toBeNull()
  })

  it('start_quiz_attempt has one signature: members and the server may execute it, visitors not', async () => {
    const { rows } = await harness.local.pg.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p
       where p.proname = 'start_quiz_attempt' and p.pronamespace = 'public'::regnamespace`,
    )
    expect(rows).toEqual([{ signature: 'start_quiz_attempt(uuid,boolean)' }])
    const grants = await harness.local.pg.query<{ role: string; execute: boolean }>(
      `select r as role, has_function_privilege(r, 'public.start_quiz_attempt(uuid, boolean)', 'execute') as execute
       from unnest(array['anon', 'authenticated', 'service_role']) r order by 1`,
    )
    expect(grants.rows).toEqual([
      { role: 'anon', execute: false },
      { role: 'authenticated', execute: true },
      { role: 'service_role', execute: true },
    ])
    const { rows: publicGrant } = await harness.local.pg.query(
      `select 1 from pg_proc p, aclexplode(p.proacl) a
       where p.oid = 'public.start_quiz_attempt(uuid, boolean)'::regprocedure
         and a.grantee = 0 and a.privilege_type = 'EXECUTE'`,
    )
    expect(publicGrant).toEqual([])
    for (const args of [{ quiz_id: TIMED }, { quiz_id: TIMED, untimed: true }]) {
      const started = await member.rpc('start_quiz_attempt', args)
      expect(started.error).toBeNull()
      expect(started.data).toEqual(expect.any(String))
    }
  })

  it('a member is limited per account: 30 starts or submissions in 10 minutes', async () => {
    const busy = await harness.createUser()
    const client = harness.userClient(busy)
    for (const action of ['submit', 'start']) {
      await harness.local.pg.query(
        `insert into private.rate_limits (key, hits, expires_at)
         values ($1, 29, now() + interval '10 minutes')`,
        [`quiz:${action}:user:${busy}`],
      )
    }
    const submit = () => client.rpc('submit_quiz_attempt', { quiz_id: QUIZ, answers: allRight })
    expect((await submit()).error).toBeNull()
    const refused = await submit()
    expect(refused.status).toBe(429)
    expect(refused.error?.message).toMatch(/Too many quiz attempts/)
    expect((await client.rpc('start_quiz_attempt', { quiz_id: TIMED })).error).toBeNull()
    expect((await client.rpc('start_quiz_attempt', { quiz_id: TIMED })).status).toBe(429)
    // Another member is not affected.
    expect((await member.rpc('start_quiz_attempt', { quiz_id: TIMED })).error).toBeNull()
  })
})
