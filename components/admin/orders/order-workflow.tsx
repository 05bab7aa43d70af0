import { AdvanceOrderButton } from '@/components/admin/orders/advance-order-button'
import { CancelOrderDialog } from '@/components/admin/orders/cancel-order-dialog'
import { QuoteOrderForm } from '@/components/admin/orders/quote-order-form'
import { ReviseQuoteDialog } from '@/components/admin/orders/revise-quote-dialog'
import { formatOrderPrice } from '@/lib/email/order-emails'
import { isOpenOrderStatus, isOrderStatus, NEXT_ORDER_STATUS } from '@/lib/orders/workflow'

type Props = {
  order: {
    id: string
    order_number: string
    status: string
    price: number | null
    currency: string
  }
}

/**
 * The one next step the workflow allows from here, revising a quote the student has not accepted,
 * and cancelling while the order is open.
 */
export function OrderWorkflow({ order }: Props) {
  if (!isOrderStatus(order.status) || !isOpenOrderStatus(order.status)) {
    return (
      <p className="text-sm text-muted-foreground">This order is closed; nothing more to do.</p>
    )
  }
  const next = NEXT_ORDER_STATUS[order.status]
  return (
    <div className="grid gap-4">
      {next === 'quoted' ? (
        <QuoteOrderForm orderId={order.id} currency={order.currency} />
      ) : next ? (
        <div className="flex flex-wrap gap-2">
          <AdvanceOrderButton orderId={order.id} next={next} />
          <ReviseQuoteDialog
            revisable={order.status === 'quoted' && order.price !== null}
            orderId={order.id}
            orderNumber={order.order_number}
            price={Number(order.price ?? 0)}
            currency={order.currency}
            shownPrice={formatOrderPrice(Number(order.price ?? 0), order.currency)}
          />
        </div>
      ) : null}
      <div>
        <CancelOrderDialog orderId={order.id} orderNumber={order.order_number} />
      </div>
    </div>
  )
}
