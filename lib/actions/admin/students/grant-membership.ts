'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { existingPlanSpelling } from '@/lib/data/admin/membership-plans'
import { grantMembershipSchema } from '@/lib/validation/admin-students'

/**
 * Gives an account an active membership of the named plan (RLS: admins only), unless it already
 * has one of that plan still running: a second would outlive the first's revocation. A plan that
 * differs from an existing one only in case is that plan, under its existing spelling.
 */
export const grantMembershipAction = adminAction(
  grantMembershipSchema,
  async ({ userId, plan: typed }, { supabase }) => {
    const plan = await existingPlanSpelling(supabase, typed).catch(() => null)
    if (plan === null) return fail('The membership could not be granted.')
    const running = await supabase
      .from('memberships')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .eq('plan', plan)
      .eq('status', 'active')
      .or(`ends_at.is.null,ends_at.gt.${new Date().toISOString()}`)
    if (running.error) return fail('The membership could not be granted.')
    if (running.count) return fail(`This account already has an active ${plan} membership.`)

    const { data, error } = await supabase
      .from('memberships')
      .insert({ user_id: userId, plan, status: 'active' })
      .select('id')
      .single()
    if (error) return fail('The membership could not be granted.')
    return ok({ id: data.id, plan })
  },
)
