import 'server-only'

import { cache } from 'react'

import { isTimeZone } from '@/lib/format/zoned-time'
import { createClient } from '@/lib/supabase/server'

/** The signed-in admin's time zone from their profile; UTC when they have not set one. */
export const getAdminTimeZone = cache(async (): Promise<string> => {
  const supabase = await createClient()
  const {
    data: { user },
  } = await supabase.auth.getUser()
  if (!user) return 'UTC'
  const { data } = await supabase
    .from('profiles')
    .select('time_zone')
    .eq('user_id', user.id)
    .maybeSingle()
  const zone = data?.time_zone
  return zone && isTimeZone(zone) ? zone : 'UTC'
})
