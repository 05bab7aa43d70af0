import Link from 'next/link'

import { QuizPlayer } from '@/components/quizzes/quiz-player'
import { DIFFICULTY_LABELS, estimatedMinutes } from '@/components/quizzes/quiz-card'
import { JsonLdScript } from '@/components/seo/json-ld'
import type { Quiz } from '@/lib/data/quizzes'
import { siteUrl } from '@/lib/env'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { quizJsonLd } from '@/lib/seo/quiz-json-ld'
import { countOf } from '@/lib/format/labels'

export function QuizView({ quiz }: { quiz: Quiz }) {
  const questionCount = quiz.questions.length
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={[
          quizJsonLd(
            {
              ...quiz,
              questionCount,
              category: quiz.article_categories?.name ?? null,
            },
            siteUrl,
          ),
          breadcrumbJsonLd([
            { name: 'Home', url: `${siteUrl}/` },
            { name: 'Quizzes', url: `${siteUrl}/quizzes/` },
            { name: quiz.title, url: `${siteUrl}/quiz/${quiz.slug}/` },
          ]),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link href="/quizzes" className="underline underline-offset-4">
          Quizzes
        </Link>
      </nav>
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{quiz.title}</h1>
        <p className="text-lg text-muted-foreground">{quiz.description}</p>
        <p className="text-sm">
          {DIFFICULTY_LABELS[quiz.difficulty as keyof typeof DIFFICULTY_LABELS]} ·{' '}
          {countOf(questionCount, 'question')} ·{' '}
          {quiz.time_limit_minutes
            ? `${quiz.time_limit_minutes}-minute time limit`
            : `about ${countOf(estimatedMinutes({ ...quiz, question_count: questionCount }), 'minute')}`}{' '}
          · pass mark {quiz.pass_percent}%
        </p>
      </header>
      <QuizPlayer
        quiz={{
          id: quiz.id,
          slug: quiz.slug,
          timeLimitMinutes: quiz.time_limit_minutes,
          passPercent: quiz.pass_percent,
          questions: quiz.questions,
        }}
      />
    </div>
  )
}
