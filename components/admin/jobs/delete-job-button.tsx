'use client'

import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { HEADING_IDS } from '@/components/admin/page-header'
import { deleteJobAction } from '@/lib/actions/admin/jobs/delete-job'
import { countOf } from '@/lib/format/labels'

type Props = { id: string; title: string; status: string; applications: number; resumes: number }

const onTheSite: Record<string, string> = {
  open: '. It is open on the site and leaves it at once, apply form included',
  closed: '. It is on the site, marked closed, and leaves it at once',
}

/** What goes with the job, and that a public one leaves the site, said after “will be deleted”. */
function consequence({ status, applications, resumes }: Omit<Props, 'id' | 'title'>) {
  if (applications === 0) return onTheSite[status] ?? ''
  return [
    ` with its ${countOf(applications, 'application')}`,
    resumes > 0 ? ` and ${countOf(resumes, 'résumé file')}` : '',
    status === 'open' ? ' (closing it instead keeps them)' : '',
    onTheSite[status] ?? '',
  ].join('')
}

/**
 * Deletes the job after a confirmation naming its applications and résumés, then goes back to
 * the list with focus on its heading. The count shown is sent along: more applications since
 * refuse it.
 */
export function DeleteJobButton({ id, title, ...counts }: Props) {
  return (
    <DeleteRowButton
      id={id}
      name={title}
      noun="job"
      consequence={consequence(counts)}
      listHref="/admin/jobs"
      listHeadingId={HEADING_IDS.jobs}
      action={(input) => deleteJobAction({ ...input, applications: counts.applications })}
    />
  )
}
