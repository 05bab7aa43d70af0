'use client'

import { useHydrated } from '@/components/ui/use-hydrated'

const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
const utc = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/**
 * An instant in the admin's own time zone. The server cannot know that zone, so it renders UTC
 * (labelled), and the browser swaps in local time after hydration without a mismatch.
 */
export function LocalTime({ iso }: { iso: string }) {
  const browser = useHydrated()
  const date = new Date(iso)
  return <time dateTime={iso}>{browser ? local.format(date) : `${utc.format(date)} UTC`}</time>
}

/** A table cell's instant, or a dash for none. */
export const when = (iso: string | null) => (iso ? <LocalTime iso={iso} /> : '—')
