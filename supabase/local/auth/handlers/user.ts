import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { sendAuthMail, type AuthMail } from '../emails.ts'
import { applyEmailChange } from '../email-change.ts'
import { prepareEmailChange } from '../email-tokens.ts'
import { AuthError, emailExists, forbidden, unprocessable } from '../errors.ts'
import { isAdminClaims, requireUser } from '../guard.ts'
import { hasVerifiedFactor, sessionAal } from '../mfa/factors.ts'
import { record, text, validateEmail } from '../params.ts'
import { assertStrongPassword, hashPassword, verifyPassword } from '../passwords.ts'
import { createFlowState, readChallenge } from '../pkce.ts'
import { assertReauthenticated } from '../reauthentication.ts'
import { referrer } from '../redirect.ts'
import {
  applyPhoneVerification,
  checkChannel,
  deliverSms,
  findUserByPhone,
  phoneAutoconfirm,
  preparePhoneOtp,
  validatePhone,
  type PendingSms,
} from '../sms.ts'
import {
  findDuplicateEmail,
  findUserById,
  mergeMetadata,
  userJson,
  type UserRow,
} from '../users.ts'
import { setUserMetadata } from '../user-writes.ts'

// GET /user: the signed-in user, as long as the token's session still exists.
export async function getUser(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireUser(deps, request)
  return json(userJson(user))
}

// PUT /user: metadata, password (other sessions end), email change (confirmed by mail) and phone
// change (confirmed by an SMS code unless SMS confirmations are off).
export async function updateUser(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { options } = deps
  const { user, sessionId } = await requireUser(deps, request)
  const params = await request.body()
  const rawEmail = text(params, 'email')
  const email = rawEmail === '' ? '' : validateEmail(rawEmail)
  const rawPhone = text(params, 'phone')
  const phone = rawPhone === '' ? '' : validatePhone(rawPhone)
  const channel = phone === '' ? 'sms' : checkChannel(options, text(params, 'channel'))
  const password = typeof params.password === 'string' ? params.password : null
  if (password !== null) assertStrongPassword(password, options)
  const data = record(params, 'data')
  const appData = record(params, 'app_metadata')
  if (appData && !isAdminClaims({ role: user.role })) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  const changingEmail = email !== '' && email !== (user.email ?? '')
  const changingPhone = phone !== '' && phone !== (user.phone ?? '')
  if (
    (password || changingEmail || changingPhone) &&
    (await hasVerifiedFactor(deps.pg, user.id)) &&
    (await sessionAal(deps.pg, sessionId)) !== 'aal2'
  ) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }
  if (user.is_anonymous && password && email === '' && phone === '') {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    )
  }
  if (changingEmail && (await findDuplicateEmail(deps.pg, email, user.id))) throw emailExists()
  if (changingPhone && (await findUserByPhone(deps.pg, phone))) {
    throw unprocessable('phone_exists', 'A user with this phone number has already been registered')
  }
  if (password !== null) await assertReauthenticated(deps, user, sessionId, params)
  let encrypted: string | null = null
  if (password) {
    if (await verifyPassword(deps.pg, password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      )
    }
    encrypted = await hashPassword(deps.pg, password, options.bcryptCost)
  }
  const challenge = readChallenge(params)
  const redirectTo = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    options,
  )

  const { updated, mails, sms } = await transaction(deps.pg, async (tx) => {
    let mails: AuthMail[] = []
    let sms: PendingSms | null = null
    if (encrypted !== null) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now(),
           confirmation_token = '', recovery_token = '' where id = $1`,
        [user.id, encrypted],
      )
      // A new password ends every other session (GoTrue's UpdatePassword).
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        sessionId,
      ])
    }
    if (data) {
      await setUserMetadata(
        tx,
        user.id,
        'raw_user_meta_data',
        mergeMetadata(user.raw_user_meta_data, data),
      )
    }
    if (appData) {
      await setUserMetadata(
        tx,
        user.id,
        'raw_app_meta_data',
        mergeMetadata(user.raw_app_meta_data, appData),
      )
    }
    if (changingEmail && user.is_anonymous && options.autoConfirm) {
      // An anonymous user adding an email under autoconfirm is a sign-up: applied at once.
      await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, email])
      await applyEmailChange(tx, user.id)
    } else if (changingEmail) {
      if (challenge) {
        await createFlowState(tx, {
          challenge,
          provider: 'email_change',
          method: 'email_change',
          userId: user.id,
        })
      }
      mails = await prepareEmailChange(deps, tx, user, email, { pkce: !!challenge, redirectTo })
    }
    if (changingPhone && phoneAutoconfirm(options)) {
      // Without SMS confirmations the new number applies at once (GoTrue runs smsVerify).
      await tx.query('update auth.users set phone_change = $2 where id = $1', [user.id, phone])
      await applyPhoneVerification(tx, user, 'phone_change', phone)
    } else if (changingPhone) {
      sms = (await preparePhoneOtp(deps, tx, user, phone, 'phone_change', channel)).sms
    }
    return { updated: (await findUserById(tx, user.id)) as UserRow, mails, sms }
  })
  for (const mail of mails) await sendAuthMail(deps, request.baseUrl, mail)
  await deliverSms(deps, sms)
  return json(userJson(updated))
}
