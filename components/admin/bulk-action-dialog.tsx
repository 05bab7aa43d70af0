'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
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
  return (
    <ConfirmActionDialog
      trigger={
        <Button size="sm" variant={operation.destructive ? 'destructive' : 'outline'}>
          {operation.label}
        </Button>
      }
      title={operation.confirm(ids.length)}
      description={
        operation.destructive
          ? 'This cannot be undone.'
          : 'The public site shows the change within a few seconds.'
      }
      cancelLabel="Cancel"
      confirmLabel={`${operation.label} ${ids.length}`}
      confirmVariant={operation.destructive ? 'destructive' : 'default'}
      run={() => run({ ids, operation: operation.key })}
      onSuccess={({ count }) => {
        toast.success(operation.done(count))
        onDone()
        router.refresh()
      }}
    />
  )
}
