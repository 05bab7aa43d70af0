import { createHash } from 'node:crypto'
import path from 'node:path'
import type { PGliteInterface } from '@electric-sql/pglite'
import { describeSqlError } from './sql-error.ts'
import { listSqlFiles, readSql } from './sql-files.ts'

// Same order as config.toml's [db.seed] sql_paths: seed.sql, then seeds/*.sql by name.
export async function listSeedFiles(supabaseDir: string): Promise<string[]> {
  const main = path.join(supabaseDir, 'seed.sql')
  const extra = await listSqlFiles(path.join(supabaseDir, 'seeds'))
  const mainExists = (await listSqlFiles(supabaseDir)).includes(main)
  return mainExists ? [main, ...extra] : extra
}

// Runs every seed file once, recording it in supabase_migrations.seed_files as the CLI does.
export async function applySeed(pg: PGliteInterface, supabaseDir: string): Promise<string[]> {
  const applied: string[] = []
  for (const file of await listSeedFiles(supabaseDir)) {
    const sql = await readSql(file)
    const relative = path.relative(path.dirname(path.resolve(supabaseDir)), file)
    const hash = createHash('sha256').update(sql).digest('hex')
    await pg
      .transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(`insert into supabase_migrations.seed_files (path, hash) values ($1, $2)`, [
          relative,
          hash,
        ])
      })
      .catch((error: unknown) => {
        throw describeSqlError(error, file, sql)
      })
    applied.push(relative)
  }
  return applied
}
