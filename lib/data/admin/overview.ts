import 'server-only'

import { actorName, actorNames } from '@/lib/data/admin/audit'
import { countWaiting } from '@/lib/data/admin/badges'
import { createClient } from '@/lib/supabase/server'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** One count on the admin home, with the filtered list it opens. */
export type OverviewCount = { key: string; label: string; count: number; href: string }

export type OverviewAuditEntry = {
  id: number
  actorName: string
  table: string
  action: 'INSERT' | 'UPDATE' | 'DELETE'
  createdAt: string
}

export type AdminOverview = { counts: OverviewCount[]; audit: OverviewAuditEntry[] }

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const AUDIT_ENTRIES = 10

function countOrThrow(result: { count: number | null; error: { message: string } | null }) {
  if (result.error) throw new Error(`Could not load the overview: ${result.error.message}`)
  return result.count ?? 0
}

async function latestAudit(supabase: ServerClient): Promise<OverviewAuditEntry[]> {
  const { data, error } = await supabase
    .from('audit_log')
    .select('id, actor_id, actor_role, table_name, action, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(AUDIT_ENTRIES)
  if (error) throw new Error(`Could not load the audit log: ${error.message}`)
  const names = await actorNames(supabase, [
    ...new Set(data.flatMap((row) => (row.actor_id ? [row.actor_id] : []))),
  ])
  return data.map((row) => ({
    id: row.id,
    actorName: actorName(row, names),
    table: row.table_name,
    action: row.action as OverviewAuditEntry['action'],
    createdAt: row.created_at,
  }))
}

/**
 * What needs an admin today, each count with the list it opens, and the latest audit entries.
 * Read with the admin's own session (RLS lets admins count every row) and never cached. Every
 * count is a head request on an indexed filter, so the page stays fast on large tables.
 */
export async function getAdminOverview(at?: Date): Promise<AdminOverview> {
  const supabase = await createClient()
  // Read the clock only after the cookies: Cache Components refuses a clock read in a prerender.
  const now = at ?? new Date()
  const head = { count: 'exact', head: true } as const
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString()
  const [{ orders, messages }, applications, leads, scheduled, audit] = await Promise.all([
    countWaiting(),
    supabase.from('job_applications').select('id', head).eq('status', 'new'),
    supabase.from('leads').select('id', head).gte('created_at', weekAgo),
    supabase
      .from('articles')
      .select('id', head)
      .eq('status', 'scheduled')
      .gt('published_at', now.toISOString()),
    latestAudit(supabase),
  ])
  return {
    counts: [
      {
        key: 'orders',
        label: 'New orders',
        count: countOrThrow(orders),
        href: '/admin/orders?status=pending',
      },
      {
        key: 'messages',
        label: 'Unread messages',
        count: countOrThrow(messages),
        href: '/admin/messages?status=new',
      },
      {
        key: 'applications',
        label: 'New applications',
        count: countOrThrow(applications),
        href: '/admin/jobs/applications?status=new',
      },
      {
        key: 'leads',
        label: 'Leads this week',
        count: countOrThrow(leads),
        href: '/admin/lead-magnets?since=7d',
      },
      {
        key: 'scheduled',
        label: 'Scheduled to publish',
        count: countOrThrow(scheduled),
        href: '/admin/articles?status=scheduled',
      },
    ],
    audit,
  }
}
