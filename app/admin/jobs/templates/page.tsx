import type { Metadata } from 'next'

import { EmailTemplateForm } from '@/components/admin/jobs/email-template-form'
import { getEmailTemplates } from '@/lib/data/admin/jobs'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Applicant emails' }

export default async function EmailTemplatesPage() {
  const templates = await getEmailTemplates(await createClient())
  return (
    <div className="grid max-w-3xl gap-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Applicant emails</h1>
        <p className="text-sm text-muted-foreground">
          Sent when an application is shortlisted or rejected (if the reviewer leaves the email box
          ticked). Placeholders: {'{{name}}'}, {'{{job_title}}'} and {'{{site_name}}'}.
        </p>
      </div>
      {templates.map((template) => (
        <EmailTemplateForm key={template.key} template={template} />
      ))}
    </div>
  )
}
