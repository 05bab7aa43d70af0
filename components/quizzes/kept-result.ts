import type { QuizQuestion } from '@/lib/data/quizzes'
import type { NotRecordedReason } from '@/lib/quizzes/refusals'
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

/** Answers the server refused to record, kept in sessionStorage so a reload still shows them. */
export type KeptNotRecorded = { reason: NotRecordedReason; answers: Record<string, QuizAnswer> }

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
export type KeptQuiz = {
  id: string
  questions: Pick<QuizQuestion, 'id' | 'kind' | 'prompt' | 'options'>[]
}

/**
 * The longest kept text. Answers of the size the server accepts (64 kB of JSON, refused before
 * the deadline is checked) fit with room to spare; nothing longer is written or read.
 */
export const MAX_KEPT_LENGTH = 70_000

const isReason = (value: unknown): value is NotRecordedReason =>
  value === 'time-limit-passed' || value === 'session-closed'

const notRecordedKey = (quizId: string) => `quiz-not-recorded:${quizId}`

const isAnswer = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'))

/** This tab's sessionStorage, or null where the browser refuses it (site data blocked). */
export function tabStorage(): KeptStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** A short fingerprint of the questions (FNV-1a), so answers to an edited quiz are dropped. */
export function questionsVersion(questions: KeptQuiz['questions']): string {
  const text = JSON.stringify(questions.map((q) => [q.id, q.kind, q.prompt, q.options]))
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** The kept answers, or null when the text is not them or was kept for other questions. */
export function parseKeptNotRecorded(text: string, version: string): KeptNotRecorded | null {
  if (text.length > MAX_KEPT_LENGTH) return null
  let kept: unknown
  try {
    kept = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(kept) || kept.version !== version || !isReason(kept.reason)) return null
  if (!isRecord(kept.answers) || !Object.values(kept.answers).every(isAnswer)) return null
  return { reason: kept.reason, answers: kept.answers as Record<string, QuizAnswer> }
}

/** Keeps refused answers for this quiz; false, keeping nothing, when too long or storage is full. */
export function keepNotRecorded(
  quiz: KeptQuiz,
  kept: KeptNotRecorded,
  storage = tabStorage(),
): boolean {
  if (!storage) return false
  const key = notRecordedKey(quiz.id)
  const text = JSON.stringify({ ...kept, version: questionsVersion(quiz.questions) })
  if (text.length <= MAX_KEPT_LENGTH) {
    try {
      storage.setItem(key, text)
      return true
    } catch {
      // Storage full (QuotaExceededError): fall through and keep nothing.
    }
  }
  // An older attempt's answers must not come back on a reload in place of these.
  storage.removeItem(key)
  return false
}

/** The refused answers kept for this quiz, dropping any that do not fit its questions now. */
export function readNotRecorded(quiz: KeptQuiz, storage = tabStorage()): KeptNotRecorded | null {
  const key = notRecordedKey(quiz.id)
  const text = storage?.getItem(key) ?? null
  if (text === null) return null
  const kept = parseKeptNotRecorded(text, questionsVersion(quiz.questions))
  if (!kept) storage?.removeItem(key)
  return kept
}

/** Forgets the refused answers: the quiz was retaken or a later attempt recorded. */
export function forgetNotRecorded(quizId: string, storage = tabStorage()) {
  storage?.removeItem(notRecordedKey(quizId))
}
