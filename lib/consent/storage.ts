import { CONSENT_STORAGE_KEY, type ConsentRecord } from '@/lib/consent/consent'

const CHANGE_EVENT = 'site-consent-change'

/** The raw stored value; storage errors (private mode, blocked storage) read as nothing. */
export function readStoredConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY)
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
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Notifies on changes from this tab (writeConsent) and from other tabs (storage events). */
export function subscribeToConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}
