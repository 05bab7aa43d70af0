import { describe, expect, it } from 'vitest'

import {
  formatOrderPrice,
  orderConfirmationEmail,
  orderNotificationEmail,
  orderQuoteRevisedEmail,
  orderStatusEmail,
} from '@/lib/email/order-emails'

const order = {
  orderNumber: 'SS-1042',
  serviceTitle: 'Essay feedback',
  subject: 'Statistics',
  academicLevel: 'phd' as const,
  deadlineLocal: '2026-05-01T17:00',
  timeZone: 'Europe/London',
  brief: 'Please look at my methods section.',
  studentEmail: 'ada@example.org',
  siteUrl: 'https://example.org',
}

describe('order emails', () => {
  it('confirms the request to the student, with the integrity promise', () => {
    expect(orderConfirmationEmail(order)).toStrictEqual({
      to: 'ada@example.org',
      subject: 'We received your request SS-1042',
      text: [
        'Thank you for your request. Your order number is SS-1042.',
        '',
        'Service: Essay feedback',
        'Subject: Statistics',
        'Academic level: PhD or doctorate',
        'Deadline: 2026-05-01 17:00 (Europe/London)',
        '',
        'A member of our team will review your brief and send you a quote. Nothing is charged until you accept it. You can follow the status, or cancel the request until you have paid, on your dashboard:',
        'https://example.org/dashboard',
        '',
        'A reminder of our academic integrity promise: we tutor, give feedback, proofread and coach study skills. We never write, complete or sit graded work for you.',
        '',
        'Scholarly Support',
      ].join('\n'),
    })
  })

  it("tells the team's inbox about the request, brief included", () => {
    expect(orderNotificationEmail(order)).toStrictEqual({
      to: 'hello@scholarlysupport.co',
      subject: 'New order request SS-1042: Essay feedback',
      text: [
        'Order: SS-1042',
        'Student: ada@example.org',
        'Service: Essay feedback',
        'Subject: Statistics',
        'Academic level: PhD or doctorate',
        'Deadline: 2026-05-01 17:00 (Europe/London)',
        '',
        'Brief:',
        'Please look at my methods section.',
        '',
        'https://example.org/admin/orders',
      ].join('\n'),
    })
  })

  it('tells the student about a quote, with its price', () => {
    expect(
      orderStatusEmail({
        orderNumber: 'SS-1042',
        subject: 'Statistics',
        status: 'quoted',
        studentEmail: 'ada@example.org',
        price: '£45 GBP',
        siteUrl: 'https://example.org',
      }),
    ).toStrictEqual({
      to: 'ada@example.org',
      subject: 'Your order SS-1042 is now quoted',
      text: [
        'Order SS-1042: Statistics',
        'New status: Quoted',
        'Quote: £45 GBP',
        '',
        'We have reviewed your brief and quoted the price above. To accept it, reply to this email or write to hello@scholarlysupport.co and we will tell you how to pay; nothing is charged until you do. If you would rather not go ahead, you can cancel the request on your dashboard.',
        '',
        'You can follow every change on your dashboard:',
        'https://example.org/dashboard',
        '',
        'Scholarly Support',
      ].join('\n'),
    })
  })

  it('gives the reason for a cancellation and news for every status', () => {
    const email = (status: Parameters<typeof orderStatusEmail>[0]['status'], reason?: string) =>
      orderStatusEmail({
        orderNumber: 'SS-1',
        subject: 'S',
        status,
        studentEmail: 'a@example.org',
        reason,
        siteUrl: 'https://example.org',
      })
    const cancelled = email('cancelled', 'Duplicate request')
    expect(cancelled.subject).toBe('Your order SS-1 is now cancelled')
    expect(cancelled.text.split('\n').slice(0, 5)).toEqual([
      'Order SS-1: S',
      'New status: Cancelled',
      'Reason: Duplicate request',
      '',
      'Your order has been cancelled.',
    ])
    const news = (status: Parameters<typeof email>[0]) => email(status).text.split('\n')[3]
    expect(news('pending')).toBe('We are reviewing your brief.')
    expect(news('paid')).toBe('Thank you: your payment is confirmed. We will start shortly.')
    expect(news('in_progress')).toBe('Work on your order has started.')
    expect(news('delivered')).toBe(
      'Your order has been delivered. Please check it and let us know if anything is missing.',
    )
    expect(news('completed')).toBe('Your order is complete. Thank you for studying with us.')
    expect(email('in_progress').subject).toBe('Your order SS-1 is now in progress')
  })

  it('tells the student about a revised quote, with the new price and the one it replaces', () => {
    expect(
      orderQuoteRevisedEmail({
        orderNumber: 'SS-1042',
        subject: 'Statistics',
        studentEmail: 'ada@example.org',
        price: formatOrderPrice(60, 'GBP'),
        previousPrice: formatOrderPrice(45.5, 'USD'),
        siteUrl: 'https://example.org',
      }),
    ).toStrictEqual({
      to: 'ada@example.org',
      subject: 'Revised quote for your order SS-1042',
      text: [
        'Order SS-1042: Statistics',
        'New quote: £60.00',
        'Previous quote: US$45.50',
        '',
        'We have revised the quote for your order: the new price replaces the one we sent before. To accept it, reply to this email or write to hello@scholarlysupport.co and we will tell you how to pay; nothing is charged until you do. If you would rather not go ahead, you can cancel the request on your dashboard.',
        '',
        'You can follow every change on your dashboard:',
        'https://example.org/dashboard',
        '',
        'Scholarly Support',
      ].join('\n'),
    })
  })
})
