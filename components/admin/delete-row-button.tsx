'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
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
  return (
    <ConfirmActionDialog
      trigger={<Button variant="destructive">Delete {noun}</Button>}
      title={`Delete 1 ${noun}?`}
      description={
        <>
          &ldquo;{name}&rdquo; will be deleted{consequence}. This cannot be undone.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      confirmVariant="destructive"
      run={() => action({ id })}
      onSuccess={() => {
        toast.success(`Deleted the ${noun}`)
        router.push(listHref)
      }}
    />
  )
}
