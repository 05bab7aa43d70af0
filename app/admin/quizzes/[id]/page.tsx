import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { RowHistory } from '@/components/admin/editor/row-history'
import { DeleteQuizButton } from '@/components/admin/quizzes/delete-quiz-button'
import { QuizEditor } from '@/components/admin/quizzes/quiz-editor'
import {
  countQuizAttempts,
  getQuizForEdit,
  getQuizHistory,
  listQuizCategories,
} from '@/lib/data/admin/quizzes'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'
import { truncate } from '@/lib/format/truncate'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const quiz = isUuid(id) ? await getQuizForEdit(id) : null
  return { title: quiz ? `Edit quiz: ${truncate(quiz.title)}` : 'Edit quiz' }
}

export default async function EditQuizPage({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const supabase = await createClient()
  const [quiz, categories, history, attempts] = await Promise.all([
    getQuizForEdit(id),
    listQuizCategories(supabase),
    getQuizHistory(supabase, id),
    countQuizAttempts(supabase, id),
  ])
  if (!quiz) notFound()
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{quiz.title}</h1>
        <div className="flex flex-wrap items-center gap-4">
          {quiz.status === 'published' ? (
            <Link href={`/quiz/${quiz.slug}/`} className="text-sm underline underline-offset-4">
              View on the site
            </Link>
          ) : null}
          <DeleteQuizButton
            id={quiz.id}
            title={quiz.title}
            status={quiz.status}
            questions={quiz.questions.length}
            attempts={attempts}
          />
        </div>
      </div>
      <QuizEditor initial={quiz} categories={categories} />
      <RowHistory entries={history} />
    </div>
  )
}
