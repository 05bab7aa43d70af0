'use server'

import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { orderCancelledByStudentEmail } from '@/lib/email/order-emails'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { STUDENT_CANCELLABLE_STATUSES } from '@/lib/orders/workflow'
import { cancelOrderSchema } from '@/lib/validation/orders'

/**
 * Cancels one of the member's orders that is still waiting for a quote or has one (declining it);
 * the orders update policy and the guard_order_update trigger allow students nothing more. The
 * team hears of it by email, as it hears of every new request.
 */
export const cancelOrderAction = memberAction(
  cancelOrderSchema,
  async ({ orderId }, { supabase, user }) => {
    const { data: order } = await supabase
      .from('orders')
      .select('order_number, subject, status')
      .eq('id', orderId)
      .eq('student_id', user.id)
      .maybeSingle()
    const { data, error } = await supabase
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', orderId)
      .eq('student_id', user.id)
      .in('status', STUDENT_CANCELLABLE_STATUSES)
      .select('id')
    if (error) return fail('The order could not be cancelled. Please try again.')
    if (!data || data.length === 0 || !order)
      return fail('Only an order of yours that has not been paid for can be cancelled.')
    // The order is cancelled either way; a mail failure is logged by sendEmail.
    await sendEmail(
      orderCancelledByStudentEmail({
        orderNumber: order.order_number,
        subject: order.subject,
        studentEmail: user.email ?? 'unknown',
        declinedQuote: order.status === 'quoted',
        siteUrl,
      }),
    )
    return ok(undefined)
  },
)
