import type { Metadata } from 'next'

import { QUIZZES_DESCRIPTION, QuizzesPageView } from '@/components/quizzes/quizzes-page-view'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Quizzes',
  description: QUIZZES_DESCRIPTION,
  path: '/quizzes',
})

/** The plain list; filtered views come through next.config.ts rewrites as browse/[…]/[…]. */
export default function QuizzesPage() {
  return <QuizzesPageView />
}
