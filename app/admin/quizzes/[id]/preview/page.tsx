import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { QuizView } from '@/components/quizzes/quiz-view'
import { getQuizPreview } from '@/lib/data/admin/quizzes'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'
import { countOf } from '@/lib/format/labels'
import { truncate } from '@/lib/format/truncate'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const quiz = isUuid(id) ? await getQuizPreview(id) : null
  return { title: quiz ? `Quiz preview: ${truncate(quiz.title)}` : 'Quiz preview' }
}

/** The saved quiz played exactly as visitors play it, drafts included. */
export default async function QuizPreviewPage({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const quiz = await getQuizPreview(id)
  if (!quiz) notFound()
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
        Preview of the saved quiz ({countOf(quiz.questions.length, 'question')}), as visitors see
        it. Your answers are marked like theirs.{' '}
        <Link href={`/admin/quizzes/${quiz.id}`} className="underline underline-offset-4">
          Back to the editor
        </Link>
      </p>
      <QuizView quiz={quiz} />
    </div>
  )
}
