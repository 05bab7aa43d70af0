import type { SearchParamsRecord } from '@/lib/data/admin/list-params'

/** Whole days in UTC, both ends included, as the admin analytics and security RPCs take them. */
export type DateRange = {
  from: string
  to: string
  /** The preset the range came from (7, 30 or 90 days up to today), or null for chosen dates. */
  preset: RangePreset | null
  /** Why the dates asked for were not used (the default range is shown instead). */
  refused?: string
  /**
   * With `refused`, the dates as they were asked for (each '' when it is not in a date input's
   * yyyy-mm-dd form), so the form shows what the admin typed to correct rather than the fallback range.
   */
  asked?: { from: string; to: string }
}

export const RANGE_PRESETS = [7, 30, 90] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]
export const DEFAULT_PRESET: RangePreset = 30
/** The RPCs refuse longer ranges (private.analytics_range). */
export const MAX_RANGE_DAYS = 367

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
/**
 * The years a range may name: the day after 9999-12-31 is year 10000, which Postgres cannot read
 * back as a time with a zone, so a hand-typed far-future date would fail the whole query.
 */
const FIRST_YEAR = 1970
const LAST_YEAR = 2999

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

function parseDay(value: string | undefined): number | null {
  if (!value || !ISO_DAY.test(value)) return null
  const year = Number(value.slice(0, 4))
  if (year < FIRST_YEAR || year > LAST_YEAR) return null
  const time = Date.parse(`${value}T00:00:00Z`)
  // Date.parse rolls 2026-02-30 over to March; only a day that reads back the same is real.
  return Number.isNaN(time) || isoDay(new Date(time)) !== value ? null : time
}

/** The last `days` days up to and including today (UTC). */
export function presetRange(days: RangePreset, now = new Date()): DateRange {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`)
  return { from: isoDay(new Date(today - (days - 1) * DAY_MS)), to: isoDay(now), preset: days }
}

/** The chosen days when they can be used, or why not. */
function chosenDays(from: number | null, to: number | null): { from: number; to: number } | string {
  if (from === null || to === null) return 'Choose a real date for both From and To.'
  if (from > to) return 'The From date is after the To date.'
  if ((to - from) / DAY_MS >= MAX_RANGE_DAYS) {
    return `A range can cover at most ${MAX_RANGE_DAYS} days.`
  }
  return { from, to }
}

/**
 * The range in a page's URL: `?from=2026-11-01&to=2026-11-25` (both valid, in order, at most
 * 367 days apart), else `?range=7|30|90`, else the last 30 days. A hand-edited URL still shows a
 * page rather than an error; dates that were asked for and not used say why in `refused`.
 */
export function parseDateRange(searchParams: SearchParamsRecord, now = new Date()): DateRange {
  const chosen = chosenDays(parseDay(first(searchParams.from)), parseDay(first(searchParams.to)))
  if (typeof chosen !== 'string') {
    return { from: isoDay(new Date(chosen.from)), to: isoDay(new Date(chosen.to)), preset: null }
  }
  const preset = RANGE_PRESETS.find((days) => String(days) === first(searchParams.range))
  const range = presetRange(preset ?? DEFAULT_PRESET, now)
  const from = first(searchParams.from)
  const to = first(searchParams.to)
  if (from === undefined && to === undefined) return range
  return {
    ...range,
    refused: `${chosen} ${shownInstead(range)}`,
    asked: { from: dateInputValue(from), to: dateInputValue(to) },
  }
}

const dateInputValue = (value: string | undefined) => (value && ISO_DAY.test(value) ? value : '')

const shownInstead = (range: DateRange) => `Showing the last ${range.preset} days instead.`

/** The query string that reproduces a range (for links to exports and between pages). */
export function dateRangeQuery(range: DateRange): string {
  return range.preset
    ? `range=${range.preset}`
    : `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`
}
