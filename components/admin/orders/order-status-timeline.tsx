import { LocalTime } from '@/components/admin/local-time'
import { orderStatusLabel } from '@/components/dashboard/order-status-badge'
import type { AdminOrder } from '@/lib/data/admin/orders'

/** The order's status changes, oldest first, with the quote or cancellation reason. */
export function OrderStatusTimeline({ history }: { history: AdminOrder['order_status_history'] }) {
  return (
    <ol className="grid gap-3 border-l pl-4 text-sm">
      {history.map((entry) => (
        <li key={entry.id} className="grid gap-0.5">
          <span className="font-medium">
            {entry.from_status
              ? `${orderStatusLabel(entry.from_status)} → ${orderStatusLabel(entry.to_status)}`
              : `Requested: ${orderStatusLabel(entry.to_status)}`}
          </span>
          <span className="text-muted-foreground">
            <LocalTime iso={entry.created_at} />
          </span>
          {entry.note ? <span>{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  )
}
