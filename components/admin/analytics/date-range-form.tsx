import Link from 'next/link'

import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RANGE_PRESETS, type DateRange } from '@/lib/data/admin/date-range'
import { cn } from '@/lib/utils'

type Props = {
  range: DateRange
  /** The page the form and presets lead to, e.g. `/admin/analytics`. */
  action: string
  /** Other params to keep (filters of a list), carried as hidden fields and in the links. */
  keep?: Record<string, string>
}

/**
 * The date range of an admin page, in its URL: preset links (the last 7, 30 or 90 days) and a GET
 * form for chosen dates, so it works before any JavaScript loads and every view can be bookmarked.
 */
export function DateRangeForm({ range, action, keep = {} }: Props) {
  // A refused range keeps the typed dates in the fields, to be corrected, not retyped.
  const shown = range.asked ?? range
  const refusal = range.refused
    ? { 'aria-invalid': true, 'aria-describedby': 'range-refused' }
    : undefined
  const presetHref = (days: number) =>
    `${action}?${new URLSearchParams({ ...keep, range: String(days) }).toString()}`
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Date range presets">
        <ul className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((days) => (
            <li key={days}>
              <Link
                href={presetHref(days)}
                aria-current={range.preset === days ? 'page' : undefined}
                className={cn(
                  buttonVariants({ variant: range.preset === days ? 'default' : 'outline' }),
                )}
              >
                Last {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={action} className="flex flex-wrap items-end gap-2">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-1">
          <Label htmlFor="range-from">From</Label>
          <Input
            id="range-from"
            type="date"
            name="from"
            required
            key={shown.from}
            defaultValue={shown.from}
            {...refusal}
            className="w-auto"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="range-to">To</Label>
          <Input
            id="range-to"
            type="date"
            name="to"
            required
            key={shown.to}
            defaultValue={shown.to}
            {...refusal}
            className="w-auto"
          />
        </div>
        <Button type="submit" variant="outline">
          Show range
        </Button>
      </form>
      {range.refused ? (
        <p id="range-refused" role="alert" className="w-full text-sm text-destructive">
          {range.refused}
        </p>
      ) : null}
      <p className="w-full text-sm text-muted-foreground">
        {range.from} to {range.to} (days in UTC, both included)
      </p>
    </div>
  )
}
