import 'server-only'

import { siteConfig } from '@/config/site'
import { appMailConfig } from '@/lib/email/app-mail-config'
import { greeting } from '@/lib/email/greeting'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'

type Application = {
  id: string
  fullName: string
  email: string
  jobTitle: string
  jobSlug: string
}

/**
 * The applicant's confirmation and the hiring team's notice. Failures are logged, not returned:
 * the application is stored by then, and the hiring team sees it in the admin area either way.
 */
export async function sendApplicationEmails(application: Application): Promise<void> {
  const config = appMailConfig()
  if (!config) return
  const results = await Promise.all([
    sendEmail(
      {
        to: application.email,
        subject: `We received your application: ${application.jobTitle}`,
        text: [
          greeting(application.fullName),
          '',
          `Thank you for applying for the ${application.jobTitle} role at ${siteConfig.name}. We have your application and résumé.`,
          'Our hiring team reads every application and replies within 10 working days, whatever the outcome.',
          '',
          `The role: ${siteUrl}/careers/${application.jobSlug}/`,
          `Questions: ${siteConfig.careersEmail}`,
          '',
          `${siteConfig.name} hiring team`,
        ].join('\n'),
      },
      config,
    ),
    sendEmail(
      {
        to: siteConfig.careersEmail,
        subject: `New application: ${application.jobTitle}`,
        text: [
          `${application.fullName} <${application.email}> applied for ${application.jobTitle}.`,
          `Application id: ${application.id}`,
          `Review it in the admin area: ${siteUrl}/admin/jobs`,
        ].join('\n'),
      },
      config,
    ),
  ])
  for (const result of results) {
    if (!result.ok) console.error('Application email failed', result.error)
  }
}
