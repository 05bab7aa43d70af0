import type { QuizAnswer, QuizResult } from '@/lib/validation/quizzes'

/** A finished attempt kept in sessionStorage while its taker signs in to claim it. */
export type KeptResult = { answers: Record<string, QuizAnswer>; result: QuizResult }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isQuestionResult = (value: unknown) =>
  isRecord(value) &&
  typeof value.question_id === 'string' &&
  typeof value.answered === 'boolean' &&
  typeof value.correct === 'boolean' &&
  Array.isArray(value.correct_answers) &&
  value.correct_answers.every((answer) => typeof answer === 'string') &&
  typeof value.explanation === 'string'

const isResult = (value: unknown): value is QuizResult =>
  isRecord(value) &&
  (value.claim_id === null || typeof value.claim_id === 'string') &&
  (value.attempt_id === null || typeof value.attempt_id === 'string') &&
  [value.score, value.max_score, value.percent].every(Number.isFinite) &&
  typeof value.passed === 'boolean' &&
  Array.isArray(value.results) &&
  value.results.every(isQuestionResult)

/**
 * The kept attempt, or null when the stored text is not one: storage another version of the
 * page wrote, or that was edited by hand, must not break the quiz.
 */
export function parseKeptResult(text: string): KeptResult | null {
  let kept: unknown
  try {
    kept = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(kept) || !isRecord(kept.answers) || !isResult(kept.result)) return null
  return { answers: kept.answers as Record<string, QuizAnswer>, result: kept.result }
}
