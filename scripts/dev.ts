import { run } from './run.ts'
import { ensureSupabase, supabaseEnv } from './supabase-local.ts'

const supabase = await ensureSupabase()
const port = process.env.PORT ?? '3000'
process.exitCode = await run(
  'npx',
  ['next', 'dev', '-p', port, ...process.argv.slice(2)],
  supabaseEnv(supabase),
)
process.exit()
