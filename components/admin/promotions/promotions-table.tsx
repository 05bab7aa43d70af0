'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import type { PromotionListRow } from '@/lib/data/admin/promotions'

/** A list row with its times already formatted in the admin's time zone on the server. */
export type PromotionTableRow = PromotionListRow & { endsLabel: string; updatedLabel: string }

const count = new Intl.NumberFormat('en-GB')

const columns: ColumnDef<PromotionTableRow>[] = [
  {
    id: 'name',
    header: 'Name',
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/promotions/${row.original.id}`} className="font-medium hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant={row.original.shownStatus === 'active' ? 'default' : 'outline'}>
        {row.original.shownStatus}
      </Badge>
    ),
  },
  { id: 'headline', header: 'Headline', cell: ({ row }) => row.original.headline },
  { id: 'end_at', header: 'Ends', cell: ({ row }) => row.original.endsLabel },
  {
    id: 'impressions',
    header: 'Impressions',
    cell: ({ row }) => count.format(row.original.impressions),
  },
  { id: 'clicks', header: 'Clicks', cell: ({ row }) => count.format(row.original.clicks) },
  {
    id: 'ctr',
    header: 'CTR',
    cell: ({ row }) => (
      <span data-testid="promotion-ctr">
        {row.original.ctr === null ? '—' : `${row.original.ctr}%`}
      </span>
    ),
  },
  { id: 'updated_at', header: 'Updated', cell: ({ row }) => row.original.updatedLabel },
]

type Props = ListTableProps<PromotionTableRow>

/** Every promotion with its impressions, clicks and click-through rate. */
export function PromotionsTable(props: Props) {
  return (
    <DataTable
      id="promotions"
      caption="Promotions"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/promotions/${row.id}`}
      searchLabel="Search promotions by name or headline"
      emptyState={<p>No promotions match.</p>}
      {...props}
    />
  )
}
