// `npm run db:types`: writes lib/supabase/database.types.ts from a fresh database migrated in
// memory, like `supabase gen types typescript --local > lib/supabase/database.types.ts`.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { freshDatabase } from '../db/template.ts'
import { databaseTypesFile, generateTypes } from './generate.ts'

const pg = await freshDatabase({ seed: false })
try {
  const types = await generateTypes(pg)
  await mkdir(path.dirname(databaseTypesFile), { recursive: true })
  await writeFile(databaseTypesFile, types)
  console.info(`Wrote ${path.relative(process.cwd(), databaseTypesFile)}`)
} finally {
  await pg.close()
}
