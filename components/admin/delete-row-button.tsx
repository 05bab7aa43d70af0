'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { focusThroughRefresh, shownById } from '@/components/admin/focus-through-refresh'
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
  /** The list's heading (one of HEADING_IDS), to take focus once the list shows. */
  listHeadingId?: string
  action: (input: { id: string }) => Promise<ActionResult>
}

/** Deletes one row after a confirmation that names it and what goes with it. */
export function DeleteRowButton({
  id,
  name,
  noun,
  consequence,
  listHref,
  listHeadingId,
  action,
}: Props) {
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
        // The button that had focus goes with this page: the list's heading takes it once shown.
        if (listHeadingId) focusThroughRefresh(shownById(listHeadingId))
        // Next's router keeps the payload of each page visited and shows it again on Back or
        // Forward however old it is (its back/forward cache), so a push left the deleted row's
        // editor one Back away, as it was. Replacing its history entry takes it out of reach; the
        // refresh, once the list is the current page (so the deleted row's page is not fetched),
        // empties that cache, so the entries still there are fetched again: the list from before
        // without the row, any other entry for the row as the 404 page.
        router.replace(listHref)
        router.refresh()
      }}
    />
  )
}
