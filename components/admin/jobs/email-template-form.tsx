'use client'

import { ConflictNotice } from '@/components/admin/editor/conflict-notice'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { saveEmailTemplateAction } from '@/lib/actions/admin/jobs/save-email-template'
import type { EmailTemplate } from '@/lib/data/admin/jobs'
import { saveEmailTemplateSchema } from '@/lib/validation/admin/jobs'

const titles = {
  application_shortlisted: 'Shortlisted',
  application_rejected: 'Rejected',
} as const

/** One applicant email template: subject and body with {{name}}-style placeholders. */
export function EmailTemplateForm({ template }: { template: EmailTemplate }) {
  const { form, onSubmit, status, pending, conflict, setConflict } = useActionForm({
    schema: saveEmailTemplateSchema,
    defaultValues: {
      key: template.key,
      updatedAt: template.updatedAt,
      subject: template.subject,
      body: template.body,
    },
    action: saveEmailTemplateAction,
    onSuccess: ({ updatedAt }, values, rhf) => {
      rhf.reset({ ...values, updatedAt })
      return 'Template saved.'
    },
  })
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitting)
  const title = titles[template.key]
  return (
    <section aria-labelledby={`${template.key}-heading`} className="grid gap-3">
      <h2 id={`${template.key}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <ConflictNotice
        conflict={conflict}
        mine={form.getValues()}
        fields={[
          { name: 'subject', label: 'Subject' },
          { name: 'body', label: 'Message' },
        ]}
        onUseTheirs={() => {
          if (!conflict) return
          form.reset({
            key: template.key,
            updatedAt: String(conflict.current.updatedAt),
            subject: String(conflict.current.subject),
            body: String(conflict.current.body),
          })
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
        label={`${title} email`}
        actions={
          <div>
            <SubmitButton pendingLabel="Saving…">Save {title.toLowerCase()} email</SubmitButton>
          </div>
        }
      >
        <TextField
          control={form.control}
          name="subject"
          label={`${title} email subject`}
          maxLength={200}
        />
        <TextareaField
          control={form.control}
          name="body"
          label={`${title} email message`}
          rows={10}
          maxLength={10000}
        />
      </ActionForm>
    </section>
  )
}
