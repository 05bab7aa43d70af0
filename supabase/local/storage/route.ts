import path from 'node:path'
import { projectRoot } from '../db/paths.ts'
import type { GatewayRequest, Route } from '../gateway/router.ts'
import { sendJson } from '../gateway/http.ts'
import type { ServiceContext } from '../gateway/service-context.ts'
import { drain } from './body.ts'
import { anonymous, resolveCaller, type Caller } from './caller.ts'
import { callerScope, type StorageDeps } from './context.ts'
import { diskStore } from './disk-store.ts'
import { errors, fromDatabaseError, sendStorageError, StorageError } from './errors.ts'
import { defaultFileSizeLimit, mustBeValidBucketName } from './limits.ts'
import { matchRoute, type RouteMatch } from './routes.ts'
import { memoryStore, type BlobStore } from './store.ts'

export const defaultStorageDir = path.join(projectRoot, '.data', 'storage')

export type StorageRouteOptions = {
  // Files on disk under this folder (default .data/storage) ...
  dataDir?: string
  // ... or in memory (tests, --memory servers).
  memory?: boolean
  // An explicit store wins over both (tests inspect it).
  store?: BlobStore
  // Secret for signed-URL tokens; the project JWT secret by default, as in supabase/storage.
  signingSecret?: string
  fileSizeLimit?: number
  uploadUrlExpiresIn?: number
}

// /storage/v1: supabase/storage's REST API over storage.buckets / storage.objects in PGlite.
export function storageRoute(context: ServiceContext, options: StorageRouteOptions = {}): Route {
  const deps: StorageDeps = {
    pg: context.pg,
    store:
      options.store ??
      (options.memory ? memoryStore() : diskStore(options.dataDir ?? defaultStorageDir)),
    jwtSecret: context.keys.jwtSecret,
    signingSecret: options.signingSecret ?? context.keys.jwtSecret,
    fileSizeLimit: options.fileSizeLimit ?? defaultFileSizeLimit,
    uploadUrlExpiresIn: options.uploadUrlExpiresIn ?? 7200,
  }
  return {
    prefix: '/storage/v1',
    handle: (request) => handleStorageRequest(deps, request),
    // Public and signed URLs are opened by browsers and carry no key at all.
    keyOptional: (routePath, method) => matchRoute(method, routePath)?.spec.auth === 'none',
  }
}

export async function handleStorageRequest(
  deps: StorageDeps,
  request: GatewayRequest,
): Promise<void> {
  const { req, res } = request
  const method = req.method ?? 'GET'
  const match = matchRoute(method, request.path)
  if (!match) {
    await drain(req)
    sendJson(res, 404, {
      message: `Route ${method}:${request.path} not found`,
      error: 'Not Found',
      statusCode: 404,
    })
    return
  }
  try {
    const { bucket, name } = decodeParams(match)
    const caller = callerFor(match, request.bearer, deps.jwtSecret)
    const scope = callerScope(caller, req, request.path, match.spec.operation)
    await match.spec.handle(deps, { req, res, url: request.url, bucket, name, caller, scope })
  } catch (caught) {
    const error = caught instanceof StorageError ? caught : fromDatabaseError(caught)
    if (res.headersSent) {
      console.error('Supabase Local storage: error after the response started', caught)
      res.destroy()
      return
    }
    await drain(req)
    sendStorageError(res, error)
  }
}

function decodeParams(match: RouteMatch) {
  let bucket: string
  let name: string
  try {
    bucket = decodeURIComponent(match.bucket)
    name = match.name
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/')
  } catch {
    throw errors.invalidKey(match.name)
  }
  if (match.spec.pattern.includes(':bucket')) mustBeValidBucketName(bucket)
  return { bucket, name }
}

function callerFor(match: RouteMatch, bearer: string | null, secret: string): Caller {
  if (match.spec.auth === 'none') return anonymous
  const caller = resolveCaller(bearer, secret)
  if (!(caller instanceof StorageError)) return caller
  if (match.spec.auth === 'optional') return anonymous
  throw caller
}
