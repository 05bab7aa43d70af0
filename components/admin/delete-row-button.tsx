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
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { ActionResult } from '@/lib/actions/result'

type Props = {
  id: string
  name: string
  /** What the row is, e.g. 'promotion'. */
  noun: string
  /** What else goes with it, said in the confirmation. */
  consequence: string
  /** The list to return to once it is deleted. */
  listHref: string
  action: (input: { id: string }) => Promise<ActionResult>
}

/** Deletes one row after a confirmation that names it and what goes with it. */
export function DeleteRowButton({ id, name, noun, consequence, listHref, action }: Props) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const [open, setOpen] = React.useState(false)

  function remove() {
    startTransition(async () => {
      const result = await action({ id })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      setOpen(false)
      toast.success(`Deleted the ${noun}`)
      router.push(listHref)
    })
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete {noun}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete 1 {noun}?</DialogTitle>
          <DialogDescription>
            &ldquo;{name}&rdquo; will be deleted{consequence}. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={remove} disabled={pending}>
            {pending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
