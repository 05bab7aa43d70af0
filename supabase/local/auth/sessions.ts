import { randomBytes, randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import { signAccessToken } from '../jwt.ts'
import type { AuthDeps } from './context.ts'
import type { Db } from './db.ts'
import { aal2Methods } from './mfa/factors.ts'
import { findUserById, userJson, type UserRow } from './users.ts'

export type ClientMeta = { ip: string; userAgent: string | null }

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

// Opaque refresh tokens of 12 alphanumerics, like GoTrue's classic format.
export function newRefreshToken(): string {
  const bytes = randomBytes(12)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

export async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken()
  await db.query(
    `insert into auth.refresh_tokens
       (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  )
  return token
}

// A session row, its first amr claim and refresh token (GoTrue's IssueRefreshToken).
export async function startSession(
  db: Db,
  userId: string,
  method: string,
  meta: ClientMeta,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, meta.userAgent, isIP(meta.ip) ? meta.ip : null],
  )
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [sessionId, method],
  )
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId])
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null)
  return { sessionId, refreshToken }
}

export async function accessToken(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  sessionId: string,
  issuer: string,
): Promise<{ token: string; expiresAt: number }> {
  const { rows } = await db.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  const iat = Math.floor(Date.now() / 1000)
  const expiresAt = iat + deps.options.jwtExpiry
  // Claim names and order of GoTrue's AccessTokenClaims (protocol doc B.3).
  const claims = {
    iss: issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: expiresAt,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    // GoTrue's CalculateAALAndAMR: a second factor among the session's methods makes it aal2.
    aal: rows.some((row) => aal2Methods.includes(row.method)) ? 'aal2' : 'aal1',
    amr: rows.map((row) => ({ method: row.method, timestamp: Number(row.at) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
  return { token: signAccessToken(claims, deps.keys), expiresAt }
}

export type SessionJson = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
}

export async function sessionJson(
  deps: AuthDeps,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
  issuer: string,
): Promise<SessionJson> {
  const user = (await findUserById(db, userId)) as UserRow
  const { token, expiresAt } = await accessToken(deps, db, user, sessionId, issuer)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.options.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

// Signs a user in: new session, tokens and the response body every grant returns.
export async function issueSession(
  deps: AuthDeps,
  db: Db,
  userId: string,
  method: string,
  meta: ClientMeta,
  issuer: string,
): Promise<SessionJson> {
  const { sessionId, refreshToken } = await startSession(db, userId, method, meta)
  return sessionJson(deps, db, userId, sessionId, refreshToken, issuer)
}
