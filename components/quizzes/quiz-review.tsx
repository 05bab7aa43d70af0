'use client'

import type * as React from 'react'

import { isAnswered } from '@/components/quizzes/question-input'
import { QuizClock } from '@/components/quizzes/quiz-clock'
import { Button } from '@/components/ui/button'
import type { QuizQuestion } from '@/lib/data/quizzes'
import type { QuizAnswer } from '@/lib/validation/quizzes'

type QuizReviewProps = {
  questions: QuizQuestion[]
  answers: Record<string, QuizAnswer>
  remaining: number | null
  busy: boolean
  headingRef: React.Ref<HTMLHeadingElement>
  onGoTo: (index: number) => void
  onSubmit: () => void
}

/** The last screen before submitting: which questions are unanswered, each a way back to it. */
export function QuizReview({
  questions,
  answers,
  remaining,
  busy,
  headingRef,
  onGoTo,
  onSubmit,
}: QuizReviewProps) {
  const unanswered = questions
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => !isAnswered(answers[question.id]))
  return (
    <section
      aria-labelledby="quiz-review-heading"
      className="grid gap-4 rounded-xl border bg-card p-6"
    >
      <QuizClock remaining={remaining} />
      <h2
        id="quiz-review-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        Review your answers
      </h2>
      {unanswered.length === 0 ? (
        <p>You have answered every question.</p>
      ) : (
        <>
          <p>
            {unanswered.length === 1 ? '1 question is' : `${unanswered.length} questions are`}{' '}
            unanswered:
          </p>
          <ul className="grid gap-1">
            {unanswered.map(({ question, index }) => (
              <li key={question.id}>
                <button
                  type="button"
                  className="text-left text-primary underline underline-offset-4"
                  onClick={() => onGoTo(index)}
                >
                  Question {index + 1}: {question.prompt}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => onGoTo(questions.length - 1)}>
          Back to the questions
        </Button>
        <Button onClick={onSubmit} disabled={busy}>
          {busy ? 'Marking…' : 'Submit answers'}
        </Button>
      </div>
    </section>
  )
}
