import { organizationJsonLd } from '@/lib/seo/json-ld'

type QuizInput = {
  slug: string
  title: string
  description: string
  difficulty: string
  questionCount: number
  category: string | null
  published_at: string | null
  updated_at: string
}

/** schema.org Quiz: what it covers, for which level, how many questions. */
export function quizJsonLd(quiz: QuizInput, baseUrl: string) {
  const { '@context': _context, ...publisher } = organizationJsonLd(baseUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name: quiz.title,
    description: quiz.description,
    url: `${baseUrl}/quiz/${quiz.slug}/`,
    educationalLevel: quiz.difficulty,
    ...(quiz.category ? { about: { '@type': 'Thing', name: quiz.category } } : {}),
    numberOfQuestions: quiz.questionCount,
    learningResourceType: 'Quiz',
    isAccessibleForFree: true,
    inLanguage: 'en',
    publisher,
    ...(quiz.published_at ? { datePublished: quiz.published_at } : {}),
    dateModified: quiz.updated_at,
  }
}
