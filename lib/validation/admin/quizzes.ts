import { z } from 'zod'

import { expectedVersion, requiredLine, slugField } from '@/lib/validation/admin/common'

export const QUIZ_STATUSES = ['draft', 'published', 'archived'] as const
export const QUIZ_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const
export const QUESTION_KINDS = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const MAX_QUESTIONS = 100
export const MAX_OPTIONS = 20
export const UNANSWERED = 'Every question needs a correct answer before the quiz can be published.'

const option = z.object({
  id: z.string().regex(/^[a-z0-9]{1,8}$/, 'Option ids are short letters or digits.'),
  label: requiredLine('the option', 500),
})

export const questionSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(QUESTION_KINDS),
    prompt: requiredLine('the question', 2000),
    options: z.array(option).max(MAX_OPTIONS, `Use at most ${MAX_OPTIONS} options.`),
    points: z
      .number({ error: 'Enter the points.' })
      .int('Use a whole number.')
      .min(1, 'At least 1 point.')
      .max(100, 'At most 100 points.'),
    // Short answers are typed one per line, so blank lines are dropped here.
    correctAnswers: z
      .array(z.string().max(500, 'Use at most 500 characters.'))
      .max(20)
      .transform((answers) => answers.map((answer) => answer.trim()).filter(Boolean)),
    explanation: z.string().trim().max(2000, 'Use at most 2000 characters.'),
  })
  .superRefine((question, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message })
    const choice = question.kind === 'single_choice' || question.kind === 'multiple_choice'
    if (choice && question.options.length < 2) issue(['options'], 'Add at least two options.')
    if (!choice && question.options.length > 0) {
      issue(['options'], 'Only choice questions have options.')
    }
    const ids = question.options.map((o) => o.id)
    if (new Set(ids).size !== ids.length) issue(['options'], 'Option ids must be unique.')
    const allowed = question.kind === 'true_false' ? ['true', 'false'] : choice ? ids : null
    if (allowed && question.correctAnswers.some((answer) => !allowed.includes(answer))) {
      issue(['correctAnswers'], 'Choose correct answers from the options.')
    }
    if (question.kind !== 'multiple_choice' && question.kind !== 'short_answer') {
      if (question.correctAnswers.length > 1) issue(['correctAnswers'], 'Choose one answer.')
    }
  })

export type QuestionInput = z.input<typeof questionSchema>

const quizSettings = z.object({
  title: requiredLine('a title'),
  slug: slugField,
  description: z.string().trim().max(2000, 'Use at most 2000 characters.'),
  categoryId: z.union([z.uuid(), z.literal('')]),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  timeLimitMinutes: z
    .number()
    .int('Use a whole number of minutes.')
    .min(1, 'At least 1 minute, or leave empty.')
    .max(600, 'At most 600 minutes.')
    .nullable(),
  passPercent: z
    .number({ error: 'Enter the pass mark.' })
    .int('Use a whole number.')
    .min(0, 'Between 0 and 100.')
    .max(100, 'Between 0 and 100.'),
})

/** A new quiz starts as a draft with its settings; questions are added in its editor. */
export const createQuizSchema = quizSettings

/** A quiz's settings, status and whole question list, saved together. */
export const saveQuizSchema = quizSettings
  .extend({
    id: z.uuid(),
    updatedAt: expectedVersion,
    status: z.enum(QUIZ_STATUSES),
    questions: z
      .array(questionSchema)
      .max(MAX_QUESTIONS, `Use at most ${MAX_QUESTIONS} questions.`),
  })
  .superRefine((quiz, context) => {
    if (quiz.status !== 'published') return
    if (quiz.questions.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'Add at least one question before publishing.',
      })
    }
    const unanswered = quiz.questions.flatMap((question, index) =>
      question.correctAnswers.length === 0 ? [index] : [],
    )
    if (unanswered.length === 0) return
    context.addIssue({ code: 'custom', path: ['status'], message: UNANSWERED })
    for (const index of unanswered) {
      context.addIssue({
        code: 'custom',
        path: ['questions', index, 'correctAnswers'],
        message: 'Choose the correct answer before publishing.',
      })
    }
  })

export type SaveQuizInput = z.input<typeof saveQuizSchema>

/**
 * Deleting a quiz. `attempts` is how many attempts its confirmation named: when more would go
 * (made while the admin was deciding), the delete is refused rather than take unnamed ones.
 */
export const deleteQuizSchema = z.object({
  id: z.uuid(),
  attempts: z.number().int().min(0).optional(),
})
