'use client'

import * as React from 'react'

import {
  CONSENT_BANNER_DELAY_MS,
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  DEFAULT_CONSENT,
  type ConsentCategories,
  type OptionalConsentCategory,
} from '@/lib/consent/consent'
import { hasGlobalPrivacyControl, readConsent, writeConsent } from '@/lib/consent/storage'

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

export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [categories, setCategories] = React.useState<ConsentCategories>(DEFAULT_CONSENT)
  const [hasStoredChoice, setHasStoredChoice] = React.useState(false)
  const [globalPrivacyControl, setGlobalPrivacyControl] = React.useState(false)
  const [bannerVisible, setBannerVisible] = React.useState(false)
  const [settingsOpen, setSettingsOpen] = React.useState(false)

  const loadStored = React.useCallback(() => {
    const stored = readConsent()
    setCategories(stored?.categories ?? DEFAULT_CONSENT)
    setHasStoredChoice(stored !== null)
    return stored
  }, [])

  React.useEffect(() => {
    setGlobalPrivacyControl(hasGlobalPrivacyControl())
    const stored = loadStored()
    if (stored) return
    const timer = window.setTimeout(() => setBannerVisible(true), CONSENT_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [loadStored])

  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY) return
      const stored = loadStored()
      setBannerVisible(stored === null)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [loadStored])

  const save = React.useCallback(
    (choice: { analytics: boolean; ads: boolean }) => {
      const record = createConsentRecord(choice, new Date(), globalPrivacyControl)
      writeConsent(record)
      setCategories(record.categories)
      setHasStoredChoice(true)
      setBannerVisible(false)
    },
    [globalPrivacyControl],
  )

  const value = React.useMemo<ConsentContextValue>(
    () => ({
      categories,
      hasStoredChoice,
      globalPrivacyControl,
      bannerVisible,
      settingsOpen,
      setSettingsOpen,
      acceptAll: () => save({ analytics: true, ads: true }),
      rejectAll: () => save({ analytics: false, ads: false }),
      setCategory: (category, enabled) => save({ ...categories, [category]: enabled }),
    }),
    [categories, hasStoredChoice, globalPrivacyControl, bannerVisible, settingsOpen, save],
  )

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentContextValue {
  const context = React.useContext(ConsentContext)
  if (!context) throw new Error('useConsent must be used within a ConsentProvider')
  return context
}
