// `npm run admin:sweep-uploads`: removes every admin upload (article cover, resource file, lead
// magnet PDF) that is over a week old and that no row uses (lib/storage/upload-sweep.ts), from
// the hosted project when NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (here or
// in .env.local), else from Supabase Local. The app already sweeps a small batch after each upload
// URL it issues to an admin; this is for clearing a backlog, or for a scheduler of your choice.
import { createClient } from '@supabase/supabase-js'

import { sweepAllOrphanUploads } from '../lib/storage/upload-sweep.ts'
import type { Database } from '../lib/supabase/database.types.ts'
import { ensureSupabase } from './supabase-local.ts'

const { url, serviceRoleKey } = await ensureSupabase()
if (!serviceRoleKey) {
  console.error('Set SUPABASE_SERVICE_ROLE_KEY: only the service role may list and remove uploads.')
  process.exit(1)
}
const client = createClient<Database>(url, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
})
const removed = await sweepAllOrphanUploads(client)
for (const path of removed) console.info(`removed ${path}`)
console.info(`Removed ${removed.length} unsaved admin upload(s) from ${url}.`)
process.exit()
