import 'server-only'

import { cache } from 'react'

import { renamedSlug } from '@/lib/content/slug-history'
import { cacheContent, cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client: RLS shows anon published
// quizzes and their questions, never quiz_answer_keys. The same 30-second life as articles lets
// a quiz published for later appear on its own. Errors throw so a failure is never cached.

const LIST_COLUMNS =
  'id, slug, title, description, difficulty, time_limit_minutes, pass_percent, published_at, article_categories(slug, name), quiz_questions(count)'

/** Every published quiz, newest first, with its question count. */
export async function getPublishedQuizzes() {
  'use cache'
  cacheContent(cacheTags.quizzes)
  const { data, error } = await createPublicClient()
    .from('quizzes')
    .select(LIST_COLUMNS)
    .eq('status', 'published')
    .order('published_at', { ascending: false })
  if (error) throw new Error(`Could not load quizzes: ${error.message}`)
  return data.map(({ quiz_questions, ...quiz }) => ({
    ...quiz,
    question_count: quiz_questions[0]?.count ?? 0,
  }))
}

export type QuizSummary = Awaited<ReturnType<typeof getPublishedQuizzes>>[number]

async function loadQuiz(slug: string) {
  'use cache'
  cacheContent(cacheTags.quiz(slug), cacheTags.quizzes)
  const { data, error } = await createPublicClient()
    .from('quizzes')
    .select(QUIZ_PAGE_COLUMNS)
    .eq('slug', slug)
    .eq('status', 'published')
    .order('position', { referencedTable: 'quiz_questions' })
    .order('id', { referencedTable: 'quiz_questions' })
    .maybeSingle()
  if (error) throw new Error(`Could not load the quiz: ${error.message}`)
  if (!data) return null
  return withTypedOptions(data)
}

export type QuizOption = { id: string; label: string }

/** What the quiz page renders: the quiz and its questions, never their answers. */
export const QUIZ_PAGE_COLUMNS =
  'id, slug, title, description, difficulty, time_limit_minutes, pass_percent, published_at, updated_at, article_categories(slug, name), quiz_questions(id, position, kind, prompt, options, points)'

/** A quiz row as the page uses it: questions under `questions`, options typed. */
export function withTypedOptions<Question extends { options: unknown }, Row>({
  quiz_questions,
  ...quiz
}: Row & { quiz_questions: Question[] }) {
  return {
    ...quiz,
    questions: quiz_questions.map(({ options, ...question }) => ({
      ...question,
      options: options as QuizOption[],
    })),
  }
}

/** A published quiz with its questions (no answers); one query per request. */
export const getQuiz = cache(loadQuiz)

export type Quiz = NonNullable<Awaited<ReturnType<typeof loadQuiz>>>
export type QuizQuestion = Quiz['questions'][number]

/** The current slug of a published quiz that used to be at `oldSlug`, or null. */
export const findRenamedQuiz = cache(async (oldSlug: string) => {
  'use cache'
  cacheContent(cacheTags.quiz(oldSlug), cacheTags.quizzes)
  return renamedSlug(createPublicClient(), 'quiz', oldSlug)
})

/** The slug of a published quiz by id (for /quiz/{id}); null for anything else. */
export async function getQuizSlugById(id: string) {
  'use cache'
  cacheContent(cacheTags.quizzes)
  const { data, error } = await createPublicClient()
    .from('quizzes')
    .select('slug')
    .eq('id', id)
    .eq('status', 'published')
    .maybeSingle()
  if (error) throw new Error(`Could not load the quiz: ${error.message}`)
  return data?.slug ?? null
}
