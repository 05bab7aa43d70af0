/**
 * The order workflow: pending → quoted → paid → in progress → delivered → completed, and
 * cancelled from any open state. guard_order_update enforces the same map in the database; this
 * copy only decides which buttons the admin sees.
 */
export const ORDER_STATUSES = [
  'pending',
  'quoted',
  'paid',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The steps after the quote, which need nothing but the admin's say-so. */
export type AdvanceStatus = 'paid' | 'in_progress' | 'delivered' | 'completed'

export const NEXT_ORDER_STATUS: Partial<Record<OrderStatus, 'quoted' | AdvanceStatus>> = {
  pending: 'quoted',
  quoted: 'paid',
  paid: 'in_progress',
  in_progress: 'delivered',
  delivered: 'completed',
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting quote',
  quoted: 'Quoted',
  paid: 'Paid',
  in_progress: 'In progress',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value)

/** Open orders can still move on or be cancelled; completed and cancelled ones are final. */
export const isOpenOrderStatus = (status: string) =>
  isOrderStatus(status) && NEXT_ORDER_STATUS[status] !== undefined

/**
 * The states in which students may cancel their own order (withdraw a request, or decline a
 * quote): the orders update policy lets them touch no other, and once paid only an admin cancels.
 */
export const STUDENT_CANCELLABLE_STATUSES = ['pending', 'quoted'] as const satisfies OrderStatus[]

export const isStudentCancellable = (status: string) =>
  (STUDENT_CANCELLABLE_STATUSES as readonly string[]).includes(status)

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const

/** Whether an order's currency is one the quote forms offer (older rows may hold another). */
export const isListedCurrency = (code: string): code is (typeof CURRENCIES)[number] =>
  (CURRENCIES as readonly string[]).includes(code)
