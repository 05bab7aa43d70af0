import { z } from 'zod'

import { CURRENCIES } from '@/lib/orders/workflow'

const orderId = z.uuid('Choose an order.')

export const quoteOrderSchema = z.object({
  orderId,
  status: z.literal('quoted'),
  price: z.coerce
    .number<string | number>('Enter the price.')
    .positive('Enter a price above zero.')
    .max(99_999_999.99, 'Enter a price below 100,000,000.')
    .refine((price) => /^\d+(\.\d{1,2})?$/.test(String(price)), 'Use at most two decimal places.'),
  currency: z.enum(CURRENCIES, 'Choose a currency.'),
})

export const advanceOrderSchema = z.object({
  orderId,
  status: z.enum(['paid', 'in_progress', 'delivered', 'completed']),
})

export const cancelOrderByAdminSchema = z.object({
  orderId,
  status: z.literal('cancelled'),
  reason: z
    .string()
    .trim()
    .min(3, 'Tell the student why the order is cancelled.')
    .max(1000, 'Keep the reason under 1,000 characters.'),
})

/** One step of the order workflow, as the admin's order page sends it. */
export const changeOrderStatusSchema = z.discriminatedUnion(
  'status',
  [quoteOrderSchema, advanceOrderSchema, cancelOrderByAdminSchema],
  'Choose the next status.',
)

export type ChangeOrderStatusInput = z.input<typeof changeOrderStatusSchema>
