import 'server-only'

import { cache } from 'react'

import { getRowsHistory, type AuditEntry } from '@/lib/data/admin/audit'
import { COUNTED, readSearchedListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { isUuid } from '@/lib/data/admin/uuid'
import { QUIZ_PAGE_COLUMNS, withTypedOptions, type Quiz, type QuizOption } from '@/lib/data/quizzes'
import { createClient } from '@/lib/supabase/server'
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

const QUIZ_LIST_COLUMNS =
  'id, slug, title, status, difficulty, published_at, updated_at, quiz_questions(count)'

/**
 * One page of every quiz, any status, for the admin list (the admin's session, so RLS; a search
 * through the admin-only admin_search_quizzes function, see readSearchedListPage).
 */
export async function listQuizzes(
  supabase: ServerClient,
  params: ListParams<(typeof quizListSpec.sortable)[number], 'status'>,
): Promise<ListPage<QuizListRow>> {
  return readSearchedListPage(
    {
      table: () => supabase.from('quizzes').select(QUIZ_LIST_COLUMNS, COUNTED),
      search: () =>
        supabase
          .rpc('admin_search_quizzes', { search: params.search }, COUNTED)
          .select(QUIZ_LIST_COLUMNS),
    },
    params,
    { equals: { status: params.filters.status }, search: ['title', 'slug'], what: 'the quizzes' },
  )
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

/**
 * getQuizEditorValues with the admin's own client, read once per request for the editor page and
 * its title (cache() keys on its arguments, and every createClient() is a new client).
 */
export const getQuizForEdit = cache(async (id: string) =>
  getQuizEditorValues(await createClient(), id),
)

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

/** getQuizForPreview with the admin's own client, once per request (see getQuizForEdit). */
export const getQuizPreview = cache(async (id: string) =>
  getQuizForPreview(await createClient(), id),
)

/** A question's prompt, short enough to name it in a history line. */
const shortPrompt = (prompt: string | null | undefined) => {
  const text = (prompt ?? '').replace(/\s+/g, ' ').trim()
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/**
 * The quiz editor's history, newest first: changes to the quiz's settings and to its questions,
 * options and answer keys (quiz_questions and quiz_answer_keys are audited row by row). Entries
 * about a question name it as the editor does, `question 2 (“prompt”)` by its current place; one
 * no longer in the quiz has no place, so `the question (“prompt”)`; answer keys are `the answer
 * key of …`. Questions that left the quiz are found through their audit rows, which carry
 * quiz_id. Admins only (RLS).
 */
export async function getQuizHistory(
  supabase: ServerClient,
  quizId: string,
  limit = 20,
): Promise<AuditEntry[]> {
  if (!isUuid(quizId)) return []
  const [audited, current] = await Promise.all([
    supabase
      .from('audit_log')
      .select('id, row_id, after_prompt:after->>prompt, before_prompt:before->>prompt')
      .eq('table_name', 'quiz_questions')
      .or(`after->>quiz_id.eq.${quizId},before->>quiz_id.eq.${quizId}`)
      .order('id'),
    supabase
      .from('quiz_questions')
      .select('id')
      .eq('quiz_id', quizId)
      .order('position')
      .order('id'),
  ])
  if (audited.error) throw new Error(`Could not load the history: ${audited.error.message}`)
  if (current.error) throw new Error(`Could not load the questions: ${current.error.message}`)
  // The latest prompt each question had (oldest entry first, so later ones win).
  const prompts = new Map<string, string>()
  for (const row of audited.data) {
    const prompt = row.after_prompt ?? row.before_prompt
    if (row.row_id && typeof prompt === 'string') prompts.set(row.row_id, prompt)
  }
  const numbers = new Map(current.data.map((question, index) => [question.id, index + 1]))
  const questionName = (id: string) => {
    const number = numbers.get(id)
    const prompt = `(“${shortPrompt(prompts.get(id))}”)`
    return number ? `question ${number} ${prompt}` : `the question ${prompt}`
  }
  return getRowsHistory(
    supabase,
    ['quizzes', 'quiz_questions', 'quiz_answer_keys'],
    [quizId, ...new Set([...prompts.keys(), ...numbers.keys()])],
    {
      limit,
      subjectOf: ({ table_name, row_id }) =>
        table_name === 'quiz_questions'
          ? questionName(row_id)
          : table_name === 'quiz_answer_keys'
            ? `the answer key of ${questionName(row_id)}`
            : undefined,
    },
  )
}

/**
 * How many attempts deleting the quiz takes with it: members' stored attempts, and visitors'
 * scored ones never claimed (a claimed one is already a stored attempt), counted as the admin
 * analytics count them. Admins only (RLS).
 */
export async function countQuizAttempts(supabase: ServerClient, quizId: string): Promise<number> {
  const head = { count: 'exact', head: true } as const
  const [members, visitors] = await Promise.all([
    supabase.from('quiz_attempts').select('id', head).eq('quiz_id', quizId),
    supabase
      .from('quiz_sessions')
      .select('id', head)
      .eq('quiz_id', quizId)
      .not('submitted_at', 'is', null)
      .is('claimed_at', null),
  ])
  const error = members.error ?? visitors.error
  if (error) throw new Error(`Could not count the quiz’s attempts: ${error.message}`)
  return (members.count ?? 0) + (visitors.count ?? 0)
}
