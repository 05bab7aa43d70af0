import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { sendJson } from '../../gateway/http.ts'
import { readUpload } from '../body.ts'
import { ownerOf, type StorageDeps, type StorageHandler } from '../context.ts'
import {
  findBucket,
  findObject,
  insertObject,
  run,
  testPermission,
  upsertObject,
  type NewObject,
  type ObjectMetadata,
  type Scope,
} from '../db.ts'
import { errors, StorageError } from '../errors.ts'
import { mustBeValidKey } from '../limits.ts'
import { parseExpiresIn, signUrlToken, verifyUrlToken } from '../tokens.ts'

type UploadInput = {
  req: IncomingMessage
  bucket: string
  name: string
  owner: string | undefined
  upsert: boolean
  scope: Scope
}

// "May this caller create (or replace) this object?", asked with a rolled-back insert or upsert
// so the storage.objects policies answer (supabase/storage's Uploader.canUpload).
export async function canUpload(
  deps: StorageDeps,
  scope: Scope,
  object: Omit<NewObject, 'version'>,
  upsert: boolean,
): Promise<void> {
  const probe = { ...object, version: '1' }
  try {
    await testPermission(deps.pg, scope, async (tx) => {
      if (upsert) await upsertObject(tx, probe)
      else await insertObject(tx, probe)
    })
  } catch (error) {
    if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
      throw errors.keyAlreadyExists()
    }
    throw error
  }
}

// Upload flow of supabase/storage: bucket limits, policy check, bytes stored under a new version,
// then the row committed as the superuser and the replaced version's bytes removed.
export async function storeUpload(deps: StorageDeps, input: UploadInput) {
  const { bucket, name, owner, upsert } = input
  const bucketRow = await findBucket(deps.pg, 'superuser', bucket)
  if (!bucketRow) throw errors.noSuchBucket()
  mustBeValidKey(name)
  const payload = await readUpload(input.req, {
    name,
    maxSize: Math.min(bucketRow.file_size_limit ?? Infinity, deps.fileSizeLimit),
    allowedMimeTypes: bucketRow.allowed_mime_types,
  })
  const userMetadata = payload.userMetadata
  const probeMetadata = { mimetype: payload.mimeType, contentLength: payload.declaredLength }
  await canUpload(
    deps,
    input.scope,
    { bucket, name, owner, metadata: probeMetadata, userMetadata },
    upsert,
  )
  const bytes = await payload.bytes()
  const version = randomUUID()
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype: payload.mimeType,
    cacheControl: payload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
  const location = { bucket, name, version }
  await deps.store.put(location, bytes)
  let committed
  try {
    committed = await run(deps.pg, 'superuser', async (tx) => {
      const previous = await findObject(tx, bucket, name, true)
      if (previous && !upsert) throw errors.keyAlreadyExists()
      const row = await upsertObject(tx, { bucket, name, owner, version, metadata, userMetadata })
      return { row, previous }
    })
  } catch (error) {
    await deps.store.remove([location])
    throw error
  }
  const { row, previous } = committed
  if (previous?.version && previous.version !== version) {
    await deps.store.remove([{ bucket, name, version: previous.version }])
  }
  return { id: row.id, key: `${bucket}/${name}` }
}

// POST /object/{bucket}/{name} (x-upsert) and PUT (always upsert).
export const uploadObject: StorageHandler = async (deps, call) => {
  const upsert = call.req.method === 'PUT' || call.req.headers['x-upsert'] === 'true'
  const { id, key } = await storeUpload(deps, {
    req: call.req,
    bucket: call.bucket,
    name: call.name,
    owner: ownerOf(call.caller),
    upsert,
    scope: call.scope,
  })
  sendJson(call.res, 200, { Id: id, Key: key })
}

// POST /object/upload/sign/{bucket}/{name}: a token that lets anyone upload this one object.
export const createSignedUploadUrl: StorageHandler = async (deps, call) => {
  const { bucket, name } = call
  mustBeValidKey(name)
  const upsert = call.req.headers['x-upsert'] === 'true'
  const owner = ownerOf(call.caller)
  await canUpload(
    deps,
    call.scope,
    { bucket, name, owner, metadata: null, userMetadata: null },
    upsert,
  )
  const url = `${bucket}/${name}`
  const expiresIn = parseExpiresIn(deps.uploadUrlExpiresIn)
  const token = signUrlToken({ url, scope: 'upload', owner, upsert }, expiresIn, deps.signingSecret)
  sendJson(call.res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token })
}

// PUT /object/upload/sign/{bucket}/{name}?token=: no credentials, the token decides.
export const uploadToSignedUrl: StorageHandler = async (deps, call) => {
  const { bucket, name } = call
  const token = verifyUrlToken(
    call.url.searchParams.get('token'),
    `${bucket}/${name}`,
    'upload',
    deps.signingSecret,
  )
  const { key } = await storeUpload(deps, {
    req: call.req,
    bucket,
    name,
    owner: token.owner,
    upsert: Boolean(token.upsert),
    scope: 'superuser',
  })
  sendJson(call.res, 200, { Key: key })
}
