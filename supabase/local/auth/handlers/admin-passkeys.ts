import { json, noContent, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { requireAdmin } from '../guard.ts'
import { findOwnedPasskey, listPasskeys, passkeyJson } from '../passkeys/store.ts'
import { loadUser, userIdFrom } from './admin-users.ts'

// /admin/users/{user_id}/passkeys[/{passkey_id}]: answered whether or not passkey sign-in is on,
// as GoTrue's admin routes do not sit behind requirePasskeyEnabled.
function idsFrom(path: string): { userId: string; passkeyId: string } {
  const [, , , userId = '', , passkeyId = ''] = path.split('/')
  return { userId: userIdFrom(`/admin/users/${userId}`), passkeyId: decodeURIComponent(passkeyId) }
}

// GET /admin/users/{id}/passkeys
export async function adminListPasskeys(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const user = await loadUser(deps, idsFrom(request.path).userId)
  return json((await listPasskeys(deps.pg, user.id)).map(passkeyJson))
}

// DELETE /admin/users/{id}/passkeys/{passkey_id}
export async function adminDeletePasskey(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const { userId, passkeyId } = idsFrom(request.path)
  const user = await loadUser(deps, userId)
  const passkey = await findOwnedPasskey(deps.pg, user.id, passkeyId)
  await deps.pg.query('delete from auth.webauthn_credentials where id = $1', [passkey.id])
  return noContent()
}
