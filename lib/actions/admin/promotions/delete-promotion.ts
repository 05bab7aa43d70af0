'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { promotionIdSchema } from '@/lib/validation/admin-promotions'

/** Deletes a promotion and, by cascade, its impression and click events. */
export const deletePromotionAction = adminAction(
  promotionIdSchema,
  async ({ id }, { supabase }) => {
    const { data, error } = await supabase
      .from('site_promotions')
      .delete()
      .eq('id', id)
      .select('id')
    if (error) return fail(`Could not delete the promotion: ${error.message}`)
    if (data.length === 0) return fail('This promotion no longer exists.')
    return ok(undefined)
  },
)
