'use client'

import { toast } from 'sonner'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { ChoiceField } from '@/components/forms/choice-field'
import { saveAtVersion } from '@/components/admin/editor/save-at-version'
import { useEditor } from '@/components/admin/editor/use-editor'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { TextareaField } from '@/components/forms/textarea-field'
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
  const editor = useEditor({
    schema: updateApplicationSchema,
    defaultValues: initial,
    table: 'job_applications',
    ...saveAtVersion(initial, updateApplicationAction),
    onSuccess: ({ emailed, emailError }) => {
      if (emailError) {
        toast.error(`Saved, but the email was not sent: ${emailError}`)
        return
      }
      return emailed ? 'Saved. The applicant has been emailed.' : 'Saved.'
    },
  })
  const { form } = editor
  return (
    <EditorShell
      editor={editor}
      label="Review application"
      compared={compared}
      className="max-w-2xl"
      submitLabel="Save review"
    >
      <ChoiceField
        control={form.control}
        name="status"
        label="Status"
        choices={optionsOf(APPLICATION_STATUSES)}
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
        label="Notes"
        description="Not shown to the applicant, but part of the data they get if they ask for a copy of it: keep them factual."
        rows={6}
        maxLength={5000}
        showCount
      />
    </EditorShell>
  )
}
