import 'server-only'

import { cache } from 'react'

import { createClient } from '@/lib/supabase/server'

/** Counts the admin sidebar shows beside an area, keyed by the area's slug. */
export type AdminBadges = Partial<Record<string, number>>

type CountResult = { count: number | null; error: { message: string } | null }

/**
 * New order requests and unread messages, read once per request: the sidebar badges and the
 * admin home both show them, and `/admin` renders both. Read with the admin's own session (RLS
 * lets admins count every row), uncached across requests so a reply clears them at once. Each
 * caller decides what a failed count means, so the results come back as they are.
 */
export const countWaiting = cache(
  async (): Promise<{ orders: CountResult; messages: CountResult }> => {
    const supabase = await createClient()
    const head = { count: 'exact', head: true } as const
    const [orders, messages] = await Promise.all([
      supabase.from('orders').select('id', head).eq('status', 'pending'),
      supabase.from('messages').select('id', head).eq('status', 'new'),
    ])
    return { orders, messages }
  },
)

/** What waits for an admin in the sidebar; a count that fails to load shows as none. */
export async function getAdminBadges(): Promise<AdminBadges> {
  const { messages, orders } = await countWaiting()
  return { messages: messages.count ?? 0, orders: orders.count ?? 0 }
}
