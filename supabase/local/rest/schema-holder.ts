import type { PGliteInterface } from '@electric-sql/pglite'
import type { SchemaCacheHolder } from './context.ts'
import { loadSchemaCache } from './schema-cache.ts'
import type { SchemaCache } from './schema-types.ts'

// Loads lazily, reloads on `NOTIFY pgrst, 'reload schema'` like PostgREST, and on demand.
export function createSchemaCacheHolder(pg: PGliteInterface, schemas: string[]): SchemaCacheHolder {
  let current: Promise<SchemaCache> | null = null
  let loading: Promise<SchemaCache> | null = null
  const reload = () => {
    if (loading) return loading
    const next = loadSchemaCache(pg, schemas)
    loading = next
    next.then(
      () => {
        current = next
        loading = null
      },
      () => {
        loading = null
      },
    )
    return next
  }
  return {
    get: () => current ?? reload(),
    reload,
    // Coalesced with any reload in flight, so a burst of misses costs one introspection.
    refreshIfStale: () => reload(),
  }
}

export async function listenForReloads(
  pg: PGliteInterface,
  holder: SchemaCacheHolder,
): Promise<() => Promise<void>> {
  return pg.listen('pgrst', (payload) => {
    if (payload === '' || payload.startsWith('reload schema')) void holder.reload()
  })
}
