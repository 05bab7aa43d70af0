import { randomBytes } from 'node:crypto'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction, type Db } from '../db.ts'
import { parseGoDuration } from '../duration.ts'
import { badRequest, emailExists, unprocessable } from '../errors.ts'
import { isUuid, requireAdmin } from '../guard.ts'
import { confirmPhone, findUserByPhone, validatePhone } from '../sms.ts'
import { bool, record, text, validateEmail, type Params } from '../params.ts'
import { assertStrongPassword, hashPassword } from '../passwords.ts'
import {
  findDuplicateEmail,
  findUserById,
  mergeMetadata,
  userJson,
  type UserRow,
} from '../users.ts'
import {
  confirmEmail,
  insertIdentity,
  insertUser,
  setUserMetadata,
  syncProviders,
} from '../user-writes.ts'
import { loadUser, userIdFrom } from './admin-users.ts'

function banUntil(params: Params): Date | null | undefined {
  const duration = text(params, 'ban_duration')
  if (duration === '') return undefined
  if (duration === 'none') return null
  const ms = parseGoDuration(duration)
  return ms === 0 ? null : new Date(Date.now() + ms)
}

async function applyBan(db: Db, userId: string, until: Date | null | undefined) {
  if (until === undefined) return
  await db.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
    userId,
    until,
  ])
}

// GoTrue's adminUserUpdate for `phone`: the phone identity gets the number (created if missing),
// the number applies at once, and a confirmed one ends the account's anonymity.
async function setPhoneAsAdmin(db: Db, user: UserRow, phone: string, confirmed: boolean) {
  const changed = await db.query(
    `update auth.identities set identity_data = identity_data
       || jsonb_build_object('phone', $2::text, 'phone_verified', $3::boolean), updated_at = now()
     where user_id = $1 and provider = 'phone'`,
    [user.id, phone, confirmed],
  )
  if ((changed.affectedRows ?? 0) === 0) {
    const data = { sub: user.id, phone, email_verified: false, phone_verified: confirmed }
    await insertIdentity(db, { userId: user.id, provider: 'phone', providerId: user.id, data })
  }
  await db.query(
    `update auth.users set phone = $2, updated_at = now(),
       is_anonymous = is_anonymous and not $3
     where id = $1`,
    [user.id, phone, confirmed],
  )
  await syncProviders(db, user.id)
}

// POST /admin/users: any email or phone, confirmed on request, no password policy (GoTrue's adminUserCreate).
export async function createUser(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const params = await request.body()
  const rawEmail = text(params, 'email')
  const rawPhone = text(params, 'phone')
  if (rawEmail === '' && rawPhone === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  }
  const providers: string[] = []
  const email = rawEmail === '' ? '' : validateEmail(rawEmail)
  if (email !== '') {
    if (await findDuplicateEmail(deps.pg, email)) throw emailExists()
    providers.push('email')
  }
  // An admin may add a number whether or not phone sign-ups are on, as in GoTrue.
  const phone = rawPhone === '' ? '' : validatePhone(rawPhone)
  if (phone !== '') {
    if (await findUserByPhone(deps.pg, phone)) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user')
    }
    providers.push('phone')
  }
  const password = typeof params.password === 'string' ? params.password : ''
  const passwordHash = text(params, 'password_hash')
  if (password !== '' && passwordHash !== '') {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided')
  }
  if (Buffer.byteLength(password) > 72) {
    throw badRequest('validation_failed', 'Password cannot be longer than 72 characters')
  }
  const id = text(params, 'id')
  if (id !== '' && !isUuid(id))
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format')
  const until = banUntil(params)
  const encrypted =
    passwordHash ||
    (await hashPassword(
      deps.pg,
      password || randomBytes(32).toString('hex'),
      deps.options.bcryptCost,
    ))
  const created = await transaction(deps.pg, async (tx) => {
    const userId = await insertUser(tx, {
      ...(id ? { id } : {}),
      email: email || null,
      phone: phone || null,
      encryptedPassword: encrypted,
      appMetadata: { ...record(params, 'app_metadata'), provider: providers[0], providers },
      userMetadata: record(params, 'user_metadata') ?? {},
      role: text(params, 'role') || 'authenticated',
      confirmed: bool(params, 'email_confirm'),
    })
    const verified = { email_verified: false, phone_verified: false }
    if (email !== '') {
      const data = { sub: userId, email, ...verified }
      await insertIdentity(tx, { userId, provider: 'email', providerId: userId, data })
    }
    if (phone !== '') {
      const data = { sub: userId, phone, ...verified }
      await insertIdentity(tx, { userId, provider: 'phone', providerId: userId, data })
    }
    if (bool(params, 'email_confirm')) await confirmEmail(tx, userId)
    if (bool(params, 'phone_confirm')) await confirmPhone(tx, userId)
    await applyBan(tx, userId, until)
    return (await findUserById(tx, userId)) as UserRow
  })
  return json(userJson(created))
}

// PUT /admin/users/{id}: changes apply at once, without confirmation mails.
export async function updateUserAsAdmin(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const user = await loadUser(deps, userIdFrom(request.path))
  const params = await request.body()
  const rawEmail = text(params, 'email')
  const email = rawEmail === '' ? '' : validateEmail(rawEmail)
  if (email !== '' && email !== user.email && (await findDuplicateEmail(deps.pg, email, user.id))) {
    throw emailExists()
  }
  const rawPhone = text(params, 'phone')
  const phone = rawPhone === '' ? '' : validatePhone(rawPhone)
  const until = banUntil(params)
  let encrypted: string | null = null
  if (typeof params.password === 'string') {
    assertStrongPassword(params.password, deps.options)
    encrypted = await hashPassword(deps.pg, params.password, deps.options.bcryptCost)
  }
  const updated = await transaction(deps.pg, async (tx) => {
    const role = text(params, 'role')
    if (role) await tx.query('update auth.users set role = $2 where id = $1', [user.id, role])
    if (encrypted !== null) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, encrypted],
      )
      await tx.query('delete from auth.sessions where user_id = $1', [user.id])
    }
    if (email !== '' && email !== user.email) {
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
        user.id,
        email,
      ])
      const verified = bool(params, 'email_confirm')
      const changed = await tx.query(
        `update auth.identities set identity_data = identity_data
           || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean)
         where user_id = $1 and provider = 'email'`,
        [user.id, email, verified],
      )
      if ((changed.affectedRows ?? 0) === 0) {
        const data = { sub: user.id, email, email_verified: verified, phone_verified: false }
        await insertIdentity(tx, { userId: user.id, provider: 'email', providerId: user.id, data })
      }
      await syncProviders(tx, user.id)
    }
    if (phone !== '') await setPhoneAsAdmin(tx, user, phone, bool(params, 'phone_confirm'))
    if (bool(params, 'email_confirm')) await confirmEmail(tx, user.id)
    if (bool(params, 'phone_confirm')) await confirmPhone(tx, user.id)
    const current = (await findUserById(tx, user.id)) as UserRow
    const appData = record(params, 'app_metadata')
    if (appData) {
      await setUserMetadata(
        tx,
        user.id,
        'raw_app_meta_data',
        mergeMetadata(current.raw_app_meta_data, appData),
      )
    }
    const userData = record(params, 'user_metadata')
    if (userData) {
      await setUserMetadata(
        tx,
        user.id,
        'raw_user_meta_data',
        mergeMetadata(current.raw_user_meta_data, userData),
      )
    }
    await applyBan(tx, user.id, until)
    return (await findUserById(tx, user.id)) as UserRow
  })
  return json(userJson(updated))
}
