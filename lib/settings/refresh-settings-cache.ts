'use server'

import { updateTag } from 'next/cache'

import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { SETTINGS_TAG } from '@/lib/settings/settings'

/** Drops the cached settings after an admin's change, so the next page load renders them. */
export async function refreshSettingsCache(): Promise<void> {
  if (!(await currentUserIsAdmin())) return
  updateTag(SETTINGS_TAG)
}
