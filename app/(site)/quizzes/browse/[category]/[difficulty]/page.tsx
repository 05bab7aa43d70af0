import type { Metadata } from 'next'

import { QUIZZES_DESCRIPTION, QuizzesPageView } from '@/components/quizzes/quizzes-page-view'
import { ALL } from '@/lib/content/list-urls'
import { getPublishedQuizzes } from '@/lib/data/quizzes'
import { matchesQuizFilters } from '@/lib/quizzes/filters'
import { quizzesHref } from '@/lib/quizzes/urls'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ category: string; difficulty: string }> }

const filter = (value: string) => (value === ALL ? undefined : value)

// Served for /quizzes?category=…&difficulty=… through next.config.ts rewrites; each combination is rendered on
// its first visit and cached (params are read outside Suspense).
export function generateStaticParams() {
  return [{ category: ALL, difficulty: ALL }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, difficulty } = await params
  const filters = { category: filter(category), difficulty: filter(difficulty) }
  const metadata = pageMetadata({
    title: 'Quizzes',
    description: QUIZZES_DESCRIPTION,
    path: quizzesHref(filters),
  })
  // A filter that matches nothing is an empty state for people, not a page for search engines.
  const quizzes = await getPublishedQuizzes()
  return quizzes.some((quiz) => matchesQuizFilters(quiz, filters))
    ? metadata
    : { ...metadata, robots: { index: false } }
}

export default async function QuizBrowsePage({ params }: Props) {
  const { category, difficulty } = await params
  return <QuizzesPageView category={filter(category)} difficulty={filter(difficulty)} />
}
