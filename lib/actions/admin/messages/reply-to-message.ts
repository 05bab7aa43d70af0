'use server'

import { siteConfig } from '@/config/site'
import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { sendEmail } from '@/lib/email/send-email'
import { replyToMessageSchema } from '@/lib/validation/admin-messages'

/**
 * Emails a reply to the sender of a contact message, then stores it with the message and marks
 * the message replied. Mail goes first: a reply that was never sent must not look answered.
 */
export const replyToMessageAction = adminAction(
  replyToMessageSchema,
  async ({ messageId, subject, body }, { supabase, user }) => {
    const { data: message } = await supabase
      .from('messages')
      .select('id, email')
      .eq('id', messageId)
      .maybeSingle()
    if (!message) return fail('This message no longer exists.')

    const sent = await sendEmail({
      to: message.email,
      subject,
      text: `${body}\n\n${siteConfig.name}`,
    })
    if (!sent.ok) return fail('The reply could not be sent. Please try again.')

    const stored = await supabase
      .from('message_replies')
      .insert({ message_id: messageId, sent_to: message.email, subject, body, sent_by: user.id })
      .select('id')
      .single()
    if (stored.error) return fail('The reply was sent but could not be saved with the message.')
    await supabase.from('messages').update({ status: 'replied' }).eq('id', messageId)
    return ok({ id: stored.data.id })
  },
)
