import { createClient, type SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../lib/supabase/database.types.ts'
import type { SupabaseLocal } from '../supabase/local/server.ts'

const ADMIN = { email: 'admin@scholarlysupport.co', password: 'AdminPass123' }

/**
 * A supabase-js client signed in as the seeded admin. A bulk seed blocks the event loop, after
 * which the server can reset or refuse the first connection it is handed (more often on a loaded
 * machine), so a sign-in whose connection failed is tried up to five times, two seconds apart.
 */
export async function signedInAdmin(local: SupabaseLocal): Promise<SupabaseClient<Database>> {
  const admin = createClient<Database>(local.url, local.anonKey, {
    auth: { persistSession: false },
  })
  for (let attempt = 1; ; attempt++) {
    const { error } = await admin.auth.signInWithPassword(ADMIN)
    if (!error) return admin
    // Status 0 is a connection that failed; anything else (a wrong password) will not improve.
    if (error.status !== 0 || attempt === 5)
      throw new Error(`Admin sign-in failed: ${error.message}`, { cause: error })
    console.warn(`Admin sign-in attempt ${attempt} failed (${error.message}); retrying`)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}
