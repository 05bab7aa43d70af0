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
import { deletePromotionAction } from '@/lib/actions/admin/promotions/delete-promotion'

/** Deletes the promotion after a confirmation that says its statistics go with it. */
export function DeletePromotionButton({ id, name }: { id: string; name: string }) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const [open, setOpen] = React.useState(false)

  function remove() {
    startTransition(async () => {
      const result = await deletePromotionAction({ id })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      setOpen(false)
      toast.success('Promotion deleted')
      router.push('/admin/promotions')
    })
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete promotion</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete 1 promotion?</DialogTitle>
          <DialogDescription>
            &ldquo;{name}&rdquo; and its impressions and clicks will be deleted. This cannot be
            undone.
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
