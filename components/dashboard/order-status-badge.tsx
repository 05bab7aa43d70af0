import { Badge } from '@/components/ui/badge'

type Variant = 'default' | 'secondary' | 'destructive' | 'outline'

const STATUSES: Record<string, { label: string; variant: Variant }> = {
  pending: { label: 'Awaiting quote', variant: 'outline' },
  quoted: { label: 'Quoted', variant: 'secondary' },
  paid: { label: 'Paid', variant: 'default' },
  in_progress: { label: 'In progress', variant: 'default' },
  delivered: { label: 'Delivered', variant: 'default' },
  completed: { label: 'Completed', variant: 'secondary' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
}

export function orderStatusLabel(status: string): string {
  return STATUSES[status]?.label ?? status
}

/**
 * How a status history entry reads: the first names the status the order started in after
 * `started` ("Placed", "Requested"); a quote revised before the student answered it stays quoted,
 * a step of its own.
 */
export function orderStatusStep(
  { from_status: from, to_status: to }: { from_status: string | null; to_status: string },
  started: string,
): string {
  if (!from) return `${started}: ${orderStatusLabel(to)}`
  return from === to ? 'Quote revised' : `${orderStatusLabel(from)} → ${orderStatusLabel(to)}`
}

export function OrderStatusBadge({ status }: { status: string }) {
  const { label, variant } = STATUSES[status] ?? { label: status, variant: 'outline' as const }
  return <Badge variant={variant}>{label}</Badge>
}
