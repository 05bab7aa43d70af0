'use client'

import type * as React from 'react'

import { QuestionInput } from '@/components/quizzes/question-input'
import { QuizClock } from '@/components/quizzes/quiz-clock'
import { Button } from '@/components/ui/button'
import type { QuizQuestion } from '@/lib/data/quizzes'
import { countOf } from '@/lib/format/labels'
import type { QuizAnswer } from '@/lib/validation/quizzes'

type QuestionScreenProps = {
  question: QuizQuestion
  index: number
  total: number
  answer: QuizAnswer
  onAnswer: (answer: QuizAnswer) => void
  remaining: number | null
  headingRef: React.Ref<HTMLHeadingElement>
  onGoTo: (index: number) => void
  onReview: () => void
}

/** One question of a quiz being taken, with the way to the previous and next ones. */
export function QuestionScreen({
  question,
  index,
  total,
  answer,
  onAnswer,
  remaining,
  headingRef,
  onGoTo,
  onReview,
}: QuestionScreenProps) {
  const promptId = `question-${question.id}`
  return (
    <section aria-labelledby={promptId} className="grid gap-4 rounded-xl border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-medium text-muted-foreground outline-none"
        >
          Question {index + 1} of {total}
          {question.points === 1 ? null : ` · ${countOf(question.points, 'point')}`}
        </h2>
        <QuizClock remaining={remaining} />
      </div>
      <progress
        className="h-2 w-full accent-primary"
        max={total}
        value={index + 1}
        aria-label="Progress"
      />
      <p id={promptId} className="text-lg font-medium">
        {question.prompt}
      </p>
      <QuestionInput
        question={question}
        answer={answer}
        onChange={onAnswer}
        labelledBy={promptId}
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={index === 0} onClick={() => onGoTo(index - 1)}>
          Previous
        </Button>
        {index < total - 1 ? (
          <Button onClick={() => onGoTo(index + 1)}>Next</Button>
        ) : (
          <Button onClick={onReview}>Review answers</Button>
        )}
      </div>
    </section>
  )
}
