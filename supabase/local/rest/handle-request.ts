import {
  header,
  type RequestContext,
  type RestDeps,
  type RestRequest,
  type RestResponse,
} from './context.ts'
import { ApiError, tableNotFound } from './errors.ts'
import { handleMutation } from './handlers/mutate.ts'
import { handleRead } from './handlers/read.ts'
import { handleRpc } from './handlers/rpc.ts'
import { negotiateMedia } from './media.ts'
import { parsePrefer } from './parse/prefer.ts'
import { parseQuery } from './parse/query.ts'
import { toApiError } from './pg-error.ts'
import type { SchemaCache } from './schema-types.ts'

const readMethods = new Set(['GET', 'HEAD'])
const tableMethods = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'])

// PostgREST behind /rest/v1: route, negotiate, plan, render, run, shape (STYLE.md).
export async function handleRestRequest(deps: RestDeps, req: RestRequest): Promise<RestResponse> {
  try {
    return await dispatch(deps, req)
  } catch (error) {
    return errorResponse(toApiError(error, req.role === deps.anonRole))
  }
}

export function errorResponse(error: ApiError): RestResponse {
  return {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
    body: JSON.stringify(error.body()),
  }
}

async function dispatch(deps: RestDeps, req: RestRequest): Promise<RestResponse> {
  const segments = req.path.split('/').filter(Boolean).map(decodeURIComponent)
  if (req.method === 'OPTIONS') {
    return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE' }, body: null }
  }
  let cache = await deps.schemaCache.get()
  const schema = requestedSchema(cache, req)
  if (segments.length === 0) return openApi(cache, schema)
  const isRpc = segments[0] === 'rpc' && segments.length === 2
  if (segments.length > (isRpc ? 2 : 1)) {
    throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`)
  }
  const ctx: RequestContext = {
    deps,
    req,
    cache,
    schema,
    media: negotiateMedia(header(req, 'accept'), cache.settings?.get('db_plan_enabled') === 'true'),
    prefs: parsePrefer(header(req, 'prefer')),
  }
  if (isRpc) {
    const name = segments[1] as string
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      throw new ApiError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for RPC')
    }
    if (!cache.functions.has(`${schema}.${name}`)) {
      ctx.cache = cache = (await deps.schemaCache.refreshIfStale()) ?? cache
    }
    return handleRpc(ctx, name)
  }
  if (!tableMethods.has(req.method)) {
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
  }
  const name = segments[0] as string
  let relation = cache.relations.get(`${schema}.${name}`)
  if (!relation) {
    // Tables created after start (tests, migrations in another process) appear on a reload.
    const fresh = await deps.schemaCache.refreshIfStale()
    if (fresh) ctx.cache = cache = fresh
    relation = cache.relations.get(`${schema}.${name}`)
    if (!relation) throw tableNotFound(schema, name)
  }
  if (readMethods.has(req.method)) return handleRead(ctx, relation)
  return handleMutation(ctx, relation, parseQuery(req.search))
}

// Accept-Profile for reads, Content-Profile for writes (protocol doc A.1).
function requestedSchema(cache: SchemaCache, req: RestRequest): string {
  const profile = header(req, readMethods.has(req.method) ? 'accept-profile' : 'content-profile')
  const schema = profile ?? cache.schemas[0] ?? 'public'
  if (!cache.schemas.includes(schema)) {
    throw new ApiError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${cache.schemas.join(', ')}`,
    )
  }
  return schema
}

// A minimal OpenAPI document listing the exposed tables and functions.
function openApi(cache: SchemaCache, schema: string): RestResponse {
  const paths: Record<string, object> = { '/': {} }
  for (const relation of cache.relations.values()) {
    if (relation.schema === schema) paths[`/${relation.name}`] = {}
  }
  for (const [key] of cache.functions) {
    if (key.startsWith(`${schema}.`)) paths[`/rpc/${key.slice(schema.length + 1)}`] = {}
  }
  const body = {
    swagger: '2.0',
    info: { title: 'Supabase Local', version: '1' },
    basePath: '/',
    paths,
  }
  return {
    status: 200,
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
    body: JSON.stringify(body),
  }
}
