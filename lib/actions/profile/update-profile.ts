'use server'

import { saveProfile } from '@/lib/actions/profile/save-profile'
import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { profileSchema } from '@/lib/validation/profile'

/** Saves the member's name, country, university, study level and time zone. */
export const updateProfileAction = memberAction(
  profileSchema,
  async (input, { supabase, user }) => {
    const { error } = await saveProfile(supabase, user.id, input)
    if (error) return fail(error)
    if (user.user_metadata.full_name !== input.fullName) {
      // The header reads the name from the session; the profile row is the record, so a failed
      // copy here only leaves the header stale until the next sign-in.
      await supabase.auth.updateUser({ data: { full_name: input.fullName } })
    }
    return ok(undefined)
  },
)
