import 'server-only'

import { COUNTED, readListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { QUIZ_PAGE_COLUMNS, withTypedOptions, type Quiz, type QuizOption } from '@/lib/data/quizzes'
import type { createClient } from '@/lib/supabase/server'
import {
  QUIZ_STATUSES,
  type QuestionKind,
  type SaveQuizInput,
} from '@/lib/validation/admin/quizzes'

type ServerClient = Awaited<ReturnType<typeof createClient>>

export const quizListSpec = {
  sortable: ['title', 'status', 'published_at', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: QUIZ_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type QuizListRow = {
  id: string
  slug: string
  title: string
  status: string
  difficulty: string
  published_at: string | null
  updated_at: string
  quiz_questions: { count: number }[]
}

/** One page of every quiz, any status, for the admin list (the admin's session, so RLS). */
export async function listQuizzes(
  supabase: ServerClient,
  params: ListParams<(typeof quizListSpec.sortable)[number], 'status'>,
): Promise<ListPage<QuizListRow>> {
  const query = supabase
    .from('quizzes')
    .select(
      'id, slug, title, status, difficulty, published_at, updated_at, quiz_questions(count)',
      COUNTED,
    )
  return readListPage(query, params, {
    equals: { status: params.filters.status },
    search: ['title', 'slug'],
    what: 'the quizzes',
  })
}

export type QuizEditorValues = Omit<SaveQuizInput, 'questions'> & {
  questions: {
    id: string
    kind: QuestionKind
    prompt: string
    options: QuizOption[]
    points: number
    correctAnswers: string[]
    explanation: string
  }[]
}

/**
 * A quiz as its editor holds it: settings, status, and every question in order with its answer
 * key (admins only: RLS hides quiz_answer_keys from everyone else). Null when it does not exist.
 */
export async function getQuizEditorValues(
  supabase: ServerClient,
  id: string,
): Promise<QuizEditorValues | null> {
  const { data, error } = await supabase
    .from('quizzes')
    .select(
      'id, slug, title, description, category_id, difficulty, time_limit_minutes, pass_percent, status, updated_at, quiz_questions(id, position, kind, prompt, options, points, quiz_answer_keys(correct_answers, explanation))',
    )
    .eq('id', id)
    .order('position', { referencedTable: 'quiz_questions' })
    .order('id', { referencedTable: 'quiz_questions' })
    .maybeSingle()
  if (error) throw new Error(`Could not load the quiz: ${error.message}`)
  if (!data) return null
  return {
    id: data.id,
    updatedAt: data.updated_at,
    title: data.title,
    slug: data.slug,
    description: data.description,
    categoryId: data.category_id ?? '',
    difficulty: data.difficulty as QuizEditorValues['difficulty'],
    timeLimitMinutes: data.time_limit_minutes,
    passPercent: data.pass_percent,
    status: data.status as QuizEditorValues['status'],
    questions: data.quiz_questions.map((question) => {
      const key = question.quiz_answer_keys
      return {
        id: question.id,
        kind: question.kind as QuestionKind,
        prompt: question.prompt,
        options: question.options as QuizOption[],
        points: question.points,
        correctAnswers: (key?.correct_answers as string[] | undefined) ?? [],
        explanation: key?.explanation ?? '',
      }
    }),
  }
}

/** Article categories, for the quiz's category choice. */
export async function listQuizCategories(supabase: ServerClient) {
  const { data, error } = await supabase.from('article_categories').select('id, name').order('name')
  if (error) throw new Error(`Could not load the categories: ${error.message}`)
  return data
}

/**
 * Any quiz by id in the shape the public quiz page renders, drafts included (the admin's session,
 * so RLS shows drafts to admins only), for the editor's preview.
 */
export async function getQuizForPreview(supabase: ServerClient, id: string): Promise<Quiz | null> {
  const { data, error } = await supabase
    .from('quizzes')
    .select(QUIZ_PAGE_COLUMNS)
    .eq('id', id)
    .order('position', { referencedTable: 'quiz_questions' })
    .order('id', { referencedTable: 'quiz_questions' })
    .maybeSingle()
  if (error) throw new Error(`Could not load the quiz preview: ${error.message}`)
  if (!data) return null
  return withTypedOptions(data)
}
