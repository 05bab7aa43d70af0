import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { startQuizAction } from '@/lib/actions/quizzes/start-quiz'
import type { submitQuizAction } from '@/lib/actions/quizzes/submit-quiz'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar, requestHeaders } from '../../../support/next-headers'
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

beforeAll(async () => {
  harness = await startHarness({ realtime: false, seed: false, fixtureSql })
  pointAppAtSupabaseLocal(harness.local)
  start = (await import('@/lib/actions/quizzes/start-quiz')).startQuizAction
  submit = (await import('@/lib/actions/quizzes/submit-quiz')).submitQuizAction
  cookieJar.clear()
})

afterAll(async () => {
  requestHeaders.delete('x-forwarded-for')
  await harness?.stop()
})

const fromAddress = (address: string) => requestHeaders.set('x-forwarded-for', address)

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
