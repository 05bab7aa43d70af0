import type { Metadata } from 'next'
import { Suspense } from 'react'

import { QuizDirectory } from '@/components/quizzes/quiz-directory'
import { JsonLdScript } from '@/components/seo/json-ld'
import { Spinner } from '@/components/ui/spinner'
import { siteUrl } from '@/lib/env'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

const description =
  'Free quizzes on referencing, academic integrity, statistics, research methods, essay structure and exam technique, with an explanation for every answer.'

export const metadata: Metadata = pageMetadata({ title: 'Quizzes', description, path: '/quizzes' })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function QuizzesPage({ searchParams }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: `${siteUrl}/` },
          { name: 'Quizzes', url: `${siteUrl}/quizzes/` },
        ])}
      />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Quizzes</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{description}</p>
      </header>
      <Suspense fallback={<Spinner label="Loading quizzes" />}>
        <QuizDirectory searchParams={searchParams} />
      </Suspense>
    </div>
  )
}
