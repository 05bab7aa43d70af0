import { BestScoresProvider } from '@/components/quizzes/best-scores-provider'
import { FilterLinks } from '@/components/quizzes/filter-links'
import { DIFFICULTY_LABELS, QuizCard } from '@/components/quizzes/quiz-card'
import { CollectionPageJsonLd } from '@/components/seo/json-ld'
import { getPublishedQuizzes } from '@/lib/data/quizzes'
import { matchesQuizFilters } from '@/lib/quizzes/filters'
import { quizzesHref } from '@/lib/quizzes/urls'

/** The list, filtered by category and difficulty (undefined: all). */
export async function QuizDirectory({
  category,
  difficulty,
}: {
  category?: string
  difficulty?: string
}) {
  const quizzes = await getPublishedQuizzes()
  const categories = new Map<string, string>()
  for (const quiz of quizzes) {
    if (quiz.article_categories)
      categories.set(quiz.article_categories.slug, quiz.article_categories.name)
  }
  const shown = quizzes.filter((quiz) => matchesQuizFilters(quiz, { category, difficulty }))
  return (
    <BestScoresProvider>
      <CollectionPageJsonLd
        name="Quizzes"
        description="Free study-skills quizzes with an explanation for every answer."
        path={quizzesHref({ category, difficulty })}
        items={shown.map((quiz) => ({ name: quiz.title, path: `/quiz/${quiz.slug}` }))}
      />
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
