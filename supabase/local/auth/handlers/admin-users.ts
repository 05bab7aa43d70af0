import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { badRequest, notFound } from '../errors.ts'
import { isUuid, requireAdmin } from '../guard.ts'
import { bool } from '../params.ts'
import { findUserById, selectUser, userJson, type UserRow } from '../users.ts'

export function userIdFrom(path: string): string {
  const id = decodeURIComponent(path.slice('/admin/users/'.length))
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  return id
}

export async function loadUser(deps: AuthDeps, id: string): Promise<UserRow> {
  const user = await findUserById(deps.pg, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

function positive(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: invalid value ${value}`)
  }
  return number
}

// GET /admin/users?page=&per_page=&filter=: newest first, with X-Total-Count and Link headers.
export async function listUsers(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const page = positive(request.query.get('page'), 1)
  const perPage = positive(request.query.get('per_page'), 50)
  const filter = request.query.get('filter') ?? ''
  const where = filter
    ? `where u.email ilike '%' || $1 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%'`
    : ''
  const params = filter ? [filter] : []
  const { rows } = await deps.pg.query<UserRow>(
    `${selectUser} ${where} order by u.created_at desc, u.id
     limit ${perPage} offset ${(page - 1) * perPage}`,
    params,
  )
  const count = await deps.pg.query<{ total: number }>(
    `select count(*)::int as total from auth.users u ${where}`,
    params,
  )
  const total = count.rows[0]?.total ?? 0
  const last = Math.max(1, Math.ceil(total / perPage))
  // auth-js reads the page number positionally: `page` must come first in each link.
  const links: string[] = []
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`)
  return json({ users: rows.map(userJson), aud: 'authenticated' }, 200, {
    'X-Total-Count': String(total),
    Link: links.join(', '),
  })
}

export async function getAdminUser(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireAdmin(deps, request)
  return json(userJson(await loadUser(deps, userIdFrom(request.path))))
}

// DELETE /admin/users/{id}: cascades to every row that references auth.users, or soft-deletes.
export async function deleteUser(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const user = await loadUser(deps, userIdFrom(request.path))
  const params = await request.body()
  await transaction(deps.pg, async (tx) => {
    if (!bool(params, 'should_soft_delete')) {
      await tx.query('delete from auth.users where id = $1', [user.id])
      return
    }
    if (user.deleted_at) return
    await tx.query('delete from auth.sessions where user_id = $1', [user.id])
    await tx.query('delete from auth.identities where user_id = $1', [user.id])
    await tx.query(
      `update auth.users set deleted_at = now(), encrypted_password = '', phone = null,
         email = encode(extensions.digest(coalesce(email, '') || id::text, 'sha256'), 'hex'),
         raw_user_meta_data = '{}', updated_at = now() where id = $1`,
      [user.id],
    )
  })
  return json({})
}
