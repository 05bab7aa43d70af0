/** True for an IANA time zone name this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The wall-clock reading of an instant in a time zone, to the second (hours 0-23). */
export function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

function offsetMs(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(new Date(instant), timeZone)
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time ('2026-12-01T17:00', as a datetime-local input gives it) names in
 * a time zone. Checked twice because the zone's offset may differ either side of a DST change.
 */
export function zonedTimeToDate(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match || !isTimeZone(timeZone)) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  let instant = asUtc - offsetMs(asUtc, timeZone)
  instant = asUtc - offsetMs(instant, timeZone)
  return Number.isNaN(instant) ? null : new Date(instant)
}
