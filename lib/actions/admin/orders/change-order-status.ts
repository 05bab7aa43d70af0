'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { formatOrderPrice, orderStatusEmail } from '@/lib/email/order-emails'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { changeOrderStatusSchema } from '@/lib/validation/admin-orders'

// guard_order_update names each broken rule in its hint.
const REFUSALS: Record<string, string> = {
  order_transition: 'This order cannot move to that status from where it is now.',
  order_quote_price: 'A quote needs a price and a currency.',
  order_cancel_reason: 'Give a reason for the cancellation.',
  order_price_fixed: 'The price of a paid order cannot change.',
}

/**
 * Moves an order one step along its workflow (or cancels it with a reason) as the admin; the
 * database refuses any step the workflow does not allow. The student is emailed about the change.
 */
export const changeOrderStatusAction = adminAction(
  changeOrderStatusSchema,
  async (input, { supabase }) => {
    const changes =
      input.status === 'quoted'
        ? { status: input.status, price: input.price, currency: input.currency }
        : input.status === 'cancelled'
          ? { status: input.status, cancellation_reason: input.reason }
          : { status: input.status }
    // Only a real move: a second tab or a second click on the same step must not overwrite the
    // price or reason already sent, nor email the student again.
    const { data, error } = await supabase
      .from('orders')
      .update(changes)
      .eq('id', input.orderId)
      .neq('status', input.status)
      .select('order_number, subject, status, price, currency, profiles(email)')
      .maybeSingle()
    if (error) return fail(REFUSALS[error.hint ?? ''] ?? 'The order could not be updated.')
    if (!data) {
      const { data: current } = await supabase
        .from('orders')
        .select('status')
        .eq('id', input.orderId)
        .maybeSingle()
      return fail(
        current
          ? 'This order has already moved to that status. Reload the page to see where it is now.'
          : 'This order no longer exists.',
      )
    }

    const studentEmail = data.profiles?.email
    // The change is stored either way; a mail failure is logged by sendEmail, and the student
    // still sees the new status on their dashboard.
    const mailed = studentEmail
      ? await sendEmail(
          orderStatusEmail({
            orderNumber: data.order_number,
            subject: data.subject,
            status: input.status,
            studentEmail,
            price:
              input.status === 'quoted' && data.price !== null
                ? formatOrderPrice(Number(data.price), data.currency)
                : undefined,
            reason: input.status === 'cancelled' ? input.reason : undefined,
            siteUrl,
          }),
        )
      : { ok: false }
    return ok({ status: data.status, mailed: mailed.ok })
  },
)
