import type { PGliteInterface } from '@electric-sql/pglite'
import type { Preferences } from './parse/prefer.ts'
import type { Executor } from './run/executor.ts'
import type { SchemaCache } from './schema-types.ts'

export type SchemaCacheHolder = {
  get: () => Promise<SchemaCache>
  // Reloads at most once per short interval; used when a request names something unknown.
  refreshIfStale: () => Promise<SchemaCache>
  reload: () => Promise<SchemaCache>
}

export type RestDeps = {
  pg: PGliteInterface
  schemaCache: SchemaCacheHolder
  execute: Executor
  anonRole: string
  maxRows: number
}

export type RestRequest = {
  method: string
  // Path after /rest/v1, e.g. /articles or /rpc/search.
  path: string
  search: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  body: string
  role: string
  claims: Record<string, unknown>
}

export type RestResponse = { status: number; headers: Record<string, string>; body: string | null }

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal'

// `application/vnd.pgrst.plan`: the EXPLAIN of the statement `kind` would run, as text or JSON.
export type PlanMedia = { format: 'text' | 'json'; options: PlanOption[] }

export type Media = {
  kind: 'json' | 'object' | 'csv' | 'openapi'
  stripNulls: boolean
  plan?: PlanMedia
}

export type RequestContext = {
  deps: RestDeps
  req: RestRequest
  cache: SchemaCache
  schema: string
  media: Media
  prefs: Preferences
}

export function header(req: RestRequest, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
