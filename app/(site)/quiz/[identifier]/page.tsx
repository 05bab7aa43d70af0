import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { QuizView } from '@/components/quizzes/quiz-view'
import { renamedLocation } from '@/lib/content/slug-history'
import { findRenamedQuiz, getPublishedQuizzes, getQuiz, getQuizSlugById } from '@/lib/data/quizzes'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ identifier: string }> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function generateStaticParams() {
  const quizzes = await getPublishedQuizzes()
  return quizzes.length > 0
    ? quizzes.map(({ slug }) => ({ identifier: slug }))
    : [{ identifier: 'none' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const quiz = await getQuiz((await params).identifier)
  if (!quiz) return notFoundMetadata
  return pageMetadata({
    title: quiz.title,
    description: quiz.description,
    path: `/quiz/${quiz.slug}`,
  })
}

export default async function QuizPage({ params }: Props) {
  const { identifier } = await params
  const quiz = await getQuiz(identifier)
  if (!quiz) {
    // The id form is a stable link to a quiz whose slug may change, and a renamed quiz's old slug
    // still leads to it: both 308 to the current slug.
    const slug = UUID.test(identifier)
      ? await getQuizSlugById(identifier.toLowerCase())
      : await findRenamedQuiz(identifier)
    if (slug) permanentRedirect(renamedLocation('quiz', slug))
    notFound()
  }
  return <QuizView quiz={quiz} />
}
