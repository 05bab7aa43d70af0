import type { Metadata } from 'next'
import { Suspense } from 'react'
import type * as React from 'react'

import { DateRangeForm } from '@/components/admin/analytics/date-range-form'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { AuditActorSearch } from '@/components/admin/security/audit-actor-search'
import { AuditLogTable } from '@/components/admin/security/audit-log-table'
import { SignOutEverywhereButton } from '@/components/admin/security/sign-out-everywhere-button'
import { SimpleTable } from '@/components/admin/security/simple-table'
import { When } from '@/components/admin/security/when'
import { Skeleton } from '@/components/ui/skeleton'
import {
  AUDIT_ACTOR_CHOICES,
  auditActors,
  auditActorSearch,
  searchAuditActors,
} from '@/lib/data/admin/audit-actors'
import { parseDateRange } from '@/lib/data/admin/date-range'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import {
  AUDIT_ACTIONS,
  auditedTables,
  auditFilters,
  auditListSpec,
  listAuditLog,
  listFailedSignIns,
  listRateLimitRejections,
  listSignIns,
  RATE_LIMITED_ROUTES,
} from '@/lib/data/admin/security'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Security' }

type Props = { searchParams: Promise<SearchParamsRecord> }

/** The list's own params, kept when the date range changes. */
const LIST_KEYS = ['q', 'sort', 'dir', 'size', 'table', 'action', 'actor', 'who']
const RANGE_KEYS = ['range', 'from', 'to']

/** The page's params among `keys` that have a value, to carry along as hidden fields or links. */
function kept(params: SearchParamsRecord, keys: string[]) {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = params[key]
      return typeof value === 'string' && value ? [[key, value]] : []
    }),
  )
}

async function RangeBar({ searchParams }: Props) {
  const params = await searchParams
  return (
    <DateRangeForm
      range={parseDateRange(params)}
      action="/admin/security"
      keep={kept(params, LIST_KEYS)}
    />
  )
}

async function AuditLog({ searchParams }: Props) {
  const params = await searchParams
  const supabase = await createClient()
  const list = parseListParams(auditListSpec, params)
  const filters = { ...list.filters, ...auditFilters(params) }
  const range = parseDateRange(params)
  const who = auditActorSearch(params)
  const [page, tables, actors, found] = await Promise.all([
    listAuditLog(supabase, { ...list, filters }, range),
    auditedTables(supabase),
    auditActors(supabase, range, filters.actor),
    searchAuditActors(supabase, who),
  ])
  return (
    <div className="space-y-4">
      <AuditActorSearch
        term={who}
        matches={found.matches}
        more={found.more}
        offered={AUDIT_ACTOR_CHOICES}
        keep={kept(params, [
          ...RANGE_KEYS,
          ...LIST_KEYS.filter((key) => key !== 'actor' && key !== 'who'),
        ])}
        actor={filters.actor}
      />
      <AuditLogTable
        rows={page.rows}
        total={page.total}
        totalKind={page.totalKind}
        params={{ ...list, filters }}
        sortable={auditListSpec.sortable}
        filters={[
          { key: 'actor', label: 'Who', options: actors },
          { key: 'table', label: 'Table', options: tables.map((t) => ({ value: t, label: t })) },
          {
            key: 'action',
            label: 'Action',
            options: AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: action.toLowerCase(),
            })),
          },
        ]}
      />
    </div>
  )
}

async function Admins() {
  const admins = await listSignIns(await createClient(), { onlyAdmins: true, limit: 100 })
  return (
    <SimpleTable
      caption="Admins"
      headers={['Admin', 'Email', 'Last sign-in', 'Open sessions']}
      emptyText="No admins."
      rows={admins.map((admin) => ({
        key: admin.user_id,
        cells: [
          admin.full_name || admin.email,
          admin.email,
          <When key="when" iso={admin.last_sign_in_at} />,
          admin.active_sessions,
        ],
      }))}
    />
  )
}

async function RecentSignIns() {
  const accounts = await listSignIns(await createClient(), { limit: 50 })
  return (
    <SimpleTable
      caption="Recent sign-ins"
      headers={['Account', 'Role', 'Last sign-in', 'Open sessions', 'Sessions']}
      emptyText="Nobody has signed in yet."
      rows={accounts
        .filter((account) => account.last_sign_in_at)
        .map((account) => ({
          key: account.user_id,
          cells: [
            account.email,
            account.role,
            <When key="when" iso={account.last_sign_in_at} />,
            account.active_sessions,
            account.active_sessions > 0 ? (
              <SignOutEverywhereButton
                key="sign-out"
                userId={account.user_id}
                email={account.email}
                sessions={account.active_sessions}
              />
            ) : (
              'Signed out'
            ),
          ],
        }))}
    />
  )
}

async function FailedSignIns() {
  const failures = await listFailedSignIns(await createClient())
  return (
    <SimpleTable
      caption="Failed sign-in attempts per account"
      headers={[
        'Email',
        'Account',
        'Failures in the last 24 hours',
        'Failures since last success',
        'Last failure',
        'Last success',
      ]}
      emptyText="No failed sign-ins recorded."
      rows={failures.map((row) => ({
        key: `${row.email}:${row.userId ?? ''}`,
        cells: [
          row.email,
          row.userId ? 'Existing account' : 'No such account',
          row.failuresLast24Hours,
          row.failuresSinceLastSuccess,
          <When key="failure" iso={row.lastFailureAt} />,
          <When key="success" iso={row.lastSuccessAt} />,
        ],
      }))}
    />
  )
}

async function RateLimitRejections({ searchParams }: Props) {
  const range = parseDateRange(await searchParams)
  const routes = await listRateLimitRejections(await createClient(), range)
  return (
    <SimpleTable
      caption="Requests refused by rate limits, per route"
      headers={['Route', 'Refused requests', 'Last refused']}
      emptyText="No requests were refused by a rate limit in this range."
      rows={routes.map((row) => ({
        key: row.route,
        cells: [
          RATE_LIMITED_ROUTES[row.route] ?? row.route,
          row.rejections.toLocaleString('en-GB'),
          <When key="when" iso={row.last_rejected_at} />,
        ],
      }))}
    />
  )
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  )
}

const fallback = <Skeleton className="h-32 w-full" />

export default function AdminSecurityPage({ searchParams }: Props) {
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Security</h1>
        <Suspense fallback={<Skeleton className="h-16 w-full" />}>
          <RangeBar searchParams={searchParams} />
        </Suspense>
      </div>
      <Section
        id="audit"
        title="Audit log"
        description="Every change to the audited tables in the range. Open an entry to see what changed."
      >
        <Suspense fallback={<DataTableSkeleton columns={5} />}>
          <AuditLog searchParams={searchParams} />
        </Suspense>
      </Section>
      <Section id="admins" title="Admins" description="Accounts with admin access.">
        <Suspense fallback={fallback}>
          <Admins />
        </Suspense>
      </Section>
      <Section
        id="sign-ins"
        title="Recent sign-ins"
        description="The 50 accounts that signed in most recently, with their open sessions."
      >
        <Suspense fallback={fallback}>
          <RecentSignIns />
        </Suspense>
      </Section>
      <Section
        id="failed-sign-ins"
        title="Failed sign-in attempts"
        description="Addresses with failed sign-ins, latest first, including addresses with no account."
      >
        <Suspense fallback={fallback}>
          <FailedSignIns />
        </Suspense>
      </Section>
      <Section
        id="rate-limits"
        title="Rate-limit rejections"
        description="Requests refused because a client sent too many, per route, in the range."
      >
        <Suspense fallback={fallback}>
          <RateLimitRejections searchParams={searchParams} />
        </Suspense>
      </Section>
    </div>
  )
}
