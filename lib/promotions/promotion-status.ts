import type { PromotionStatus } from '@/lib/validation/admin-promotions'

/**
 * The status an admin sees: an active promotion whose end has passed is over, whatever its row
 * still says (nothing rewrites the row at its end; a later active promotion of the same name
 * retires it, see the retire_ended_promotions trigger).
 */
export function promotionStatusAt(
  row: { status: string; end_at: string },
  now: number,
): PromotionStatus {
  if (row.status === 'active' && Date.parse(row.end_at) <= now) return 'ended'
  return row.status as PromotionStatus
}
