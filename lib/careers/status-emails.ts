import 'server-only'

import { siteConfig } from '@/config/site'
import { appMailConfig } from '@/lib/email/app-mail-config'
import { sendEmail } from '@/lib/email/send-email'
import type { SendResult } from '@/lib/email/types'
import type { createClient } from '@/lib/supabase/server'
import type { ApplicationStatus, TemplateKey } from '@/lib/validation/admin/jobs'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** The statuses that tell the applicant, and the template each one uses. */
export const STATUS_TEMPLATES: Partial<Record<ApplicationStatus, TemplateKey>> = {
  shortlisted: 'application_shortlisted',
  rejected: 'application_rejected',
}

/** Fills {{name}}, {{job_title}} and {{site_name}}; unknown placeholders stay as written. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}

/**
 * Sends the applicant the admin-edited email for their new status (shortlisted or rejected),
 * read with the admin's session (RLS: admins only). Reports failure instead of throwing: the
 * status is saved either way.
 */
export async function sendStatusEmail(
  supabase: ServerClient,
  status: ApplicationStatus,
  applicant: { name: string; email: string; jobTitle: string },
): Promise<SendResult | null> {
  const key = STATUS_TEMPLATES[status]
  if (!key) return null
  const { data: template, error } = await supabase
    .from('email_templates')
    .select('subject, body')
    .eq('key', key)
    .maybeSingle()
  if (error || !template) return { ok: false, error: 'The email template is missing.' }
  const config = appMailConfig()
  if (!config) return { ok: false, error: 'Email is not configured.' }
  const values = { name: applicant.name, job_title: applicant.jobTitle, site_name: siteConfig.name }
  return sendEmail(
    {
      to: applicant.email,
      subject: fillTemplate(template.subject, values),
      text: fillTemplate(template.body, values),
    },
    config,
  )
}
