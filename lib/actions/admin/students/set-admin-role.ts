'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { LAST_ADMIN, SELF_DEMOTION, setAdminRoleSchema } from '@/lib/validation/admin-students'

// guard_admin_roles names the broken rule in its hint.
const REFUSALS: Record<string, string> = { self_demotion: SELF_DEMOTION, last_admin: LAST_ADMIN }

/**
 * Grants or revokes the admin role. The proxy and RLS read the role on every request, so the
 * change applies to the account's next request. The guards are checked here for a clear message
 * and again by the guard_admin_roles trigger, which holds for every client.
 */
export const setAdminRoleAction = adminAction(
  setAdminRoleSchema,
  async ({ userId, admin }, { supabase, user }) => {
    if (!admin && userId === user.id) return fail(SELF_DEMOTION)
    const role = admin ? 'admin' : 'user'
    const { data, error } = await supabase
      .from('user_roles')
      .upsert({ user_id: userId, role }, { onConflict: 'user_id' })
      .select('role')
    if (error) return fail(REFUSALS[error.hint ?? ''] ?? 'The role could not be changed.')
    if (!data || data.length === 0) return fail('This account no longer exists.')
    return ok({ role })
  },
)
