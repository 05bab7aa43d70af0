'use client'

import type { Ref } from 'react'

import { describeAnswer } from '@/components/quizzes/question-input'
import { Button } from '@/components/ui/button'
import type { QuizQuestion } from '@/lib/data/quizzes'
import type { NotRecordedReason } from '@/lib/quizzes/refusals'
import type { QuizAnswer } from '@/lib/validation/quizzes'

type QuizNotRecordedProps = {
  reason: NotRecordedReason
  questions: QuizQuestion[]
  answers: Record<string, QuizAnswer>
  timeLimitMinutes: number | null
  headingRef: Ref<HTMLHeadingElement>
  onRetake: () => void
}

function explanation(reason: NotRecordedReason, timeLimitMinutes: number | null) {
  if (reason === 'session-closed') {
    return {
      heading: 'Quiz session closed: this attempt was not recorded',
      body: 'A quiz session closes a day after it starts, and when you sign in or out part-way through. This one had closed when your answers arrived, so they were not marked or saved. They are listed below. Start again to take the quiz afresh.',
      action: 'Start again',
    }
  }
  return {
    heading: 'Time limit passed: this attempt was not recorded',
    body: `Your answers reached us after the${timeLimitMinutes ? ` ${timeLimitMinutes}-minute` : ''} time limit had run out, so they were not marked or saved. They are listed below. You can retake the quiz, and turn the time limit off before you start if you need more time.`,
    action: 'Retake this quiz',
  }
}

/**
 * An attempt the server refused to record: a timed one that arrived after the limit (a laptop
 * that slept, a lost connection) or one whose session had closed. It is not marked, but what the
 * student answered stays on screen.
 */
export function QuizNotRecorded({
  reason,
  questions,
  answers,
  timeLimitMinutes,
  headingRef,
  onRetake,
}: QuizNotRecordedProps) {
  const { heading, body, action } = explanation(reason, timeLimitMinutes)
  return (
    <section aria-labelledby="quiz-not-recorded-heading" className="grid gap-6">
      <div className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-card p-6">
        <h2
          id="quiz-not-recorded-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {heading}
        </h2>
        <p>{body}</p>
        <Button onClick={onRetake}>{action}</Button>
      </div>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">Your answers</h3>
        <ol className="grid gap-3">
          {questions.map((question, index) => (
            <li key={question.id} className="grid gap-1 rounded-xl border p-5">
              <p className="font-medium">
                {index + 1}. {question.prompt}
              </p>
              <p className="text-sm">
                <span className="font-medium">Your answer: </span>
                {describeAnswer(question, answers[question.id])}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
