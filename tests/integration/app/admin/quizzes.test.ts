import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { createQuizAction as CreateQuiz } from '@/lib/actions/admin/quizzes/create-quiz'
import type { saveQuizAction as SaveQuiz } from '@/lib/actions/admin/quizzes/save-quiz'
import type QuizPageView from '@/app/(site)/quiz/[identifier]/page'
import type { findRenamedQuiz as FindRenamedQuiz } from '@/lib/data/quizzes'
import { redirectOf } from '@/tests/support/page-redirect'
import { quizQuestion } from '@/tests/support/quiz-question'

import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let createQuiz: typeof CreateQuiz
let saveQuiz: typeof SaveQuiz
let QuizPage: typeof QuizPageView
let findRenamedQuiz: typeof FindRenamedQuiz

const settings = {
  title: 'Referencing basics',
  slug: 'referencing-basics',
  description: 'Check your citations.',
  categoryId: '',
  difficulty: 'beginner' as const,
  timeLimitMinutes: null,
  passPercent: 60,
}

async function quizRow(id: string) {
  const { rows } = await harness.local.pg.query<{
    status: string
    title: string
    updated_at: Date
  }>('select status, title, updated_at from public.quizzes where id = $1', [id])
  return rows[0]
}

async function questionRows(quizId: string) {
  const { rows } = await harness.local.pg.query<{ id: string; position: number; prompt: string }>(
    'select id, position, prompt from public.quiz_questions where quiz_id = $1 order by position',
    [quizId],
  )
  return rows
}

async function newDraft(slug = `quiz-${randomUUID().slice(0, 8)}`) {
  await actAs('admin')
  const created = await createQuiz({ ...settings, slug })
  if (!created.ok) throw new Error(created.error)
  const row = await quizRow(created.data.id)
  return { id: created.data.id, slug, updatedAt: (row?.updated_at as Date).toISOString() }
}

beforeAll(async () => {
  createQuiz = (await import('@/lib/actions/admin/quizzes/create-quiz')).createQuizAction
  saveQuiz = (await import('@/lib/actions/admin/quizzes/save-quiz')).saveQuizAction
  QuizPage = (await import('@/app/(site)/quiz/[identifier]/page')).default
  findRenamedQuiz = (await import('@/lib/data/quizzes')).findRenamedQuiz
})

beforeEach(async () => {
  await harness.local.pg.exec(
    `delete from public.quizzes where slug like 'quiz-%' or slug like 'referencing-%'`,
  )
})

describe('createQuizAction', () => {
  itRefusesNonAdmins('is refused for %s and creates nothing', {
    calls: () => [createQuiz(settings)],
    unchanged: async () => {
      const { rows } = await harness.local.pg.query(
        `select 1 from public.quizzes where slug = $1`,
        [settings.slug],
      )
      expect(rows).toHaveLength(0)
    },
  })

  it('creates a draft for an admin, audited with the admin as actor, and invalidates its tags', async () => {
    await actAs('admin')
    const result = await createQuiz(settings)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect((await quizRow(result.data.id))?.status).toBe('draft')
    expect(await harness.auditOf('quizzes', result.data.id)).toEqual([
      { action: 'INSERT', actor_id: ADMIN_ID },
    ])
    expectInvalidated('feeds', 'quiz:referencing-basics', 'quizzes', 'sitemap')
  })

  it('returns field errors for invalid input and a taken slug', async () => {
    await actAs('admin')
    const invalid = await createQuiz({
      ...settings,
      title: '',
      slug: 'Not A Slug',
      passPercent: 101,
    })
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: {
        title: [expect.any(String)],
        slug: [expect.any(String)],
        passPercent: [expect.any(String)],
      },
    })
    await createQuiz(settings)
    const taken = await createQuiz(settings)
    expect(taken).toMatchObject({
      ok: false,
      fieldErrors: { slug: [expect.stringMatching(/already/)] },
    })
  })
})

describe('saveQuizAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    arrange: () => newDraft(),
    calls: (draft) => [
      saveQuiz({
        ...settings,
        ...draft,
        title: 'Defaced',
        status: 'draft',
        questions: [quizQuestion()],
      }),
    ],
    unchanged: async (draft) => {
      expect((await quizRow(draft.id))?.title).toBe(settings.title)
      expect(await questionRows(draft.id)).toEqual([])
    },
  })

  it('publishes two answered questions; visitors then see them, never the answers', async () => {
    const draft = await newDraft()
    await actAs('admin')
    const questions = [
      quizQuestion(),
      quizQuestion({
        kind: 'true_false',
        prompt: 'A reference list is sorted by author.',
        options: [],
        correctAnswers: ['true'],
        points: 2,
      }),
    ]
    const result = await saveQuiz({ ...settings, ...draft, status: 'published', questions })
    expect(result).toMatchObject({ ok: true })
    expectInvalidated('feeds', `quiz:${draft.slug}`, 'quizzes', 'sitemap')

    const visitor = harness.clients.anon
    const { data: shown } = await visitor
      .from('quizzes')
      .select('status, quiz_questions(prompt, points)')
      .eq('id', draft.id)
      .single()
    expect(shown?.status).toBe('published')
    expect(shown?.quiz_questions).toHaveLength(2)
    const { data: keys } = await visitor
      .from('quiz_answer_keys')
      .select('question_id')
      .in(
        'question_id',
        questions.map((q) => q.id),
      )
    expect(keys).toEqual([])

    // Visitors play through the app's action; a signed-in member may call the scorer directly.
    const member = await harness.signIn('user')
    const { data: marked } = await member.rpc('submit_quiz_attempt', {
      quiz_id: draft.id,
      answers: { [questions[0]!.id]: 'b', [questions[1]!.id]: 'true' },
    })
    expect(marked).toMatchObject({ score: 3, max_score: 3 })

    const audited = await harness.auditOf('quiz_answer_keys', questions[0]!.id)
    expect(audited).toEqual([{ action: 'INSERT', actor_id: ADMIN_ID }])
    expect((await harness.auditOf('quizzes', draft.id)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
  })

  it('refuses to publish while a question has no correct answer, and saves nothing', async () => {
    const draft = await newDraft()
    await actAs('admin')
    const result = await saveQuiz({
      ...settings,
      ...draft,
      status: 'published',
      questions: [quizQuestion(), quizQuestion({ correctAnswers: [] })],
    })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        status: ['Every question needs a correct answer before the quiz can be published.'],
      },
    })
    expect((await quizRow(draft.id))?.status).toBe('draft')
    expect(await questionRows(draft.id)).toEqual([])
    expectInvalidated()
  })

  it('is refused by the database too: publishing straight through the API fails', async () => {
    const draft = await newDraft()
    await actAs('admin')
    const saved = await saveQuiz({
      ...settings,
      ...draft,
      status: 'draft',
      questions: [quizQuestion({ correctAnswers: [] })],
    })
    expect(saved.ok).toBe(true)
    const { createClient: serverClient } = await import('@/lib/supabase/server')
    const supabase = await serverClient()
    const { error } = await supabase
      .from('quizzes')
      .update({ status: 'published' })
      .eq('id', draft.id)
    expect(error).toMatchObject({ hint: 'quiz_unanswered' })
    const empty = await newDraft()
    const refused = await supabase
      .from('quizzes')
      .update({ status: 'published' })
      .eq('id', empty.id)
    expect(refused.error).toMatchObject({ hint: 'quiz_empty' })
    expect((await quizRow(draft.id))?.status).toBe('draft')
  })

  it('stores the new order, duplicates and deletions in one save', async () => {
    const draft = await newDraft()
    await actAs('admin')
    const [first, second, third] = [
      quizQuestion({ prompt: 'First' }),
      quizQuestion({
        prompt: 'Second',
        kind: 'short_answer',
        options: [],
        correctAnswers: ['Harvard', ''],
      }),
      quizQuestion({ prompt: 'Third', kind: 'multiple_choice', correctAnswers: ['a', 'b'] }),
    ]
    const one = await saveQuiz({
      ...settings,
      ...draft,
      status: 'draft',
      questions: [first!, second!, third!],
    })
    if (!one.ok) throw new Error(one.error)
    const copy = { ...third!, id: randomUUID(), prompt: 'Third (copy)' }
    const two = await saveQuiz({
      ...settings,
      ...draft,
      updatedAt: one.data.updatedAt,
      status: 'draft',
      questions: [third!, copy, first!],
    })
    expect(two.ok).toBe(true)
    expect((await questionRows(draft.id)).map((row) => [row.position, row.prompt])).toEqual([
      [1, 'Third'],
      [2, 'Third (copy)'],
      [3, 'First'],
    ])
    const { rows } = await harness.local.pg.query<{ correct_answers: string[] }>(
      'select correct_answers from public.quiz_answer_keys where question_id = $1',
      [second!.id],
    )
    expect(rows).toEqual([])
  })

  it('validates each question kind: options, correct answers and points', async () => {
    const draft = await newDraft()
    await actAs('admin')
    const result = await saveQuiz({
      ...settings,
      ...draft,
      status: 'draft',
      questions: [
        quizQuestion({
          options: [{ id: 'a', label: 'Only one' }],
          correctAnswers: ['z'],
          points: 0,
        }),
      ],
    })
    expect(result).toMatchObject({ ok: false, fieldErrors: { questions: expect.any(Array) } })
    expect(await questionRows(draft.id)).toEqual([])
  })

  it('reports a concurrent edit as a conflict and overwrites nothing', async () => {
    const draft = await newDraft()
    await actAs('admin')
    const theirs = await saveQuiz({
      ...settings,
      ...draft,
      title: 'Their title',
      status: 'draft',
      questions: [],
    })
    expect(theirs.ok).toBe(true)
    await actAs('admin')
    const mine = await saveQuiz({
      ...settings,
      ...draft,
      title: 'My title',
      status: 'draft',
      questions: [quizQuestion()],
    })
    expect(mine).toMatchObject({
      ok: false,
      error: 'This was changed by Site Admin while you were editing it.',
      conflict: {
        changedBy: 'Site Admin',
        current: { id: draft.id, slug: draft.slug, title: 'Their title', questions: [] },
      },
    })
    if (mine.ok || !mine.conflict || !theirs.ok) return
    expect(new Date(mine.conflict.changedAt).toISOString()).toBe(
      new Date(theirs.data.updatedAt).toISOString(),
    )
    expect((await quizRow(draft.id))?.title).toBe('Their title')
    expect(await questionRows(draft.id)).toEqual([])
    expectInvalidated()
  })
})

describe('save_quiz called straight through the API', () => {
  it('changes nothing for a non-admin, even with the right version', async () => {
    const draft = await newDraft()
    const published = await saveQuiz({
      ...settings,
      ...draft,
      status: 'published',
      questions: [quizQuestion()],
    })
    if (!published.ok) throw new Error(published.error)
    const version = published.data.updatedAt
    await actAs('user')
    const { createClient: serverClient } = await import('@/lib/supabase/server')
    const { data } = await (
      await serverClient()
    ).rpc('save_quiz', {
      quiz_id: draft.id,
      expected_updated_at: version,
      quiz: { ...settings, slug: draft.slug, title: 'Defaced', status: 'published' },
      questions: [],
    })
    expect(data ?? null).toBeNull()
    expect((await quizRow(draft.id))?.title).toBe(settings.title)
    expect(await questionRows(draft.id)).toHaveLength(1)
  })
})

describe('what the quiz actions write and answer', () => {
  async function categoryId() {
    const { rows } = await harness.local.pg.query<{ id: string }>(
      'select id from public.article_categories order by slug limit 1',
    )
    return rows[0]!.id
  }

  async function settingsRow(id: string) {
    const { rows } = await harness.local.pg.query<Record<string, unknown>>(
      `select slug, title, description, category_id, difficulty, time_limit_minutes, pass_percent,
              status
         from public.quizzes where id = $1`,
      [id],
    )
    return rows[0]
  }

  it('stores every setting of a new quiz, a blank category as none', async () => {
    const category = await categoryId()
    await actAs('admin')
    const created = await createQuiz({
      ...settings,
      categoryId: category,
      difficulty: 'advanced',
      timeLimitMinutes: 25,
      passPercent: 75,
    })
    expect(created).toEqual({ ok: true, data: { id: expect.any(String) } })
    if (!created.ok) return
    expect(await settingsRow(created.data.id)).toEqual({
      slug: 'referencing-basics',
      title: 'Referencing basics',
      description: 'Check your citations.',
      category_id: category,
      difficulty: 'advanced',
      time_limit_minutes: 25,
      pass_percent: 75,
      status: 'draft',
    })
    const { id } = await newDraft('referencing-uncategorised')
    expect((await settingsRow(id))?.category_id).toBeNull()
  })

  it('saves settings and every part of a question, renames the slug, and answers the new version', async () => {
    const draft = await newDraft()
    const category = await categoryId()
    const question = quizQuestion({
      kind: 'multiple_choice',
      options: [
        { id: 'a', label: 'Author' },
        { id: 'b', label: 'Year' },
        { id: 'c', label: 'Colour' },
      ],
      correctAnswers: ['a', 'b'],
      points: 3,
      explanation: 'An in-text citation names the author and the year.',
    })
    await actAs('admin')
    const saved = await saveQuiz({
      ...settings,
      ...draft,
      slug: `${draft.slug}-renamed`,
      title: 'Citations in depth',
      description: 'Harder questions.',
      categoryId: category,
      difficulty: 'intermediate',
      timeLimitMinutes: 15,
      passPercent: 80,
      status: 'published',
      questions: [question],
    })
    expect(saved).toEqual({ ok: true, data: { updatedAt: expect.any(String) } })
    if (!saved.ok) return
    expectInvalidated(
      'feeds',
      `quiz:${draft.slug}`,
      `quiz:${draft.slug}-renamed`,
      'quizzes',
      'sitemap',
    )
    expect(await settingsRow(draft.id)).toEqual({
      slug: `${draft.slug}-renamed`,
      title: 'Citations in depth',
      description: 'Harder questions.',
      category_id: category,
      difficulty: 'intermediate',
      time_limit_minutes: 15,
      pass_percent: 80,
      status: 'published',
    })
    expect(new Date(saved.data.updatedAt).toISOString()).toBe(
      (await quizRow(draft.id))!.updated_at.toISOString(),
    )
    const { rows } = await harness.local.pg.query(
      `select q.id, q.kind, q.prompt, q.options, q.points, k.correct_answers, k.explanation
         from public.quiz_questions q join public.quiz_answer_keys k on k.question_id = q.id
        where q.quiz_id = $1`,
      [draft.id],
    )
    expect(rows).toEqual([
      {
        id: question.id,
        kind: 'multiple_choice',
        prompt: question.prompt,
        options: question.options,
        points: 3,
        correct_answers: ['a', 'b'],
        explanation: 'An in-text citation names the author and the year.',
      },
    ])
  })

  it('marks the slug when another quiz has it on save, and writes nothing', async () => {
    const taken = await newDraft()
    const draft = await newDraft()
    await actAs('admin')
    expect(
      await saveQuiz({ ...settings, ...draft, slug: taken.slug, status: 'draft', questions: [] }),
    ).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { slug: ['Another quiz already uses this slug.'] },
    })
    expect((await settingsRow(draft.id))?.slug).toBe(draft.slug)
    expectInvalidated()
  })

  it('answers a taken slug on create in the editor’s words, and a missing category as what it is', async () => {
    const taken = await newDraft()
    await actAs('admin')
    expect(await createQuiz({ ...settings, slug: taken.slug })).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { slug: ['Another quiz already uses this slug.'] },
    })
    const unknownCategory = randomUUID()
    expect(await createQuiz({ ...settings, categoryId: unknownCategory })).toEqual({
      ok: false,
      error: expect.stringMatching(/^Could not create the quiz: .*foreign key/),
    })
    expect(
      await saveQuiz({
        ...settings,
        ...taken,
        categoryId: unknownCategory,
        status: 'draft',
        questions: [],
      }),
    ).toEqual({ ok: false, error: expect.stringMatching(/^Could not save: .*foreign key/) })
    expectInvalidated()
  })

  it('says a deleted quiz no longer exists', async () => {
    const draft = await newDraft()
    await harness.local.pg.exec(`delete from public.quizzes where id = '${draft.id}'`)
    await actAs('admin')
    expect(
      await saveQuiz({ ...settings, ...draft, status: 'draft', questions: [quizQuestion()] }),
    ).toEqual({ ok: false, error: 'This quiz no longer exists. It may have been deleted.' })
    expectInvalidated()
  })
})

describe('a renamed quiz', () => {
  const visit = (identifier: string) =>
    redirectOf(() => QuizPage({ params: Promise.resolve({ identifier }) }))

  /** A quiz published through the editor: its id, slug and version. */
  async function publishedQuiz() {
    const draft = await newDraft()
    await actAs('admin')
    const published = await saveQuiz({
      ...settings,
      ...draft,
      status: 'published',
      questions: [quizQuestion()],
    })
    if (!published.ok) throw new Error(published.error)
    return { ...draft, updatedAt: published.data.updatedAt }
  }

  it('answers its old slug for good with the new one, and both slugs are invalidated', async () => {
    const quiz = await publishedQuiz()
    const renamed = `${quiz.slug}-renamed`
    await actAs('admin')
    const saved = await saveQuiz({
      ...settings,
      ...quiz,
      slug: renamed,
      status: 'published',
      questions: [quizQuestion()],
    })
    expect(saved).toMatchObject({ ok: true })
    expectInvalidated('feeds', `quiz:${quiz.slug}`, `quiz:${renamed}`, 'quizzes', 'sitemap')

    await actAs('anon')
    expect(await findRenamedQuiz(quiz.slug)).toBe(renamed)
    expect(await visit(quiz.slug)).toEqual({ url: `/quiz/${renamed}/`, status: 308 })
    // The new slug renders, and the id form still leads to it.
    expect(await visit(renamed)).toBeNull()
    expect(await visit(quiz.id)).toEqual({ url: `/quiz/${renamed}/`, status: 308 })
  })

  it('forgets an old slug once it is live again, and never leads visitors to a draft', async () => {
    const quiz = await publishedQuiz()
    const renamed = `${quiz.slug}-second`
    const update = (set: string, value: string) =>
      harness.local.pg.query(`update public.quizzes set ${set} = $2 where id = $1`, [
        quiz.id,
        value,
      ])
    await update('slug', renamed)
    expect(await findRenamedQuiz(quiz.slug)).toBe(renamed)
    await update('slug', quiz.slug)
    expect(await findRenamedQuiz(quiz.slug)).toBeNull()
    expect(await findRenamedQuiz(renamed)).toBe(quiz.slug)

    // Unpublished, its old slug leads nowhere: the page is a 404, as for any unknown quiz.
    await update('status', 'draft')
    expect(await findRenamedQuiz(renamed)).toBeNull()
    await expect(visit(renamed)).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
  })
})
