import 'server-only'

import { loadSettings } from '@/lib/settings/load-settings'
import type { SiteSettings } from '@/lib/settings/settings'
import { createClient } from '@/lib/supabase/server'

/** The stored settings as they are now, uncached, for the admin's form. */
export async function getSettingsForAdmin(): Promise<SiteSettings> {
  return loadSettings(await createClient())
}
