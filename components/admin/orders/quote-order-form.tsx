'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { QuotePriceFields } from '@/components/admin/orders/quote-price-fields'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { changeOrderStatusAction } from '@/lib/actions/admin/orders/change-order-status'
import { isListedCurrency } from '@/lib/orders/workflow'
import { quoteOrderSchema } from '@/lib/validation/admin-orders'

type Props = { orderId: string; currency: string }

/** Sends the student a quote: the price and currency are required (the database checks too). */
export function QuoteOrderForm({ orderId, currency }: Props) {
  const router = useRouter()
  const quote = useActionForm({
    schema: quoteOrderSchema,
    defaultValues: {
      orderId,
      status: 'quoted',
      price: '',
      currency: isListedCurrency(currency) ? currency : 'USD',
    },
    action: changeOrderStatusAction,
    onSuccess: () => {
      toast.success('Quote sent to the student')
      router.refresh()
    },
  })
  const { form } = quote
  return (
    <ActionForm
      {...quote}
      label="Send a quote"
      className="max-w-md"
      actions={<SubmitButton pendingLabel="Sending…">Send quote</SubmitButton>}
    >
      <QuotePriceFields control={form.control} priceLabel="Price" />
    </ActionForm>
  )
}
