import { wallClock } from '@/lib/format/zoned-time'

/** An instant as the wall-clock 'YYYY-MM-DDTHH:mm' a datetime-local input shows in a time zone. */
export function toZonedInputValue(iso: string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(new Date(iso), timeZone)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`
}

/** An instant for an admin list, in the admin's time zone. */
export function formatInZone(iso: string | null, timeZone: string): string {
  if (!iso) return '—'
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}
