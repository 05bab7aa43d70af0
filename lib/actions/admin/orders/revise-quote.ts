'use server'

import type { SupabaseClient } from '@supabase/supabase-js'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { formatOrderPrice, orderQuoteRevisedEmail } from '@/lib/email/order-emails'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { ORDER_STATUS_LABELS, isOrderStatus } from '@/lib/orders/workflow'
import type { Database } from '@/lib/supabase/database.types'
import { reviseQuoteSchema } from '@/lib/validation/admin-orders'

/** Why no quoted order matched the quote the admin saw: it moved on, went, or was revised. */
async function whyNotRevised(supabase: SupabaseClient<Database>, orderId: string) {
  const { data: current } = await supabase
    .from('orders')
    .select('status, price, currency')
    .eq('id', orderId)
    .maybeSingle()
  if (!current) return 'This order no longer exists.'
  if (current.status !== 'quoted') {
    const now = isOrderStatus(current.status)
      ? ORDER_STATUS_LABELS[current.status].toLowerCase()
      : current.status
    return `This order is now ${now}, so its quote can no longer be revised. Reload the page to see where it is now.`
  }
  const quote =
    current.price === null ? 'no price' : formatOrderPrice(Number(current.price), current.currency)
  return `The quote was changed to ${quote} since this page was loaded. Reload the page and check it before revising.`
}

/**
 * Revises the price of an order the student has not yet accepted; it stays quoted and the student
 * is emailed the new price. Refused once the order has moved on, and when the quote is no longer
 * the one the admin saw.
 */
export const reviseQuoteAction = adminAction(reviseQuoteSchema, async (input, { supabase }) => {
  // One conditional update: an order paid or cancelled, or revised by another admin, since the
  // page was loaded matches nothing and keeps its price. guard_order_update refuses a price
  // change outside the quote for every caller as well.
  const { data, error } = await supabase
    .from('orders')
    .update({ price: input.price, currency: input.currency })
    .eq('id', input.orderId)
    .eq('status', 'quoted')
    .eq('price', input.quotedPrice)
    .eq('currency', input.quotedCurrency)
    .select('order_number, subject, price, currency, profiles(email)')
    .maybeSingle()
  if (error) return fail('The quote could not be revised. Reload the page and try again.')
  if (!data) return fail(await whyNotRevised(supabase, input.orderId))

  const studentEmail = data.profiles?.email
  // The new price is stored either way; a mail failure is logged by sendEmail, and the student
  // still sees the new price on their dashboard.
  const mailed = studentEmail
    ? await sendEmail(
        orderQuoteRevisedEmail({
          orderNumber: data.order_number,
          subject: data.subject,
          studentEmail,
          price: formatOrderPrice(Number(data.price), data.currency),
          previousPrice: formatOrderPrice(input.quotedPrice, input.quotedCurrency),
          siteUrl,
        }),
      )
    : { ok: false }
  return ok({ mailed: mailed.ok })
})
