// zod/mini: this schema runs in every visitor's browser, and the full zod build is ~30 kB gzip.
import * as z from 'zod/mini'

export const CONSENT_STORAGE_KEY = 'site_consent_v1'
export const CONSENT_VALIDITY_MONTHS = 12
export const CONSENT_BANNER_DELAY_MS = 150

export type ConsentCategory = 'necessary' | 'analytics' | 'ads'
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>

const consentRecordSchema = z.object({
  categories: z.object({
    necessary: z.literal(true),
    analytics: z.boolean(),
    ads: z.boolean(),
  }),
  updatedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
})

export type ConsentRecord = z.infer<typeof consentRecordSchema>
export type ConsentCategories = ConsentRecord['categories']

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

/** The stored record if it is well-formed and unexpired; malformed JSON counts as no consent. */
export function parseStoredConsent(raw: string | null, now: Date): ConsentRecord | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = consentRecordSchema.safeParse(json)
  if (!parsed.success) return null
  if (Date.parse(parsed.data.expiresAt) <= now.getTime()) return null
  return parsed.data
}
