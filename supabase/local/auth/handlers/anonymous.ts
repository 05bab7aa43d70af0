import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { unprocessable } from '../errors.ts'
import { issueSession } from '../sessions.ts'
import { insertUser } from '../user-writes.ts'

// POST /signup without email or phone: an anonymous user with a session (when enabled).
export async function signInAnonymously(
  deps: AuthDeps,
  request: AuthRequest,
  data: Record<string, unknown>,
): Promise<AuthResponse> {
  if (!deps.options.anonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  const meta = { ip: request.ip, userAgent: request.userAgent }
  const session = await transaction(deps.pg, async (tx) => {
    const id = await insertUser(tx, {
      email: null,
      encryptedPassword: null,
      appMetadata: {},
      userMetadata: data,
      isAnonymous: true,
    })
    return issueSession(deps, tx, id, 'anonymous', meta, request.baseUrl)
  })
  return json(session)
}
