import Link from 'next/link'

import { BestScore } from '@/components/quizzes/best-score'
import type { QuizSummary } from '@/lib/data/quizzes'
import { countOf } from '@/lib/format/labels'

export const DIFFICULTY_LABELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
} as const

/** Minutes a quiz takes: its time limit, or about a minute a question. */
export function estimatedMinutes(quiz: {
  time_limit_minutes: number | null
  question_count: number
}) {
  return quiz.time_limit_minutes ?? Math.max(1, quiz.question_count)
}

export function QuizCard({ quiz }: { quiz: QuizSummary }) {
  return (
    <li className="link-card gap-3">
      {quiz.article_categories ? (
        <p className="text-sm font-medium text-primary">{quiz.article_categories.name}</p>
      ) : null}
      <h2 className="text-lg font-semibold">
        <Link href={`/quiz/${quiz.slug}`} className="stretched-link">
          {quiz.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">{quiz.description}</p>
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Difficulty</dt>
        <dd>{DIFFICULTY_LABELS[quiz.difficulty as keyof typeof DIFFICULTY_LABELS]}</dd>
        <dt className="text-muted-foreground">Questions</dt>
        <dd>{quiz.question_count}</dd>
        <dt className="text-muted-foreground">
          {quiz.time_limit_minutes ? 'Time limit' : 'Takes about'}
        </dt>
        <dd>{countOf(estimatedMinutes(quiz), 'minute')}</dd>
        <dt className="text-muted-foreground">Pass mark</dt>
        <dd>{quiz.pass_percent}%</dd>
      </dl>
      <BestScore quizId={quiz.id} />
    </li>
  )
}
