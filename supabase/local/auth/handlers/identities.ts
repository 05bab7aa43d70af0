import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { notFound, unprocessable } from '../errors.ts'
import { isUuid, requireUser, type Authenticated } from '../guard.ts'
import { syncProviders } from '../user-writes.ts'
import { startAuthorization } from './oauth.ts'

// /user/identities/*: signed in first, then GoTrue's requireManualLinkingEnabled.
async function requireLinking(deps: AuthDeps, request: AuthRequest): Promise<Authenticated> {
  const auth = await requireUser(deps, request)
  if (!deps.options.manualLinking) {
    throw notFound('manual_linking_disabled', 'Manual linking is disabled')
  }
  return auth
}

// GET /user/identities/authorize?provider=: the provider's sign-in, whose identity then joins
// the signed-in user instead of signing anyone in (GoTrue's LinkIdentity).
export async function linkIdentity(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireLinking(deps, request)
  return startAuthorization(deps, request, user.id)
}

// DELETE /user/identities/{identity_id}: unlinks one of several identities (GoTrue's DeleteIdentity).
export async function deleteIdentity(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireLinking(deps, request)
  const id = decodeURIComponent(request.path.slice('/user/identities/'.length))
  if (!isUuid(id)) throw notFound('validation_failed', 'identity_id must be an UUID')
  if (user.identities.length <= 1) {
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    )
  }
  const identity = user.identities.find((candidate) => candidate.id === id)
  if (!identity) throw unprocessable('identity_not_found', "Identity doesn't exist")
  await transaction(deps.pg, async (tx) => {
    await tx.query('delete from auth.identities where id = $1', [identity.id])
    // The user keeps an email only while one of the remaining identities carries it.
    if (identity.email && identity.email === (user.email ?? '').toLowerCase()) {
      const { rows } = await tx.query<{ email: string }>(
        `select email from auth.identities where user_id = $1 and email is not null
         order by created_at limit 1`,
        [user.id],
      )
      await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
        user.id,
        rows[0]?.email ?? user.email,
      ])
    }
    await syncProviders(tx, user.id)
  })
  return json({})
}
