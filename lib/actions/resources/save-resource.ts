'use server'

import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { saveResourceSchema } from '@/lib/validation/resources'

const CANNOT_SAVE =
  'Only resources you can open can be saved. This one needs an active membership, or is no longer available.'

/** Adds a resource to, or removes it from, the member's saved list (RLS: only their own rows). */
export const saveResourceAction = memberAction(
  saveResourceSchema,
  async ({ resourceId, saved }, { supabase, user }) => {
    const { error } = saved
      ? await supabase
          .from('saved_resources')
          .upsert({ user_id: user.id, resource_id: resourceId }, { ignoreDuplicates: true })
      : await supabase
          .from('saved_resources')
          .delete()
          .eq('user_id', user.id)
          .eq('resource_id', resourceId)
    // RLS refuses a save of a resource the member cannot open: members-only without a
    // membership, or one no longer published.
    if (error?.code === '42501') return fail(CANNOT_SAVE)
    if (error) {
      console.error('Saving a resource failed', error)
      return fail('Your saved resources could not be updated. Please try again.')
    }
    return ok({ saved })
  },
)
