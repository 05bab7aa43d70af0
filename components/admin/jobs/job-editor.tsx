'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConflictNotice } from '@/components/admin/editor/conflict-notice'
import { DraftNotice } from '@/components/admin/editor/draft-notice'
import { useNeverLoseWork } from '@/components/admin/editor/use-never-lose-work'
import { JobFields } from '@/components/admin/jobs/job-fields'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { saveJobAction } from '@/lib/actions/admin/jobs/save-job'
import { saveJobSchema, type SaveJobInput } from '@/lib/validation/admin/jobs'

const compared = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug' },
  { name: 'department', label: 'Department' },
  { name: 'location', label: 'Location' },
  { name: 'employmentType', label: 'Employment type' },
  { name: 'isRemote', label: 'Remote' },
  { name: 'summary', label: 'Summary' },
  { name: 'description', label: 'Description' },
  { name: 'requirements', label: 'Requirements' },
  { name: 'benefits', label: 'Benefits' },
  { name: 'salaryRange', label: 'Salary range' },
  { name: 'status', label: 'Status' },
  { name: 'closesAt', label: 'Closes at' },
]

/** A job post's editor; never loses the admin's work. */
export function JobEditor({ initial }: { initial: SaveJobInput }) {
  const router = useRouter()
  const { form, onSubmit, status, pending, conflict, setConflict } = useActionForm({
    schema: saveJobSchema,
    defaultValues: initial,
    action: saveJobAction,
    onSuccess: ({ updatedAt }, values, rhf) => {
      rhf.reset({ ...values, updatedAt })
      draft.clear()
      router.refresh()
      toast.success('Job saved')
      return values.status === 'closed'
        ? 'Saved. The job is closed and its apply page refuses applications.'
        : 'Saved.'
    },
  })
  const draft = useNeverLoseWork(form, `jobs:${initial.id}:${initial.updatedAt}`)
  return (
    <div className="grid gap-6">
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      <ConflictNotice
        conflict={conflict}
        mine={form.getValues()}
        fields={compared}
        onUseTheirs={() => {
          if (!conflict) return
          form.reset(conflict.current as SaveJobInput)
          setConflict(null)
        }}
        onKeepMine={() => {
          if (!conflict) return
          form.setValue('updatedAt', String(conflict.current.updatedAt))
          setConflict(null)
          void onSubmit()
        }}
      />
      <ActionForm
        form={form}
        onSubmit={onSubmit}
        status={status}
        pending={pending}
        label="Edit job"
        actions={
          <div>
            <SubmitButton pendingLabel="Saving…">Save job</SubmitButton>
          </div>
        }
      >
        <JobFields control={form.control} />
      </ActionForm>
    </div>
  )
}
