'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { QuotePriceFields } from '@/components/admin/orders/quote-price-fields'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { reviseQuoteAction } from '@/lib/actions/admin/orders/revise-quote'
import { isListedCurrency } from '@/lib/orders/workflow'
import { reviseQuoteSchema } from '@/lib/validation/admin-orders'

type Quote = { orderId: string; orderNumber: string; price: number; currency: string }

type Props = Quote & {
  /** The current quote as the page shows it ("£45.50"). */
  shownPrice: string
  /** Whether the order is quoted, with a price, so its quote may be revised. */
  revisable: boolean
}

/**
 * Changes the price of a quote the student has not accepted yet; the student is emailed the new
 * one. Closing the dialog returns the focus to its "Revise quote" button.
 *
 * Rendered for every open order so that it keeps its place in the page: when the page is drawn
 * again while the dialog is open (an action that refreshed the session re-renders it) and the
 * order has moved on meanwhile, the dialog stays open with its refusal instead of vanishing. Its
 * button shows only while the order can be revised.
 */
export function ReviseQuoteDialog({ shownPrice, revisable, ...quote }: Props) {
  const [open, setOpen] = React.useState(false)
  if (!revisable && !open) return null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Revise quote</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revise the quote for order {quote.orderNumber}</DialogTitle>
          <DialogDescription>
            The quote is {shownPrice}. The order stays quoted, and the student is emailed the new
            price.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from the quote the page shows now. */}
        <ReviseQuoteForm {...quote} onRevised={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ReviseQuoteForm({
  orderId,
  price,
  currency,
  onRevised,
}: Quote & { onRevised: () => void }) {
  const router = useRouter()
  const revision = useActionForm({
    schema: reviseQuoteSchema,
    defaultValues: {
      orderId,
      price: price.toFixed(2),
      currency: isListedCurrency(currency) ? currency : undefined,
      quotedPrice: price,
      quotedCurrency: currency,
    },
    action: reviseQuoteAction,
    failureIn: 'status',
    onSuccess: ({ mailed }) => {
      onRevised()
      if (mailed) toast.success('Revised quote sent to the student')
      else toast.warning('Quote revised, but the email to the student could not be sent')
      router.refresh()
    },
  })
  const { form } = revision
  return (
    <ActionForm
      {...revision}
      label="Revise the quote"
      actions={
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep the quote
            </Button>
          </DialogClose>
          <SubmitButton pendingLabel="Sending…">Send revised quote</SubmitButton>
        </div>
      }
    >
      <QuotePriceFields control={form.control} priceLabel="New price" />
    </ActionForm>
  )
}
