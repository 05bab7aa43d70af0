'use client'

import dynamic from 'next/dynamic'

import { useConsent } from '@/components/consent/consent-provider'

const ConsentSettingsDialog = dynamic(
  () =>
    import('@/components/consent/consent-settings-dialog').then((mod) => mod.ConsentSettingsDialog),
  { ssr: false },
)

/** Loads the dialog's code only once a visitor asks for cookie settings. */
export function LazyConsentSettingsDialog() {
  const { settingsOpen } = useConsent()
  return settingsOpen ? <ConsentSettingsDialog /> : null
}
