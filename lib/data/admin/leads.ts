import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import { readEstimatedPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import type { Database } from '@/lib/supabase/database.types'

type Client = SupabaseClient<Database>

/** `?since=7d` (the admin home's "leads this week") and 30d: leads created in that window. */
export const LEAD_WINDOWS = { '7d': 7, '30d': 30 } as const
export const LEAD_STATUSES = ['subscribed', 'unsubscribed'] as const

type LeadFilter = 'magnet' | 'since' | 'status'
export type LeadSort = 'created_at' | 'email'
export type LeadListParams = ListParams<LeadSort, LeadFilter>

/** The leads list's URL spec; the magnet filter accepts the ids of the magnets that exist. */
export function leadListSpec(magnetIds: readonly string[]) {
  return {
    sortable: ['created_at', 'email'],
    defaultSort: { column: 'created_at', direction: 'desc' },
    filters: {
      magnet: magnetIds,
      since: Object.keys(LEAD_WINDOWS),
      status: LEAD_STATUSES,
    },
  } as const satisfies ListSpec<LeadSort, LeadFilter>
}

export type LeadRow = {
  id: string
  email: string
  source_path: string | null
  consent_at: string
  unsubscribed_at: string | null
  created_at: string
  lead_magnet_id: string | null
  lead_magnets: { title: string } | null
}

export const LEAD_COLUMNS =
  'id, email, source_path, consent_at, unsubscribed_at, created_at, lead_magnet_id, lead_magnets(title)'

/** The start of a `since` window, or null for all time. */
export function sinceInstant(since: string | undefined, now = Date.now()): string | null {
  const days = since ? LEAD_WINDOWS[since as keyof typeof LEAD_WINDOWS] : undefined
  return days ? new Date(now - days * 86_400_000).toISOString() : null
}

/**
 * The leads a list or export starts from: every lead, or with a search the admin-only
 * search_leads function (RLS would keep ilike off the trigram indexes), which returns leads
 * rows, so the same filters, embedding, order and paging apply to it.
 */
function leadsSource(supabase: Client, search: string, count?: 'estimated') {
  const options = count ? { count } : {}
  return search
    ? supabase.rpc('search_leads', { term: search }, options).select(LEAD_COLUMNS)
    : supabase.from('leads').select(LEAD_COLUMNS, options)
}

/**
 * The list's filters on any leads query (the page and the CSV export share them), as a
 * function of the query builder so both get exactly the same rows.
 */
function filterLeads<Q extends LeadQuery<Q>>(query: Q, params: LeadListParams): Q {
  let filtered = query
  if (params.filters.magnet) filtered = filtered.eq('lead_magnet_id', params.filters.magnet)
  const since = sinceInstant(params.filters.since)
  if (since) filtered = filtered.gte('created_at', since)
  if (params.filters.status === 'unsubscribed')
    filtered = filtered.not('unsubscribed_at', 'is', null)
  if (params.filters.status === 'subscribed') filtered = filtered.is('unsubscribed_at', null)
  return filtered
}

type LeadQuery<Q> = {
  eq(column: 'lead_magnet_id', value: string): Q
  gte(column: 'created_at', value: string): Q
  not(column: 'unsubscribed_at', operator: 'is', value: null): Q
  is(column: 'unsubscribed_at', value: null): Q
}

/** One page of leads, newest first by default (the admin's session, so RLS). */
export async function listLeads(
  supabase: Client,
  params: LeadListParams,
): Promise<ListPage<LeadRow>> {
  const query = filterLeads(leadsSource(supabase, params.search, 'estimated'), params)
  const ascending = params.direction === 'asc'
  const ordered = query.order(params.sort, { ascending }).order('id', { ascending })
  return readEstimatedPage(ordered, params, 'the leads')
}

/** Leads in id order after `lastId`, for the streamed CSV export (keyset, constant cost). */
export async function leadsAfter(
  supabase: Client,
  params: LeadListParams,
  lastId: string | null,
  batchSize = 1000,
): Promise<LeadRow[]> {
  let query = filterLeads(leadsSource(supabase, params.search), params)
  if (lastId) query = query.gt('id', lastId)
  const { data, error } = await query.order('id').limit(batchSize)
  if (error) throw new Error(`Could not export the leads: ${error.message}`)
  return data
}
