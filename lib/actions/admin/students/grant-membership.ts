'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { grantMembershipSchema } from '@/lib/validation/admin-students'

/** Gives an account an active membership of the named plan (RLS: admins only). */
export const grantMembershipAction = adminAction(
  grantMembershipSchema,
  async ({ userId, plan }, { supabase }) => {
    const { data, error } = await supabase
      .from('memberships')
      .insert({ user_id: userId, plan, status: 'active' })
      .select('id')
      .single()
    if (error) return fail('The membership could not be granted.')
    return ok({ id: data.id })
  },
)
