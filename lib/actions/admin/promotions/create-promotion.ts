'use server'

import { adminAction } from '@/lib/actions/action'
import {
  isSecondActive,
  secondActiveFailure,
} from '@/lib/actions/admin/promotions/promotion-write-error'
import { fail, ok } from '@/lib/actions/result'
import { createPromotionSchema, promotionValues } from '@/lib/validation/admin-promotions'

/**
 * Creates a promotion. The home page's banner reads the active 'offer' live from the browser, so
 * an active one shows on the next page view without any cache to drop.
 */
export const createPromotionAction = adminAction(
  createPromotionSchema,
  async (input, { supabase }) => {
    const { data, error } = await supabase
      .from('site_promotions')
      .insert(promotionValues(input))
      .select('id, updated_at')
      .single()
    if (error) {
      if (isSecondActive(error.message)) return secondActiveFailure(input.name)
      return fail(`Could not create the promotion: ${error.message}`)
    }
    return ok({ id: data.id, updated_at: data.updated_at })
  },
)
