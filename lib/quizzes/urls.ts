const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced']

/** The word a browse route uses for "no filter". */
export const ALL = 'all'

/** The visitor-facing URL of a filtered quiz list. */
export function quizzesHref({ category, difficulty }: { category?: string; difficulty?: string }) {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (difficulty) params.set('difficulty', difficulty)
  const query = params.toString()
  return query ? `/quizzes?${query}` : '/quizzes'
}

/**
 * The prerenderable route that serves /quizzes?category=…&difficulty=… (proxy.ts rewrites to it,
 * so the URL visitors use stays the same); null for the plain list.
 */
export function quizzesRewrite(params: URLSearchParams): string | null {
  const category = params.get('category')
  const difficulty = params.get('difficulty')
  if (category === null && difficulty === null) return null
  const validCategory = category && category.length <= 100 && SLUG.test(category) ? category : ALL
  const validDifficulty = difficulty && DIFFICULTIES.includes(difficulty) ? difficulty : ALL
  return `/quizzes/browse/${validCategory}/${validDifficulty}`
}
