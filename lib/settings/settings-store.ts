import type { SupabaseClient } from '@supabase/supabase-js'

import { loadSettings } from '@/lib/settings/load-settings'
import type { SiteSettings } from '@/lib/settings/settings'
import { subscribeToSettings } from '@/lib/settings/subscribe'
import type { Database } from '@/lib/supabase/database.types'

export type SettingsSnapshot = {
  settings: SiteSettings
  /** True until the first load has ended, whether or not it succeeded (spec §4). */
  loading: boolean
}

export type SettingsStore = {
  getSnapshot: () => SettingsSnapshot
  subscribe: (listener: () => void) => () => void
  /** The first load, then a reload on every realtime change; returns a function that stops. */
  start: () => () => void
  reload: () => Promise<void>
}

/**
 * The site settings as the browser holds them, in a store React reads with useSyncExternalStore
 * (and tests drive directly). The Supabase client is asked for only when first needed.
 */
export function createSettingsStore(
  initialSettings: SiteSettings,
  getClient: () => Promise<SupabaseClient<Database>>,
): SettingsStore {
  let snapshot: SettingsSnapshot = { settings: initialSettings, loading: true }
  const listeners = new Set<() => void>()
  // Only the newest load may win, whatever order the responses come back in.
  let generation = 0

  const set = (next: Partial<SettingsSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  const reload = async () => {
    const current = ++generation
    try {
      const settings = await loadSettings(await getClient())
      if (current === generation) set({ settings })
    } catch {
      // Spec §8: a failed load is swallowed and the settings in use stay.
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload,
    start: () => {
      let stopped = false
      let stopChannel: (() => void) | undefined
      void (async () => {
        await reload()
        if (snapshot.loading) set({ loading: false })
        if (stopped) return
        try {
          const supabase = await getClient()
          if (stopped) return
          const channel = subscribeToSettings(supabase, () => void reload())
          stopChannel = () => void supabase.removeChannel(channel)
        } catch {
          // Without realtime the settings stay as loaded.
        }
      })()
      return () => {
        stopped = true
        stopChannel?.()
      }
    },
  }
}
