import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { sendAuthMail, type AuthMail } from '../emails.ts'
import { prepareConfirmation, prepareEmailChange, prepareRecovery } from '../email-tokens.ts'
import { badRequest } from '../errors.ts'
import { limitByIp } from '../limits.ts'
import { text, validateEmail } from '../params.ts'
import { createFlowState, readChallenge } from '../pkce.ts'
import { referrer } from '../redirect.ts'
import { findUserByPhone, validatePhone } from '../sms.ts'
import { findUserByEmail, findUserForEmailChange, isConfirmed, type UserRow } from '../users.ts'
import { resendPhoneCode } from './phone.ts'

// POST /recover: mails a password reset link; unknown addresses get the same empty answer.
export async function recover(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  limitByIp(deps, request, 'signInSignUps')
  const params = await request.body()
  const challenge = readChallenge(params)
  const email = validateEmail(text(params, 'email'))
  const redirectTo = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    deps.options,
  )
  const mail = await transaction(deps.pg, async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user) return null
    if (challenge) {
      await createFlowState(tx, {
        challenge,
        provider: 'email',
        method: 'recovery',
        userId: user.id,
      })
    }
    return prepareRecovery(deps, tx, user, { pkce: !!challenge, redirectTo })
  })
  if (mail) await sendAuthMail(deps, request.baseUrl, mail)
  return json({})
}

// POST /resend {type: signup|email_change|sms|phone_change, email or phone}: the pending mail or
// code again, in the implicit flow; unknown users get the same empty answer.
export async function resend(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  limitByIp(deps, request, 'signInSignUps')
  const params = await request.body()
  const type = text(params, 'type')
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    )
  }
  const rawEmail = text(params, 'email')
  const rawPhone = text(params, 'phone')
  if (rawEmail === '' && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address')
  }
  if (rawPhone === '' && type === 'sms') {
    throw badRequest('validation_failed', 'Type provided requires a phone number')
  }
  if (rawEmail !== '' && rawPhone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    )
  }
  if (rawEmail === '' && rawPhone === '') {
    throw badRequest('validation_failed', 'Missing email address or phone number')
  }
  let user: UserRow | null
  let phone = ''
  if (rawPhone !== '') {
    if (!deps.options.sms.enableSignup) {
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
    }
    phone = validatePhone(rawPhone)
    user = await findUserByPhone(deps.pg, phone)
  } else {
    const email = validateEmail(rawEmail)
    user =
      type === 'email_change'
        ? await findUserForEmailChange(deps.pg, email)
        : await findUserByEmail(deps.pg, email)
  }
  if (!user) return json({})
  if (type === 'sms' || type === 'phone_change') return resendPhoneCode(deps, user, type, phone)
  const redirectTo = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    deps.options,
  )
  const target = user
  // GoTrue resends in the implicit flow whatever flow the first mail used ("PKCE not implemented
  // yet" in resend.go), and ignores a code_challenge: the new link verifies the address and
  // returns the session in the URL fragment, never a ?code= for a verifier the client no longer
  // matches (supabase-js stores a fresh one with every resend).
  const mails = await transaction(deps.pg, async (tx): Promise<AuthMail[]> => {
    if (type === 'signup') {
      if (isConfirmed(target)) return []
      return [await prepareConfirmation(deps, tx, target, { pkce: false, redirectTo })]
    }
    if ((target.email_change ?? '') === '') return []
    return prepareEmailChange(deps, tx, target, target.email_change ?? '', {
      pkce: false,
      redirectTo,
    })
  })
  for (const mail of mails) await sendAuthMail(deps, request.baseUrl, mail)
  return json({})
}
