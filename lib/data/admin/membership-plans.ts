import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import { exactIlike } from '@/lib/data/email-match'
import type { Database } from '@/lib/supabase/database.types'

/** How many recent memberships the grant form's plan suggestions are drawn from. */
export const RECENT_MEMBERSHIPS = 500

/** Plan names once each, ignoring case, keeping the first spelling met (the most recent). */
export function distinctPlans(plans: readonly string[]): string[] {
  const byKey = new Map<string, string>()
  for (const plan of plans) {
    const key = plan.toLowerCase()
    if (!byKey.has(key)) byKey.set(key, plan)
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'))
}

/**
 * The plan as it is already spelt when one differs from it only in case ("study plus" is the
 * "Study Plus" plan), so a typing slip does not start a second plan; otherwise the plan as given.
 */
export async function existingPlanSpelling(
  supabase: SupabaseClient<Database>,
  plan: string,
): Promise<string> {
  const { data, error } = await supabase
    .from('memberships')
    .select('plan')
    .ilike('plan', exactIlike(plan))
    .order('started_at', { ascending: false })
    .limit(20)
  if (error) throw new Error(`Could not look up the plan: ${error.message}`)
  return data.find((row) => row.plan.toLowerCase() === plan.toLowerCase())?.plan ?? plan
}
