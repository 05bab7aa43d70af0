'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { archiveMessagesAction } from '@/lib/actions/admin/messages/archive-messages'

type Props = { ids: string[]; onDone?: () => void; size?: 'sm' | 'default' }

const count = (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`

/** Archives the given messages after a confirmation naming how many. */
export function ArchiveMessagesButton({ ids, onDone, size = 'sm' }: Props) {
  const router = useRouter()
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size={size}>
          Archive {ids.length === 1 ? '' : count(ids.length)}
        </Button>
      }
      title={`Archive ${count(ids.length)}?`}
      description="Archived messages leave the inbox; filter by “Archived” to find them again."
      cancelLabel="Keep in inbox"
      confirmLabel={`Archive ${count(ids.length)}`}
      run={() => archiveMessagesAction({ ids })}
      onSuccess={({ archived }) => {
        toast.success(`${count(archived)} archived`)
        onDone?.()
        router.refresh()
      }}
    />
  )
}
