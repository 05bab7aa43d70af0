import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

/**
 * orders.student_id is NOT NULL and references auth.users with ON DELETE CASCADE, so orders kept
 * for the accounts cannot point at nobody. They are handed to this one placeholder account: no
 * password anyone knows, an address on a reserved domain, and banned from signing in.
 */
export const DELETED_ACCOUNT = {
  id: '00000000-0000-4000-8000-00000000dead',
  email: 'deleted-accounts@scholarlysupport.invalid',
  name: 'Deleted account',
} as const

export async function ensureDeletedAccountHolder(admin: SupabaseClient<Database>): Promise<string> {
  const existing = await admin.auth.admin.getUserById(DELETED_ACCOUNT.id)
  if (existing.data.user) return DELETED_ACCOUNT.id
  const created = await admin.auth.admin.createUser({
    id: DELETED_ACCOUNT.id,
    email: DELETED_ACCOUNT.email,
    email_confirm: false,
    ban_duration: '876000h',
    user_metadata: { full_name: DELETED_ACCOUNT.name },
    app_metadata: { deleted_account_holder: true },
  })
  if (created.error) {
    // Another deletion may have created it a moment ago.
    const again = await admin.auth.admin.getUserById(DELETED_ACCOUNT.id)
    if (!again.data.user) {
      throw new Error(`Could not prepare the deleted-account holder: ${created.error.message}`)
    }
  }
  return DELETED_ACCOUNT.id
}
