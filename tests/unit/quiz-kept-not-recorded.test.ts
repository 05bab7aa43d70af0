import { describe, expect, it } from 'vitest'

import {
  forgetNotRecorded,
  keepNotRecorded,
  MAX_KEPT_LENGTH,
  parseKeptNotRecorded,
  questionsVersion,
  readNotRecorded,
  type KeptNotRecorded,
} from '@/components/quizzes/kept-result'

/** sessionStorage as a Map; `full` makes every write fail the way a full quota does. */
function memoryStorage({ full = false } = {}) {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key: string) => void items.delete(key),
  }
}

const quiz = {
  id: '00000000-0000-4000-8000-00000000000a',
  questions: [
    { id: 'q1', kind: 'true_false', prompt: 'A thesis takes a position.', options: [] },
    {
      id: 'q2',
      kind: 'multiple_choice',
      prompt: 'Which are referencing styles?',
      options: [
        { id: 'a', label: 'APA' },
        { id: 'b', label: 'Comic Sans' },
      ],
    },
    { id: 'q3', kind: 'short_answer', prompt: 'Name one referencing style.', options: [] },
  ],
}

const late: KeptNotRecorded = {
  reason: 'time-limit-passed',
  answers: { q1: 'true', q2: ['a'], q3: 'Harvard' },
}

const withQuestion = (index: number, change: Record<string, unknown>) => ({
  ...quiz,
  questions: quiz.questions.map((question, i) =>
    i === index ? { ...question, ...change } : question,
  ),
})

describe('keeping a refused attempt for a reload', () => {
  it('gives back the answers and the reason kept for the same quiz', () => {
    const storage = memoryStorage()
    expect(keepNotRecorded(quiz, late, storage)).toBe(true)
    expect(readNotRecorded(quiz, storage)).toEqual(late)
    const closed: KeptNotRecorded = { reason: 'session-closed', answers: { q1: null } }
    expect(keepNotRecorded(quiz, closed, storage)).toBe(true)
    expect(readNotRecorded(quiz, storage)).toEqual(closed)
    expect(storage.items.size).toBe(1)
  })

  it('keeps each quiz apart, by id', () => {
    const storage = memoryStorage()
    keepNotRecorded(quiz, late, storage)
    const other = { ...quiz, id: '00000000-0000-4000-8000-00000000000b' }
    expect(readNotRecorded(other, storage)).toBeNull()
    forgetNotRecorded(other.id, storage)
    expect(readNotRecorded(quiz, storage)).toEqual(late)
  })

  it('forgets the answers on a retake or a later recorded attempt', () => {
    const storage = memoryStorage()
    keepNotRecorded(quiz, late, storage)
    forgetNotRecorded(quiz.id, storage)
    expect(readNotRecorded(quiz, storage)).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it.each([
    ['a question id', withQuestion(0, { id: 'q9' })],
    ['a question kind', withQuestion(0, { kind: 'single_choice' })],
    ['a prompt', withQuestion(2, { prompt: 'Name two referencing styles.' })],
    ['an option', withQuestion(1, { options: [{ id: 'a', label: 'APA' }] })],
    ['the order of the questions', { ...quiz, questions: [...quiz.questions].reverse() }],
    ['the number of questions', { ...quiz, questions: quiz.questions.slice(0, 2) }],
  ])('drops the answers, and their storage, when the quiz changed %s', (_change, changed) => {
    const storage = memoryStorage()
    keepNotRecorded(quiz, late, storage)
    expect(readNotRecorded(changed, storage)).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('keeps nothing over the size limit, and drops what an earlier attempt kept', () => {
    const storage = memoryStorage()
    keepNotRecorded(quiz, late, storage)
    const long = {
      reason: 'time-limit-passed',
      answers: { q3: 'x'.repeat(MAX_KEPT_LENGTH) },
    } as const
    expect(keepNotRecorded(quiz, long, storage)).toBe(false)
    expect(readNotRecorded(quiz, storage)).toBeNull()
    expect(storage.items.size).toBe(0)
    // Answers as long as the server accepts (64 kB) still fit.
    const accepted = { ...late, answers: { q3: 'x'.repeat(65_536 - 20) } }
    expect(keepNotRecorded(quiz, accepted, storage)).toBe(true)
    expect(readNotRecorded(quiz, storage)).toEqual(accepted)
  })

  it('keeps nothing when storage is full, and drops what an earlier attempt kept', () => {
    const storage = memoryStorage({ full: true })
    storage.items.set(
      `quiz-not-recorded:${quiz.id}`,
      JSON.stringify({ ...late, version: questionsVersion(quiz.questions) }),
    )
    expect(readNotRecorded(quiz, storage)).toEqual(late)
    const closed: KeptNotRecorded = { reason: 'session-closed', answers: { q1: 'false' } }
    expect(keepNotRecorded(quiz, closed, storage)).toBe(false)
    expect(readNotRecorded(quiz, storage)).toBeNull()
  })

  it('does without storage where the browser refuses it', () => {
    // No window here, as where sessionStorage throws: nothing is kept and nothing breaks.
    expect(keepNotRecorded(quiz, late)).toBe(false)
    expect(readNotRecorded(quiz)).toBeNull()
    expect(() => forgetNotRecorded(quiz.id)).not.toThrow()
  })
})

describe('parseKeptNotRecorded', () => {
  const version = questionsVersion(quiz.questions)
  const text = (change: Record<string, unknown>) => JSON.stringify({ ...late, version, ...change })

  it('gives back the kept answers for the current questions', () => {
    expect(parseKeptNotRecorded(text({}), version)).toEqual(late)
  })

  it.each([
    ['text that is not JSON', '{"reason":'],
    ['null', 'null'],
    ['an array', '[]'],
    ['another version of the questions', text({ version: 'abc' })],
    ['no version', JSON.stringify(late)],
    ['an unknown reason', text({ reason: 'too-slow' })],
    ['no reason', text({ reason: undefined })],
    ['answers that are a list', text({ answers: ['true'] })],
    ['an answer that is an object', text({ answers: { q1: { id: 'true' } } })],
    ['an answer list with a number', text({ answers: { q2: ['a', 2] } })],
    ['an answer that is a number', text({ answers: { q1: 1 } })],
    ['text over the size limit', text({ padding: ' '.repeat(MAX_KEPT_LENGTH) })],
  ])('refuses %s', (_case, kept) => {
    expect(parseKeptNotRecorded(kept, version)).toBeNull()
  })
})
