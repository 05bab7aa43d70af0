import { sendJson } from '../../gateway/http.ts'
import { readJson } from '../body.ts'
import type { StorageHandler } from '../context.ts'
import { blobOf, findObject, objectColumns, run, type ObjectRow } from '../db.ts'
import { errors } from '../errors.ts'
import { mustBeValidKey } from '../limits.ts'

const sortColumns = ['name', 'updated_at', 'created_at', 'last_accessed_at']

function integer(value: unknown, fallback: number, minimum: number, field: string): number {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw errors.invalidRequest(`body/${field} must be >= ${minimum}`)
  }
  return value
}

// POST /object/list/{bucket}: one folder level through storage.search, as the caller (RLS).
// Folders come back as entries with null id and metadata; a prefix is always a folder.
export const listObjects: StorageHandler = async (deps, call) => {
  const body = await readJson(call.req)
  if (typeof body.prefix !== 'string') {
    throw errors.invalidRequest("body must have required property 'prefix'")
  }
  const prefix =
    body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix
  const limit = integer(body.limit, 100, 1, 'limit')
  const offset = integer(body.offset, 0, 0, 'offset')
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = sortBy.column ?? 'name'
  const order = sortBy.order ?? 'asc'
  if (typeof column !== 'string' || !sortColumns.includes(column)) {
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values')
  }
  if (order !== 'asc' && order !== 'desc') {
    throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values')
  }
  const search = typeof body.search === 'string' ? body.search : ''
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
      prefix,
      call.bucket,
      limit,
      prefix.split('/').length,
      offset,
      search,
      column,
      order,
    ]),
  )
  sendJson(call.res, 200, rows)
}

type DeleteEntry = { name: string; version: string | null }

function deleteEntries(value: unknown): DeleteEntry[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw errors.invalidRequest('body/prefixes must NOT have fewer than 1 items')
  }
  return value.map((entry: unknown) => {
    if (typeof entry === 'string') return { name: entry, version: null }
    const { path, versionId } = (entry ?? {}) as { path?: unknown; versionId?: unknown }
    if (typeof path !== 'string') throw errors.invalidRequest('body/prefixes must be strings')
    return { name: path, version: typeof versionId === 'string' ? versionId : null }
  })
}

// DELETE /object/{bucket} {prefixes}: deletes what the caller's DELETE policies allow and
// returns those rows (objects it may not delete are silently left, as on hosted Supabase).
export const removeObjects: StorageHandler = async (deps, call) => {
  const entries = deleteEntries((await readJson(call.req)).prefixes)
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects o using unnest($2::text[], $3::text[]) as t(name, version)
       where o.bucket_id = $1 and o.name = t.name and (t.version is null or o.version = t.version)
       returning ${objectColumns
         .split(', ')
         .map((column) => `o.${column}`)
         .join(', ')}`,
      [call.bucket, entries.map((e) => e.name), entries.map((e) => e.version)],
    ),
  )
  await deps.store.remove(rows.map(blobOf))
  sendJson(call.res, 200, rows)
}

// DELETE /object/{bucket}/{name}.
export const removeObject: StorageHandler = async (deps, call) => {
  mustBeValidKey(call.name)
  const existing = await run(deps.pg, 'superuser', (tx) => findObject(tx, call.bucket, call.name))
  if (!existing) throw errors.noSuchKey()
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = $2 returning ${objectColumns}`,
      [call.bucket, call.name],
    ),
  )
  const deleted = rows[0]
  if (!deleted) throw errors.noSuchKey()
  await deps.store.remove([blobOf(deleted)])
  sendJson(call.res, 200, { message: 'Successfully deleted' })
}
