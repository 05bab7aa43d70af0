import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'
import { cache } from 'react'
import { z } from 'zod'

import {
  actorName,
  actorNames,
  auditEntry,
  type AuditEntry,
  type AuditRow,
} from '@/lib/data/admin/audit'
import { SYSTEM_ACTOR } from '@/lib/data/admin/audit-actors'
import type { DateRange } from '@/lib/data/admin/date-range'
import {
  COUNTED,
  isSearchTooBroad,
  readEstimatedPage,
  type ListPage,
} from '@/lib/data/admin/list-page'
import {
  searchFilter,
  type ListParams,
  type SearchParamsRecord,
} from '@/lib/data/admin/list-params'
import type { Database } from '@/lib/supabase/database.types'
import { createClient } from '@/lib/supabase/server'

type Client = SupabaseClient<Database>

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const

export const auditListSpec = {
  sortable: ['created_at', 'table_name', 'action'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: { action: AUDIT_ACTIONS },
} as const

export type AuditListParams = ListParams<
  (typeof auditListSpec.sortable)[number],
  'action' | 'table' | 'actor'
>

const tableName = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/)
const actorValue = z.union([z.literal(SYSTEM_ACTOR), z.uuid()])

/**
 * The table and actor filters take any well-formed value rather than a fixed list: audited tables
 * come from the database, and any account (a student editing their own order) can be an actor.
 */
export function auditFilters(searchParams: SearchParamsRecord) {
  const value = (key: string) => {
    const raw = searchParams[key]
    return Array.isArray(raw) ? raw[0] : raw
  }
  const table = tableName.safeParse(value('table'))
  const actor = actorValue.safeParse(value('actor'))
  return {
    ...(table.success ? { table: table.data } : {}),
    // In lower case, as the database gives ids, so the Who menu shows the chosen one as selected.
    ...(actor.success ? { actor: actor.data.toLowerCase() } : {}),
  }
}

export type AuditListRow = {
  id: number
  created_at: string
  action: AuditEntry['action']
  table_name: string
  row_id: string | null
  actorName: string
  /** The "Who" filter's value for this row's actor (an account id, or SYSTEM_ACTOR). */
  actorValue: string
}

const AUDIT_LIST_COLUMNS = 'id, created_at, action, table_name, row_id, actor_id, actor_role'

const dayStart = (day: string) => `${day}T00:00:00Z`
const nextDayStart = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString()

/** One page of the audit log, newest first by default, filtered by table, actor, action and range. */
export async function listAuditLog(
  supabase: Client,
  params: AuditListParams,
  range: Pick<DateRange, 'from' | 'to'>,
): Promise<ListPage<AuditListRow>> {
  const read = async (searchFunction: boolean) => {
    let query = (
      searchFunction
        ? supabase
            .rpc('admin_search_audit_log', { search: params.search }, COUNTED)
            .select(AUDIT_LIST_COLUMNS)
        : supabase.from('audit_log').select(AUDIT_LIST_COLUMNS, COUNTED)
    )
      .gte('created_at', dayStart(range.from))
      .lt('created_at', nextDayStart(range.to))
    const { action, table, actor } = params.filters
    if (action) query = query.eq('action', action)
    if (table) query = query.eq('table_name', table)
    if (actor === SYSTEM_ACTOR) query = query.is('actor_id', null)
    else if (actor) query = query.eq('actor_id', actor)
    if (params.search && !searchFunction) {
      query = query.or(searchFilter(['row_id'], params.search))
    }
    const ordered = query
      .order(params.sort, { ascending: params.direction === 'asc' })
      .order('id', { ascending: params.direction === 'asc' })
    return readEstimatedPage(ordered, params, 'the audit log')
  }
  // A search reads from the admin-only admin_search_audit_log function, which matches the row id
  // with the trigram index (under RLS ilike cannot use it), unless it finds the term too broad;
  // see readSearchedListPage.
  const page = params.search
    ? await read(true).catch((error: unknown) => {
        if (isSearchTooBroad(error)) return read(false)
        throw error
      })
    : await read(false)
  const names = await actorNames(supabase, [
    ...new Set(page.rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []))),
  ])
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      action: row.action as AuditEntry['action'],
      table_name: row.table_name,
      row_id: row.row_id,
      actorName: actorName(row, names),
      actorValue: row.actor_id ?? SYSTEM_ACTOR,
    })),
  }
}

export type AuditDetail = AuditEntry & {
  tableName: string
  rowId: string | null
  actorId: string | null
  actorRole: string | null
}

/** One audit entry with every field it changed (all fields of a created or deleted row). */
export async function getAuditEntry(supabase: Client, id: number): Promise<AuditDetail | null> {
  const { data, error } = await supabase
    .from('audit_log')
    .select('id, action, actor_id, actor_role, table_name, row_id, before, after, created_at')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(`Could not load the audit entry: ${error.message}`)
  if (!data) return null
  const row = data as AuditRow & { table_name: string; row_id: string | null }
  const names = await actorNames(supabase, row.actor_id ? [row.actor_id] : [])
  return {
    ...auditEntry(row, names),
    tableName: row.table_name,
    rowId: row.row_id,
    actorId: row.actor_id,
    actorRole: row.actor_role,
  }
}

/**
 * getAuditEntry with the admin's own client, read once per request for the entry's page and its
 * title (cache() keys on its arguments, and every createClient() is a new client).
 */
export const getAuditEntryForAdmin = cache(async (id: number) =>
  getAuditEntry(await createClient(), id),
)

/** The tables the audit log names (from the database's audit triggers), for the table filter. */
export async function auditedTables(supabase: Client): Promise<string[]> {
  const { data, error } = await supabase.rpc('admin_audited_tables')
  if (error) throw new Error(`Could not load the audited tables: ${error.message}`)
  return data ?? []
}

export type AccountSignIn = Database['public']['Functions']['admin_sign_ins']['Returns'][number]

/** Accounts by last sign-in, newest first, with their open sessions; `onlyAdmins` for the admins. */
export async function listSignIns(
  supabase: Client,
  { onlyAdmins = false, limit = 50 } = {},
): Promise<AccountSignIn[]> {
  const { data, error } = await supabase.rpc('admin_sign_ins', {
    only_admins: onlyAdmins,
    max_rows: limit,
  })
  if (error) throw new Error(`Could not load sign-ins: ${error.message}`)
  return data ?? []
}

export type FailedSignIns = {
  email: string
  userId: string | null
  failuresLast24Hours: number
  failuresSinceLastSuccess: number
  lastFailureAt: string
  lastSuccessAt: string | null
}

/** Addresses with failed sign-ins (recorded by the sign-in action), latest failure first. */
export async function listFailedSignIns(supabase: Client, limit = 50): Promise<FailedSignIns[]> {
  const { data, error } = await supabase
    .from('sign_in_accounts')
    .select(
      'email, user_id, failures_last_24_hours, failures_since_last_success, last_failure_at, last_success_at',
    )
    .not('last_failure_at', 'is', null)
    .order('last_failure_at', { ascending: false })
    .limit(limit)
  if (error) throw new Error(`Could not load failed sign-ins: ${error.message}`)
  return (data ?? []).map((row) => ({
    email: row.email ?? '',
    userId: row.user_id,
    failuresLast24Hours: row.failures_last_24_hours ?? 0,
    failuresSinceLastSuccess: row.failures_since_last_success ?? 0,
    lastFailureAt: row.last_failure_at ?? '',
    lastSuccessAt: row.last_success_at,
  }))
}

export type RateLimitRejections =
  Database['public']['Functions']['admin_rate_limit_rejections']['Returns'][number]

/** Requests refused by a rate limit in the range, per route (the limiter's first key segment). */
export async function listRateLimitRejections(
  supabase: Client,
  range: Pick<DateRange, 'from' | 'to'>,
): Promise<RateLimitRejections[]> {
  const { data, error } = await supabase.rpc('admin_rate_limit_rejections', {
    from_date: range.from,
    to_date: range.to,
  })
  if (error) throw new Error(`Could not load rate-limit rejections: ${error.message}`)
  return data ?? []
}

/** Where each rate-limited route is, for the admin: the limiter's first key segment → the route. */
export const RATE_LIMITED_ROUTES: Record<string, string> = {
  analytics: '/api/analytics (page-view beacon)',
  promotion: '/api/promotions-track (promotion impressions and clicks)',
  lead: '/api/lead-capture (study guide sign-up)',
  contact: '/api/contact (contact form)',
  order: '/api/orders (order requests, per member)',
  apply: '/api/careers/{job}/applications (job applications)',
  upload: '/api/careers/{job}/resume-upload (résumé upload links)',
  quiz: 'Quiz start and submit',
  signin: 'Sign-in form',
  signup: 'Sign-up form',
  reset: 'Password reset form',
}
