'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { deleteLeadAction } from '@/lib/actions/admin/lead-magnets/delete-lead'
import { unsubscribeLeadAction } from '@/lib/actions/admin/lead-magnets/unsubscribe-lead'
import type { LeadRow } from '@/lib/data/admin/leads'

/** The lead a row action changed, its place on the page and whether it went, for the focus. */
export type LeadActionDone = { leadId: string; index: number; deleted: boolean }

type Props = {
  lead: Pick<LeadRow, 'id' | 'email' | 'unsubscribed_at'>
  index: number
  onDone: (done: LeadActionDone) => void
}

/** A lead's row actions: unsubscribe (while subscribed) and delete, each confirmed first. */
export function LeadRowActions({ lead, index, onDone }: Props) {
  const router = useRouter()
  const finish = (message: string, deleted: boolean) => {
    toast.success(message)
    onDone({ leadId: lead.id, index, deleted })
    router.refresh()
  }
  return (
    <div className="flex flex-wrap gap-2">
      {lead.unsubscribed_at ? null : (
        <ConfirmActionDialog
          trigger={
            <Button variant="outline" size="sm" data-lead-action="unsubscribe">
              Unsubscribe<span className="sr-only"> {lead.email}</span>
            </Button>
          }
          title={`Unsubscribe ${lead.email}?`}
          description="We will stop emailing this address. Only its owner can opt back in, from the link in one of our emails."
          cancelLabel="Cancel"
          confirmLabel="Unsubscribe"
          pendingLabel="Unsubscribing…"
          run={() => unsubscribeLeadAction({ id: lead.id })}
          onSuccess={({ alreadyUnsubscribed }) =>
            finish(
              alreadyUnsubscribed
                ? `${lead.email} was already unsubscribed.`
                : `${lead.email} is unsubscribed.`,
              false,
            )
          }
        />
      )}
      <ConfirmActionDialog
        trigger={
          <Button variant="outline" size="sm" data-lead-action="delete" data-lead-id={lead.id}>
            Delete<span className="sr-only"> {lead.email}</span>
          </Button>
        }
        title="Delete 1 lead?"
        description={
          <>
            &ldquo;{lead.email}&rdquo; will be deleted with its consent record, and the unsubscribe
            link in emails already sent stops working. This cannot be undone. If they only want no
            more emails, unsubscribe them instead.
          </>
        }
        cancelLabel="Cancel"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        confirmVariant="destructive"
        run={() => deleteLeadAction({ id: lead.id })}
        onSuccess={() => finish(`Deleted the lead ${lead.email}.`, true)}
      />
    </div>
  )
}
