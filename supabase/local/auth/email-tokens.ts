import type { AuthDeps } from './context.ts'
import type { Db } from './db.ts'
import { assertSendFrequency, takeEmailQuota, type AuthMail } from './emails.ts'
import { generateOtp, tokenHash, withFlowPrefix } from './otp.ts'
import type { UserRow } from './users.ts'

type Flow = { pkce: boolean; redirectTo: string }

// Each helper checks the frequency and quota, stores the new token and returns the mail(s) to
// deliver once the transaction has committed (GoTrue's sendConfirmation, sendPasswordRecovery ...).
/** One-token mails: confirmation (sign-up, invite) and recovery (password reset, magic link). */
async function prepareSingleToken(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  flow: Flow,
  column: 'confirmation' | 'recovery',
  kind: AuthMail['kind'],
): Promise<AuthMail> {
  assertSendFrequency(deps, user[`${column}_sent_at`])
  takeEmailQuota(deps)
  const email = user.email ?? ''
  const otp = generateOtp(deps.options.otpLength)
  const token = withFlowPrefix(tokenHash(email, otp), flow.pkce)
  // The column name comes from the union above, never from a request.
  await db.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now() where id = $1`,
    [user.id, token],
  )
  return { kind, to: email, otp, token, redirectTo: flow.redirectTo }
}

export function prepareConfirmation(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  flow: Flow,
  kind: 'signup' | 'invite' = 'signup',
): Promise<AuthMail> {
  return prepareSingleToken(deps, db, user, flow, 'confirmation', kind)
}

export function prepareRecovery(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  flow: Flow,
  kind: 'recovery' | 'magiclink' = 'recovery',
): Promise<AuthMail> {
  return prepareSingleToken(deps, db, user, flow, 'recovery', kind)
}

// Secure email change mails both addresses; each link confirms one half (GoTrue sendEmailChange).
export async function prepareEmailChange(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  newEmail: string,
  flow: Flow,
): Promise<AuthMail[]> {
  assertSendFrequency(deps, user.email_change_sent_at)
  const current = user.email ?? ''
  const both = deps.options.secureEmailChange && current !== ''
  takeEmailQuota(deps, both ? 2 : 1)
  const otpNew = generateOtp(deps.options.otpLength)
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), flow.pkce)
  const otpCurrent = both ? generateOtp(deps.options.otpLength) : ''
  const tokenCurrent = both ? withFlowPrefix(tokenHash(current, otpCurrent), flow.pkce) : ''
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = $4, email_change_confirm_status = 0,
       email_change_sent_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  )
  const base = {
    kind: 'email_change' as const,
    email: current,
    newEmail,
    redirectTo: flow.redirectTo,
  }
  const mails: AuthMail[] = [{ ...base, to: newEmail, otp: otpNew, token: tokenNew }]
  if (both) mails.unshift({ ...base, to: current, otp: otpCurrent, token: tokenCurrent })
  return mails
}

// GoTrue's sendInvite: no per-address spacing (an admin asked for it), the instance quota applies.
export async function prepareInvite(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  redirectTo: string,
): Promise<AuthMail> {
  takeEmailQuota(deps)
  const email = user.email ?? ''
  const otp = generateOtp(deps.options.otpLength)
  const token = tokenHash(email, otp)
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
       invited_at = now() where id = $1`,
    [user.id, token],
  )
  return { kind: 'invite', to: email, otp, token, redirectTo }
}

// GoTrue's sendReauthenticationOtp: a code only, checked later as `nonce` by PUT /user.
export async function prepareReauthentication(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
): Promise<AuthMail> {
  assertSendFrequency(deps, user.reauthentication_sent_at)
  takeEmailQuota(deps)
  const email = user.email ?? ''
  const otp = generateOtp(deps.options.otpLength)
  await db.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
     where id = $1`,
    [user.id, tokenHash(email, otp)],
  )
  return { kind: 'reauthentication', to: email, otp, token: '', redirectTo: '' }
}
