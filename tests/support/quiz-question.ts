import { randomUUID } from 'node:crypto'

import type { SaveQuizInput } from '@/lib/validation/admin/quizzes'

export type QuizQuestion = SaveQuizInput['questions'][number]

/** A valid single-choice question for the quiz editor's save, with a fresh id. */
export const quizQuestion = (overrides: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id: randomUUID(),
  kind: 'single_choice',
  prompt: 'Which style uses footnotes?',
  options: [
    { id: 'a', label: 'APA' },
    { id: 'b', label: 'Chicago' },
  ],
  points: 1,
  correctAnswers: ['b'],
  explanation: 'Chicago notes-bibliography uses footnotes.',
  ...overrides,
})
