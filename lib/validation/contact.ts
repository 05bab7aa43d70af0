import { z } from 'zod'

import { CONTACT_TOPICS, MESSAGE_MAX, type ContactTopic } from '@/lib/validation/contact-topics'
import { emailField, nameField } from '@/lib/validation/fields'

export { CONTACT_TOPICS, MESSAGE_MAX, type ContactTopic }

const TOPIC_VALUES = Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]]

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  topic: z.enum(TOPIC_VALUES, { error: 'Please choose a topic.' }),
  message: z
    .string({ error: 'Please write your message.' })
    .trim()
    .min(1, 'Please write your message.')
    .max(MESSAGE_MAX, `Use at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`),
  // A field people never see; bots that fill every input fill it too.
  website: z.string().max(0, 'Please leave this field empty.').optional(),
  captchaToken: z.string().max(4096, 'The verification token is too long.').default(''),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
