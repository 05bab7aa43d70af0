import { BestScoresProvider } from '@/components/quizzes/best-scores-provider'
import { FilterLinks } from '@/components/quizzes/filter-links'
import { DIFFICULTY_LABELS, QuizCard } from '@/components/quizzes/quiz-card'
import { getPublishedQuizzes } from '@/lib/data/quizzes'
import { quizListParamsSchema } from '@/lib/validation/quizzes'

type Filters = { category?: string; difficulty?: string }

function quizzesHref({ category, difficulty }: Filters) {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (difficulty) params.set('difficulty', difficulty)
  const query = params.toString()
  return query ? `/quizzes?${query}` : '/quizzes'
}

/** The filtered list; reads the query string, so it renders per request inside Suspense. */
export async function QuizDirectory({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const raw = await searchParams
  const { category, difficulty } = quizListParamsSchema.parse({
    category: typeof raw.category === 'string' ? raw.category : undefined,
    difficulty: typeof raw.difficulty === 'string' ? raw.difficulty : undefined,
  })
  const quizzes = await getPublishedQuizzes()
  const categories = new Map<string, string>()
  for (const quiz of quizzes) {
    if (quiz.article_categories)
      categories.set(quiz.article_categories.slug, quiz.article_categories.name)
  }
  const shown = quizzes.filter(
    (quiz) =>
      (!category || quiz.article_categories?.slug === category) &&
      (!difficulty || quiz.difficulty === difficulty),
  )
  return (
    <BestScoresProvider>
      <div className="grid gap-3">
        <FilterLinks
          label="Quiz categories"
          current={category ?? null}
          options={[
            { value: null, label: 'All categories' },
            ...[...categories].map(([value, label]) => ({ value, label })),
          ]}
          href={(value) => quizzesHref({ category: value ?? undefined, difficulty })}
        />
        <FilterLinks
          label="Quiz difficulty"
          current={difficulty ?? null}
          options={[
            { value: null, label: 'Any difficulty' },
            ...Object.entries(DIFFICULTY_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          href={(value) => quizzesHref({ category, difficulty: value ?? undefined })}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shown.length === 1 ? '1 quiz' : `${shown.length} quizzes`}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} />
          ))}
        </ul>
      ) : (
        <p>No quizzes match these filters.</p>
      )}
    </BestScoresProvider>
  )
}
