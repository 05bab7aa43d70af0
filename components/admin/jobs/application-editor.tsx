'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConflictNotice } from '@/components/admin/editor/conflict-notice'
import { DraftNotice } from '@/components/admin/editor/draft-notice'
import { SelectField } from '@/components/admin/editor/select-field'
import { useNeverLoseWork } from '@/components/admin/editor/use-never-lose-work'
import { ActionForm } from '@/components/forms/action-form'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { updateApplicationAction } from '@/lib/actions/admin/jobs/update-application'
import { optionsOf } from '@/lib/format/labels'
import {
  APPLICATION_STATUSES,
  updateApplicationSchema,
  type UpdateApplicationInput,
} from '@/lib/validation/admin/jobs'

const compared = [
  { name: 'status', label: 'Status' },
  { name: 'adminNotes', label: 'Notes' },
]

/** An application's status and private notes; shortlisting or rejecting can email the applicant. */
export function ApplicationEditor({ initial }: { initial: UpdateApplicationInput }) {
  const router = useRouter()
  const { form, onSubmit, status, pending, conflict, setConflict } = useActionForm({
    schema: updateApplicationSchema,
    defaultValues: initial,
    action: updateApplicationAction,
    onSuccess: ({ updatedAt, emailed, emailError }, values, rhf) => {
      rhf.reset({ ...values, updatedAt })
      draft.clear()
      router.refresh()
      if (emailError) {
        toast.error(`Saved, but the email was not sent: ${emailError}`)
        return `Saved, but the email was not sent: ${emailError}`
      }
      return emailed ? 'Saved. The applicant has been emailed.' : 'Saved.'
    },
  })
  const draft = useNeverLoseWork(form, `job_applications:${initial.id}:${initial.updatedAt}`)
  return (
    <div className="grid gap-6">
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      <ConflictNotice
        conflict={conflict}
        mine={form.getValues()}
        fields={compared}
        onUseTheirs={() => {
          if (!conflict) return
          form.reset(conflict.current as UpdateApplicationInput)
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
        label="Review application"
        className="max-w-2xl"
        actions={
          <div>
            <SubmitButton pendingLabel="Saving…">Save review</SubmitButton>
          </div>
        }
      >
        <SelectField
          control={form.control}
          name="status"
          label="Status"
          options={optionsOf(APPLICATION_STATUSES)}
        />
        <CheckboxField
          control={form.control}
          name="notify"
          label="Email the applicant when the status becomes shortlisted or rejected"
          description="Uses the email templates of the jobs area."
        />
        <TextareaField
          control={form.control}
          name="adminNotes"
          label="Notes (admins only)"
          rows={6}
          maxLength={5000}
          showCount
        />
      </ActionForm>
    </div>
  )
}
