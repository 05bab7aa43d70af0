import { z } from 'zod'

/** At most this many answers and characters per answer; the database checks the same limits. */
export const MAX_ANSWERS = 100
export const MAX_SHORT_ANSWER = 500

const answer = z.union([
  z.string().max(MAX_SHORT_ANSWER),
  z.array(z.string().max(64)).max(20),
  z.null(),
])

/** `untimed`: take a timed quiz without its time limit (WCAG 2.2.1, the "turn off" option). */
export const startQuizSchema = z.object({ quizId: z.uuid(), untimed: z.boolean().default(false) })

export const submitQuizSchema = z.object({
  quizId: z.uuid(),
  sessionId: z.uuid().nullable(),
  answers: z
    .record(z.uuid(), answer)
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, 'Too many answers.'),
})

export const claimQuizSchema = z.object({ claimId: z.uuid() })

/** What a question of each kind takes as an answer in the player. */
export type QuizAnswer = string | string[] | null

export type QuizResult = {
  attempt_id: string | null
  claim_id: string | null
  score: number
  max_score: number
  percent: number
  passed: boolean
  results: {
    question_id: string
    /** False for a question left blank: its key and explanation are then withheld (empty). */
    answered: boolean
    correct: boolean
    correct_answers: string[]
    explanation: string
  }[]
}
