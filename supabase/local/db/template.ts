import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { bootstrapHash } from './bootstrap.ts'
import { bytesSource, DumpFS, fileSource, type DumpSource } from './dump-fs.ts'
import { acquireFileLock } from './file-lock.ts'
import { pgliteOptions } from './pglite-options.ts'
import { initializeDatabase } from './initialize.ts'
import { listMigrations } from './migrations.ts'
import { defaultSupabaseDir, projectRoot, templateCacheDir } from './paths.ts'
import { listSeedFiles } from './seed.ts'
import { readSql } from './sql-files.ts'

export type TemplateOptions = { supabaseDir?: string; seed?: boolean; cache?: boolean }

// The bytes of a dumped data dir (an uncompressed tar from PGlite's dumpDataDir).
export type DatabaseTemplate = { dump: Uint8Array; clone: () => Promise<PGlite> }

// A migrated (and seeded) cluster dumped once; every clone loads the dump instead of paying for
// initdb + migrations again (about 0.5 s instead of several seconds).
export async function createTemplate(options: TemplateOptions = {}): Promise<DatabaseTemplate> {
  const source = await templateSource(options)
  let dump: Uint8Array
  try {
    dump = source.read(0, source.size)
  } finally {
    source.close()
  }
  return { dump, clone: () => loadDump(bytesSource(dump)) }
}

// The dump for a single database: the cached file, which the database reads from as it goes.
export async function templateSource({
  supabaseDir = defaultSupabaseDir,
  seed = true,
  cache = true,
}: TemplateOptions = {}): Promise<DumpSource> {
  if (!cache) return bytesSource(await buildDump(supabaseDir, seed))
  return cachedDump(supabaseDir, seed)
}

// An in-memory database on a dump; it closes the source when it closes.
export async function loadDump(source: DumpSource): Promise<PGlite> {
  try {
    return await PGlite.create({ ...pgliteOptions, fs: new DumpFS(source) })
  } catch (error) {
    source.close()
    throw error
  }
}

const templates = new Map<string, Promise<DatabaseTemplate>>()

// A fresh in-memory database for a test file, from a per-process template.
export async function freshDatabase(options: Omit<TemplateOptions, 'cache'> = {}): Promise<PGlite> {
  const key = `${options.supabaseDir ?? defaultSupabaseDir}|${options.seed ?? true}`
  let template = templates.get(key)
  if (!template) {
    template = createTemplate(options)
    templates.set(key, template)
    template.catch(() => templates.delete(key))
  }
  return (await template).clone()
}

// Every database loaded from a dump holds its WAL segments in memory: 1 MB segments instead of
// 16 MB, recycled down to a few after a checkpoint (which also spares each load a crash recovery
// through the whole seed's WAL).
const dumpCluster = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...pgliteOptions.startParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
}

async function buildDump(supabaseDir: string, seed: boolean): Promise<Uint8Array> {
  const pg = await PGlite.create({ ...pgliteOptions, ...dumpCluster })
  try {
    await initializeDatabase(pg, { supabaseDir, seed })
    await pg.exec('checkpoint')
    return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer())
  } finally {
    await pg.close()
  }
}

// Cached on disk under .data/templates, keyed by everything that shapes the database; the UTC day
// is part of the key because seeds use now() (the 'offer' promotion ends 7 days after seeding).
async function cachedDump(supabaseDir: string, seed: boolean): Promise<DumpSource> {
  const prefix = seed ? 'seeded' : 'migrated'
  const file = path.join(templateCacheDir, `${prefix}-${await templateKey(supabaseDir, seed)}.tar`)
  const existing = openDump(file)
  if (existing) return existing
  await mkdir(templateCacheDir, { recursive: true })
  const release = await acquireFileLock(`${file}.lock`)
  try {
    const builtMeanwhile = openDump(file)
    if (builtMeanwhile) return builtMeanwhile
    const dump = await buildDump(supabaseDir, seed)
    const stored = await storeDump(file, prefix, dump).then(
      () => openDump(file),
      (error: unknown) => {
        console.warn(`Supabase Local: could not cache the database template: ${String(error)}`)
        return null
      },
    )
    return stored ?? bytesSource(dump)
  } finally {
    await release()
  }
}

function openDump(file: string): DumpSource | null {
  try {
    return fileSource(file)
  } catch {
    return null
  }
}

async function storeDump(file: string, prefix: string, dump: Uint8Array): Promise<void> {
  const stale = (await readdir(templateCacheDir)).filter(
    (name) =>
      name.startsWith(`${prefix}-`) && name.endsWith('.tar') && name !== path.basename(file),
  )
  await Promise.all(stale.map((name) => rm(path.join(templateCacheDir, name), { force: true })))
  // Written under a unique name and renamed, so parallel test workers never read half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, dump)
  await rename(temporary, file)
}

async function templateKey(supabaseDir: string, seed: boolean): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await pgliteVersion())
  hash.update(await bootstrapHash())
  hash.update(JSON.stringify(dumpCluster))
  for (const { file } of await listMigrations(supabaseDir))
    hash.update(file + (await readSql(file)))
  if (seed) {
    hash.update(new Date().toISOString().slice(0, 10))
    for (const file of await listSeedFiles(supabaseDir)) hash.update(file + (await readSql(file)))
  }
  return hash.digest('hex').slice(0, 16)
}

async function pgliteVersion(): Promise<string> {
  const manifest = path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')
  const text = await readFile(manifest, 'utf8').catch(() => '{}')
  return (JSON.parse(text) as { version?: string }).version ?? ''
}
