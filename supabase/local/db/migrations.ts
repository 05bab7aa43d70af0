import path from 'node:path'
import type { PGliteInterface } from '@electric-sql/pglite'
import { describeSqlError } from './sql-error.ts'
import { listSqlFiles, readSql } from './sql-files.ts'
import { splitStatements } from './split-statements.ts'

export type Migration = { version: string; name: string; file: string }

// The Supabase CLI's rule: <digits>_<name>.sql; anything else in the folder is skipped.
const migrationName = /^(\d+)_(.*)\.sql$/

export async function listMigrations(supabaseDir: string): Promise<Migration[]> {
  const files = await listSqlFiles(path.join(supabaseDir, 'migrations'))
  return files.flatMap((file) => {
    const match = migrationName.exec(path.basename(file))
    return match ? [{ version: match[1] ?? '', name: match[2] ?? '', file }] : []
  })
}

// Applies migrations not yet in supabase_migrations.schema_migrations, each in its own
// transaction, and returns the versions applied.
export async function applyMigrations(pg: PGliteInterface, supabaseDir: string): Promise<string[]> {
  const { rows } = await pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const done = new Set(rows.map((row) => row.version))
  const applied: string[] = []
  for (const migration of await listMigrations(supabaseDir)) {
    if (done.has(migration.version)) continue
    const sql = await readSql(migration.file)
    await pg
      .transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, statements)
           values ($1, $2, $3)`,
          [migration.version, migration.name, splitStatements(sql)],
        )
      })
      .catch((error: unknown) => {
        throw describeSqlError(error, migration.file, sql)
      })
    applied.push(migration.version)
  }
  return applied
}
