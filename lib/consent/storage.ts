import { CONSENT_STORAGE_KEY, parseStoredConsent, type ConsentRecord } from '@/lib/consent/consent'

/** Reads the visitor's consent from localStorage; storage errors (private mode) mean none. */
export function readConsent(now = new Date()): ConsentRecord | null {
  try {
    return parseStoredConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), now)
  } catch {
    return null
  }
}

export function writeConsent(record: ConsentRecord): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch (error) {
    console.warn('Could not store cookie consent', error)
  }
}

export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}
