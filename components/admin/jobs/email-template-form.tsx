'use client'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useEditor } from '@/components/admin/editor/use-editor'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { saveEmailTemplateAction } from '@/lib/actions/admin/jobs/save-email-template'
import type { EmailTemplate } from '@/lib/data/admin/jobs'
import { saveEmailTemplateSchema } from '@/lib/validation/admin/jobs'

const titles = {
  application_shortlisted: 'Shortlisted',
  application_rejected: 'Rejected',
} as const

/** One applicant email template: subject and body with {{name}}-style placeholders. */
export function EmailTemplateForm({ template }: { template: EmailTemplate }) {
  const editor = useEditor({
    schema: saveEmailTemplateSchema,
    defaultValues: {
      key: template.key,
      updatedAt: template.updatedAt,
      subject: template.subject,
      body: template.body,
    },
    table: 'email_templates',
    row: { id: template.key, updated_at: template.updatedAt },
    action: (values, updatedAt) => saveEmailTemplateAction({ ...values, updatedAt }),
    savedVersion: ({ updatedAt }) => updatedAt,
    theirValues: (current) => ({
      key: template.key,
      updatedAt: String(current.updatedAt),
      subject: String(current.subject),
      body: String(current.body),
    }),
    onSuccess: () => 'Template saved.',
  })
  const { form } = editor
  const title = titles[template.key]
  return (
    <section aria-labelledby={`${template.key}-heading`} className="grid gap-3">
      <h2 id={`${template.key}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <EditorShell
        editor={editor}
        label={`${title} email`}
        compared={[
          { name: 'subject', label: 'Subject' },
          { name: 'body', label: 'Message' },
        ]}
        submitLabel={`Save ${title.toLowerCase()} email`}
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
      </EditorShell>
    </section>
  )
}
