import type { GatewayRequest } from '../gateway/router.ts'
import type { JwtKeyring } from '../jwt.ts'
import { sendJson } from '../gateway/http.ts'
import { drain } from './body.ts'
import { anonymous, resolveCaller, type Caller } from './caller.ts'
import { callerScope, type StorageDeps } from './context.ts'
import { errors, fromDatabaseError, sendStorageError, StorageError } from './errors.ts'
import { mustBeValidBucketName } from './limits.ts'
import { matchRoute, type RouteMatch } from './route-table.ts'

// Finds the route, decodes its bucket and object name, resolves the caller and runs the handler;
// errors become supabase/storage's error bodies.
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
    const caller = callerFor(match, request.bearer, request.keys)
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

function callerFor(match: RouteMatch, bearer: string | null, secret: JwtKeyring): Caller {
  if (match.spec.auth === 'none') return anonymous
  const caller = resolveCaller(bearer, secret)
  if (!(caller instanceof StorageError)) return caller
  if (match.spec.auth === 'optional') return anonymous
  throw caller
}
