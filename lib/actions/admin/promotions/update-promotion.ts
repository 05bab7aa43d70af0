'use server'

import { adminAction } from '@/lib/actions/action'
import {
  isSecondActive,
  secondActiveFailure,
} from '@/lib/actions/admin/promotions/promotion-write-error'
import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { ok } from '@/lib/actions/result'
import { promotionValues, updatePromotionSchema } from '@/lib/validation/admin-promotions'

/** Saves the editor's promotion (activating, pausing or ending it too) unless changed meanwhile. */
export const updatePromotionAction = adminAction(
  updatePromotionSchema,
  async (input, { supabase }) => {
    const result = await updateIfUnchanged(
      supabase,
      'site_promotions',
      input.id,
      input.updated_at,
      promotionValues(input),
    )
    if (!result.ok) {
      return !result.conflict && isSecondActive(result.error)
        ? secondActiveFailure(input.name)
        : result
    }
    return ok({ id: input.id, updated_at: result.data.updated_at })
  },
)
