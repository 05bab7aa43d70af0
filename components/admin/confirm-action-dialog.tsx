'use client'

import * as React from 'react'

import { FormAlert } from '@/components/forms/form-alert'
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
}

/**
 * A button whose action runs only once the admin confirms it in a dialog. A failure is said
 * inside the dialog, which stays open for a retry or a cancel: a toast behind a modal dialog is
 * hidden from screen readers while the dialog is open.
 */
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
}: Props<T>) {
  const [open, setOpen] = React.useState(false)
  const [failure, setFailure] = React.useState<string | null>(null)
  const [pending, startTransition] = React.useTransition()

  function confirm() {
    setFailure(null)
    startTransition(async () => {
      const result = await run()
      if (!result.ok) {
        setFailure(result.error)
        return
      }
      setOpen(false)
      onSuccess(result.data)
    })
  }

  function openChanged(next: boolean) {
    setOpen(next)
    setFailure(null)
  }

  return (
    <Dialog open={open} onOpenChange={openChanged}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormAlert>{failure}</FormAlert>
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
