import type { PGliteInterface } from '@electric-sql/pglite'
import { runBootstrap } from './bootstrap.ts'
import { applyMigrations } from './migrations.ts'
import { defaultSupabaseDir } from './paths.ts'
import { applySeed } from './seed.ts'

export type InitializeOptions = { supabaseDir?: string; seed?: boolean }

// Brings an empty cluster to the state `supabase db reset` leaves: bootstrap, migrations, seed.
export async function initializeDatabase(
  pg: PGliteInterface,
  { supabaseDir = defaultSupabaseDir, seed = true }: InitializeOptions = {},
): Promise<void> {
  await runBootstrap(pg)
  await applyMigrations(pg, supabaseDir)
  if (seed) await applySeed(pg, supabaseDir)
}
