import { createHash, randomBytes } from 'node:crypto'
import { json, noContent, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { badRequest, notFound } from '../errors.ts'
import { isUuid, requireAdmin } from '../guard.ts'
import type { Params } from '../params.ts'

// /admin/oauth/clients: the OAuth 2.1 server's client registry (GoTrue's oauthserver admin
// handlers). Registration only: Supabase Local does not act as an OAuth server for these clients.

type ClientRow = {
  id: string
  client_secret_hash: string | null
  registration_type: string
  client_type: 'public' | 'confidential'
  token_endpoint_auth_method: string
  redirect_uris: string
  grant_types: string
  client_name: string | null
  client_uri: string | null
  logo_uri: string | null
  created_at: Date
  updated_at: Date
}

const authMethods = ['none', 'client_secret_basic', 'client_secret_post']
const grantTypes = ['authorization_code', 'refresh_token']
const invalid = (message: string) => badRequest('validation_failed', message)

const list = (value: string) => (value === '' ? [] : value.split(','))

// GoTrue's OAuthServerClientResponse: response_types is always ["code"] in OAuth 2.1.
function clientJson(client: ClientRow, secret?: string): Record<string, unknown> {
  const optional = (value: string | null | undefined) => (value ? value : undefined)
  return Object.fromEntries(
    Object.entries({
      client_id: client.id,
      client_secret: secret,
      client_type: client.client_type,
      redirect_uris: list(client.redirect_uris),
      token_endpoint_auth_method: client.token_endpoint_auth_method,
      grant_types: list(client.grant_types),
      response_types: ['code'],
      client_name: optional(client.client_name),
      client_uri: optional(client.client_uri),
      logo_uri: optional(client.logo_uri),
      registration_type: client.registration_type,
      created_at: new Date(client.created_at).toISOString(),
      updated_at: new Date(client.updated_at).toISOString(),
    }).filter(([, value]) => value !== undefined),
  )
}

// Dangerous schemes, fragments and plain HTTP beyond loopback are refused (validateRedirectURI).
function redirectUriProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty'
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return 'must have scheme and host'
  }
  const scheme = url.protocol.slice(0, -1)
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(scheme.toLowerCase())) {
    return `scheme '${scheme}' is not allowed for security reasons`
  }
  if (url.host === '') return 'must have scheme and host'
  if (scheme === 'http' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    return 'HTTP scheme only allowed for localhost'
  }
  if (url.hash !== '') return 'fragment not allowed in redirect URI'
  return null
}

function checkRedirectUris(uris: unknown, required: boolean): string[] {
  const values = Array.isArray(uris) ? uris.filter((uri) => typeof uri === 'string') : []
  if (required && values.length === 0) throw invalid('redirect_uris is required')
  if (values.length === 0) throw invalid('redirect_uris cannot be empty')
  if (values.length > 10) throw invalid('redirect_uris cannot exceed 10 items')
  for (const uri of values) {
    const problem = redirectUriProblem(uri)
    if (problem) throw invalid(`invalid redirect_uri '${uri}': ${problem}`)
  }
  return values
}

function checkGrantTypes(values: unknown): string[] {
  const types = Array.isArray(values) ? values.filter((type) => typeof type === 'string') : []
  if (types.length === 0) throw invalid('grant_types cannot be empty')
  if (types.some((type) => !grantTypes.includes(type))) {
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'")
  }
  return types
}

function checkUri(value: unknown, field: 'client_uri' | 'logo_uri'): string {
  const uri = typeof value === 'string' ? value : ''
  if (uri === '') return ''
  if (uri.length > 2048) throw invalid(`${field} cannot exceed 2048 characters`)
  if (!/^[a-z][a-z0-9+.-]*:|^\//i.test(uri)) throw invalid(`${field} must be a valid URL`)
  return uri
}

function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value : ''
  if (name.length > 1024) throw invalid('client_name cannot exceed 1024 characters')
  return name
}

// A 32-byte secret, shown once; its SHA-256 is stored (base64url, as GoTrue does).
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') }
}

function requireOAuthServer(deps: AuthDeps, request: AuthRequest): void {
  requireAdmin(deps, request)
  if (!deps.options.oauthServer) throw notFound('feature_disabled', 'OAuth server is disabled')
}

async function loadClient(deps: AuthDeps, request: AuthRequest): Promise<ClientRow> {
  requireOAuthServer(deps, request)
  const id = decodeURIComponent(request.path.split('/')[4] ?? '')
  if (!isUuid(id)) throw invalid('invalid client_id format')
  const { rows } = await deps.pg.query<ClientRow>(
    'select * from auth.oauth_clients where id = $1 and deleted_at is null',
    [id],
  )
  const client = rows[0]
  if (!client) throw notFound('oauth_client_not_found', 'OAuth client not found')
  return client
}

// POST /admin/oauth/clients: a manually registered client, confidential unless asked otherwise.
export async function registerClient(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireOAuthServer(deps, request)
  const params: Params = await request.body()
  const redirectUris = checkRedirectUris(params.redirect_uris, true)
  const grants =
    Array.isArray(params.grant_types) && params.grant_types.length > 0
      ? checkGrantTypes(params.grant_types)
      : grantTypes
  const name = checkName(params.client_name)
  const clientUri = checkUri(params.client_uri, 'client_uri')
  const logoUri = checkUri(params.logo_uri, 'logo_uri')
  const explicitType = typeof params.client_type === 'string' ? params.client_type : ''
  const method =
    typeof params.token_endpoint_auth_method === 'string' ? params.token_endpoint_auth_method : ''
  if (explicitType !== '' && !['public', 'confidential'].includes(explicitType)) {
    throw invalid("client_type must be 'public' or 'confidential'")
  }
  if (method !== '' && !authMethods.includes(method)) {
    throw invalid(`token_endpoint_auth_method must be one of: [${authMethods.join(' ')}]`)
  }
  const inferred = method === 'none' ? 'public' : 'confidential'
  if (explicitType !== '' && method !== '' && explicitType !== inferred) {
    throw invalid(
      `client_type '${explicitType}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${inferred}')`,
    )
  }
  const clientType = explicitType || (method !== '' ? inferred : 'confidential')
  const authMethod = method || (clientType === 'public' ? 'none' : 'client_secret_basic')
  const secret = clientType === 'confidential' ? newSecret() : null
  const { rows } = await deps.pg.query<ClientRow>(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type,
       token_endpoint_auth_method, redirect_uris, grant_types, client_name, client_uri, logo_uri)
     values (gen_random_uuid(), $1, 'manual', $2, $3, $4, $5, nullif($6, ''), nullif($7, ''),
       nullif($8, ''))
     returning *`,
    [
      secret?.hash ?? null,
      clientType,
      authMethod,
      redirectUris.join(','),
      grants.join(','),
      name,
      clientUri,
      logoUri,
    ],
  )
  return json(clientJson(rows[0] as ClientRow, secret?.secret), 201)
}

// GET /admin/oauth/clients: every registered client, newest first (GoTrue does not paginate).
export async function listClients(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireOAuthServer(deps, request)
  const { rows } = await deps.pg.query<ClientRow>(
    'select * from auth.oauth_clients where deleted_at is null order by created_at desc',
  )
  return json(rows.length > 0 ? { clients: rows.map((row) => clientJson(row)) } : {})
}

export async function getClient(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  return json(clientJson(await loadClient(deps, request)))
}

// PUT /admin/oauth/clients/{id}: only the fields sent change.
export async function updateClient(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const client = await loadClient(deps, request)
  const params: Params = await request.body()
  const fields = [
    'redirect_uris',
    'grant_types',
    'client_name',
    'client_uri',
    'logo_uri',
    'token_endpoint_auth_method',
  ]
  if (!fields.some((field) => params[field] !== undefined && params[field] !== null)) {
    throw invalid('No fields provided for update')
  }
  const has = (field: string) => params[field] !== undefined && params[field] !== null
  const redirectUris = has('redirect_uris')
    ? checkRedirectUris(params.redirect_uris, false).join(',')
    : client.redirect_uris
  const grants = has('grant_types') ? checkGrantTypes(params.grant_types).join(',') : null
  const name = has('client_name') ? checkName(params.client_name) : client.client_name
  const clientUri = has('client_uri') ? checkUri(params.client_uri, 'client_uri') : null
  const logoUri = has('logo_uri') ? checkUri(params.logo_uri, 'logo_uri') : null
  let authMethod = client.token_endpoint_auth_method
  if (has('token_endpoint_auth_method')) {
    const method = String(params.token_endpoint_auth_method)
    if (!authMethods.includes(method)) {
      throw invalid(`invalid token_endpoint_auth_method: must be one of [${authMethods.join(' ')}]`)
    }
    const valid = client.client_type === 'public' ? ['none'] : authMethods.slice(1)
    if (!valid.includes(method)) {
      throw invalid(
        `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: [${valid.join(' ')}]`,
      )
    }
    authMethod = method
  }
  const { rows } = await deps.pg.query<ClientRow>(
    `update auth.oauth_clients set redirect_uris = $2, grant_types = coalesce($3, grant_types),
       client_name = $4, client_uri = coalesce($5, client_uri), logo_uri = coalesce($6, logo_uri),
       token_endpoint_auth_method = $7, updated_at = now()
     where id = $1 returning *`,
    [client.id, redirectUris, grants, name, clientUri, logoUri, authMethod],
  )
  return json(clientJson(rows[0] as ClientRow))
}

// DELETE /admin/oauth/clients/{id}: soft-deleted, as GoTrue keeps the row.
export async function deleteClient(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const client = await loadClient(deps, request)
  await deps.pg.query('update auth.oauth_clients set deleted_at = now() where id = $1', [client.id])
  return noContent()
}

// POST /admin/oauth/clients/{id}/regenerate_secret: a new secret for a confidential client.
export async function regenerateSecret(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  const client = await loadClient(deps, request)
  if (client.client_type !== 'confidential') {
    throw invalid('Cannot regenerate secret for public client')
  }
  const secret = newSecret()
  const { rows } = await deps.pg.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now()
     where id = $1 returning *`,
    [client.id, secret.hash],
  )
  return json(clientJson(rows[0] as ClientRow, secret.secret))
}
