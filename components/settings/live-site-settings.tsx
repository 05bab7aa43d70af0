'use client'

import * as React from 'react'

import { applySettings } from '@/components/settings/apply-settings'
import { whenPageIdle } from '@/components/settings/when-page-idle'
import { hasSessionCookie } from '@/lib/auth/session-cookie'
import { settingsStyleSheet } from '@/lib/settings/css'
import type { SiteSettings } from '@/lib/settings/settings'
import { createSettingsStore } from '@/lib/settings/settings-store'
import { loadBrowserClient } from '@/lib/supabase/lazy-browser'

/** Wait after the load event before a signed-out visitor's browser loads and subscribes. */
const VISITOR_START_DELAY_MS = 4_000

/**
 * Keeps the page's colour and font in step with the settings table: loads them once the page has
 * settled, then reloads on every realtime change (spec §4), and applies any difference.
 */
export function LiveSiteSettings({
  initialSettings,
}: {
  /** The settings the server rendered the page with (see SiteSettingsStyle). */
  initialSettings: SiteSettings
}) {
  const [store] = React.useState(() => createSettingsStore(initialSettings, loadBrowserClient))
  const { settings } = React.useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  )

  // The server-rendered style already shows the settings, so supabase-js (about 70 kB of script
  // to evaluate) and the realtime socket wait until the page has settled. Signed-in pages load
  // supabase-js for the session anyway; there the wait is only for idle time.
  React.useEffect(() => {
    let stop: (() => void) | undefined
    const cancel = whenPageIdle(
      () => {
        stop = store.start()
      },
      { afterLoadMs: hasSessionCookie(document.cookie) ? 0 : VISITOR_START_DELAY_MS },
    )
    return () => {
      cancel()
      stop?.()
    }
  }, [store])

  // Only a real difference touches <html>: any change to its style restyles the whole page.
  const [initialSheet] = React.useState(() => settingsStyleSheet(initialSettings))
  const appliedSheet = React.useRef(initialSheet)
  React.useEffect(() => {
    const sheet = settingsStyleSheet(settings)
    if (sheet === appliedSheet.current) return
    appliedSheet.current = sheet
    applySettings(settings)
  }, [settings])

  return null
}
