import { choiceFilter, filteredListHref, listRewrites, slugFilter } from '../content/list-urls.ts'

const DIFFICULTIES = ['beginner', 'intermediate', 'advanced']

/** The visitor-facing URL of a filtered quiz list. */
export function quizzesHref({ category, difficulty }: { category?: string; difficulty?: string }) {
  return filteredListHref('/quizzes', { category, difficulty })
}

/**
 * /quizzes?category=…&difficulty=… served by a prerendered route of its own, while the URL
 * visitors use stays the same (next.config.ts).
 */
export const quizListRewrites = () =>
  listRewrites('/quizzes', '/quizzes/browse', [
    slugFilter('category'),
    choiceFilter('difficulty', DIFFICULTIES),
  ])
