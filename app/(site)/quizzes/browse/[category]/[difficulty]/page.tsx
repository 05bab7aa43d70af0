import type { Metadata } from 'next'

import { QUIZZES_DESCRIPTION, QuizzesPageView } from '@/components/quizzes/quizzes-page-view'
import { ALL } from '@/lib/content/list-urls'
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
  return pageMetadata({
    title: 'Quizzes',
    description: QUIZZES_DESCRIPTION,
    path: quizzesHref({ category: filter(category), difficulty: filter(difficulty) }),
  })
}

export default async function QuizBrowsePage({ params }: Props) {
  const { category, difficulty } = await params
  return <QuizzesPageView category={filter(category)} difficulty={filter(difficulty)} />
}
