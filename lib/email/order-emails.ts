import { siteConfig } from '@/config/site'
import type { Email } from '@/lib/email/types'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/orders/workflow'
import { ACADEMIC_LEVEL_LABELS } from '@/lib/validation/orders'

export type OrderEmailInput = {
  orderNumber: string
  serviceTitle: string
  subject: string
  academicLevel: keyof typeof ACADEMIC_LEVEL_LABELS
  /** The deadline as the student entered it, with their time zone. */
  deadlineLocal: string
  timeZone: string
  brief: string
  studentEmail: string
  siteUrl: string
}

const deadlineText = (input: OrderEmailInput) =>
  `${input.deadlineLocal.replace('T', ' ')} (${input.timeZone})`

/** What was asked for, as both emails list it. */
const requestLines = (input: OrderEmailInput) => [
  `Service: ${input.serviceTitle}`,
  `Subject: ${input.subject}`,
  `Academic level: ${ACADEMIC_LEVEL_LABELS[input.academicLevel]}`,
  `Deadline: ${deadlineText(input)}`,
]

/** The student's confirmation: what they asked for and what happens next. Plain text only. */
export function orderConfirmationEmail(input: OrderEmailInput): Email {
  return {
    to: input.studentEmail,
    subject: `We received your request ${input.orderNumber}`,
    text: [
      `Thank you for your request. Your order number is ${input.orderNumber}.`,
      '',
      ...requestLines(input),
      '',
      'A member of our team will review your brief and send you a quote. Nothing is charged until you accept it. You can follow the status, or cancel the request until you have paid, on your dashboard:',
      `${input.siteUrl}/dashboard`,
      '',
      'A reminder of our academic integrity promise: we tutor, give feedback, proofread and coach study skills. We never write, complete or sit graded work for you.',
      '',
      `${siteConfig.name}`,
    ].join('\n'),
  }
}

/** The notification for the team's inbox. */
export function orderNotificationEmail(input: OrderEmailInput): Email {
  return {
    to: siteConfig.contactEmail,
    subject: `New order request ${input.orderNumber}: ${input.serviceTitle}`,
    text: [
      `Order: ${input.orderNumber}`,
      `Student: ${input.studentEmail}`,
      ...requestLines(input),
      '',
      'Brief:',
      input.brief,
      '',
      `${input.siteUrl}/admin/orders`,
    ].join('\n'),
  }
}

/** Tells the team a student cancelled their own order, or declined its quote. */
export function orderCancelledByStudentEmail(input: {
  orderNumber: string
  subject: string
  studentEmail: string
  /** Whether the order had a quote, which the student declined. */
  declinedQuote: boolean
  siteUrl: string
}): Email {
  return {
    to: siteConfig.contactEmail,
    subject: `Order ${input.orderNumber} cancelled by the student`,
    text: [
      `Order: ${input.orderNumber}`,
      `Subject: ${input.subject}`,
      `Student: ${input.studentEmail}`,
      '',
      input.declinedQuote
        ? 'The student declined the quote and cancelled the order from their dashboard.'
        : 'The student cancelled the request from their dashboard before it was quoted.',
      '',
      `${input.siteUrl}/admin/orders`,
    ].join('\n'),
  }
}

/** A price as the student reads it in an email and on their dashboard: "£45.50". */
export const formatOrderPrice = (price: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(price)

export type OrderStatusEmailInput = {
  orderNumber: string
  subject: string
  status: OrderStatus
  studentEmail: string
  /** The quote, formatted with its currency, when the order was quoted. */
  price?: string
  reason?: string
  siteUrl: string
}

const STATUS_NEWS: Record<OrderStatus, string> = {
  pending: 'We are reviewing your brief.',
  quoted: `We have reviewed your brief and quoted the price above. To accept it, reply to this email or write to ${siteConfig.contactEmail} and we will tell you how to pay; nothing is charged until you do. If you would rather not go ahead, you can cancel the request on your dashboard.`,
  paid: 'Thank you: your payment is confirmed. We will start shortly.',
  in_progress: 'Work on your order has started.',
  delivered:
    'Your order has been delivered. Please check it and let us know if anything is missing.',
  completed: 'Your order is complete. Thank you for studying with us.',
  cancelled: 'Your order has been cancelled.',
}

/** Tells the student their order moved to a new status; plain text, like the confirmation. */
export function orderStatusEmail(input: OrderStatusEmailInput): Email {
  return {
    to: input.studentEmail,
    subject: `Your order ${input.orderNumber} is now ${ORDER_STATUS_LABELS[input.status].toLowerCase()}`,
    text: [
      `Order ${input.orderNumber}: ${input.subject}`,
      `New status: ${ORDER_STATUS_LABELS[input.status]}`,
      ...(input.price ? [`Quote: ${input.price}`] : []),
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
      '',
      STATUS_NEWS[input.status],
      '',
      'You can follow every change on your dashboard:',
      `${input.siteUrl}/dashboard`,
      '',
      `${siteConfig.name}`,
    ].join('\n'),
  }
}

/** Tells the student the quote for their order changed before they accepted it. */
export function orderQuoteRevisedEmail(input: {
  orderNumber: string
  subject: string
  studentEmail: string
  /** The new quote and the one it replaces, each formatted with its currency. */
  price: string
  previousPrice: string
  siteUrl: string
}): Email {
  return {
    to: input.studentEmail,
    subject: `Revised quote for your order ${input.orderNumber}`,
    text: [
      `Order ${input.orderNumber}: ${input.subject}`,
      `New quote: ${input.price}`,
      `Previous quote: ${input.previousPrice}`,
      '',
      `We have revised the quote for your order: the new price replaces the one we sent before. To accept it, reply to this email or write to ${siteConfig.contactEmail} and we will tell you how to pay; nothing is charged until you do. If you would rather not go ahead, you can cancel the request on your dashboard.`,
      '',
      'You can follow every change on your dashboard:',
      `${input.siteUrl}/dashboard`,
      '',
      `${siteConfig.name}`,
    ].join('\n'),
  }
}
