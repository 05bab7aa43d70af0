import { noContent, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { badRequest } from '../errors.ts'
import { requireUser } from '../guard.ts'

// POST /logout?scope=global|local|others: deletes sessions (refresh tokens go with them).
export async function logout(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const scope = request.query.get('scope') ?? ''
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
  }
  const { user, sessionId } = await requireUser(deps, request)
  if (scope === 'local') {
    await deps.pg.query('delete from auth.sessions where id = $1', [sessionId])
  } else if (scope === 'others') {
    await deps.pg.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
      user.id,
      sessionId,
    ])
  } else {
    await deps.pg.query('delete from auth.sessions where user_id = $1', [user.id])
  }
  return noContent()
}
