import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { claimQuizAttemptAction } from '@/lib/actions/quizzes/claim-quiz-attempt'
import type { startQuizAction } from '@/lib/actions/quizzes/start-quiz'
import type { submitQuizAction } from '@/lib/actions/quizzes/submit-quiz'

import { actAs } from '../../../support/act-as'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar, requestHeaders } from '../../../support/next-headers'
import { spendRateLimit } from '../../../support/rate-limits'
import { startHarness, type SupabaseLocalHarness } from '../../../support/supabase-local-harness'

// The quiz actions as a visitor's browser calls them: the server calls the database functions
// with the service role, after counting the visitor's address.
vi.mock('next/headers', () => import('../../../support/next-headers'))

const QUIZ = 'c3000000-0000-4000-8000-000000000001'
const TIMED = 'c3000000-0000-4000-8000-000000000002'
const QUESTION = 'c4000000-0000-4000-8000-000000000001'
const TIMED_QUESTION = 'c4000000-0000-4000-8000-000000000002'

const fixtureSql = `
insert into public.quizzes (id, slug, title, status, published_at, time_limit_minutes) values
  ('${QUIZ}', 'action-quiz', 'Action quiz', 'published', now(), null),
  ('${TIMED}', 'action-timed', 'Action timed', 'published', now(), 5);
insert into public.quiz_questions (id, quiz_id, position, kind, prompt, options) values
  ('${QUESTION}', '${QUIZ}', 1, 'true_false', 'True?', '[]'),
  ('${TIMED_QUESTION}', '${TIMED}', 1, 'true_false', 'True?', '[]');
insert into public.quiz_answer_keys (question_id, correct_answers, explanation) values
  ('${QUESTION}', '["true"]', 'Because'),
  ('${TIMED_QUESTION}', '["true"]', 'Because');
`

let harness: SupabaseLocalHarness
let start: typeof startQuizAction
let submit: typeof submitQuizAction
let claim: typeof claimQuizAttemptAction

beforeAll(async () => {
  harness = await startHarness({ realtime: false, seed: false, fixtureSql })
  pointAppAtSupabaseLocal(harness.local)
  start = (await import('@/lib/actions/quizzes/start-quiz')).startQuizAction
  submit = (await import('@/lib/actions/quizzes/submit-quiz')).submitQuizAction
  claim = (await import('@/lib/actions/quizzes/claim-quiz-attempt')).claimQuizAttemptAction
  cookieJar.clear()
})

afterAll(async () => {
  requestHeaders.delete('x-forwarded-for')
  await harness?.stop()
})

/** The refusal of a timed attempt sent after its limit, which the player tells from the others. */
const NOT_RECORDED = {
  ok: false,
  reason: 'time-limit-passed',
  error:
    'The time limit for this quiz had passed when your answers arrived, so this attempt was not recorded.',
}

const fromAddress = (address: string) => requestHeaders.set('x-forwarded-for', address)

/** The stored session, after moving its start back by `minutes` (the quiz allows 5). */
async function sessionStartedAgo(sessionId: string, minutes: number) {
  const { rows } = await harness.local.pg.query<{ untimed: boolean; started_by: string | null }>(
    `update public.quiz_sessions set started_at = now() - make_interval(mins => $2) where id = $1
     returning untimed, started_by`,
    [sessionId, minutes],
  )
  return rows[0]
}

describe('quiz actions for a visitor', () => {
  it('start and submit a timed quiz, and keep the result for a claim', async () => {
    fromAddress('203.0.113.50')
    const started = await start({ quizId: TIMED })
    expect(started.ok).toBe(true)
    if (!started.ok) return
    const result = await submit({
      quizId: TIMED,
      sessionId: started.data.sessionId,
      answers: { [TIMED_QUESTION]: 'true' },
    })
    expect(result).toMatchObject({
      ok: true,
      data: { score: 1, attempt_id: null, claim_id: started.data.sessionId },
    })
  })

  it('take a timed quiz with the time limit turned off: answers count however late', async () => {
    fromAddress('203.0.113.57')
    const untimed = await start({ quizId: TIMED, untimed: true })
    if (!untimed.ok) throw new Error(untimed.error)
    // Started by the server for a visitor: no owner, and marked untimed.
    expect(await sessionStartedAgo(untimed.data.sessionId, 60)).toEqual({
      untimed: true,
      started_by: null,
    })
    expect(
      await submit({
        quizId: TIMED,
        sessionId: untimed.data.sessionId,
        answers: { [TIMED_QUESTION]: 'true' },
      }),
    ).toMatchObject({ ok: true, data: { score: 1, claim_id: untimed.data.sessionId } })

    // Without the choice the limit holds.
    const timed = await start({ quizId: TIMED })
    if (!timed.ok) throw new Error(timed.error)
    expect(await sessionStartedAgo(timed.data.sessionId, 60)).toMatchObject({ untimed: false })
    expect(
      await submit({
        quizId: TIMED,
        sessionId: timed.data.sessionId,
        answers: { [TIMED_QUESTION]: 'true' },
      }),
    ).toEqual(NOT_RECORDED)
  })

  it('limit each address: 120 submissions in 10 minutes, then a plain refusal', async () => {
    fromAddress('203.0.113.51')
    await harness.local.pg.query(
      `insert into private.rate_limits (key, hits, expires_at)
       values ('quiz:submit:ip:203.0.113.51', 119, now() + interval '10 minutes'),
              ('quiz:start:ip:203.0.113.51', 120, now() + interval '10 minutes')`,
    )
    const answers = { [QUESTION]: 'false' }
    expect((await submit({ quizId: QUIZ, sessionId: null, answers })).ok).toBe(true)
    expect(await submit({ quizId: QUIZ, sessionId: null, answers })).toEqual({
      ok: false,
      error: 'Too many quiz attempts. Please wait a few minutes and try again.',
    })
    expect(await start({ quizId: TIMED })).toMatchObject({ ok: false })

    fromAddress('203.0.113.52')
    expect((await submit({ quizId: QUIZ, sessionId: null, answers })).ok).toBe(true)
  })

  it('return no key for a question left blank', async () => {
    fromAddress('203.0.113.53')
    const result = await submit({ quizId: QUIZ, sessionId: null, answers: {} })
    expect(result).toMatchObject({
      ok: true,
      data: { score: 0, results: [{ answered: false, correct_answers: [], explanation: '' }] },
    })
  })
})

describe('the database’s answers reach the player', () => {
  it('says why answers were refused: an unknown question, or a timed quiz not started', async () => {
    fromAddress('203.0.113.54')
    const stranger = 'c4000000-0000-4000-8000-0000000000ff'
    expect(
      await submit({ quizId: QUIZ, sessionId: null, answers: { [stranger]: 'true' } }),
    ).toEqual({ ok: false, error: `answer for an unknown question: ${stranger}` })
    expect(
      await submit({ quizId: TIMED, sessionId: null, answers: { [TIMED_QUESTION]: 'true' } }),
    ).toEqual({ ok: false, error: 'A timed quiz must be started first' })
  })

  it('says a session started over a day ago has closed, keeping the answers on screen', async () => {
    fromAddress('203.0.113.60')
    const started = await start({ quizId: TIMED, untimed: true })
    if (!started.ok) throw new Error(started.error)
    await sessionStartedAgo(started.data.sessionId, 25 * 60)
    expect(
      await submit({
        quizId: TIMED,
        sessionId: started.data.sessionId,
        answers: { [TIMED_QUESTION]: 'true' },
      }),
    ).toEqual({
      ok: false,
      reason: 'session-closed',
      error:
        'The quiz session these answers belong to has closed, so this attempt was not recorded.',
    })
  })
})

describe('quiz actions for a member', () => {
  /** Starts the timed quiz and submits its one right answer, as whoever is signed in. */
  async function takeTimedQuiz() {
    const started = await start({ quizId: TIMED })
    if (!started.ok) throw new Error(started.error)
    return submit({
      quizId: TIMED,
      sessionId: started.data.sessionId,
      answers: { [TIMED_QUESTION]: 'true' },
    })
  }

  const email = 'quiz.member@example.org'
  const password = 'QuizMember123'
  let memberId: string

  beforeAll(async () => {
    const { data, error } = await harness.service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    if (error || !data.user) throw new Error(error?.message ?? 'no user')
    memberId = data.user.id
  })

  it('keeps a visitor’s result for the account that signs in, once', async () => {
    await actAs(null)
    fromAddress('203.0.113.55')
    const result = await takeTimedQuiz()
    if (!result.ok || !result.data.claim_id) throw new Error('no claim id')
    const claimId = result.data.claim_id

    expect(await claim({ claimId })).toEqual({ ok: false, error: 'No user logged in' })
    await actAs(email, password)
    const claimed = await claim({ claimId })
    const { rows } = await harness.local.pg.query<{ id: string; score: number }>(
      'select id, score from public.quiz_attempts where user_id = $1',
      [memberId],
    )
    expect(rows).toEqual([{ id: expect.any(String), score: 1 }])
    expect(claimed).toEqual({ ok: true, data: { attemptId: rows[0]?.id } })
    expect(await claim({ claimId })).toEqual({
      ok: false,
      error: 'This result can no longer be saved to your account.',
    })
  })

  it('saves a member’s attempt to their account, whatever their address has spent', async () => {
    await actAs(email, password)
    fromAddress('203.0.113.56')
    await spendRateLimit(harness.local.pg, 'quiz:start:ip:203.0.113.56', 500)
    await spendRateLimit(harness.local.pg, 'quiz:submit:ip:203.0.113.56', 500)
    const before = await harness.local.pg.query(
      'select id from public.quiz_attempts where user_id = $1',
      [memberId],
    )
    const result = await takeTimedQuiz()
    if (!result.ok) throw new Error(result.error)
    expect(result.data.claim_id).toBeNull()
    const after = await harness.local.pg.query(
      'select id from public.quiz_attempts where user_id = $1',
      [memberId],
    )
    expect(after.rows).toHaveLength(before.rows.length + 1)
  })

  it('lets a member turn the time limit off, starting the session as themselves', async () => {
    await actAs(email, password)
    fromAddress('203.0.113.58')
    // The address has nothing left: a member's start goes to the database as the member.
    await spendRateLimit(harness.local.pg, 'quiz:start:ip:203.0.113.58', 500)
    const started = await start({ quizId: TIMED, untimed: true })
    if (!started.ok) throw new Error(started.error)
    expect(await sessionStartedAgo(started.data.sessionId, 60)).toEqual({
      untimed: true,
      started_by: memberId,
    })
    const result = await submit({
      quizId: TIMED,
      sessionId: started.data.sessionId,
      answers: { [TIMED_QUESTION]: 'true' },
    })
    expect(result).toMatchObject({
      ok: true,
      data: { score: 1, attempt_id: expect.any(String), claim_id: null },
    })
  })

  it('refuses a member’s timed attempt sent after the limit as late, recording nothing', async () => {
    await actAs(email, password)
    fromAddress('203.0.113.59')
    const started = await start({ quizId: TIMED })
    if (!started.ok) throw new Error(started.error)
    const attempts = 'select count(*)::int as n from public.quiz_attempts where user_id = $1'
    const before = (await harness.local.pg.query<{ n: number }>(attempts, [memberId])).rows[0]
    // 6 minutes into a 5-minute quiz: past the limit and its 30 seconds' grace.
    await sessionStartedAgo(started.data.sessionId, 6)
    const answers = { [TIMED_QUESTION]: 'true' }
    const late = { quizId: TIMED, sessionId: started.data.sessionId, answers }
    expect(await submit(late)).toEqual(NOT_RECORDED)
    // Sending the same answers again does not make them count.
    expect(await submit(late)).toEqual(NOT_RECORDED)
    expect((await harness.local.pg.query<{ n: number }>(attempts, [memberId])).rows[0]).toEqual(
      before,
    )
    const { rows } = await harness.local.pg.query(
      'select submitted_at, answers, result from public.quiz_sessions where id = $1',
      [started.data.sessionId],
    )
    expect(rows).toEqual([{ submitted_at: null, answers: null, result: null }])
  })

  it('refuses a member over the database’s per-account limit with the same plain words', async () => {
    await actAs(email, password)
    await spendRateLimit(harness.local.pg, `quiz:start:user:${memberId}`, 30)
    await spendRateLimit(harness.local.pg, `quiz:submit:user:${memberId}`, 30)
    const tooMany = {
      ok: false,
      error: 'Too many quiz attempts. Please wait a few minutes and try again.',
    }
    expect(await start({ quizId: TIMED })).toEqual(tooMany)
    expect(
      await submit({ quizId: QUIZ, sessionId: null, answers: { [QUESTION]: 'true' } }),
    ).toEqual(tooMany)
  })
})
