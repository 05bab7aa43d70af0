import { z } from 'zod'

export const MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived'] as const

export const MESSAGE_STATUS_LABELS: Record<string, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
}

export const replyToMessageSchema = z.object({
  messageId: z.uuid('Choose a message.'),
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject.')
    .max(300, 'Keep the subject under 300 characters.'),
  body: z
    .string()
    .trim()
    .min(1, 'Write your reply.')
    .max(10_000, 'Keep the reply under 10,000 characters.'),
})

export const MAX_BULK_MESSAGES = 100

/** The selected messages of a bulk action; `verb` says what the limit is on. */
const selectedMessages = (verb: string) =>
  z.object({
    ids: z
      .array(z.uuid())
      .min(1, 'Select at least one message.')
      .max(MAX_BULK_MESSAGES, `${verb} at most ${MAX_BULK_MESSAGES} messages at a time.`),
  })

export const archiveMessagesSchema = selectedMessages('Archive')

export const unarchiveMessagesSchema = selectedMessages('Unarchive')

export const deleteMessageSchema = z.object({ id: z.uuid('Choose a message.') })

export type ReplyToMessageInput = z.input<typeof replyToMessageSchema>
