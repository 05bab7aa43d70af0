'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { deleteMessageSchema } from '@/lib/validation/admin-messages'

/** Deletes a contact message and, by cascade, the replies stored with it (RLS: admins only). */
export const deleteMessageAction = adminAction(
  deleteMessageSchema,
  async ({ id }, { supabase }) => {
    const { data, error } = await supabase.from('messages').delete().eq('id', id).select('id')
    if (error) return fail('The message could not be deleted. Please try again.')
    if (data.length === 0) return fail('This message no longer exists.')
    return ok(undefined)
  },
)
