'use server'

import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { orderConfirmationEmail, orderNotificationEmail } from '@/lib/email/order-emails'
import { sendEmail } from '@/lib/email/send-email'
import { siteUrl } from '@/lib/env'
import { zonedTimeToDate } from '@/lib/format/zoned-time'
import { orderRequestSchema } from '@/lib/validation/orders'

const UNIQUE_VIOLATION = '23505'

/**
 * Stores a member's order request as that member (RLS decides), then emails them a confirmation
 * and the team a notification. A repeated idempotency key returns the first order unchanged.
 */
export const requestOrderAction = memberAction(
  orderRequestSchema,
  async (input, { supabase, user }) => {
    const { data: service } = await supabase
      .from('services')
      .select('id, title, currency')
      .eq('slug', input.serviceSlug)
      .eq('is_published', true)
      .maybeSingle()
    if (!service) {
      return fail('Please correct the highlighted fields.', {
        serviceSlug: ['Choose one of the services on this page.'],
      })
    }
    const deadline = zonedTimeToDate(input.deadline, input.timeZone)
    if (!deadline) return fail('Please correct the highlighted fields.')

    const inserted = await supabase
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
      if (first) return ok({ id: first.id, orderNumber: first.order_number })
    }
    if (inserted.error) return fail('Your request could not be sent. Please try again.')

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
    return ok({ id: inserted.data.id, orderNumber: inserted.data.order_number })
  },
)
