import { sendJson } from '../../gateway/http.ts'
import { readJson } from '../body.ts'
import { ownerOf, type StorageHandler } from '../context.ts'
import {
  blobOf,
  bucketColumns,
  findBucket,
  ownerColumns,
  run,
  type BucketRow,
  type ObjectRow,
} from '../db.ts'
import { errors, StorageError } from '../errors.ts'
import { mustBeValidBucketName, parseFileSizeLimit, validateBucketMimeTypes } from '../limits.ts'

// The bucket API runs entirely as the caller: storage.buckets policies (or the service role)
// decide, which in this project means admins and the service role only.

const sortColumns = ['id', 'name', 'created_at', 'updated_at']

// GET /bucket?limit&offset&search&sortColumn&sortOrder
export const listBuckets: StorageHandler = async (deps, call) => {
  const query = call.url.searchParams
  const column = query.get('sortColumn') ?? 'name'
  if (!sortColumns.includes(column)) {
    throw errors.invalidRequest('querystring/sortColumn must be equal to one of the allowed values')
  }
  const order = query.get('sortOrder') === 'desc' ? 'desc' : 'asc'
  const number = (name: string) => {
    const value = query.get(name)
    if (value === null) return null
    const parsed = Number(value)
    if (!Number.isInteger(parsed) || parsed < 0) {
      throw errors.invalidRequest(`querystring/${name} must be integer`)
    }
    return parsed
  }
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query<BucketRow>(
      `select ${bucketColumns} from storage.buckets
       where $1::text = '' or name ilike '%' || $1::text || '%'
       order by ${column} ${order} limit $2 offset $3`,
      [query.get('search') ?? '', number('limit'), number('offset') ?? 0],
    ),
  )
  sendJson(call.res, 200, rows)
}

// GET /bucket/{id}
export const getBucket: StorageHandler = async (deps, call) => {
  const bucket = await findBucket(deps.pg, call.scope, call.bucket)
  if (!bucket) throw errors.noSuchBucket()
  sendJson(call.res, 200, bucket)
}

// POST /bucket {id, name, public, file_size_limit, allowed_mime_types}
export const createBucket: StorageHandler = async (deps, call) => {
  const body = await readJson(call.req)
  if (typeof body.name !== 'string') {
    throw errors.invalidRequest("body must have required property 'name'")
  }
  const name = body.name
  const id = typeof body.id === 'string' && body.id !== '' ? body.id : name
  mustBeValidBucketName(name)
  mustBeValidBucketName(id)
  const fileSizeLimit = parseFileSizeLimit(body.file_size_limit, deps.fileSizeLimit) ?? null
  const allowedMimeTypes = validateBucketMimeTypes(body.allowed_mime_types) ?? null
  try {
    await run(deps.pg, call.scope, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          ...ownerColumns(ownerOf(call.caller)),
          body.public === true,
          fileSizeLimit,
          allowedMimeTypes,
        ],
      ),
    )
  } catch (error) {
    if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
      throw errors.bucketAlreadyExists()
    }
    throw error
  }
  sendJson(call.res, 200, { name })
}

// PUT /bucket/{id}: only the fields present change.
export const updateBucket: StorageHandler = async (deps, call) => {
  mustBeValidBucketName(call.bucket)
  const body = await readJson(call.req)
  const sets: string[] = []
  const values: unknown[] = [call.bucket]
  const set = (column: string, value: unknown) => {
    if (value === undefined) return
    values.push(value)
    sets.push(`${column} = $${values.length}`)
  }
  if (body.public !== undefined && typeof body.public !== 'boolean') {
    throw errors.invalidRequest('body/public must be boolean')
  }
  set('public', body.public)
  set('file_size_limit', parseFileSizeLimit(body.file_size_limit, deps.fileSizeLimit))
  set('allowed_mime_types', validateBucketMimeTypes(body.allowed_mime_types))
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query(
      `update storage.buckets set ${[...sets, 'updated_at = now()'].join(', ')}
       where id = $1 returning id`,
      values,
    ),
  )
  if (rows.length === 0) throw errors.noSuchBucket()
  sendJson(call.res, 200, { message: 'Successfully updated' })
}

// POST /bucket/{id}/empty: deletes every object the caller may see; if any of them may not be
// deleted nothing is, and the answer names them.
export const emptyBucket: StorageHandler = async (deps, call) => {
  if (!(await findBucket(deps.pg, call.scope, call.bucket))) throw errors.noSuchBucket()
  const deleted = await run(deps.pg, call.scope, async (tx) => {
    const visible = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1',
      [call.bucket],
    )
    const { rows } = await tx.query<ObjectRow>(
      'delete from storage.objects where bucket_id = $1 returning bucket_id, name, version',
      [call.bucket],
    )
    if (rows.length < visible.rows.length) {
      const gone = new Set(rows.map((row) => row.name))
      const remaining = visible.rows.filter((row) => !gone.has(row.name)).map((row) => row.name)
      throw errors.accessDenied(
        `Cannot delete: ${remaining.join(' ,')}, you may have SELECT but not DELETE permissions`,
      )
    }
    return rows
  })
  await deps.store.remove(deleted.map(blobOf))
  // Current Storage empties in the background and says so; the objects here are gone already.
  sendJson(call.res, 200, {
    message: 'Empty bucket has been queued. Completion may take up to an hour.',
  })
}

// DELETE /bucket/{id}: only an empty bucket.
export const deleteBucket: StorageHandler = async (deps, call) => {
  const { rows: found } = await run(deps.pg, 'superuser', (tx) =>
    tx.query<{ objects: number }>(
      `select (select count(*)::int from storage.objects where bucket_id = b.id) as objects
       from storage.buckets b where b.id = $1`,
      [call.bucket],
    ),
  )
  if (!found[0]) throw errors.noSuchBucket()
  if (found[0].objects > 0) throw errors.bucketNotEmpty()
  const { rows } = await run(deps.pg, call.scope, (tx) =>
    tx.query('delete from storage.buckets where id = $1 returning id', [call.bucket]),
  )
  if (rows.length === 0) throw errors.noSuchBucket()
  sendJson(call.res, 200, { message: 'Successfully deleted' })
}
