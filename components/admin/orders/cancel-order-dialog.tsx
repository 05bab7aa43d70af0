'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
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
import { changeOrderStatusAction } from '@/lib/actions/admin/orders/change-order-status'
import { cancelOrderByAdminSchema } from '@/lib/validation/admin-orders'

type Props = { orderId: string; orderNumber: string }

/** Cancels an open order after asking why; the reason is emailed to the student. */
export function CancelOrderDialog({ orderId, orderNumber }: Props) {
  const router = useRouter()
  const [open, setOpen] = React.useState(false)
  const cancellation = useActionForm({
    schema: cancelOrderByAdminSchema,
    defaultValues: { orderId, status: 'cancelled', reason: '' },
    action: changeOrderStatusAction,
    failureIn: 'status',
    onSuccess: () => {
      setOpen(false)
      toast.success(`Order ${orderNumber} cancelled`)
      router.refresh()
    },
  })
  const { form } = cancellation
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Cancel order</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel order {orderNumber}?</DialogTitle>
          <DialogDescription>
            The student is emailed the reason. A cancelled order cannot be reopened.
          </DialogDescription>
        </DialogHeader>
        <ActionForm
          {...cancellation}
          label="Cancel the order"
          actions={
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Keep the order
                </Button>
              </DialogClose>
              <SubmitButton variant="destructive" pendingLabel="Cancelling…">
                Cancel order
              </SubmitButton>
            </div>
          }
        >
          <TextareaField
            control={form.control}
            name="reason"
            label="Reason for the student"
            maxLength={1000}
            showCount
          />
        </ActionForm>
      </DialogContent>
    </Dialog>
  )
}
