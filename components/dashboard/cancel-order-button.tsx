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
}: {
  orderId: string
  orderNumber: string
}) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const onClick = () => {
    if (!window.confirm(`Cancel order ${orderNumber}? This cannot be undone.`)) return
    startTransition(async () => {
      const result = await cancelOrderAction({ orderId })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(`Order ${orderNumber} cancelled`)
      router.refresh()
    })
  }
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={pending}>
      {pending ? 'Cancelling…' : 'Cancel order'}
      <span className="sr-only"> {orderNumber}</span>
    </Button>
  )
}
