'use client'

import * as React from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { ActionResult } from '@/lib/actions/result'

type Props<T> = {
  /** The button that opens the dialog. */
  trigger: React.ReactElement
  title: React.ReactNode
  description: React.ReactNode
  cancelLabel: string
  confirmLabel: React.ReactNode
  /** The confirm button's text while the action runs; without it the button keeps its text. */
  pendingLabel?: string
  confirmVariant?: 'default' | 'destructive'
  run: () => Promise<ActionResult<T>>
  /** Runs after the dialog closed on success: the toast, then a refresh or a navigation. */
  onSuccess: (data: T) => void
  /** Close on failure too, the toast saying why; otherwise the dialog stays open for a retry. */
  closeOnFailure?: boolean
}

/** A button whose action runs only once the admin confirms it in a dialog; failures are toasts. */
export function ConfirmActionDialog<T>({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'default',
  run,
  onSuccess,
  closeOnFailure = false,
}: Props<T>) {
  const [open, setOpen] = React.useState(false)
  const [pending, startTransition] = React.useTransition()

  function confirm() {
    startTransition(async () => {
      const result = await run()
      if (!result.ok) {
        if (closeOnFailure) setOpen(false)
        toast.error(result.error)
        return
      }
      setOpen(false)
      onSuccess(result.data)
    })
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={confirmVariant}
            onClick={confirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
