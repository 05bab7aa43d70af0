import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'
import { createClient } from '@/lib/supabase/server'

/** A member's profile row as the given client may read it (RLS: their own, or any for admins). */
export async function getMemberProfile(client: SupabaseClient<Database>, userId: string) {
  const { data, error } = await client
    .from('profiles')
    .select('full_name, avatar_url, country, university, study_level, time_zone')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

/** The signed-in member's own profile row, for the profile form. */
export async function getOwnProfile(userId: string) {
  return getMemberProfile(await createClient(), userId)
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>
