'use server'

import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { cancelOrderSchema } from '@/lib/validation/orders'

/** Cancels one of the member's pending orders; the guard_order_update trigger allows only this. */
export const cancelOrderAction = memberAction(
  cancelOrderSchema,
  async ({ orderId }, { supabase, user }) => {
    const { data, error } = await supabase
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', orderId)
      .eq('student_id', user.id)
      .eq('status', 'pending')
      .select('id')
    if (error) return fail('The order could not be cancelled. Please try again.')
    if (!data || data.length === 0) return fail('Only a pending order of yours can be cancelled.')
    return ok(undefined)
  },
)
