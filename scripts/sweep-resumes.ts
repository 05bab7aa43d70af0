// `npm run careers:sweep-resumes`: removes every résumé upload that is over a day old and that no
// application claims (lib/careers/resume-sweep.ts), from the hosted project when
// NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (here or in .env.local), else
// from Supabase Local. The app already sweeps a small batch after each stored application; this
// is for clearing a backlog, or for a scheduler of your choice.
import { createClient } from '@supabase/supabase-js'

import { sweepAllOrphanResumes } from '../lib/careers/resume-sweep.ts'
import type { Database } from '../lib/supabase/database.types.ts'
import { ensureSupabase } from './supabase-local.ts'

const { url, serviceRoleKey } = await ensureSupabase()
if (!serviceRoleKey) {
  console.error('Set SUPABASE_SERVICE_ROLE_KEY: only the service role may list and remove résumés.')
  process.exit(1)
}
const client = createClient<Database>(url, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
})
const removed = await sweepAllOrphanResumes(client)
for (const path of removed) console.info(`removed resumes/${path}`)
console.info(`Removed ${removed.length} unclaimed résumé upload(s) from ${url}.`)
process.exit()
