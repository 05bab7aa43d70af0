import 'server-only'

import { cache } from 'react'

import { COUNTED, readSearchedListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'
import type { Database } from '@/lib/supabase/database.types'
import { PROMOTION_STATUSES } from '@/lib/validation/admin-promotions'
import { dataOrThrow } from '@/lib/data/query-result'
import { promotionStatusAt } from '@/lib/promotions/promotion-status'

export type PromotionRow = Database['public']['Tables']['site_promotions']['Row']

export type PromotionStats = { impressions: number; clicks: number; ctr: number | null }

/** A list row: `shownStatus` is 'ended' for an active promotion past its end (promotionStatusAt). */
export type PromotionListRow = PromotionRow & PromotionStats & { shownStatus: string }

export const promotionListSpec = {
  sortable: ['name', 'status', 'end_at', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: PROMOTION_STATUSES },
} as const satisfies ListSpec<string, 'status'>

/** Click-through rate in percent, one decimal; none before the first impression. */
export function clickThroughRate(impressions: number, clicks: number): number | null {
  return impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : null
}

/** Impressions, clicks and CTR for these promotions, counted in SQL (promotion_stats). */
export async function getPromotionStats(ids: string[]): Promise<Map<string, PromotionStats>> {
  const stats = new Map<string, PromotionStats>()
  if (ids.length === 0) return stats
  const supabase = await createClient()
  const { data, error } = await supabase.rpc('promotion_stats', { promotion_ids: ids })
  if (error) throw new Error(`Could not load the promotion statistics: ${error.message}`)
  for (const row of data) {
    const impressions = Number(row.impressions)
    const clicks = Number(row.clicks)
    stats.set(row.promotion_id, {
      impressions,
      clicks,
      ctr: clickThroughRate(impressions, clicks),
    })
  }
  return stats
}

const NO_EVENTS: PromotionStats = { impressions: 0, clicks: 0, ctr: null }

interface StatusFilterable<Q> {
  eq(column: string, value: string): Q
  gt(column: string, value: string): Q
  or(filters: string): Q
}

/** The status filter as the list shows statuses at `now`: an active one past its end is ended. */
function whereStatus<Q extends StatusFilterable<Q>>(
  query: Q,
  status: string | undefined,
  now: string,
) {
  if (status === 'active') return query.eq('status', 'active').gt('end_at', now)
  if (status === 'ended') return query.or(`status.eq.ended,and(status.eq.active,end_at.lte.${now})`)
  return status ? query.eq('status', status) : query
}

/**
 * One page of every promotion, any status, with its statistics (the admin's session, so RLS; a
 * search through the admin-only admin_search_promotions function, see readSearchedListPage).
 */
export async function listPromotions(
  params: ListParams<(typeof promotionListSpec.sortable)[number], 'status'>,
): Promise<ListPage<PromotionListRow>> {
  const supabase = await createClient()
  const now = Date.now()
  const at = new Date(now).toISOString()
  const status = params.filters.status
  // By status, rows sort by the status the list shows (the shown_status computed field).
  const sort = params.sort === 'status' ? 'shown_status' : params.sort
  const page = await readSearchedListPage(
    {
      table: () => whereStatus(supabase.from('site_promotions').select('*', COUNTED), status, at),
      search: () =>
        whereStatus(
          supabase.rpc('admin_search_promotions', { search: params.search }, COUNTED).select('*'),
          status,
          at,
        ),
    },
    { ...params, sort },
    { search: ['name', 'headline'], what: 'the promotions' },
  )
  const stats = await getPromotionStats(page.rows.map((row) => row.id))
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      ...(stats.get(row.id) ?? NO_EVENTS),
      shownStatus: promotionStatusAt(row, now),
    })),
  }
}

/**
 * One promotion for its editor, or null when there is none with that id; once per request, as
 * the page and its title both ask for it.
 */
export const getPromotion = cache(async (id: string): Promise<PromotionRow | null> => {
  const supabase = await createClient()
  return dataOrThrow(
    await supabase.from('site_promotions').select('*').eq('id', id).maybeSingle(),
    'the promotion',
  )
})
