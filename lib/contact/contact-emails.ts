import 'server-only'

import { siteConfig } from '@/config/site'
import { appMailConfig } from '@/lib/email/app-mail-config'
import { greeting } from '@/lib/email/greeting'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { CONTACT_TOPICS, type ContactTopic } from '@/lib/validation/contact'

export const REPLY_PROMISE = 'We reply within one working day, usually much sooner.'

type Message = { id: string; name: string; email: string; topic: ContactTopic; body: string }

/** The sender's acknowledgement and the support team's notice; failures are only logged. */
export async function sendContactEmails(message: Message): Promise<void> {
  const config = appMailConfig()
  if (!config) return
  const topic = CONTACT_TOPICS[message.topic]
  const privacy =
    message.topic === 'privacy'
      ? [
          '',
          `Members can download or delete their data themselves at any time: ${siteUrl}/profile/`,
        ]
      : []
  const results = await Promise.all([
    sendEmail(
      {
        to: message.email,
        subject: `We received your message (${topic})`,
        text: [
          greeting(message.name),
          '',
          `Thank you for contacting ${siteConfig.name}. ${REPLY_PROMISE}`,
          ...privacy,
          '',
          `The ${siteConfig.name} team`,
        ].join('\n'),
      },
      config,
    ),
    sendEmail(
      {
        to: siteConfig.contactEmail,
        subject: `Contact form: ${topic}`,
        text: [
          `From: ${message.name} <${message.email}>`,
          `Topic: ${topic}`,
          `Message id: ${message.id}`,
          '',
          message.body,
        ].join('\n'),
      },
      config,
    ),
  ])
  for (const result of results) {
    if (!result.ok) console.error('Contact email failed', result.error)
  }
}
