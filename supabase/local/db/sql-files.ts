import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

// Name order by code unit, as the Supabase CLI sorts migration and seed files.
export async function listSqlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => path.join(dir, name))
}

export function readSql(file: string): Promise<string> {
  return readFile(file, 'utf8')
}
