'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { ActionResult } from '@/lib/actions/result'

export type BulkOperation = {
  key: string
  /** The button's text, e.g. "Publish". */
  label: string
  /** The question, naming how many rows: "Publish 3 articles?" */
  confirm: (count: number) => string
  done: (count: number) => string
  destructive?: boolean
}

type Props = {
  operation: BulkOperation
  ids: string[]
  run: (input: { ids: string[]; operation: string }) => Promise<ActionResult<{ count: number }>>
  onDone: () => void
}

/** One bulk action's button, and the dialog that asks before it changes the selected rows. */
export function BulkActionDialog({ operation, ids, run, onDone }: Props) {
  const router = useRouter()
  const [open, setOpen] = React.useState(false)
  const [pending, startTransition] = React.useTransition()

  function confirm() {
    startTransition(async () => {
      const result = await run({ ids, operation: operation.key })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(operation.done(result.data.count))
      setOpen(false)
      onDone()
      router.refresh()
    })
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={operation.destructive ? 'destructive' : 'outline'}>
          {operation.label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{operation.confirm(ids.length)}</DialogTitle>
        <DialogDescription>
          {operation.destructive
            ? 'This cannot be undone.'
            : 'The public site shows the change within a few seconds.'}
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant={operation.destructive ? 'destructive' : 'default'}
            disabled={pending}
            onClick={confirm}
          >
            {operation.label} {ids.length}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
