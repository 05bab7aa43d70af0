import { createHash } from 'node:crypto'
import type { PGliteInterface } from '@electric-sql/pglite'
import { bootstrapDir } from './paths.ts'
import { describeSqlError } from './sql-error.ts'
import { listSqlFiles, readSql } from './sql-files.ts'

async function readBootstrap(): Promise<{ file: string; sql: string }[]> {
  const files = await listSqlFiles(bootstrapDir)
  return Promise.all(files.map(async (file) => ({ file, sql: await readSql(file) })))
}

export async function bootstrapHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const { sql } of await readBootstrap()) hash.update(sql)
  return hash.digest('hex')
}

// Creates what a hosted Supabase project has before its first migration (roles, auth, storage,
// realtime, default grants). Runs once, on an empty cluster, as the superuser.
export async function runBootstrap(pg: PGliteInterface): Promise<void> {
  for (const { file, sql } of await readBootstrap()) {
    await pg.exec(sql).catch((error: unknown) => {
      throw describeSqlError(error, file, sql)
    })
  }
  await pg.query(`insert into supabase_local.meta (key, value) values ('bootstrap_hash', $1)`, [
    await bootstrapHash(),
  ])
}

export async function isBootstrapCurrent(pg: PGliteInterface): Promise<boolean> {
  const { rows } = await pg.query<{ value: string }>(
    `select value from supabase_local.meta where key = 'bootstrap_hash'`,
  )
  return rows[0]?.value === (await bootstrapHash())
}
