import { DownloadIcon } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SearchParamsRecord } from '@/lib/data/admin/list-params'

type Props = {
  searchParams: SearchParamsRecord
  from?: string
  to?: string
  /** The admin's time zone, in which the dates are whole days. */
  timeZone: string
}

const RANGE_KEYS = new Set(['from', 'to', 'page'])

function queryString(searchParams: SearchParamsRecord) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    const single = Array.isArray(value) ? value[0] : value
    if (single) query.set(key, single)
  }
  return query
}

/**
 * The request-date range (a plain GET form that keeps the list's other params) and the CSV
 * export of exactly the rows the current filters match.
 */
export function OrderListExtras({ searchParams, from, to, timeZone }: Props) {
  const kept = [...queryString(searchParams)].filter(([key]) => !RANGE_KEYS.has(key))
  const exportQuery = queryString(searchParams).toString()
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Request dates">
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className="grid gap-1">
          <Label htmlFor="orders-from">Requested from ({timeZone})</Label>
          <Input id="orders-from" type="date" name="from" defaultValue={from} className="w-44" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="orders-to">Requested to ({timeZone})</Label>
          <Input id="orders-to" type="date" name="to" defaultValue={to} className="w-44" />
        </div>
        <Button type="submit" variant="outline">
          Apply dates
        </Button>
        {from && to && from > to ? (
          <p role="alert" className="basis-full text-sm text-destructive">
            The From date is after the To date, so no order can match. Swap them or clear the dates.
          </p>
        ) : null}
      </form>
      <Button asChild variant="outline">
        <a href={`/admin/orders/export${exportQuery ? `?${exportQuery}` : ''}`} download>
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </a>
      </Button>
    </div>
  )
}
