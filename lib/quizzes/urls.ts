import { categorySegment, choiceSegment, filteredListHref } from '@/lib/content/list-urls'

const DIFFICULTIES = ['beginner', 'intermediate', 'advanced']

/** The visitor-facing URL of a filtered quiz list. */
export function quizzesHref({ category, difficulty }: { category?: string; difficulty?: string }) {
  return filteredListHref('/quizzes', { category, difficulty })
}

/**
 * The prerenderable route that serves /quizzes?category=…&difficulty=… (proxy.ts rewrites to it,
 * so the URL visitors use stays the same); null for the plain list.
 */
export function quizzesRewrite(params: URLSearchParams): string | null {
  const category = params.get('category')
  const difficulty = params.get('difficulty')
  if (category === null && difficulty === null) return null
  return `/quizzes/browse/${categorySegment(category)}/${choiceSegment(difficulty, DIFFICULTIES)}`
}
