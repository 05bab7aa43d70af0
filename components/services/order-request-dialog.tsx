'use client'

import * as React from 'react'

import { OrderRequestForm, type ServiceChoice } from '@/components/services/order-request-form'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { OrderRequestInput } from '@/lib/validation/orders'

type OrderRequestDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  services: ServiceChoice[]
  initialService: string
}

/** The order-request form in a dialog; loaded only when a member first opens it. */
export function OrderRequestDialog({
  open,
  onOpenChange,
  services,
  initialService,
}: OrderRequestDialogProps) {
  const [kept, setKept] = React.useState<OrderRequestInput | null>(null)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request a service</DialogTitle>
          <DialogDescription>
            Tell us what you need. We reply with a quote; nothing is charged until you accept it.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <OrderRequestForm
            services={services}
            initialService={initialService}
            kept={kept}
            onKeep={setKept}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
