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

export function OrderStatusBadge({ status }: { status: string }) {
  const { label, variant } = STATUSES[status] ?? { label: status, variant: 'outline' as const }
  return <Badge variant={variant}>{label}</Badge>
}
