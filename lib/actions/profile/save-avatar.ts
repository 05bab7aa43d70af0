'use server'

import { confirmAvatar } from '@/lib/actions/profile/confirm-avatar'
import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { saveAvatarSchema } from '@/lib/validation/profile'

/** Adopts the avatar the browser just uploaded to the member's folder in Storage. */
export const saveAvatarAction = memberAction(
  saveAvatarSchema,
  async ({ path }, { supabase, user }) => {
    const result = await confirmAvatar(supabase, user.id, path)
    if (result.error !== undefined) return fail(result.error)
    await supabase.auth.updateUser({ data: { avatar_url: result.avatarUrl } })
    return ok({ avatarUrl: result.avatarUrl })
  },
)
