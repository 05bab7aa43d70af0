import { isIP } from 'node:net'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { badRequest, OAuthError, type AuthError } from '../errors.ts'
import { limitByIp } from '../limits.ts'
import { text } from '../params.ts'
import { insertRefreshToken, sessionJson, type SessionJson } from '../sessions.ts'
import { findUserById, isBanned } from '../users.ts'

type TokenRow = {
  id: number
  token: string
  user_id: string
  revoked: boolean
  session_id: string | null
  session_exists: boolean
  revoked_seconds_ago: number
}

// An error that must not roll back what the transaction did (revoking a token family).
type Committed = { error: AuthError } | { session: SessionJson }

// POST /token?grant_type=refresh_token, GoTrue's rotation rules (protocol doc B.4): a revoked
// token is answered with the session's current token if it is that token's parent, with a new
// child within the reuse interval, and otherwise revokes the whole family.
export async function refreshTokenGrant(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  limitByIp(deps, request, 'tokenRefresh')
  const params = await request.body()
  const presented = text(params, 'refresh_token')
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required')
  const outcome = await transaction(deps.pg, async (tx): Promise<Committed> => {
    const { rows } = await tx.query<TokenRow>(
      `select rt.id, rt.token, rt.user_id, rt.revoked, rt.session_id, s.id is not null as session_exists,
         extract(epoch from now() - rt.updated_at)::float8 as revoked_seconds_ago
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
       where rt.token = $1`,
      [presented],
    )
    const row = rows[0]
    if (!row) {
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    const user = await findUserById(tx, row.user_id)
    if (!user) {
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')
    if (!row.session_id || !row.session_exists) {
      await tx.query('delete from auth.refresh_tokens where id = $1', [row.id])
      return {
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      }
    }
    let issued: string | null = null
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked
         order by id desc limit 1`,
        [row.session_id],
      )
      const current = active.rows[0]
      if (current && current.parent === row.token) {
        issued = current.token
      } else if (row.revoked_seconds_ago > deps.options.refreshReuseInterval) {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now()
           where session_id = $1 and not revoked`,
          [row.session_id],
        )
        return {
          error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        }
      }
    }
    if (!issued) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [row.id],
      )
      issued = await insertRefreshToken(tx, user.id, row.session_id, row.token)
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2,
         ip = $3::inet where id = $1`,
      [row.session_id, request.userAgent, isIP(request.ip) ? request.ip : null],
    )
    const session = await sessionJson(deps, tx, user.id, row.session_id, issued, request.baseUrl)
    return { session }
  })
  if ('error' in outcome) throw outcome.error
  return json(outcome.session)
}
