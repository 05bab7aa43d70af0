import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

let clientPromise: Promise<SupabaseClient<Database>> | null = null

/**
 * The browser client, loaded on first use: public pages for signed-out visitors never download
 * supabase-js at all.
 */
export function loadBrowserClient(): Promise<SupabaseClient<Database>> {
  clientPromise ??= import('@/lib/supabase/browser').then(({ createClient }) => createClient())
  return clientPromise
}
