'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { archiveMessagesSchema } from '@/lib/validation/admin-messages'

/** Archives the selected contact messages (RLS: admins only); returns how many changed. */
export const archiveMessagesAction = adminAction(
  archiveMessagesSchema,
  async ({ ids }, { supabase }) => {
    const { data, error } = await supabase
      .from('messages')
      .update({ status: 'archived' })
      .in('id', ids)
      .neq('status', 'archived')
      .select('id')
    if (error) return fail('The messages could not be archived.')
    return ok({ archived: data.length })
  },
)
