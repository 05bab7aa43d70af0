import type { AuthOptions } from './options.ts'
import type { Db } from './db.ts'
import { applyEmailChange } from './email-change.ts'
import { badRequest, forbidden, otpExpired } from './errors.ts'
import { tokenHash } from './otp.ts'
import { selectUser, isBanned, isConfirmed, type UserRow } from './users.ts'
import { confirmEmail, syncProviders } from './user-writes.ts'

export const emailVerifyTypes = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
]

// `hash` is the token as presented (or computed from email + code), without any pkce_ prefix.
export type Lookup = { user: UserRow; type: string; hash: string }

const matches = (column: string) => `(u.${column} = $1 or u.${column} = 'pkce_' || $1)`

const columns: Record<string, { token: string[]; sentAt: keyof UserRow }> = {
  signup: { token: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  invite: { token: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  recovery: { token: ['recovery_token'], sentAt: 'recovery_sent_at' },
  magiclink: { token: ['recovery_token'], sentAt: 'recovery_sent_at' },
  email_change: {
    token: ['email_change_token_current', 'email_change_token_new'],
    sentAt: 'email_change_sent_at',
  },
}

function expired(sentAt: unknown, options: AuthOptions): boolean {
  if (!(sentAt instanceof Date)) return true
  return Date.now() > sentAt.getTime() + options.otpExpiry * 1000
}

function checkUsable(user: UserRow, type: string, options: AuthOptions, error: () => Error) {
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
  const spec = columns[type]
  if (!spec || expired(user[spec.sentAt], options)) throw error()
}

// Email `type` means "whichever of sign-up confirmation or magic link this token belongs to".
function resolveType(user: UserRow, type: string, hash: string): string {
  if (type !== 'email') return type
  const recovery = user.recovery_token ?? ''
  return recovery !== '' && (recovery === hash || recovery === `pkce_${hash}`)
    ? 'magiclink'
    : 'signup'
}

// GET /verify's token and POST /verify's token_hash (GoTrue's verifyTokenHash).
export async function findByTokenHash(
  db: Db,
  type: string,
  hash: string,
  options: AuthOptions,
): Promise<Lookup> {
  const tokens =
    type === 'email' ? ['confirmation_token', 'recovery_token'] : (columns[type]?.token ?? null)
  if (!tokens) throw badRequest('validation_failed', 'Invalid email verification type')
  const where = tokens.map(matches).join(' or ')
  const { rows } = await db.query<UserRow>(`${selectUser} where ${where} limit 1`, [hash])
  const user = rows[0]
  if (!user) throw otpExpired()
  const resolved = resolveType(user, type, hash)
  checkUsable(user, resolved, options, otpExpired)
  return { user, type: resolved, hash }
}

const invalidOtp = () => forbidden('otp_expired', 'Token has expired or is invalid')

// POST /verify {email, token, type}: the code from the mail (GoTrue's verifyUserAndToken).
export async function findByEmailOtp(
  db: Db,
  type: string,
  email: string,
  otp: string,
  options: AuthOptions,
): Promise<Lookup> {
  const hash = tokenHash(email, otp)
  const byAddress =
    type === 'email_change'
      ? `(lower(u.email) = lower($1) or lower(u.email_change) = lower($1))`
      : 'lower(u.email) = lower($1)'
  const { rows } = await db.query<UserRow>(
    `${selectUser} where ${byAddress} and u.is_sso_user = false`,
    [email],
  )
  for (const user of rows) {
    const candidates = type === 'email' ? ['signup', 'magiclink'] : [type]
    for (const candidate of candidates) {
      const spec = columns[candidate]
      if (!spec) throw badRequest('validation_failed', 'Invalid email verification type')
      const stored = spec.token.map((column) => String(user[column as keyof UserRow] ?? ''))
      if (stored.some((value) => value !== '' && (value === hash || value === `pkce_${hash}`))) {
        checkUsable(user, candidate, options, invalidOtp)
        return { user, type: candidate, hash }
      }
    }
  }
  throw invalidOtp()
}

// Applies a verified token; 'half' is the first of the two confirmations of a secure change.
export async function applyVerification(
  db: Db,
  lookup: Lookup,
  options: AuthOptions,
): Promise<'done' | 'half'> {
  const { user, type, hash: presentedHash } = lookup
  if (type === 'signup' || type === 'invite') {
    await confirmEmail(db, user.id)
  } else if (type === 'recovery' || type === 'magiclink') {
    await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
      user.id,
    ])
    if (!isConfirmed(user)) await confirmEmail(db, user.id)
  } else if (type === 'email_change') {
    const firstOfTwo =
      !options.autoConfirm &&
      options.secureEmailChange &&
      (user.email_change_confirm_status ?? 0) === 0 &&
      (user.email ?? '') !== '' &&
      (user.email_change_token_current ?? '') !== ''
    if (firstOfTwo) {
      const current = user.email_change_token_current ?? ''
      const column =
        current === presentedHash || current === `pkce_${presentedHash}`
          ? 'email_change_token_current'
          : 'email_change_token_new'
      await db.query(
        `update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`,
        [user.id],
      )
      return 'half'
    }
    await applyEmailChange(db, user.id)
  }
  await syncProviders(db, user.id)
  return 'done'
}
