export const CONSENT_STORAGE_KEY = 'site_consent_v1'
export const CONSENT_VALIDITY_MONTHS = 12
export const CONSENT_BANNER_DELAY_MS = 150

export type ConsentCategory = 'necessary' | 'analytics' | 'ads'
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>

export type ConsentCategories = { necessary: true; analytics: boolean; ads: boolean }

export type ConsentRecord = {
  categories: ConsentCategories
  /** ISO 8601 UTC instants, as `Date.toISOString()` writes them. */
  updatedAt: string
  expiresAt: string
}

export const DEFAULT_CONSENT: ConsentCategories = { necessary: true, analytics: false, ads: false }

function addMonths(date: Date, months: number): Date {
  const result = new Date(date)
  result.setUTCMonth(result.getUTCMonth() + months)
  return result
}

/**
 * A new record valid for 12 months. A Global Privacy Control signal is a legal opt-out of
 * "sharing" under CCPA/CPRA, so it keeps advertising off whatever was chosen.
 */
export function createConsentRecord(
  choice: { analytics: boolean; ads: boolean },
  now: Date,
  globalPrivacyControl = false,
): ConsentRecord {
  return {
    categories: {
      necessary: true,
      analytics: choice.analytics,
      ads: globalPrivacyControl ? false : choice.ads,
    },
    updatedAt: now.toISOString(),
    expiresAt: addMonths(now, CONSENT_VALIDITY_MONTHS).toISOString(),
  }
}

/** An ISO 8601 date and time with an explicit offset: without one, Date.parse guesses local time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A stored time as the ISO UTC instant the record holds. This app writes `toISOString()`, but
 * a record written by other code (a test, an earlier version) may hold epoch milliseconds or an
 * offset; both name one instant, so they count too.
 */
function toInstant(value: unknown): string | null {
  const time =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && ISO_INSTANT.test(value)
        ? Date.parse(value)
        : Number.NaN
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : null
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null

/**
 * The record's shape, checked by hand rather than with zod: this runs in every visitor's browser
 * on every page, and even zod/mini's core adds about 20 kB gzip to the first load.
 */
function toConsentRecord(json: unknown): ConsentRecord | null {
  const record = asObject(json)
  const categories = asObject(record?.categories)
  if (!record || !categories) return null
  const { necessary, analytics, ads } = categories
  const updatedAt = toInstant(record.updatedAt)
  const expiresAt = toInstant(record.expiresAt)
  if (necessary !== true || typeof analytics !== 'boolean' || typeof ads !== 'boolean') return null
  if (!updatedAt || !expiresAt) return null
  return { categories: { necessary, analytics, ads }, updatedAt, expiresAt }
}

/** The stored record if it is well-formed and unexpired; malformed JSON counts as no consent. */
export function parseStoredConsent(raw: string | null, now: Date): ConsentRecord | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const record = toConsentRecord(json)
  if (!record || Date.parse(record.expiresAt) <= now.getTime()) return null
  return record
}
