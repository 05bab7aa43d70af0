import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { isBootstrapCurrent } from './bootstrap.ts'
import { pgliteOptions } from './pglite-options.ts'
import { initializeDatabase } from './initialize.ts'
import { applyMigrations } from './migrations.ts'
import { defaultDataDir, defaultSupabaseDir } from './paths.ts'
import { loadDump, templateSource } from './template.ts'

export type OpenDatabaseOptions = {
  dataDir?: string
  memory?: boolean
  seed?: boolean
  supabaseDir?: string
}

// A ready database: in memory (loaded from the cached template), or in a data dir that is created
// with bootstrap + migrations + seed when new and brought up to date with new migrations otherwise.
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  const { memory = false, seed = true, supabaseDir = defaultSupabaseDir } = options
  if (memory) return loadDump(await templateSource({ supabaseDir, seed }))
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir)
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'))
  await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, pgliteOptions)
  try {
    if (fresh) {
      await initializeDatabase(pg, { supabaseDir, seed })
    } else {
      if (!(await isBootstrapCurrent(pg))) {
        console.warn(
          `Supabase Local: the platform bootstrap changed since ${dataDir} was created; run npm run db:reset`,
        )
      }
      await applyMigrations(pg, supabaseDir)
    }
    return pg
  } catch (error) {
    await pg.close()
    // A half-initialized data dir would look "existing" next time and never get its seed.
    if (fresh) await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}

// Rebuilds a data dir from scratch (bootstrap, migrations, seed), like `supabase db reset`.
export async function resetDatabase(
  dataDir: string = defaultDataDir,
  options: Omit<OpenDatabaseOptions, 'dataDir' | 'memory'> = {},
): Promise<void> {
  await rm(path.resolve(dataDir), { recursive: true, force: true })
  const pg = await openDatabase({ ...options, dataDir })
  await pg.close()
}
