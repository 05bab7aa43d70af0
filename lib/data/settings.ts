import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { cacheTags } from '@/lib/data/tags'
import { loadSettings } from '@/lib/settings/load-settings'
import { DEFAULT_SETTINGS, type SiteSettings } from '@/lib/settings/settings'
import { createPublicClient } from '@/lib/supabase/public'

/**
 * The settings every page is rendered with; the defaults when the read fails. A request more
 * than a minute after the last read refreshes them in the background (an admin's save through
 * saveSiteSettingsAction drops them at once). The long expiry keeps quiet pages served from the
 * cache: a visitor who gets an old colour sees the browser's own load correct it.
 */
export async function getSiteSettings(): Promise<SiteSettings> {
  'use cache'
  cacheTag(cacheTags.settings)
  cacheLife({ stale: 300, revalidate: 60, expire: 86_400 })
  try {
    return await loadSettings(createPublicClient(), AbortSignal.timeout(5_000))
  } catch {
    return { ...DEFAULT_SETTINGS }
  }
}
