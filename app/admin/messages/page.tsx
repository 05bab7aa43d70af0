import type { Metadata } from 'next'
import { Suspense } from 'react'

import { statusFilterOf } from '@/components/admin/status-filter'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { HEADING_IDS, PageHeader } from '@/components/admin/page-header'
import { MessagesTable } from '@/components/admin/messages/messages-table'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { listMessages, messageListSpec } from '@/lib/data/admin/messages'
import { MESSAGE_STATUSES, MESSAGE_STATUS_LABELS } from '@/lib/validation/admin-messages'

export const metadata: Metadata = { title: 'Messages' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = {
  ...statusFilterOf(
    MESSAGE_STATUSES.map((status) => ({
      value: status,
      label: MESSAGE_STATUS_LABELS[status] ?? status,
    })),
  ),
  allLabel: 'Inbox (all but archived)',
}

async function MessagesList({ searchParams }: Props) {
  const params = parseListParams(messageListSpec, await searchParams)
  const page = await listMessages(params)
  return (
    <MessagesTable
      rows={page.rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={messageListSpec.sortable}
      filters={[statusFilter]}
    />
  )
}

export default function AdminMessagesPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Messages" headingId={HEADING_IDS.messages} />
      <Suspense fallback={<DataTableSkeleton columns={6} />}>
        <MessagesList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
