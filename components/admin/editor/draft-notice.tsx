'use client'

import { Button } from '@/components/ui/button'
import type { LocalDraft } from '@/components/admin/editor/use-local-draft'

const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** Offers the unsaved draft this browser kept from an earlier visit. */
export function DraftNotice<Values>({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft<Values> | null
  onRestore: () => void
  onDiscard: () => void
}) {
  if (!draft) return null
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p>You have unsaved changes from {time.format(new Date(draft.savedAt))} in this browser.</p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore them
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  )
}
