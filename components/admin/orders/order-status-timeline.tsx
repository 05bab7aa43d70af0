import { LocalTime } from '@/components/admin/local-time'
import { orderStatusStep } from '@/components/dashboard/order-status-badge'
import type { AdminOrder } from '@/lib/data/admin/orders'

/** The order's status changes and quote revisions, oldest first, with the quote or reason. */
export function OrderStatusTimeline({ history }: { history: AdminOrder['order_status_history'] }) {
  return (
    <ol className="grid gap-3 border-l pl-4 text-sm">
      {history.map((entry) => (
        <li key={entry.id} className="grid gap-0.5">
          <span className="font-medium">{orderStatusStep(entry, 'Requested')}</span>
          <span className="text-muted-foreground">
            <LocalTime iso={entry.created_at} />
          </span>
          {entry.note ? <span>{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  )
}
