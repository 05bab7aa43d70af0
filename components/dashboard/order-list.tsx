import { CancelOrderButton } from '@/components/dashboard/cancel-order-button'
import { OrderHistory } from '@/components/dashboard/order-history'
import { OrderStatusBadge } from '@/components/dashboard/order-status-badge'
import type { MemberOrder } from '@/lib/data/dashboard'
import { formatDateTime, formatDeadline } from '@/lib/format/dates'
import { isStudentCancellable } from '@/lib/orders/workflow'

function price(order: MemberOrder): string | null {
  if (order.price === null) return null
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: order.currency }).format(
    Number(order.price),
  )
}

/** The deadline as the student entered it, then in the zone the rest of the page uses. */
function Deadline({ order, timeZone }: { order: MemberOrder; timeZone: string }) {
  const deadline = formatDeadline(order.deadline, order.time_zone, timeZone)
  return (
    <dd>
      {deadline.entered}
      {deadline.reader ? (
        <span className="block text-muted-foreground">{deadline.reader}</span>
      ) : null}
    </dd>
  )
}

export function OrderList({ orders, timeZone }: { orders: MemberOrder[]; timeZone: string }) {
  return (
    <ul className="grid gap-3">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-3 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-0.5">
              <h3 id={`order-${order.id}`} tabIndex={-1} className="font-medium outline-none">
                {order.subject}
              </h3>
              <p className="text-sm text-muted-foreground">Order {order.order_number}</p>
            </div>
            <div className="flex items-center gap-2">
              <OrderStatusBadge status={order.status} />
              {isStudentCancellable(order.status) ? (
                <CancelOrderButton
                  orderId={order.id}
                  orderNumber={order.order_number}
                  headingId={`order-${order.id}`}
                />
              ) : null}
            </div>
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Placed</dt>
              <dd>{formatDateTime(order.created_at, timeZone)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Deadline</dt>
              <Deadline order={order} timeZone={timeZone} />
            </div>
            <div>
              <dt className="text-muted-foreground">Price</dt>
              <dd>{price(order) ?? 'Not quoted yet'}</dd>
            </div>
          </dl>
          <OrderHistory history={order.order_status_history} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  )
}
