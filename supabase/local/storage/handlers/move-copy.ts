import { randomUUID } from 'node:crypto'
import { sendJson } from '../../gateway/http.ts'
import { readJson } from '../body.ts'
import { ownerOf, type StorageHandler } from '../context.ts'
import {
  blobOf,
  findObject,
  objectColumns,
  ownerColumns,
  run,
  testPermission,
  upsertObject,
  type ObjectRow,
} from '../db.ts'
import { errors } from '../errors.ts'
import { mustBeValidBucketName, mustBeValidKey } from '../limits.ts'
import { canUpload } from './upload.ts'

function transferBody(body: Record<string, unknown>) {
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[field] !== 'string') {
      throw errors.invalidRequest(`body must have required property '${field}'`)
    }
  }
  const source = { bucket: body.bucketId as string, name: body.sourceKey as string }
  const destination = {
    bucket: typeof body.destinationBucket === 'string' ? body.destinationBucket : source.bucket,
    name: body.destinationKey as string,
  }
  mustBeValidBucketName(source.bucket)
  mustBeValidBucketName(destination.bucket)
  mustBeValidKey(destination.name)
  return { source, destination }
}

const moveSql = `update storage.objects set bucket_id = $3, name = $4, version = $5,
    owner = coalesce($6, owner), owner_id = coalesce($7, owner_id), metadata = coalesce($8, metadata),
    updated_at = now()
  where bucket_id = $1 and name = $2 returning ${objectColumns}`

// POST /object/move: the caller must see the source and be allowed to UPDATE it into its new
// name (checked with a rolled-back update, as supabase/storage does); then the bytes are copied
// to a new version and the row renamed.
export const moveObject: StorageHandler = async (deps, call) => {
  const { source, destination } = transferBody(await readJson(call.req))
  const owner = ownerOf(call.caller)
  const version = randomUUID()
  const params = (metadata: unknown) => [
    source.bucket,
    source.name,
    destination.bucket,
    destination.name,
    version,
    ...ownerColumns(owner),
    metadata,
  ]
  await testPermission(deps.pg, call.scope, async (tx) => {
    if (!(await findObject(tx, source.bucket, source.name))) throw errors.noSuchKey()
    const { rows } = await tx.query(moveSql, params(null))
    if (rows.length === 0) throw errors.noSuchKey()
  })
  const original = await run(deps.pg, 'superuser', (tx) =>
    findObject(tx, source.bucket, source.name),
  )
  if (!original) throw errors.noSuchKey()
  if (source.bucket === destination.bucket && source.name === destination.name) {
    sendJson(call.res, 200, { message: 'Successfully moved', Id: original.id, Key: original.name })
    return
  }
  const target = { ...destination, version }
  // A row written by hand has no bytes; it is still renamed (its download answers not found).
  await deps.store.copy(blobOf(original), target)
  let moved: ObjectRow
  try {
    moved = await run(deps.pg, 'superuser', async (tx) => {
      const current = await findObject(tx, source.bucket, source.name, true)
      if (!current) throw errors.noSuchKey()
      const metadata = { ...current.metadata, lastModified: new Date().toISOString() }
      const { rows } = await tx.query<ObjectRow>(moveSql, params(metadata))
      return rows[0] as ObjectRow
    })
  } catch (error) {
    await deps.store.remove([target])
    throw error
  }
  await deps.store.remove([blobOf(original)])
  sendJson(call.res, 200, { message: 'Successfully moved', Id: moved.id, Key: destination.name })
}

// POST /object/copy: SELECT on the source, INSERT (or upsert with x-upsert) on the destination.
export const copyObject: StorageHandler = async (deps, call) => {
  const body = await readJson(call.req)
  const { source, destination } = transferBody(body)
  const upsert = call.req.headers['x-upsert'] === 'true'
  const owner = ownerOf(call.caller)
  const original = await run(deps.pg, call.scope, (tx) =>
    findObject(tx, source.bucket, source.name),
  )
  if (!original) throw errors.noSuchKey()
  const copyMetadata = body.copyMetadata !== false
  const overrides = typeof body.metadata === 'object' && body.metadata !== null ? body.metadata : {}
  const metadata = copyMetadata ? original.metadata : { ...original.metadata, ...overrides }
  const header = call.req.headers['x-metadata']
  const userMetadata = copyMetadata
    ? original.user_metadata
    : typeof header === 'string'
      ? parseBase64Json(header)
      : null
  const probe = { ...destination, owner, metadata, userMetadata }
  await canUpload(deps, call.scope, probe, upsert)
  const target = { ...destination, version: randomUUID() }
  await deps.store.copy(blobOf(original), target)
  let copied: { row: ObjectRow; previous: ObjectRow | null }
  try {
    copied = await run(deps.pg, 'superuser', async (tx) => {
      const previous = await findObject(tx, destination.bucket, destination.name, true)
      if (previous && !upsert) throw errors.keyAlreadyExists()
      const row = await upsertObject(tx, {
        ...probe,
        version: target.version,
        metadata: { ...metadata, lastModified: new Date().toISOString() },
      })
      return { row, previous }
    })
  } catch (error) {
    await deps.store.remove([target])
    throw error
  }
  const { row, previous } = copied
  if (previous) await deps.store.remove([blobOf(previous)])
  sendJson(call.res, 200, { Id: row.id, Key: `${destination.bucket}/${destination.name}`, ...row })
}

function parseBase64Json(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
