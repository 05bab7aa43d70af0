import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  MAX_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_KINDS,
  QUIZ_DIFFICULTIES,
  QUIZ_STATUSES,
  UNANSWERED,
  createQuizSchema,
  deleteQuizSchema,
  questionSchema,
  saveQuizSchema,
} from '@/lib/validation/admin/quizzes'
import { quizQuestion } from '@/tests/support/quiz-question'

const id = '00000000-0000-4000-8000-000000000001'
/** Each problem as 'path: message', in the order the schema reports them. */
const problems = (result: { error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

// Answered 'a', the option the one-option and repeated-id cases below keep.
const question = quizQuestion({ correctAnswers: ['a'] })
const check = (changes: Record<string, unknown>) =>
  problems(questionSchema.safeParse({ ...question, ...changes }))

describe('questionSchema', () => {
  it('names the kinds and limits', () => {
    expect(QUESTION_KINDS).toEqual([
      'single_choice',
      'multiple_choice',
      'true_false',
      'short_answer',
    ])
    expect(QUIZ_STATUSES).toEqual(['draft', 'published', 'archived'])
    expect(QUIZ_DIFFICULTIES).toEqual(['beginner', 'intermediate', 'advanced'])
    expect([MAX_QUESTIONS, MAX_OPTIONS]).toEqual([100, 20])
    expect(UNANSWERED).toBe(
      'Every question needs a correct answer before the quiz can be published.',
    )
  })

  it('takes a choice question with at least two distinct options', () => {
    expect(check({})).toEqual([])
    expect(check({ options: [{ id: 'a', label: 'APA' }] })).toEqual([
      'options: Add at least two options.',
    ])
    expect(
      check({
        options: [
          { id: 'a', label: 'APA' },
          { id: 'a', label: 'MLA' },
        ],
      }),
    ).toEqual(['options: Option ids must be unique.'])
    expect(check({ correctAnswers: ['c'] })).toEqual([
      'correctAnswers: Choose correct answers from the options.',
    ])
    expect(check({ correctAnswers: ['a', 'b'] })).toEqual(['correctAnswers: Choose one answer.'])
    expect(check({ kind: 'multiple_choice', correctAnswers: ['a', 'b'] })).toEqual([])
    expect(check({ kind: 'multiple_choice', options: [], correctAnswers: [] })).toEqual([
      'options: Add at least two options.',
    ])
  })

  it('takes true or false as the one answer of a true/false question, without options', () => {
    expect(check({ kind: 'true_false', options: [], correctAnswers: ['true'] })).toEqual([])
    expect(check({ kind: 'true_false', options: [], correctAnswers: ['a'] })).toEqual([
      'correctAnswers: Choose correct answers from the options.',
    ])
    expect(check({ kind: 'true_false', correctAnswers: ['false'] })).toEqual([
      'options: Only choice questions have options.',
    ])
    expect(check({ kind: 'true_false', options: [], correctAnswers: ['true', 'false'] })).toEqual([
      'correctAnswers: Choose one answer.',
    ])
  })

  it('takes several typed short answers, blank lines dropped', () => {
    const parsed = questionSchema.parse({
      ...question,
      kind: 'short_answer',
      options: [],
      correctAnswers: [' APA ', '', '  ', 'APA 7'],
    })
    expect(parsed.correctAnswers).toEqual(['APA', 'APA 7'])
    expect(check({ kind: 'short_answer', options: [], correctAnswers: ['x'.repeat(501)] })).toEqual(
      ['correctAnswers.0: Use at most 500 characters.'],
    )
  })

  it('words the field limits', () => {
    expect(check({ points: 0 })).toEqual(['points: At least 1 point.'])
    expect(check({ points: 101 })).toEqual(['points: At most 100 points.'])
    expect(check({ points: 1.5 })).toEqual(['points: Use a whole number.'])
    expect(check({ points: '1' })).toEqual(['points: Enter the points.'])
    expect(check({ points: 100, explanation: 'x'.repeat(2000) })).toEqual([])
    expect(check({ explanation: 'x'.repeat(2001) })).toEqual([
      'explanation: Use at most 2000 characters.',
    ])
    expect(check({ prompt: ' ' })).toEqual(['prompt: Enter the question.'])
    expect(check({ prompt: 'x'.repeat(2001) })).toEqual(['prompt: Use at most 2000 characters.'])
    expect(
      check({
        options: [
          { id: 'A', label: 'APA' },
          { id: 'b', label: '' },
        ],
        correctAnswers: [],
      }),
    ).toEqual([
      'options.0.id: Option ids are short letters or digits.',
      'options.1.label: Enter the option.',
    ])
    const many = Array.from({ length: 21 }, (_, i) => ({ id: `o${i}`, label: `Option ${i}` }))
    expect(check({ options: many, correctAnswers: [] })).toEqual([
      'options: Use at most 20 options.',
    ])
    expect(check({ options: many.slice(0, 20), correctAnswers: ['o19'] })).toEqual([])
    expect(
      check({
        options: [
          { id: 'abcdefghi', label: 'x' },
          { id: 'b', label: 'y' },
        ],
        correctAnswers: [],
      }),
    ).toEqual(['options.0.id: Option ids are short letters or digits.'])
  })
})

describe('quiz settings', () => {
  const settings = {
    title: 'APA basics',
    slug: 'apa-basics',
    description: '',
    categoryId: '',
    difficulty: 'beginner',
    timeLimitMinutes: null,
    passPercent: 70,
  }
  const check = (changes: Record<string, unknown>) =>
    problems(createQuizSchema.safeParse({ ...settings, ...changes }))

  it('takes a time limit of 1 to 600 minutes, or none, and a pass mark of 0 to 100', () => {
    expect(check({ timeLimitMinutes: 600, passPercent: 0, categoryId: id })).toEqual([])
    expect(check({ timeLimitMinutes: 1, passPercent: 100 })).toEqual([])
    expect(check({ timeLimitMinutes: 0 })).toEqual([
      'timeLimitMinutes: At least 1 minute, or leave empty.',
    ])
    expect(check({ timeLimitMinutes: 601 })).toEqual(['timeLimitMinutes: At most 600 minutes.'])
    expect(check({ timeLimitMinutes: 1.5 })).toEqual([
      'timeLimitMinutes: Use a whole number of minutes.',
    ])
    expect(check({ passPercent: -1 })).toEqual(['passPercent: Between 0 and 100.'])
    expect(check({ passPercent: 101 })).toEqual(['passPercent: Between 0 and 100.'])
    expect(check({ passPercent: 50.5 })).toEqual(['passPercent: Use a whole number.'])
    expect(check({ passPercent: null })).toEqual(['passPercent: Enter the pass mark.'])
    expect(check({ description: 'x'.repeat(2001) })).toEqual([
      'description: Use at most 2000 characters.',
    ])
    expect(check({ categoryId: 'x' })).toHaveLength(1)
  })
})

describe('saveQuizSchema', () => {
  const quiz = {
    id,
    updatedAt: '2026-01-01T00:00:00Z',
    title: 'APA basics',
    slug: 'apa-basics',
    description: '',
    categoryId: '',
    difficulty: 'beginner',
    timeLimitMinutes: null,
    passPercent: 70,
    status: 'published',
    questions: [question],
  }
  const check = (changes: Record<string, unknown>) =>
    problems(saveQuizSchema.safeParse({ ...quiz, ...changes }))

  it('publishes only a quiz whose every question has a correct answer', () => {
    expect(check({})).toEqual([])
    expect(check({ questions: [] })).toEqual([
      'status: Add at least one question before publishing.',
    ])
    expect(
      check({
        questions: [
          question,
          { ...question, correctAnswers: [] },
          { ...question, correctAnswers: [] },
        ],
      }),
    ).toEqual([
      `status: ${UNANSWERED}`,
      'questions.1.correctAnswers: Choose the correct answer before publishing.',
      'questions.2.correctAnswers: Choose the correct answer before publishing.',
    ])
  })

  it('saves a draft without answers or questions', () => {
    expect(check({ status: 'draft', questions: [] })).toEqual([])
    expect(check({ status: 'draft', questions: [{ ...question, correctAnswers: [] }] })).toEqual([])
  })

  it('takes at most 100 questions', () => {
    const many = (count: number) => Array.from({ length: count }, () => question)
    expect(check({ questions: many(100) })).toEqual([])
    expect(check({ questions: many(101) })).toEqual(['questions: Use at most 100 questions.'])
  })

  it('deletes by id', () => {
    expect(deleteQuizSchema.safeParse({ id }).success).toBe(true)
    expect(deleteQuizSchema.safeParse({ id: 'x' }).success).toBe(false)
  })
})
