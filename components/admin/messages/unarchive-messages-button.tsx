'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { unarchiveMessagesAction } from '@/lib/actions/admin/messages/unarchive-messages'
import { countOf } from '@/lib/format/labels'

type Props = { ids: string[]; onDone?: () => void; size?: 'sm' | 'default' }

/**
 * Returns archived messages to the inbox. No confirmation, unlike archiving: nothing is hidden or
 * lost, and archiving again undoes it.
 */
export function UnarchiveMessagesButton({ ids, onDone, size = 'sm' }: Props) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const onClick = () => {
    if (pending) return
    startTransition(async () => {
      const result = await unarchiveMessagesAction({ ids })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(`${countOf(result.data.restored, 'message')} moved back to the inbox`)
      onDone?.()
      router.refresh()
    })
  }
  // Not `disabled` while saving: that would drop the keyboard's focus to the page.
  return (
    <Button
      variant="outline"
      size={size}
      onClick={onClick}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending
        ? 'Unarchiving…'
        : `Unarchive${ids.length === 1 ? '' : ` ${countOf(ids.length, 'message')}`}`}
    </Button>
  )
}
