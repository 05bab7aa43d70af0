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

type ListedRow = {
  id: string
  name: string
  created_at: string
  updated_at: string
  last_accessed_at: string
  metadata: Record<string, unknown> | null
}

type Entry = { folder: boolean; path: string; sortValue: string; row?: ListedRow }

const v2SortColumns = ['name', 'created_at', 'updated_at']

// The position after an entry, opaque to the client like supabase/storage's cursors.
function encodeCursor(entry: Entry): string {
  return Buffer.from(JSON.stringify([entry.sortValue, entry.path])).toString('base64url')
}

function decodeCursor(cursor: unknown): [string, string] | null {
  if (typeof cursor !== 'string' || cursor === '') return null
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return value as [string, string]
    }
  } catch {
    // An unreadable cursor is a bad request below.
  }
  throw errors.invalidRequest('body/cursor is not a valid cursor')
}

// POST /object/list-v2/{bucket}: keys under a prefix (full paths), with_delimiter folding deeper
// keys into folders, cursor pagination (`hasNext`, `nextCursor`), as the caller (RLS).
export const listObjectsV2: StorageHandler = async (deps, call) => {
  const body = await readJson(call.req)
  const prefix = typeof body.prefix === 'string' ? body.prefix : ''
  const limit = Math.min(integer(body.limit, 1000, 1, 'limit'), 1000)
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = sortBy.column ?? 'name'
  const order = sortBy.order ?? 'asc'
  if (typeof column !== 'string' || !v2SortColumns.includes(column)) {
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values')
  }
  if (order !== 'asc' && order !== 'desc') {
    throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values')
  }
  const after = decodeCursor(body.cursor)
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query<ListedRow>(
      `select id, name, created_at, updated_at, last_accessed_at, metadata from storage.objects
       where bucket_id = $1 and starts_with(name, $2)`,
      [call.bucket, prefix],
    ),
  )
  const folders = new Map<string, Entry>()
  const entries: Entry[] = []
  for (const row of rows) {
    const slash = row.name.indexOf('/', prefix.length)
    if (body.with_delimiter === true && slash >= 0) {
      const path = row.name.slice(0, slash + 1)
      if (!folders.has(path)) folders.set(path, { folder: true, path, sortValue: path })
      continue
    }
    const value = column === 'name' ? row.name : new Date(row[column as 'created_at']).toISOString()
    entries.push({ folder: false, path: row.name, sortValue: value, row })
  }
  const direction = order === 'asc' ? 1 : -1
  const compare = (a: [string, string], b: [string, string]) =>
    direction * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)
  // Folders come first, by name; then the objects in the requested order.
  const ordered = [
    ...[...folders.values()].sort((a, b) => (a.path < b.path ? -1 : 1)),
    ...entries.sort((a, b) => compare([a.sortValue, a.path], [b.sortValue, b.path])),
  ]
  // The page starts after the entry the cursor names (from the start if it is gone).
  const start = after ? ordered.findIndex((entry) => entry.path === after[1]) + 1 : 0
  const page = ordered.slice(start, start + limit)
  const hasNext = start + limit < ordered.length
  const last = page.at(-1)
  sendJson(call.res, 200, {
    hasNext,
    folders: page
      .filter((entry) => entry.folder)
      .map((entry) => ({ key: entry.path.slice(0, -1), name: entry.path })),
    objects: page.flatMap((entry) =>
      entry.row ? [{ ...entry.row, key: entry.path, metadata: entry.row.metadata ?? {} }] : [],
    ),
    ...(hasNext && last ? { nextCursor: encodeCursor(last) } : {}),
  })
}
