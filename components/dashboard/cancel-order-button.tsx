'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { cancelOrderAction } from '@/lib/actions/orders/cancel-order'

/** Cancels an unpaid order after a confirmation, then refreshes the dashboard. */
export function CancelOrderButton({
  orderId,
  orderNumber,
  headingId,
}: {
  orderId: string
  orderNumber: string
  /** The order's heading, which takes focus once the button is gone. */
  headingId: string
}) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const onClick = () => {
    if (pending) return
    if (!window.confirm(`Cancel order ${orderNumber}? This cannot be undone.`)) return
    startTransition(async () => {
      const result = await cancelOrderAction({ orderId })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(`Order ${orderNumber} cancelled`)
      document.getElementById(headingId)?.focus()
      router.refresh()
    })
  }
  return (
    // Not `disabled` while cancelling: that would drop the keyboard's focus to the page.
    <Button variant="outline" size="sm" onClick={onClick} aria-disabled={pending || undefined}>
      {pending ? 'Cancelling…' : 'Cancel order'}
      <span className="sr-only"> {orderNumber}</span>
    </Button>
  )
}
