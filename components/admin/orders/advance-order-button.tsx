'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { changeOrderStatusAction } from '@/lib/actions/admin/orders/change-order-status'
import { ORDER_STATUS_LABELS, type AdvanceStatus } from '@/lib/orders/workflow'

type Props = { orderId: string; next: AdvanceStatus }

/** Moves the order one step on (paid, in progress, delivered, completed) and emails the student. */
export function AdvanceOrderButton({ orderId, next }: Props) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const label = `Mark as ${ORDER_STATUS_LABELS[next].toLowerCase()}`
  const onClick = () => {
    if (pending) return
    startTransition(async () => {
      const result = await changeOrderStatusAction({ orderId, status: next })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(`Order marked as ${ORDER_STATUS_LABELS[next].toLowerCase()}`)
      router.refresh()
    })
  }
  // Not `disabled` while saving: that would drop the keyboard's focus to the page.
  return (
    <Button onClick={onClick} aria-disabled={pending || undefined} aria-busy={pending || undefined}>
      {pending ? 'Saving…' : label}
    </Button>
  )
}
