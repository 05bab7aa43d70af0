import {
  ACTIVE_PROMOTION_NAME,
  toActivePromotion,
  type ActivePromotion,
} from '@/lib/promotions/active-promotion'
import type { Database } from '@/lib/supabase/database.types'

export type PromotionSource = { supabaseUrl: string; anonKey: string }

/**
 * SELECT * FROM site_promotions WHERE status = 'active' AND name = 'offer', single row, as a plain
 * PostgREST request: the banner needs one row and should not pull supabase-js into the page.
 */
export async function fetchActivePromotion(
  { supabaseUrl, anonKey }: PromotionSource,
  signal?: AbortSignal,
): Promise<ActivePromotion | null> {
  const query = new URLSearchParams({
    select: '*',
    status: 'eq.active',
    name: `eq.${ACTIVE_PROMOTION_NAME}`,
  })
  const response = await fetch(`${supabaseUrl}/rest/v1/site_promotions?${query}`, {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      Accept: 'application/vnd.pgrst.object+json',
    },
    signal,
  })
  // PostgREST answers a single-object request that matches no row with 406.
  if (response.status === 406) return null
  if (!response.ok) throw new Error(`Promotion request failed with HTTP ${response.status}`)
  const row = (await response.json()) as Database['public']['Tables']['site_promotions']['Row']
  return toActivePromotion(row)
}
