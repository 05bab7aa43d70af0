import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { badRequest } from '../errors.ts'
import { requireAdmin } from '../guard.ts'
import {
  downgradeSessions,
  e164Digits,
  factorColumns,
  factorJson,
  findOwnedFactor,
  listFactors,
  type FactorRow,
} from '../mfa/factors.ts'
import { text } from '../params.ts'
import { loadUser, userIdFrom } from './admin-users.ts'

// /admin/users/{user_id}/factors[/{factor_id}]
function idsFrom(path: string): { userId: string; factorId: string } {
  const [, , , userId = '', , factorId = ''] = path.split('/')
  return { userId: userIdFrom(`/admin/users/${userId}`), factorId: decodeURIComponent(factorId) }
}

async function loadFactor(deps: AuthDeps, request: AuthRequest) {
  requireAdmin(deps, request)
  const { userId, factorId } = idsFrom(request.path)
  const user = await loadUser(deps, userId)
  return findOwnedFactor(deps.pg, user.id, factorId)
}

// GET /admin/users/{id}/factors: every factor of the user, verified or not.
export async function adminListFactors(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const user = await loadUser(deps, idsFrom(request.path).userId)
  return json((await listFactors(deps.pg, user.id)).map(factorJson))
}

// DELETE /admin/users/{id}/factors/{factor_id}: answers with the deleted factor.
export async function adminDeleteFactor(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  const factor = await loadFactor(deps, request)
  await transaction(deps.pg, async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
    await downgradeSessions(tx, factor)
  })
  return json(factorJson(factor))
}

// PUT /admin/users/{id}/factors/{factor_id}: renames it, or changes a phone factor's number.
export async function adminUpdateFactor(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  const factor = await loadFactor(deps, request)
  const params = await request.body()
  const friendlyName = text(params, 'friendly_name')
  const phone = text(params, 'phone')
  let digits: string | null = null
  if (phone !== '' && factor.factor_type === 'phone') {
    digits = e164Digits(phone)
    if (digits === null) {
      throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
    }
  }
  const { rows } = await deps.pg.query<FactorRow>(
    `update auth.mfa_factors set
       friendly_name = case when $2 = '' then friendly_name else $2 end,
       phone = coalesce($3, phone),
       updated_at = case when $2 = '' and $3::text is null then updated_at else now() end
     where id = $1 returning ${factorColumns}`,
    [factor.id, friendlyName, digits],
  )
  return json(factorJson(rows[0] as FactorRow))
}
