import { QuizDirectory } from '@/components/quizzes/quiz-directory'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteUrl } from '@/lib/env'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

export const QUIZZES_DESCRIPTION =
  'Free quizzes on referencing, academic integrity, statistics, research methods, essay structure and exam technique, with an explanation for every answer.'

/** Filters as props; the plain list here, filtered views through proxy.ts as browse/[c]/[d]. */
export function QuizzesPageView({
  category,
  difficulty,
}: {
  category?: string
  difficulty?: string
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: `${siteUrl}/` },
          { name: 'Quizzes', url: `${siteUrl}/quizzes/` },
        ])}
      />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Quizzes</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{QUIZZES_DESCRIPTION}</p>
      </header>
      <QuizDirectory category={category} difficulty={difficulty} />
    </div>
  )
}
