'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { ok } from '@/lib/actions/result'
import { deleteMessageSchema } from '@/lib/validation/admin-messages'

/** Deletes a contact message and, by cascade, the replies stored with it (RLS: admins only). */
export const deleteMessageAction = adminAction(
  deleteMessageSchema,
  async ({ id }, { supabase }) => {
    const removed = await deleteById(
      supabase,
      'messages',
      id,
      'id',
      'message',
      'The message could not be deleted. Please try again.',
    )
    if (!removed.ok) return removed
    return ok(undefined)
  },
)
