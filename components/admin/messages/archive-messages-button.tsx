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
import { archiveMessagesAction } from '@/lib/actions/admin/messages/archive-messages'

type Props = { ids: string[]; onDone?: () => void; size?: 'sm' | 'default' }

const count = (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`

/** Archives the given messages after a confirmation naming how many. */
export function ArchiveMessagesButton({ ids, onDone, size = 'sm' }: Props) {
  const router = useRouter()
  const [open, setOpen] = React.useState(false)
  const [pending, startTransition] = React.useTransition()
  const archive = () =>
    startTransition(async () => {
      const result = await archiveMessagesAction({ ids })
      setOpen(false)
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(`${count(result.data.archived)} archived`)
      onDone?.()
      router.refresh()
    })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size}>
          Archive {ids.length === 1 ? '' : count(ids.length)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Archive {count(ids.length)}?</DialogTitle>
          <DialogDescription>
            Archived messages leave the inbox; filter by “Archived” to find them again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep in inbox</Button>
          </DialogClose>
          <Button onClick={archive} disabled={pending} aria-busy={pending || undefined}>
            Archive {count(ids.length)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
