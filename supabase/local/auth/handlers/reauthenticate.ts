import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { sendAuthMail } from '../emails.ts'
import { prepareReauthentication } from '../email-tokens.ts'
import { badRequest, unprocessable } from '../errors.ts'
import { requireUser } from '../guard.ts'
import { deliverSms, preparePhoneOtp } from '../sms.ts'
import { isConfirmed } from '../users.ts'

// GET /reauthenticate: mails a one-time code that PUT /user accepts as `nonce`
// (GoTrue's Reauthenticate); users with only a number get it by SMS.
export async function reauthenticate(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireUser(deps, request)
  const email = user.email ?? ''
  const phone = user.phone ?? ''
  if (email === '' && phone === '') {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    )
  }
  if (email === '') {
    if (user.phone_confirmed_at === null) {
      throw unprocessable('phone_not_confirmed', 'Please verify your phone first.')
    }
    const otp = await transaction(deps.pg, (tx) =>
      preparePhoneOtp(deps, tx, user, phone, 'reauthentication', 'sms'),
    )
    await deliverSms(deps, otp.sms)
    return json({})
  }
  if (!isConfirmed(user)) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  }
  const mail = await transaction(deps.pg, (tx) => prepareReauthentication(deps, tx, user))
  await sendAuthMail(deps, request.baseUrl, mail)
  return json({})
}
