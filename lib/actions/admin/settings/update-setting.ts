'use server'

import { adminAction } from '@/lib/actions/action'
import { patchSetting } from '@/lib/actions/admin/settings/patch-setting'
import { fail, ok } from '@/lib/actions/result'
import { invalidateSettings } from '@/lib/data/tags'
import { updateSettingSchema } from '@/lib/validation/settings'

/** Saves one site setting as the admin (RLS checks again) and drops the cached settings. */
export const updateSettingAction = adminAction(
  updateSettingSchema,
  async ({ key, value }, { supabase }) => {
    const result = await patchSetting(supabase, key, value)
    if (!result.success) return fail(result.error.message)
    invalidateSettings()
    return ok(undefined)
  },
)
