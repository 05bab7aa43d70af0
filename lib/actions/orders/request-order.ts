import 'server-only'

import type { User } from '@supabase/supabase-js'

import { CORRECT_FIELDS, failed, invalid, succeeded, type Outcome } from '@/lib/actions/outcome'
import { orderConfirmationEmail, orderNotificationEmail } from '@/lib/email/order-emails'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { zonedTimeToDate } from '@/lib/format/zoned-time'
import { SERVICE_UNAVAILABLE } from '@/lib/http/json-route'
import { rateLimiters, tooManyRequests } from '@/lib/http/rate-limit'
import { createAdminClient } from '@/lib/supabase/admin'
import { createClient } from '@/lib/supabase/server'
import { orderRequestSchema } from '@/lib/validation/orders'

const UNIQUE_VIOLATION = '23505'

export const SIGN_IN_FIRST = 'No user logged in'

export type PlacedOrder = { id: string; orderNumber: string }

/**
 * Stores a member's order request for that member, then emails them a confirmation
 * and the team a notification: 201 with the order's number. A repeated idempotency key answers
 * 200 with the first order, unchanged and without mail. Signed out: 401; invalid fields: 400; a
 * service that is not on the page: 422; nothing is stored in any of them. Students cannot insert
 * orders themselves (RLS), so every order has passed these checks: the insert is the service
 * role's, with the student set here from the session.
 */
export async function requestOrder(
  payload: unknown,
  context: { user: User | null },
): Promise<Outcome<PlacedOrder>> {
  const { user } = context
  if (!user) return failed(401, SIGN_IN_FIRST)
  const parsed = orderRequestSchema.safeParse(payload)
  if (!parsed.success) return invalid(parsed.error)
  const input = parsed.data
  // Each request mails the team, so one account cannot flood their inbox.
  const perMember = await rateLimiters.orderMember.hit(user.id)
  if (!perMember.allowed) return tooManyRequests(perMember)

  const supabase = await createClient()
  const { data: service } = await supabase
    .from('services')
    .select('id, title, currency')
    .eq('slug', input.serviceSlug)
    .eq('is_published', true)
    .maybeSingle()
  if (!service) {
    return failed(422, CORRECT_FIELDS, {
      fieldErrors: { serviceSlug: ['Choose one of the services on this page.'] },
    })
  }
  const deadline = zonedTimeToDate(input.deadline, input.timeZone)
  if (!deadline) {
    return failed(400, CORRECT_FIELDS, {
      fieldErrors: { deadline: ['Enter the date and time you need help by.'] },
    })
  }

  const inserted = await createAdminClient()
    .from('orders')
    .insert({
      student_id: user.id,
      service_id: service.id,
      subject: input.subject,
      academic_level: input.academicLevel,
      brief: input.brief,
      deadline: deadline.toISOString(),
      time_zone: input.timeZone,
      currency: service.currency,
      academic_integrity_acknowledged: input.integrityAcknowledged,
      idempotency_key: input.idempotencyKey,
    })
    .select('id, order_number')
    .single()

  if (inserted.error?.code === UNIQUE_VIOLATION) {
    const { data: first } = await supabase
      .from('orders')
      .select('id, order_number')
      .eq('student_id', user.id)
      .eq('idempotency_key', input.idempotencyKey)
      .maybeSingle()
    if (first) return succeeded({ id: first.id, orderNumber: first.order_number })
  }
  if (inserted.error) {
    console.error('Order insert failed', inserted.error.code, inserted.error.message)
    return failed(503, SERVICE_UNAVAILABLE)
  }

  const email = {
    orderNumber: inserted.data.order_number,
    serviceTitle: service.title,
    subject: input.subject,
    academicLevel: input.academicLevel,
    deadlineLocal: input.deadline,
    timeZone: input.timeZone,
    brief: input.brief,
    studentEmail: user.email ?? '',
    siteUrl,
  }
  // The order is stored either way; a mail failure is logged by sendEmail, not shown as a
  // failed request (the dashboard already has the order).
  await Promise.all([
    user.email ? sendEmail(orderConfirmationEmail(email)) : null,
    sendEmail(orderNotificationEmail(email)),
  ])
  return succeeded({ id: inserted.data.id, orderNumber: inserted.data.order_number }, 201)
}
