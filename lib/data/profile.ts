import 'server-only'

import { createClient } from '@/lib/supabase/server'

/** The signed-in member's own profile row, for the profile form. */
export async function getOwnProfile(userId: string) {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('profiles')
    .select('full_name, avatar_url, country, university, study_level, time_zone')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>
