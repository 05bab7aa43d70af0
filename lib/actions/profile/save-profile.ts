import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'
import type { ProfileInput } from '@/lib/validation/profile'

type ProfileColumns = Pick<
  Database['public']['Tables']['profiles']['Update'],
  'full_name' | 'country' | 'university' | 'study_level' | 'time_zone'
>

/** The form's values as profile columns: empty choices are stored as null. */
export function toProfileColumns(input: ProfileInput): ProfileColumns {
  return {
    full_name: input.fullName,
    country: input.country || null,
    university: input.university || null,
    study_level: input.studyLevel || null,
    time_zone: input.timeZone || null,
  }
}

/**
 * Saves the member's profile under their own RLS. The sign-up trigger creates the row, so this
 * updates; a missing row (a user created before the trigger existed) is inserted instead.
 */
export async function saveProfile(
  client: SupabaseClient<Database>,
  userId: string,
  input: ProfileInput,
): Promise<{ error: string | null }> {
  const columns = toProfileColumns(input)
  const updated = await client
    .from('profiles')
    .update(columns)
    .eq('user_id', userId)
    .select('user_id')
  if (updated.error) return { error: updated.error.message }
  if (updated.data.length > 0) return { error: null }
  const inserted = await client.from('profiles').insert({ user_id: userId, ...columns })
  return { error: inserted.error?.message ?? null }
}
