import { describe, expect, it } from 'vitest'

import { parseKeptResult, type KeptResult } from '@/components/quizzes/kept-result'

const kept: KeptResult = {
  answers: { q1: 'b', q2: ['a', 'c'], q3: null },
  result: {
    attempt_id: null,
    claim_id: '00000000-0000-4000-8000-000000000001',
    score: 2,
    max_score: 3,
    percent: 67,
    passed: false,
    results: [
      {
        question_id: 'q1',
        answered: true,
        correct: true,
        correct_answers: ['b'],
        explanation: 'Footnotes belong to Chicago.',
      },
    ],
  },
}

const withResult = (change: Record<string, unknown>) =>
  JSON.stringify({ ...kept, result: { ...kept.result, ...change } })

describe('parseKeptResult', () => {
  it('gives back the attempt the quiz kept', () => {
    expect(parseKeptResult(JSON.stringify(kept))).toEqual(kept)
  })

  it.each([
    ['text that is not JSON', '{"answers":'],
    ['JSON that is not an object', '42'],
    ['null', 'null'],
    ['an array', '[]'],
    ['no result', JSON.stringify({ answers: {} })],
    ['no answers', JSON.stringify({ result: kept.result })],
    ['answers that are a list', JSON.stringify({ ...kept, answers: [] })],
    ['a score that is text', withResult({ score: '2' })],
    ['a percent that is not finite', withResult({ percent: null })],
    ['passed that is not a boolean', withResult({ passed: 'yes' })],
    ['a claim id that is a number', withResult({ claim_id: 7 })],
    ['results that are not a list', withResult({ results: {} })],
    ['a question result without its key', withResult({ results: [{ question_id: 'q1' }] })],
    [
      'correct answers that are not text',
      withResult({ results: [{ ...kept.result.results[0], correct_answers: [1] }] }),
    ],
  ])('refuses %s', (_case, text) => {
    expect(parseKeptResult(text)).toBeNull()
  })
})
