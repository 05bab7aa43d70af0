'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { ok } from '@/lib/actions/result'
import { promotionIdSchema } from '@/lib/validation/admin-promotions'

/** Deletes a promotion and, by cascade, its impression and click events. */
export const deletePromotionAction = adminAction(
  promotionIdSchema,
  async ({ id }, { supabase }) => {
    const removed = await deleteById(supabase, 'site_promotions', id, 'id', 'promotion')
    if (!removed.ok) return removed
    return ok(undefined)
  },
)
