import { z } from 'zod'

import { CURRENCIES } from '@/lib/orders/workflow'

const orderId = z.uuid('Choose an order.')

/**
 * A price as the admin types it: decimal digits only, checked as text before it becomes a number
 * (a number coercion would read "0x10" as 16 and an empty field as 0).
 */
function price() {
  return z
    .union([z.string(), z.number()], 'Enter the price.')
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .min(1, { message: 'Enter the price.', abort: true })
        .regex(/^\d+(\.\d+)?$/, {
          message: 'Enter the price in figures, such as 45 or 45.50.',
          abort: true,
        })
        .regex(/^\d+(\.\d{1,2})?$/, 'Use at most two decimal places.')
        .transform(Number)
        .pipe(
          z
            .number()
            .positive('Enter a price above zero.')
            .max(99_999_999.99, 'Enter a price below 100,000,000.'),
        ),
    )
}

export const quoteOrderSchema = z.object({
  orderId,
  status: z.literal('quoted'),
  price: price(),
  currency: z.enum(CURRENCIES, 'Choose a currency.'),
})

/**
 * A new price for an order still quoted, with the quote the admin saw: the action revises only
 * that quote, so one sent or paid meanwhile is never overwritten.
 */
export const reviseQuoteSchema = z
  .object({
    orderId,
    price: price(),
    currency: z.enum(CURRENCIES, 'Choose a currency.'),
    quotedPrice: z.number().nonnegative().max(99_999_999.99),
    quotedCurrency: z.string().regex(/^[A-Z]{3}$/),
  })
  .refine((quote) => quote.price !== quote.quotedPrice || quote.currency !== quote.quotedCurrency, {
    path: ['price'],
    message: 'That is the price already quoted. Enter the new price or choose another currency.',
  })

export type ReviseQuoteInput = z.input<typeof reviseQuoteSchema>

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
