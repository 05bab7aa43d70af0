import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { DetailSection } from '@/components/admin/detail-section'
import { DetailSkeleton } from '@/components/admin/detail-skeleton'
import { LocalTime } from '@/components/admin/local-time'
import { OrderStatusTimeline } from '@/components/admin/orders/order-status-timeline'
import { OrderWorkflow } from '@/components/admin/orders/order-workflow'
import { OrderStatusBadge } from '@/components/dashboard/order-status-badge'
import { getOrderForAdmin } from '@/lib/data/admin/orders'
import { formatInNamedZone } from '@/lib/format/dates'
import { ACADEMIC_LEVEL_LABELS } from '@/lib/validation/orders'
import { isUuid } from '@/lib/data/admin/uuid'

type Props = { params: Promise<{ id: string }> }

// Any id may be asked for, so there are no params to prerender; the page is rendered per request
// (the site header reads the path, which a prerendered shell for unknown ids cannot know).
export const instant = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const order = isUuid(id) ? await getOrderForAdmin(id) : null
  return { title: order ? `Order ${order.order_number}` : 'Order' }
}

const levelLabel = (level: string) =>
  ACADEMIC_LEVEL_LABELS[level as keyof typeof ACADEMIC_LEVEL_LABELS] ?? level

async function OrderDetail({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const order = await getOrderForAdmin(id)
  if (!order) notFound()
  const price =
    order.price === null
      ? 'Not quoted yet'
      : new Intl.NumberFormat('en-GB', { style: 'currency', currency: order.currency }).format(
          Number(order.price),
        )
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Order {order.order_number}</h1>
        <OrderStatusBadge status={order.status} />
      </div>

      <DetailSection id="order-details" title="Details">
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Student</dt>
            <dd>
              <Link href={`/admin/students/${order.student_id}`} className="hover:underline">
                {order.profiles?.full_name ?? order.profiles?.email ?? 'Unknown student'}
              </Link>
              {order.profiles?.full_name ? (
                <span className="block text-muted-foreground">{order.profiles.email}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Service</dt>
            <dd>{order.services?.title ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Subject</dt>
            <dd>{order.subject}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Academic level</dt>
            <dd>{levelLabel(order.academic_level)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Deadline (student&apos;s time zone)</dt>
            <dd>{formatInNamedZone(order.deadline, order.time_zone)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Requested</dt>
            <dd>
              <LocalTime iso={order.created_at} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Price</dt>
            <dd>{price}</dd>
          </div>
          {order.cancellation_reason ? (
            <div>
              <dt className="text-muted-foreground">Cancellation reason</dt>
              <dd>{order.cancellation_reason}</dd>
            </div>
          ) : null}
        </dl>
      </DetailSection>

      <DetailSection id="order-brief" title="Brief">
        <p className="max-w-prose rounded-md border bg-muted/30 p-4 text-sm whitespace-pre-wrap">
          {order.brief}
        </p>
      </DetailSection>

      <DetailSection id="order-status" title="Next step">
        <OrderWorkflow order={order} />
      </DetailSection>

      <DetailSection id="order-history" title="Status history">
        <OrderStatusTimeline history={order.order_status_history} />
      </DetailSection>
    </div>
  )
}

// The params are request data, so the page streams behind a fallback instead of blocking.
export default function AdminOrderPage({ params }: Props) {
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <OrderDetail params={params} />
    </Suspense>
  )
}
