import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { QuizAttempt } from '@/lib/data/dashboard'
import { formatDateTime } from '@/lib/format/dates'
import { countOf } from '@/lib/format/labels'

function percent(attempt: QuizAttempt): string {
  return `${Math.round(Number(attempt.percent))}%`
}

export function QuizAttemptList({
  attempts,
  timeZone,
}: {
  attempts: QuizAttempt[]
  timeZone: string
}) {
  return (
    <ul className="grid gap-3">
      {attempts.map((attempt) => {
        const title = attempt.quizzes?.title ?? 'A quiz that is no longer available'
        return (
          <li
            key={attempt.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4"
          >
            <div className="grid gap-1">
              <h3 className="font-medium">{title}</h3>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>
                  Score {attempt.score} of {countOf(attempt.max_score, 'point')} ({percent(attempt)}
                  )
                </span>
                <Badge variant={attempt.passed ? 'default' : 'outline'}>
                  {attempt.passed ? 'Passed' : 'Not passed'}
                </Badge>
              </p>
              <time dateTime={attempt.created_at} className="text-sm text-muted-foreground">
                {formatDateTime(attempt.created_at, timeZone)}
              </time>
            </div>
            {attempt.quizzes ? (
              <Button asChild variant="outline" size="sm">
                <Link href={`/quiz/${attempt.quizzes.slug}`}>
                  Retake<span className="sr-only"> {title}</span>
                </Link>
              </Button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
