'use client'

import * as React from 'react'

import {
  CONSENT_BANNER_DELAY_MS,
  createConsentRecord,
  DEFAULT_CONSENT,
  parseStoredConsent,
  type ConsentCategories,
  type OptionalConsentCategory,
} from '@/lib/consent/consent'
import {
  hasGlobalPrivacyControl,
  readStoredConsent,
  subscribeToConsent,
  writeConsent,
} from '@/lib/consent/storage'

type ConsentContextValue = {
  /** The stored choice, or the defaults (necessary only) while nothing valid is stored. */
  categories: ConsentCategories
  hasStoredChoice: boolean
  globalPrivacyControl: boolean
  bannerVisible: boolean
  settingsOpen: boolean
  setSettingsOpen: (open: boolean) => void
  acceptAll: () => void
  rejectAll: () => void
  setCategory: (category: OptionalConsentCategory, enabled: boolean) => void
}

const ConsentContext = React.createContext<ConsentContextValue | null>(null)

const noSubscription = () => () => {}

export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const raw = React.useSyncExternalStore(subscribeToConsent, readStoredConsent, () => null)
  const globalPrivacyControl = React.useSyncExternalStore(
    noSubscription,
    hasGlobalPrivacyControl,
    () => false,
  )
  const [delayElapsed, setDelayElapsed] = React.useState(false)
  const [settingsOpen, setSettingsOpen] = React.useState(false)

  // Only the browser has a stored value; the server render must not read the clock.
  const stored = React.useMemo(() => (raw ? parseStoredConsent(raw, new Date()) : null), [raw])
  const categories = stored?.categories ?? DEFAULT_CONSENT

  React.useEffect(() => {
    // A transition, so showing the banner never forces the rest of the page to hydrate at once.
    const timer = window.setTimeout(
      () => React.startTransition(() => setDelayElapsed(true)),
      CONSENT_BANNER_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
  }, [])

  const value = React.useMemo<ConsentContextValue>(() => {
    const save = (choice: { analytics: boolean; ads: boolean }) =>
      writeConsent(createConsentRecord(choice, new Date(), globalPrivacyControl))
    return {
      categories,
      hasStoredChoice: stored !== null,
      globalPrivacyControl,
      bannerVisible: delayElapsed && stored === null,
      settingsOpen,
      setSettingsOpen,
      acceptAll: () => save({ analytics: true, ads: true }),
      rejectAll: () => save({ analytics: false, ads: false }),
      setCategory: (category, enabled) => save({ ...categories, [category]: enabled }),
    }
  }, [categories, stored, globalPrivacyControl, delayElapsed, settingsOpen])

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentContextValue {
  const context = React.useContext(ConsentContext)
  if (!context) throw new Error('useConsent must be used within a ConsentProvider')
  return context
}
