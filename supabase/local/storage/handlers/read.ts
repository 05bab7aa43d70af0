import type { StorageCall, StorageDeps, StorageHandler } from '../context.ts'
import { findBucket, findObject, run, type ObjectRow } from '../db.ts'
import { errors } from '../errors.ts'
import { parseTransformOptions, transformOptionsFromToken } from '../image-transform.ts'
import { mustBeValidKey } from '../limits.ts'
import { sendInfo, sendObject } from '../render.ts'
import { verifyUrlToken } from '../tokens.ts'

// The object a download, HEAD or info request may see. As in supabase/storage: a request without
// a valid JWT only reaches public buckets; public buckets are read without RLS (their objects are
// downloadable by URL anyway); private ones through the caller's SELECT policies.
async function visibleObject(
  deps: StorageDeps,
  call: StorageCall,
  publicRoute: boolean,
): Promise<ObjectRow> {
  const bucket = await findBucket(deps.pg, 'superuser', call.bucket)
  if (!bucket || ((publicRoute || !call.caller.authenticated) && !bucket.public)) {
    throw errors.noSuchBucket()
  }
  mustBeValidKey(call.name)
  const object = await run(deps.pg, bucket.public ? 'superuser' : call.scope, (tx) =>
    findObject(tx, call.bucket, call.name),
  )
  if (!object) throw errors.noSuchKey()
  return object
}

const download = (call: StorageCall) => call.url.searchParams.get('download')

// GET /object/{bucket}/{name} and /object/authenticated/{bucket}/{name}.
export const downloadObject: StorageHandler = async (deps, call) => {
  const object = await visibleObject(deps, call, false)
  await sendObject(call.req, call.res, deps.store, object, { download: download(call) })
}

// GET and HEAD /object/public/{bucket}/{name}: no credentials, public buckets only.
export const downloadPublicObject: StorageHandler = async (deps, call) => {
  const object = await visibleObject(deps, call, true)
  await sendObject(call.req, call.res, deps.store, object, { download: download(call) })
}

// HEAD /object/{bucket}/{name} and /object/authenticated/...: headers only.
export const headObject: StorageHandler = async (deps, call) => {
  const object = await visibleObject(deps, call, false)
  await sendObject(call.req, call.res, deps.store, object, { head: true })
}

// GET /object/info/{bucket}/{name} (also /info/authenticated/ and /info/public/).
export const objectInfo: StorageHandler = async (deps, call) => {
  sendInfo(call.res, await visibleObject(deps, call, false))
}

export const publicObjectInfo: StorageHandler = async (deps, call) => {
  sendInfo(call.res, await visibleObject(deps, call, true))
}

// GET /object/sign/{bucket}/{name}?token= and /render/image/sign/...: the token is the only
// credential; the renderer applies the transformations signed into it, never the query's.
async function sendSigned(deps: StorageDeps, call: StorageCall, render: boolean) {
  const token = verifyUrlToken(
    call.url.searchParams.get('token'),
    `${call.bucket}/${call.name}`,
    'download',
    deps.signingSecret,
  )
  const object = await run(deps.pg, 'superuser', (tx) => findObject(tx, call.bucket, call.name))
  if (!object) throw errors.noSuchKey()
  await sendObject(call.req, call.res, deps.store, object, {
    download: download(call),
    expires: new Date(token.exp * 1000).toUTCString(),
    ...(render ? { transform: transformOptionsFromToken(token.transformations ?? '') } : {}),
  })
}

export const downloadSignedObject: StorageHandler = (deps, call) => sendSigned(deps, call, false)

export const renderSignedImage: StorageHandler = (deps, call) => sendSigned(deps, call, true)

// GET /render/image/authenticated/{bucket}/{name} and /render/image/public/...: the object as
// the download routes find it, transformed by the query's options (checked first, as the
// route's schema does).
async function renderImageFor(deps: StorageDeps, call: StorageCall, publicRoute: boolean) {
  const transform = parseTransformOptions(call.url.searchParams, 'querystring')
  const object = await visibleObject(deps, call, publicRoute)
  await sendObject(call.req, call.res, deps.store, object, { download: download(call), transform })
}

export const renderAuthenticatedImage: StorageHandler = (deps, call) =>
  renderImageFor(deps, call, false)

export const renderPublicImage: StorageHandler = (deps, call) => renderImageFor(deps, call, true)
