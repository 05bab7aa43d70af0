import path from 'node:path'
import { projectRoot } from '../db/paths.ts'
import { readCatalog, type Queryable } from './catalog.ts'
import { renderTypes } from './render.ts'

export const databaseTypesFile = path.join(projectRoot, 'lib', 'supabase', 'database.types.ts')

// The PostgREST line Supabase Local follows (SUPABASE-PROTOCOL.md); postgrest-js reads it to know
// which features and typings the server has.
export const postgrestVersion = '14.5'

export type GenerateOptions = { schemas?: string[] }

// `supabase gen types typescript --schema public` for a database Supabase Local has migrated.
export async function generateTypes(db: Queryable, { schemas = ['public'] }: GenerateOptions = {}) {
  const catalog = await readCatalog(db, schemas)
  return renderTypes(catalog, { defaultSchema: 'public', postgrestVersion })
}
