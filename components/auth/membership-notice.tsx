'use client'

import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import { MemberNoticeSlot } from '@/components/layout/member-notice-slot'
import { loadBrowserClient } from '@/lib/supabase/lazy-browser'

export const MEMBERSHIP_NOTICE =
  'Membership is currently unavailable; existing purchases remain accessible.'

/** Shown only to users with at least one membership; a failed lookup counts as none (spec §8). */
export function MembershipNotice() {
  const { user } = useAuth()
  const [hasMembership, setHasMembership] = React.useState<{ userId: string; value: boolean }>()

  React.useEffect(() => {
    if (!user) return
    let cancelled = false
    void (async () => {
      const supabase = await loadBrowserClient()
      const { data, error } = await supabase
        .from('memberships')
        .select('id')
        .eq('user_id', user.id)
        .limit(1)
      if (!cancelled) setHasMembership({ userId: user.id, value: !error && data.length > 0 })
    })()
    return () => {
      cancelled = true
    }
  }, [user])

  const show = user !== null && hasMembership?.userId === user.id && hasMembership.value
  return <MemberNoticeSlot notice={show ? MEMBERSHIP_NOTICE : undefined} />
}
