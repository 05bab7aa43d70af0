import 'server-only'

import { createClient } from '@/lib/supabase/server'

/** Counts the admin sidebar shows beside an area, keyed by the area's slug. */
export type AdminBadges = Partial<Record<string, number>>

/**
 * What waits for an admin in the sidebar: unread messages and new order requests. Read with the
 * admin's own session (RLS lets admins count every row), uncached so a reply clears it at once.
 */
export async function getAdminBadges(): Promise<AdminBadges> {
  const supabase = await createClient()
  const [messages, orders] = await Promise.all([
    supabase.from('messages').select('id', { count: 'exact', head: true }).eq('status', 'new'),
    supabase.from('orders').select('id', { count: 'exact', head: true }).eq('status', 'pending'),
  ])
  return { messages: messages.count ?? 0, orders: orders.count ?? 0 }
}
