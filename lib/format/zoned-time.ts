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
 * A wall-clock time as a datetime-local input gives it ('2026-12-06T09:30') read as if it were
 * UTC, in milliseconds, or null unless it names a real day and minute: '2030-02-30T09:00' or
 * '2030-99-99T99:99' would otherwise roll over to a later date.
 */
function wallClockAsUtc(local: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const asUtc = new Date(Date.UTC(y, mo - 1, d, h, mi))
  const real =
    asUtc.getUTCFullYear() === y &&
    asUtc.getUTCMonth() === mo - 1 &&
    asUtc.getUTCDate() === d &&
    asUtc.getUTCHours() === h &&
    asUtc.getUTCMinutes() === mi
  return real ? asUtc.getTime() : null
}

/** Whether text is a wall-clock time that names a real day and minute (see wallClockAsUtc). */
export const isWallClockTime = (local: string) => wallClockAsUtc(local) !== null

/**
 * The instant a wall-clock time ('2026-12-01T17:00', as a datetime-local input gives it) names in
 * a time zone. Checked twice because the zone's offset may differ either side of a DST change.
 */
export function zonedTimeToDate(local: string, timeZone: string): Date | null {
  const asUtc = wallClockAsUtc(local)
  if (asUtc === null || !isTimeZone(timeZone)) return null
  let instant = asUtc - offsetMs(asUtc, timeZone)
  instant = asUtc - offsetMs(instant, timeZone)
  return Number.isNaN(instant) ? null : new Date(instant)
}
