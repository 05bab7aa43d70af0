import { addCompileHints } from './compile-hints.ts'
import { run } from './run.ts'
import { ensureSupabase, supabaseEnv } from './supabase-local.ts'

// Public pages are prerendered from the database, so the build needs a Supabase to read: the
// hosted one when NEXT_PUBLIC_SUPABASE_URL is set, otherwise Supabase Local (started if needed).
const supabase = await ensureSupabase()
process.exitCode = await run(
  'npx',
  ['next', 'build', ...process.argv.slice(2)],
  supabaseEnv(supabase),
)
if (process.exitCode === 0) {
  for (const file of addCompileHints()) console.info(`Compile hint added to ${file}`)
}
process.exit()
