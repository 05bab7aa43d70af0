import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { PageHeader } from '@/components/admin/page-header'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { LeadsTable } from '@/components/admin/lead-magnets/leads-table'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { listLeadMagnets, type LeadMagnetRow } from '@/lib/data/admin/lead-magnets'
import { leadListSpec, listLeads } from '@/lib/data/admin/leads'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import { formatInZone } from '@/lib/format/zoned-input'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Lead magnets' }

type Props = { searchParams: Promise<SearchParamsRecord> }

function MagnetList({ magnets }: { magnets: LeadMagnetRow[] }) {
  if (magnets.length === 0) return <p className="text-muted-foreground">No lead magnets yet.</p>
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {magnets.map((magnet) => (
        <li key={magnet.id} className="rounded-lg border p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold">
              <Link href={`/admin/lead-magnets/${magnet.id}`} className="hover:underline">
                {magnet.title}
              </Link>
            </h2>
            <Badge variant={magnet.is_active ? 'default' : 'outline'}>
              {magnet.is_active ? 'Active' : 'Off'}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {magnet.file_path ? 'PDF attached' : 'No PDF yet'} ·{' '}
            <Link href={`/admin/lead-magnets?magnet=${magnet.id}`} className="underline">
              Its leads
            </Link>
          </p>
        </li>
      ))}
    </ul>
  )
}

async function LeadMagnetsAndLeads({ searchParams }: Props) {
  const [magnets, timeZone, query] = await Promise.all([
    listLeadMagnets(),
    getAdminTimeZone(),
    searchParams,
  ])
  const spec = leadListSpec(magnets.map((magnet) => magnet.id))
  const params = parseListParams(spec, query)
  const page = await listLeads(await createClient(), params)
  const rows = page.rows.map((row) => ({
    ...row,
    confirmedLabel: formatInZone(row.consent_at, timeZone),
    unsubscribedLabel: row.unsubscribed_at ? formatInZone(row.unsubscribed_at, timeZone) : null,
    createdLabel: formatInZone(row.created_at, timeZone),
  }))
  const exportQuery = new URLSearchParams(
    Object.entries({ ...params.filters, q: params.search }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  ).toString()
  return (
    <>
      <MagnetList magnets={magnets} />
      <div className="mt-10 mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight">
          Leads
        </h2>
        <a
          href={`/admin/lead-magnets/export${exportQuery ? `?${exportQuery}` : ''}`}
          className={buttonVariants({ variant: 'outline' })}
          download
        >
          Export CSV
        </a>
      </div>
      <LeadsTable
        headingId="leads-heading"
        rows={rows}
        total={page.total}
        totalKind={page.totalKind}
        params={params}
        sortable={spec.sortable}
        filters={[
          {
            key: 'magnet',
            label: 'Lead magnet',
            options: magnets.map((magnet) => ({ value: magnet.id, label: magnet.title })),
          },
          {
            key: 'since',
            label: 'Date',
            options: [
              { value: '7d', label: 'Last 7 days' },
              { value: '30d', label: 'Last 30 days' },
            ],
          },
          {
            key: 'status',
            label: 'Subscription',
            options: [
              { value: 'subscribed', label: 'Subscribed' },
              { value: 'unsubscribed', label: 'Unsubscribed' },
            ],
          },
        ]}
      />
    </>
  )
}

export default function AdminLeadMagnetsPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Lead magnets">
        <Link href="/admin/lead-magnets/new" className={buttonVariants()}>
          New lead magnet
        </Link>
      </PageHeader>
      <Suspense fallback={<DataTableSkeleton columns={7} />}>
        <LeadMagnetsAndLeads searchParams={searchParams} />
      </Suspense>
    </>
  )
}
