'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { unarchiveMessagesSchema } from '@/lib/validation/admin-messages'

/**
 * Returns the selected archived messages to the inbox (RLS: admins only); returns how many
 * changed. Archiving overwrote the status, so what it was before is not stored anywhere; the
 * replies stored with a message are what the data still says about it. One with a reply goes back
 * as replied (sending a reply is what marks a message replied), the rest as read: an admin saw it
 * to archive it, so it is not new, and restoring it must not raise the unread count.
 */
export const unarchiveMessagesAction = adminAction(
  unarchiveMessagesSchema,
  async ({ ids }, { supabase }) => {
    const { data: archived, error } = await supabase
      .from('messages')
      .select('id, message_replies(id)')
      .in('id', ids)
      .eq('status', 'archived')
      .limit(1, { referencedTable: 'message_replies' })
    if (error) return fail('The messages could not be restored to the inbox.')
    const groups = [
      { status: 'replied', messages: archived.filter((m) => m.message_replies.length > 0) },
      { status: 'read', messages: archived.filter((m) => m.message_replies.length === 0) },
    ] as const
    let restored = 0
    for (const group of groups) {
      if (group.messages.length === 0) continue
      // Still archived: a message restored or answered meanwhile keeps what it has now.
      const { data, error: updateError } = await supabase
        .from('messages')
        .update({ status: group.status })
        .in(
          'id',
          group.messages.map((message) => message.id),
        )
        .eq('status', 'archived')
        .select('id')
      if (updateError) return fail('The messages could not be restored to the inbox.')
      restored += data.length
    }
    return ok({ restored })
  },
)
