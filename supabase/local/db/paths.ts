import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectSupabaseDir = fileURLToPath(new URL('../../', import.meta.url))
// SUPABASE_LOCAL_DIR points Supabase Local at another folder of migrations and seeds (the policy
// mutation script runs the RLS suites against loosened copies); the project root stays this one.
const overrideDir = process.env.SUPABASE_LOCAL_DIR
  ? path.resolve(process.env.SUPABASE_LOCAL_DIR)
  : null

export const defaultSupabaseDir = overrideDir ? `${overrideDir}${path.sep}` : projectSupabaseDir
export const bootstrapDir = fileURLToPath(new URL('./bootstrap/', import.meta.url))
export const projectRoot = path.resolve(projectSupabaseDir, '..')
export const defaultDataDir = path.join(projectRoot, '.data', 'supabase')
// Templates of an overriding folder stay beside it, so they never evict the project's own.
export const templateCacheDir = overrideDir
  ? path.join(overrideDir, '.templates')
  : path.join(projectRoot, '.data', 'templates')
