import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { bootstrapHash } from './bootstrap.ts'
import { acquireFileLock } from './file-lock.ts'
import { pgliteOptions } from './pglite-options.ts'
import { initializeDatabase } from './initialize.ts'
import { listMigrations } from './migrations.ts'
import { defaultSupabaseDir, templateCacheDir } from './paths.ts'
import { listSeedFiles } from './seed.ts'
import { readSql } from './sql-files.ts'

export type TemplateOptions = { supabaseDir?: string; seed?: boolean; cache?: boolean }

export type DatabaseTemplate = { dump: Blob; clone: () => Promise<PGlite> }

// A migrated (and seeded) cluster dumped once; every clone loads the dump instead of paying for
// initdb + migrations again (about 0.5 s instead of several seconds).
export async function createTemplate({
  supabaseDir = defaultSupabaseDir,
  seed = true,
  cache = true,
}: TemplateOptions = {}): Promise<DatabaseTemplate> {
  const dump = cache ? await cachedDump(supabaseDir, seed) : await buildDump(supabaseDir, seed)
  return { dump, clone: () => PGlite.create({ ...pgliteOptions, loadDataDir: dump }) }
}

const templates = new Map<string, Promise<DatabaseTemplate>>()

// A fresh in-memory database for a test file or a --memory server, from a per-process template.
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

async function buildDump(supabaseDir: string, seed: boolean): Promise<Blob> {
  const pg = await PGlite.create(pgliteOptions)
  try {
    await initializeDatabase(pg, { supabaseDir, seed })
    return await pg.dumpDataDir('none')
  } finally {
    await pg.close()
  }
}

// Cached on disk under .data/templates, keyed by everything that shapes the database; the UTC day
// is part of the key because seeds use now() (the 'offer' promotion ends 7 days after seeding).
async function cachedDump(supabaseDir: string, seed: boolean): Promise<Blob> {
  const prefix = seed ? 'seeded' : 'migrated'
  const file = path.join(templateCacheDir, `${prefix}-${await templateKey(supabaseDir, seed)}.tar`)
  const existing = await readDump(file)
  if (existing) return existing
  await mkdir(templateCacheDir, { recursive: true })
  const release = await acquireFileLock(`${file}.lock`)
  try {
    const builtMeanwhile = await readDump(file)
    if (builtMeanwhile) return builtMeanwhile
    const dump = await buildDump(supabaseDir, seed)
    await storeDump(file, prefix, dump).catch((error: unknown) => {
      console.warn(`Supabase Local: could not cache the database template: ${String(error)}`)
    })
    return dump
  } finally {
    await release()
  }
}

async function readDump(file: string): Promise<Blob | null> {
  const bytes = await readFile(file).catch(() => null)
  return bytes ? new Blob([bytes]) : null
}

async function storeDump(file: string, prefix: string, dump: Blob): Promise<void> {
  const stale = (await readdir(templateCacheDir)).filter(
    (name) =>
      name.startsWith(`${prefix}-`) && name.endsWith('.tar') && name !== path.basename(file),
  )
  await Promise.all(stale.map((name) => rm(path.join(templateCacheDir, name), { force: true })))
  // Written under a unique name and renamed, so parallel test workers never read half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()))
  await rename(temporary, file)
}

async function templateKey(supabaseDir: string, seed: boolean): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await pgliteVersion())
  hash.update(await bootstrapHash())
  for (const { file } of await listMigrations(supabaseDir))
    hash.update(file + (await readSql(file)))
  if (seed) {
    hash.update(new Date().toISOString().slice(0, 10))
    for (const file of await listSeedFiles(supabaseDir)) hash.update(file + (await readSql(file)))
  }
  return hash.digest('hex').slice(0, 16)
}

async function pgliteVersion(): Promise<string> {
  const manifest = path.join(
    path.dirname(defaultSupabaseDir),
    'node_modules/@electric-sql/pglite/package.json',
  )
  const text = await readFile(manifest, 'utf8').catch(() => '{}')
  return (JSON.parse(text) as { version?: string }).version ?? ''
}
