import { describe, expect, it } from 'vitest'

import {
  CURRENCIES,
  NEXT_ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  STUDENT_CANCELLABLE_STATUSES,
  isOpenOrderStatus,
  isOrderStatus,
  isStudentCancellable,
} from '@/lib/orders/workflow'

describe('order workflow', () => {
  it('lists the statuses in workflow order', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'quoted',
      'paid',
      'in_progress',
      'delivered',
      'completed',
      'cancelled',
    ])
  })

  it('moves each open order one step on, and final ones nowhere', () => {
    expect(NEXT_ORDER_STATUS).toStrictEqual({
      pending: 'quoted',
      quoted: 'paid',
      paid: 'in_progress',
      in_progress: 'delivered',
      delivered: 'completed',
    })
  })

  it('labels every status in plain words', () => {
    expect(ORDER_STATUS_LABELS).toStrictEqual({
      pending: 'Awaiting quote',
      quoted: 'Quoted',
      paid: 'Paid',
      in_progress: 'In progress',
      delivered: 'Delivered',
      completed: 'Completed',
      cancelled: 'Cancelled',
    })
  })

  it('recognises only the known statuses', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true)
    expect(isOrderStatus('refunded')).toBe(false)
    expect(isOrderStatus('')).toBe(false)
  })

  it('treats completed and cancelled orders as final', () => {
    expect(ORDER_STATUSES.filter(isOpenOrderStatus)).toEqual([
      'pending',
      'quoted',
      'paid',
      'in_progress',
      'delivered',
    ])
    expect(isOpenOrderStatus('constructor')).toBe(false)
    expect(isOpenOrderStatus('refunded')).toBe(false)
  })

  it('lets students cancel only before they pay', () => {
    expect(STUDENT_CANCELLABLE_STATUSES).toEqual(['pending', 'quoted'])
    expect(ORDER_STATUSES.filter(isStudentCancellable)).toEqual(['pending', 'quoted'])
  })

  it('prices orders in five currencies', () => {
    expect(CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'AUD', 'CAD'])
  })
})
