import { randomBytes } from 'node:crypto'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { sendAuthMail } from '../emails.ts'
import { prepareConfirmation, prepareRecovery } from '../email-tokens.ts'
import { unprocessable } from '../errors.ts'
import { limitByIp } from '../limits.ts'
import { record, text, validateEmail } from '../params.ts'
import { hashPassword } from '../passwords.ts'
import { authenticationMethod, createFlowState, readChallenge } from '../pkce.ts'
import { referrer } from '../redirect.ts'
import { findUserByEmail, findUserById, isConfirmed, type UserRow } from '../users.ts'
import { insertIdentity, insertUser } from '../user-writes.ts'
import { phoneOtp } from './phone.ts'

// POST /otp (and legacy /magiclink): a magic link for a confirmed user; a new or unconfirmed one
// gets the sign-up confirmation instead, which signs in just the same.
export async function otp(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  limitByIp(deps, request, 'signInSignUps')
  const params = await request.body()
  if (text(params, 'phone') !== '') return phoneOtp(deps, request, params)
  const email = validateEmail(text(params, 'email'))
  const createUser = params.create_user !== false
  const data = record(params, 'data') ?? {}
  const challenge = readChallenge(params)
  const redirectTo = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    deps.options,
  )
  const existing = await findUserByEmail(deps.pg, email)
  if (!existing && (!createUser || deps.options.disableSignup)) {
    throw unprocessable('otp_disabled', 'Signups not allowed for otp')
  }
  const password = existing
    ? null
    : await hashPassword(deps.pg, randomBytes(32).toString('hex'), deps.options.bcryptCost)
  const mail = await transaction(deps.pg, async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (!user) {
      const id = await insertUser(tx, {
        email,
        encryptedPassword: password,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
      })
      const identity = { ...data, sub: id, email, email_verified: false, phone_verified: false }
      await insertIdentity(tx, { userId: id, provider: 'email', providerId: id, data: identity })
      user = (await findUserById(tx, id)) as UserRow
    }
    const kind = isConfirmed(user) ? 'magiclink' : 'signup'
    if (challenge) {
      const method = authenticationMethod(kind)
      await createFlowState(tx, { challenge, provider: 'email', method, userId: user.id })
    }
    const flow = { pkce: !!challenge, redirectTo }
    return kind === 'magiclink'
      ? prepareRecovery(deps, tx, user, flow, 'magiclink')
      : prepareConfirmation(deps, tx, user, flow)
  })
  await sendAuthMail(deps, request.baseUrl, mail)
  return json({})
}
