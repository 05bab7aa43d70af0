import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import type { createQuizAction as CreateQuiz } from '@/lib/actions/admin/quizzes/create-quiz'
import type { saveQuizAction as SaveQuiz } from '@/lib/actions/admin/quizzes/save-quiz'
import type { getQuizHistory as GetQuizHistory } from '@/lib/data/admin/quizzes'
import { quizQuestion, type QuizQuestion as Question } from '@/tests/support/quiz-question'

import { actAs, adminSuite } from './harness'

// The quiz editor's history covers the quiz row and everything saved with it: its questions,
// their options and their answer keys, each entry naming the question it is about.
const harness = adminSuite()
let createQuiz: typeof CreateQuiz
let saveQuiz: typeof SaveQuiz
let getQuizHistory: typeof GetQuizHistory

/** A draft quiz created and then saved with `questions`, as the admin; returns what a save needs. */
async function quizWith(questions: Question[]) {
  await actAs('admin')
  const slug = `history-${randomUUID().slice(0, 8)}`
  const settings = {
    title: 'Referencing basics',
    slug,
    description: 'Check your citations.',
    categoryId: '',
    difficulty: 'beginner' as const,
    timeLimitMinutes: null,
    passPercent: 60,
  }
  const created = await createQuiz(settings)
  if (!created.ok) throw new Error(created.error)
  const { rows } = await harness.local.pg.query<{ updated_at: Date }>(
    'select updated_at from public.quizzes where id = $1',
    [created.data.id],
  )
  const saved = await saveQuiz({
    ...settings,
    id: created.data.id,
    updatedAt: rows[0]!.updated_at.toISOString(),
    status: 'draft',
    questions,
  })
  if (!saved.ok) throw new Error(saved.error)
  return { ...settings, id: created.data.id, updatedAt: saved.data.updatedAt }
}

async function historyAs(role: 'admin' | 'user', quizId: string) {
  await actAs(role)
  const { createClient } = await import('@/lib/supabase/server')
  return getQuizHistory(await createClient(), quizId, 50)
}

beforeAll(async () => {
  createQuiz = (await import('@/lib/actions/admin/quizzes/create-quiz')).createQuizAction
  saveQuiz = (await import('@/lib/actions/admin/quizzes/save-quiz')).saveQuizAction
  getQuizHistory = (await import('@/lib/data/admin/quizzes')).getQuizHistory
})

describe('getQuizHistory', () => {
  it('lists changes to the quiz, its questions, options and answer keys, naming each question', async () => {
    const first = quizQuestion()
    const second = quizQuestion({
      prompt:
        'Name   a style that\nuses author-date citations, with a prompt long enough to be cut short',
      kind: 'short_answer',
      options: [],
      correctAnswers: ['APA'],
      explanation: '',
    })
    const quiz = await quizWith([first, second])
    const saved = await saveQuiz({
      ...quiz,
      title: 'Referencing essentials',
      status: 'draft',
      questions: [
        {
          ...first,
          options: [...first.options, { id: 'c', label: 'MLA' }],
          correctAnswers: ['b', 'c'],
          kind: 'multiple_choice',
        },
        quizQuestion({
          prompt: 'Is Harvard an author-date style?',
          kind: 'true_false',
          options: [],
          correctAnswers: ['true'],
        }),
      ],
    })
    expect(saved.ok).toBe(true)

    const history = await historyAs('admin', quiz.id)
    const lines = history.map((entry) => ({
      action: entry.action,
      subject: entry.subject ?? null,
      fields: entry.action === 'UPDATE' ? entry.changes.map((change) => change.field) : [],
    }))
    const cut = '“Name a style that uses author-date citations, with a prompt…”'
    expect(lines).toEqual(
      expect.arrayContaining([
        { action: 'INSERT', subject: null, fields: [] },
        { action: 'UPDATE', subject: null, fields: ['title'] },
        { action: 'INSERT', subject: 'question 1 (“Which style uses footnotes?”)', fields: [] },
        {
          action: 'UPDATE',
          subject: 'question 1 (“Which style uses footnotes?”)',
          fields: expect.arrayContaining(['kind', 'options']),
        },
        {
          action: 'UPDATE',
          subject: 'the answer key of question 1 (“Which style uses footnotes?”)',
          fields: ['correct_answers'],
        },
        { action: 'INSERT', subject: `the question (${cut})`, fields: [] },
        { action: 'DELETE', subject: `the question (${cut})`, fields: [] },
        { action: 'DELETE', subject: `the answer key of the question (${cut})`, fields: [] },
        {
          action: 'INSERT',
          subject: 'question 2 (“Is Harvard an author-date style?”)',
          fields: [],
        },
        {
          action: 'INSERT',
          subject: 'the answer key of question 2 (“Is Harvard an author-date style?”)',
          fields: [],
        },
      ]),
    )
    expect(history.every((entry) => entry.actorName === 'Site Admin')).toBe(true)
    const times = history.map((entry) => entry.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it("leaves out every other quiz's changes, and shows nothing to a non-admin", async () => {
    const mine = await quizWith([quizQuestion({ prompt: 'Mine' })])
    await quizWith([quizQuestion({ prompt: 'Theirs' })])
    const history = await historyAs('admin', mine.id)
    expect(history.map((entry) => entry.subject ?? 'the quiz')).toEqual(
      expect.arrayContaining(['question 1 (“Mine”)', 'the quiz']),
    )
    expect(history.some((entry) => entry.subject?.includes('Theirs'))).toBe(false)
    expect(await historyAs('user', mine.id)).toEqual([])
    expect(await historyAs('admin', 'not-a-quiz-id')).toEqual([])
  })
})
