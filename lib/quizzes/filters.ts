export type QuizFilters = { category?: string; difficulty?: string }

type FilterableQuiz = { difficulty: string; article_categories: { slug: string } | null }

/** Whether a quiz belongs in the list filtered by category and difficulty (undefined: any). */
export function matchesQuizFilters(quiz: FilterableQuiz, { category, difficulty }: QuizFilters) {
  return (
    (!category || quiz.article_categories?.slug === category) &&
    (!difficulty || quiz.difficulty === difficulty)
  )
}
