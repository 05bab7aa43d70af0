import { serviceRest } from './service-rest'

/**
 * A published two-question quiz with a 5-minute limit, made for one test (its slug starts with
 * `slugPrefix`); deleted by `remove`.
 */
export async function createTimedQuiz(slugPrefix: string, title: string) {
  const slug = `${slugPrefix}-${Date.now()}`
  const [quiz] = await serviceRest<{ id: string }[]>('quizzes', {
    method: 'POST',
    body: JSON.stringify({
      slug,
      title,
      status: 'published',
      published_at: new Date().toISOString(),
      time_limit_minutes: 5,
    }),
  })
  const id = quiz!.id
  const questions = await serviceRest<{ id: string; kind: string }[]>('quiz_questions', {
    method: 'POST',
    body: JSON.stringify([
      { quiz_id: id, position: 1, kind: 'true_false', prompt: 'A thesis takes a position.' },
      { quiz_id: id, position: 2, kind: 'short_answer', prompt: 'Name one referencing style.' },
    ]),
  })
  await serviceRest('quiz_answer_keys', {
    method: 'POST',
    body: JSON.stringify(
      questions.map((question) => ({
        question_id: question.id,
        correct_answers: question.kind === 'true_false' ? ['true'] : ['APA'],
      })),
    ),
  })
  return { id, slug, remove: () => serviceRest(`quizzes?id=eq.${id}`, { method: 'DELETE' }) }
}
