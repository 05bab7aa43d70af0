'use client'

import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { HEADING_IDS } from '@/components/admin/page-header'
import { deleteQuizAction } from '@/lib/actions/admin/quizzes/delete-quiz'
import { countOf } from '@/lib/format/labels'

type Props = { id: string; title: string; status: string; questions: number; attempts: number }

/** What goes with the quiz, and that a live one leaves the site, said after “will be deleted”. */
function consequence({ status, questions, attempts }: Omit<Props, 'id' | 'title'>) {
  const parts = [
    questions > 0 ? countOf(questions, 'question') : '',
    attempts > 0 ? countOf(attempts, 'attempt') : '',
  ].filter(Boolean)
  return [
    parts.length > 0 ? ` with its ${parts.join(' and ')}` : '',
    attempts > 0 && status !== 'archived' ? ' (archiving it instead keeps them)' : '',
    status === 'published' ? '. It is live on the site and leaves it at once' : '',
  ].join('')
}

/**
 * Deletes the quiz after a confirmation naming its questions and attempts, then goes back to the
 * list with focus on its heading. The count shown is sent along: more attempts since refuse it.
 */
export function DeleteQuizButton({ id, title, ...counts }: Props) {
  return (
    <DeleteRowButton
      id={id}
      name={title}
      noun="quiz"
      consequence={consequence(counts)}
      listHref="/admin/quizzes"
      listHeadingId={HEADING_IDS.quizzes}
      action={(input) => deleteQuizAction({ ...input, attempts: counts.attempts })}
    />
  )
}
