'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { archiveMessagesAction } from '@/lib/actions/admin/messages/archive-messages'
import { countOf } from '@/lib/format/labels'

type Props = { ids: string[]; onDone?: () => void; size?: 'sm' | 'default' }

/** Archives the given messages after a confirmation naming how many. */
export function ArchiveMessagesButton({ ids, onDone, size = 'sm' }: Props) {
  const router = useRouter()
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size={size}>
          Archive {ids.length === 1 ? '' : countOf(ids.length, 'message')}
        </Button>
      }
      title={`Archive ${countOf(ids.length, 'message')}?`}
      description="Archived messages leave the inbox; filter by “Archived” to find them again."
      cancelLabel="Keep in inbox"
      confirmLabel={`Archive ${countOf(ids.length, 'message')}`}
      run={() => archiveMessagesAction({ ids })}
      onSuccess={({ archived }) => {
        toast.success(`${countOf(archived, 'message')} archived`)
        onDone?.()
        router.refresh()
      }}
    />
  )
}
