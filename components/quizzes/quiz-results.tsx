'use client'

import { CheckCircle2Icon, XCircleIcon } from 'lucide-react'
import Link from 'next/link'

import { describeAnswer } from '@/components/quizzes/question-input'
import type { QuizQuestion } from '@/lib/data/quizzes'
import { countOf } from '@/lib/format/labels'
import type { QuizAnswer, QuizResult } from '@/lib/validation/quizzes'

type QuizResultsProps = {
  questions: QuizQuestion[]
  answers: Record<string, QuizAnswer>
  result: QuizResult
  passPercent: number
  signInPrompt: React.ReactNode
  onRetake: () => void
}

function correctText(question: QuizQuestion, correct: string[]) {
  if (question.kind === 'short_answer') return correct[0] ?? ''
  return describeAnswer(
    question,
    question.kind === 'multiple_choice' ? correct : (correct[0] ?? null),
  )
}

export function QuizResults({
  questions,
  answers,
  result,
  passPercent,
  signInPrompt,
  onRetake,
}: QuizResultsProps) {
  const byId = new Map(result.results.map((row) => [row.question_id, row]))
  const rightCount = result.results.filter((row) => row.correct).length
  return (
    <section aria-labelledby="quiz-result-heading" className="grid gap-6">
      {/* The result is one visitor's state of this page: keep it out of search indexes. */}
      <meta name="robots" content="noindex" />
      <div className="grid gap-2 rounded-xl border bg-card p-6">
        <h2 id="quiz-result-heading" tabIndex={-1} className="text-2xl font-semibold outline-none">
          {result.passed ? 'You passed' : 'Not passed this time'}
        </h2>
        <p className="text-lg">
          You scored {result.score} out of {countOf(result.max_score, 'point')} (
          {Math.round(Number(result.percent))}%), with {rightCount} of {questions.length}{' '}
          {questions.length === 1 ? 'question' : 'questions'} right. The pass mark is {passPercent}
          %.
        </p>
        {signInPrompt}
        <div className="flex flex-wrap gap-4 pt-2 text-sm">
          <button
            type="button"
            onClick={onRetake}
            className="font-medium text-primary underline underline-offset-4"
          >
            Retake this quiz
          </button>
          <Link href="/quizzes" className="font-medium text-primary underline underline-offset-4">
            More quizzes
          </Link>
        </div>
      </div>
      <ol className="grid gap-4">
        {questions.map((question, index) => {
          const row = byId.get(question.id)
          if (!row) return null
          return (
            <li key={question.id} className="grid gap-2 rounded-xl border p-5">
              <p className="flex items-start gap-2 font-medium">
                {row.correct ? (
                  <CheckCircle2Icon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                  />
                ) : (
                  <XCircleIcon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-destructive"
                  />
                )}
                <span>
                  <span className="sr-only">{row.correct ? 'Correct: ' : 'Incorrect: '}</span>
                  {index + 1}. {question.prompt}
                </span>
              </p>
              <dl className="grid gap-1 text-sm">
                <div>
                  <dt className="inline font-medium">Your answer: </dt>
                  <dd className="inline">{describeAnswer(question, answers[question.id])}</dd>
                </div>
                {row.answered === false ? null : (
                  <div>
                    <dt className="inline font-medium">Correct answer: </dt>
                    <dd className="inline">{correctText(question, row.correct_answers)}</dd>
                  </div>
                )}
              </dl>
              <p className="text-sm text-muted-foreground">
                {row.answered === false
                  ? 'Answer this question when you retake the quiz to see the correct answer and why.'
                  : row.explanation}
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
