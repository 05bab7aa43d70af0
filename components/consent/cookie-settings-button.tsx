'use client'

import { useConsent } from '@/components/consent/consent-provider'

export function CookieSettingsButton({ className }: { className?: string }) {
  const { setSettingsOpen } = useConsent()
  return (
    <button type="button" className={className} onClick={() => setSettingsOpen(true)}>
      Cookie settings
    </button>
  )
}
