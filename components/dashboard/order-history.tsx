import { orderStatusStep } from '@/components/dashboard/order-status-badge'
import type { MemberOrder } from '@/lib/data/dashboard'
import { formatDateTime } from '@/lib/format/dates'

type OrderHistoryProps = { history: MemberOrder['order_status_history']; timeZone: string }

/** The order's status changes and quote revisions, oldest first, folded away until asked for. */
export function OrderHistory({ history, timeZone }: OrderHistoryProps) {
  if (history.length === 0) return null
  return (
    <details className="group rounded-md text-sm">
      <summary className="cursor-pointer rounded-sm font-medium text-primary outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring">
        Status history ({history.length})
      </summary>
      <ol className="mt-3 grid gap-2 border-l pl-4">
        {history.map((entry) => (
          <li key={entry.id} className="grid gap-0.5">
            <span>{orderStatusStep(entry, 'Placed')}</span>
            <time dateTime={entry.created_at} className="text-muted-foreground">
              {formatDateTime(entry.created_at, timeZone)}
            </time>
            {entry.note ? <span className="text-muted-foreground">{entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </details>
  )
}
