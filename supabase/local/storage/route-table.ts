import type { StorageHandler } from './context.ts'
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './handlers/buckets.ts'
import { listObjects, listObjectsV2, removeObject, removeObjects } from './handlers/list-remove.ts'
import { copyObject, moveObject } from './handlers/move-copy.ts'
import {
  downloadObject,
  downloadPublicObject,
  downloadSignedObject,
  headObject,
  objectInfo,
  publicObjectInfo,
  renderAuthenticatedImage,
  renderPublicImage,
  renderSignedImage,
} from './handlers/read.ts'
import { createSignedUrl, createSignedUrls } from './handlers/sign.ts'
import { createSignedUploadUrl, uploadObject, uploadToSignedUrl } from './handlers/upload.ts'

// strict: a valid JWT is required; optional: an invalid or missing one means anon (supabase/
// storage's allowInvalidJwt routes); none: no credentials are read (public and signed URLs).
export type AuthMode = 'strict' | 'optional' | 'none'

export type RouteSpec = {
  method: string
  pattern: string[]
  auth: AuthMode
  operation: string
  handle: StorageHandler
}

const route = (
  method: string,
  pattern: string,
  auth: AuthMode,
  operation: string,
  handle: StorageHandler,
): RouteSpec => ({ method, pattern: pattern.split('/').slice(1), auth, operation, handle })

// supabase/storage's REST routes, the most specific first (its router prefers static segments).
export const routes: RouteSpec[] = [
  route('GET', '/bucket', 'strict', 'storage.bucket.list', listBuckets),
  route('POST', '/bucket', 'strict', 'storage.bucket.create', createBucket),
  route('POST', '/bucket/:bucket/empty', 'strict', 'storage.bucket.empty', emptyBucket),
  route('GET', '/bucket/:bucket', 'strict', 'storage.bucket.get', getBucket),
  route('PUT', '/bucket/:bucket', 'strict', 'storage.bucket.update', updateBucket),
  route('DELETE', '/bucket/:bucket', 'strict', 'storage.bucket.delete', deleteBucket),
  route('POST', '/object/list/:bucket', 'strict', 'storage.object.list', listObjects),
  route('POST', '/object/list-v2/:bucket', 'strict', 'storage.object.list_v2', listObjectsV2),
  route('POST', '/object/move', 'strict', 'storage.object.move', moveObject),
  route('POST', '/object/copy', 'strict', 'storage.object.copy', copyObject),
  route('POST', '/object/sign/:bucket/*', 'strict', 'storage.object.sign', createSignedUrl),
  route('POST', '/object/sign/:bucket', 'strict', 'storage.object.sign_many', createSignedUrls),
  route('GET', '/object/sign/:bucket/*', 'none', 'storage.object.get_signed', downloadSignedObject),
  route(
    'POST',
    '/object/upload/sign/:bucket/*',
    'strict',
    'storage.object.sign_upload',
    createSignedUploadUrl,
  ),
  route(
    'PUT',
    '/object/upload/sign/:bucket/*',
    'none',
    'storage.object.upload_signed',
    uploadToSignedUrl,
  ),
  route(
    'GET',
    '/object/public/:bucket/*',
    'none',
    'storage.object.get_public',
    downloadPublicObject,
  ),
  route(
    'HEAD',
    '/object/public/:bucket/*',
    'none',
    'storage.object.head_public',
    downloadPublicObject,
  ),
  route('GET', '/object/authenticated/:bucket/*', 'strict', 'storage.object.get', downloadObject),
  route('HEAD', '/object/authenticated/:bucket/*', 'strict', 'storage.object.head', headObject),
  route('GET', '/object/info/public/:bucket/*', 'none', 'storage.object.info', publicObjectInfo),
  route('GET', '/object/info/authenticated/:bucket/*', 'strict', 'storage.object.info', objectInfo),
  route('GET', '/object/info/:bucket/*', 'optional', 'storage.object.info', objectInfo),
  route('GET', '/object/:bucket/*', 'optional', 'storage.object.get', downloadObject),
  route('HEAD', '/object/:bucket/*', 'optional', 'storage.object.head', headObject),
  route('POST', '/object/:bucket/*', 'strict', 'storage.object.upload', uploadObject),
  route('PUT', '/object/:bucket/*', 'strict', 'storage.object.update', uploadObject),
  route('DELETE', '/object/:bucket/*', 'strict', 'storage.object.delete', removeObject),
  route('DELETE', '/object/:bucket', 'strict', 'storage.object.delete_many', removeObjects),
  route(
    'GET',
    '/render/image/authenticated/:bucket/*',
    'strict',
    'storage.render.image_authenticated',
    renderAuthenticatedImage,
  ),
  route(
    'GET',
    '/render/image/public/:bucket/*',
    'none',
    'storage.render.image_public',
    renderPublicImage,
  ),
  route(
    'GET',
    '/render/image/sign/:bucket/*',
    'none',
    'storage.render.image_sign',
    renderSignedImage,
  ),
]

export type RouteMatch = { spec: RouteSpec; bucket: string; name: string }

// Matches raw (still percent-encoded) path segments; `*` takes the rest of the path.
export function matchRoute(method: string, path: string): RouteMatch | null {
  const segments = path.split('/').slice(1)
  for (const spec of routes) {
    if (spec.method !== method) continue
    const params = matchPattern(spec.pattern, segments)
    if (params) return { spec, ...params }
  }
  return null
}

function matchPattern(pattern: string[], segments: string[]) {
  let bucket = ''
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]
    const segment = segments[i]
    if (part === '*') {
      if (segment === undefined) return null
      return { bucket, name: segments.slice(i).join('/') }
    }
    if (segment === undefined) return null
    if (part === ':bucket') {
      if (segment === '') return null
      bucket = segment
    } else if (part !== segment) {
      return null
    }
  }
  return segments.length === pattern.length ? { bucket, name: '' } : null
}
