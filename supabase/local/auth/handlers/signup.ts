import { randomUUID } from 'node:crypto'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { sendAuthMail, type AuthMail } from '../emails.ts'
import { prepareConfirmation } from '../email-tokens.ts'
import { badRequest, unprocessable } from '../errors.ts'
import { limitByIp } from '../limits.ts'
import { record, text, validateEmail } from '../params.ts'
import { assertStrongPassword, hashPassword } from '../passwords.ts'
import { authenticationMethod, createFlowState, readChallenge } from '../pkce.ts'
import { referrer } from '../redirect.ts'
import { issueSession } from '../sessions.ts'
import { findDuplicateEmail, findUserById, isConfirmed, userJson, type UserRow } from '../users.ts'
import { insertIdentity, insertUser } from '../user-writes.ts'
import { signInAnonymously } from './anonymous.ts'
import { phoneSignup } from './phone.ts'

type Outcome =
  | { kind: 'exists'; user: UserRow }
  | { kind: 'confirmed'; userId: string }
  | { kind: 'pending'; user: UserRow; mail: AuthMail }

// POST /signup: a new email user, confirmed at once (autoconfirm) or sent a confirmation mail;
// phone sign-ups continue in phone.ts.
export async function signup(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { options } = deps
  limitByIp(deps, request, 'signInSignUps')
  if (options.disableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  }
  const params = await request.body()
  const data = record(params, 'data') ?? {}
  const rawEmail = text(params, 'email')
  if (rawEmail === '' && text(params, 'phone') === '') {
    return signInAnonymously(deps, request, data)
  }
  const password = text(params, 'password')
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
  assertStrongPassword(password, options)
  if (rawEmail !== '' && text(params, 'phone') !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    )
  }
  if (rawEmail === '') return phoneSignup(deps, request, params, password)
  const challenge = readChallenge(params)
  const email = validateEmail(rawEmail)
  const redirectTo = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    options,
  )
  // Hashing is slow on purpose: done before the transaction, as GoTrue does.
  const existing = await findDuplicateEmail(deps.pg, email)
  const encrypted = existing ? null : await hashPassword(deps.pg, password, options.bcryptCost)

  const outcome = await transaction(deps.pg, async (tx): Promise<Outcome> => {
    let user = await findDuplicateEmail(tx, email)
    if (user && isConfirmed(user)) return { kind: 'exists', user }
    if (!user) {
      const id = await insertUser(tx, {
        email,
        encryptedPassword: encrypted ?? (await hashPassword(tx, password, options.bcryptCost)),
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        confirmed: options.autoConfirm,
      })
      // Identity data: the claims GoTrue derives, then the sign-up data's other keys.
      const identityData = { ...data, sub: id, email, email_verified: false, phone_verified: false }
      await insertIdentity(tx, {
        userId: id,
        provider: 'email',
        providerId: id,
        data: identityData,
      })
      user = (await findUserById(tx, id)) as UserRow
    }
    if (options.autoConfirm) return { kind: 'confirmed', userId: user.id }
    if (challenge) {
      const method = authenticationMethod('signup')
      await createFlowState(tx, { challenge, provider: 'email', method, userId: user.id })
    }
    const mail = await prepareConfirmation(deps, tx, user, { pkce: !!challenge, redirectTo })
    return { kind: 'pending', user: (await findUserById(tx, user.id)) as UserRow, mail }
  })

  if (outcome.kind === 'exists') {
    if (options.autoConfirm) {
      throw unprocessable('user_already_exists', 'User already registered')
    }
    return json(obfuscatedUser(outcome.user, email, data))
  }
  if (outcome.kind === 'confirmed') {
    const meta = { ip: request.ip, userAgent: request.userAgent }
    const session = await transaction(deps.pg, (tx) =>
      issueSession(deps, tx, outcome.userId, 'password', meta, request.baseUrl),
    )
    return json(session)
  }
  await sendAuthMail(deps, request.baseUrl, outcome.mail)
  return json(userJson(outcome.user))
}

// GoTrue's sanitizeUser: a plausible fresh user, so sign-up does not reveal registered emails.
function obfuscatedUser(user: UserRow, email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    ...userJson(user),
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    email_confirmed_at: undefined,
    confirmed_at: undefined,
    last_sign_in_at: undefined,
    new_email: undefined,
    email_change_sent_at: undefined,
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
  }
}
