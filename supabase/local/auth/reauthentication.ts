import type { AuthDeps } from './context.ts'
import { badRequest, unprocessable } from './errors.ts'
import { sameCode, tokenHash } from './otp.ts'
import type { Params } from './params.ts'
import type { UserRow } from './users.ts'

const invalidNonce = () =>
  unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')

// A session younger than a day may change the password without a nonce (GoTrue's rule).
async function signedInRecently(deps: AuthDeps, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false
  const { rows } = await deps.pg.query<{ recent: boolean }>(
    `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`,
    [sessionId],
  )
  return rows[0]?.recent === true
}

// With secure password change on, PUT /user's password needs the code GET /reauthenticate mailed
// (`nonce`), unless the session is recent; a used nonce is cleared (GoTrue's
// verifyReauthentication and ConfirmReauthentication).
export async function assertReauthenticated(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string | null,
  params: Params,
): Promise<void> {
  if (!deps.options.securePasswordChange || (await signedInRecently(deps, sessionId))) return
  const nonce = typeof params.nonce === 'string' ? params.nonce : ''
  if (nonce === '') {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  }
  const stored = user.reauthentication_token ?? ''
  const sentAt = user.reauthentication_sent_at
  if (stored === '' || !sentAt) throw invalidNonce()
  // The code was hashed with the address it went to: the email, or else the phone.
  const address = user.email || user.phone || ''
  if (address === '') {
    throw unprocessable(
      'reauthentication_not_valid',
      'Reauthentication requires an email or a phone number',
    )
  }
  const fresh = Date.now() < new Date(sentAt).getTime() + deps.options.otpExpiry * 1000
  if (!fresh || !sameCode(stored, tokenHash(address, nonce))) throw invalidNonce()
  await deps.pg.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id])
}
