import { createHash } from 'node:crypto'
import type { PGliteInterface } from '@electric-sql/pglite'
import { describeBinding, parseBinding, type BindingSpec } from './binding.ts'
import type { PgBinding } from './change-fanout.ts'

export type RequestedBinding = { params: Record<string, unknown>; id: number }

// Realtime answers each binding with its params plus an integer id (a hash of the params) that
// later postgres_changes pushes carry in `ids` (protocol doc C.2).
export function requestedBindings(config: Record<string, unknown>): RequestedBinding[] {
  const list = Array.isArray(config.postgres_changes) ? config.postgres_changes : []
  return list
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
    .map((params) => ({ params, id: bindingId(params) }))
}

function bindingId(params: unknown): number {
  return createHash('sha1').update(stableJson(params)).digest().readUInt32BE(0) & 0x7ffffff
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

type Subscribed = { ok: true; bindings: PgBinding[] } | { ok: false; message: string }

// Like Realtime's subscription insert: every binding must name at least one table of the
// publication and filter on existing columns, or none of the channel's bindings is active.
export async function subscribe(
  pg: PGliteInterface,
  publication: string,
  requested: RequestedBinding[],
): Promise<Subscribed> {
  const bindings: PgBinding[] = []
  const tables = await publishedColumns(pg, publication)
  for (const { params, id } of requested) {
    const parsed = parseBinding(params)
    if (!parsed.ok) return parsed
    const spec = parsed.value
    const matching = tables.filter(
      (t) =>
        (spec.schema === '*' || spec.schema === t.schema) &&
        (spec.table === '*' || spec.table === t.table),
    )
    if (matching.length === 0) {
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describeBinding(spec)}]`,
      }
    }
    const missing = missingColumn(spec, matching)
    if (missing) {
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describeBinding(spec)}]. Exception: ERROR P0001 (raise_exception) invalid column for filter ${missing}`,
      }
    }
    bindings.push({ id, spec })
  }
  return { ok: true, bindings }
}

function missingColumn(spec: BindingSpec, tables: { columns: string[] }[]): string | null {
  for (const filter of spec.filters) {
    if (!tables.every((t) => t.columns.includes(filter.column))) return filter.column
  }
  return null
}

async function publishedColumns(pg: PGliteInterface, publication: string) {
  const { rows } = await pg.query<{ schema: string; table: string; columns: string[] }>(
    `select schemaname as schema, tablename as table, attnames as columns
     from pg_publication_tables where pubname = $1`,
    [publication],
  )
  return rows
}
