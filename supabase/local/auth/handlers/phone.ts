import { randomBytes, randomUUID } from 'node:crypto'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction, type Db } from '../db.ts'
import { badRequest, invalidCredentials, unprocessable } from '../errors.ts'
import { record, text, type Params } from '../params.ts'
import { hashPassword, passwordWeakness, verifyPassword } from '../passwords.ts'
import { readChallenge } from '../pkce.ts'
import { issueSession } from '../sessions.ts'
import {
  checkChannel,
  confirmPhone,
  deliverSms,
  findUserByPhone,
  formatPhone,
  isPhoneConfirmed,
  phoneAutoconfirm,
  preparePhoneOtp,
  validatePhone,
  type PhoneOtp,
} from '../sms.ts'
import { findUserById, isBanned, userJson, type UserRow } from '../users.ts'
import { insertIdentity, insertUser } from '../user-writes.ts'

type Registration =
  | { kind: 'exists'; user: UserRow }
  | { kind: 'confirmed'; user: UserRow }
  | { kind: 'pending'; user: UserRow; otp: PhoneOtp }

const reload = async (db: Db, id: string) => (await findUserById(db, id)) as UserRow

// GoTrue's Signup for the phone provider: a new user (or the unconfirmed one of that number)
// with a phone identity, confirmed at once under autoconfirm or sent a confirmation code.
async function registerPhoneUser(
  deps: AuthDeps,
  phone: string,
  password: string,
  data: Record<string, unknown>,
  channel: string,
): Promise<Registration> {
  const { options } = deps
  // Hashing is slow on purpose: done before the transaction, as GoTrue does.
  const existing = await findUserByPhone(deps.pg, phone)
  const encrypted = existing ? null : await hashPassword(deps.pg, password, options.bcryptCost)
  return transaction(deps.pg, async (tx): Promise<Registration> => {
    let user = await findUserByPhone(tx, phone)
    if (user && isPhoneConfirmed(user)) return { kind: 'exists', user }
    if (!user) {
      const id = await insertUser(tx, {
        email: null,
        phone,
        encryptedPassword: encrypted ?? (await hashPassword(tx, password, options.bcryptCost)),
        appMetadata: { provider: 'phone', providers: ['phone'] },
        userMetadata: data,
      })
      user = await reload(tx, id)
    }
    if (!user.identities.some((identity) => identity.provider === 'phone')) {
      // GoTrue's claims for a sign-up without an email, then the sign-up data's other keys.
      const identityData = { ...data, sub: user.id, email_verified: false, phone_verified: false }
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'phone',
        providerId: user.id,
        data: identityData,
      })
    }
    if (phoneAutoconfirm(options)) {
      await confirmPhone(tx, user.id)
      return { kind: 'confirmed', user: await reload(tx, user.id) }
    }
    const otp = await preparePhoneOtp(deps, tx, user, phone, 'confirmation', channel)
    return { kind: 'pending', user: await reload(tx, user.id), otp }
  })
}

const clientMeta = (request: AuthRequest) => ({ ip: request.ip, userAgent: request.userAgent })

// POST /signup {phone, password, channel?} once the shared checks (password policy, not both
// email and phone) have passed.
export async function phoneSignup(
  deps: AuthDeps,
  request: AuthRequest,
  params: Params,
  password: string,
): Promise<AuthResponse> {
  const { options } = deps
  const channel = checkChannel(options, text(params, 'channel'))
  if (text(params, 'code_challenge') !== '') {
    throw badRequest('validation_failed', 'PKCE not supported for phone signups')
  }
  readChallenge(params)
  if (!options.sms.enableSignup) {
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  }
  const phone = validatePhone(text(params, 'phone'))
  const data = record(params, 'data') ?? {}
  const outcome = await registerPhoneUser(deps, phone, password, data, channel)
  if (outcome.kind === 'exists') {
    if (options.autoConfirm || phoneAutoconfirm(options)) {
      throw unprocessable('user_already_exists', 'User already registered')
    }
    return json(obfuscatedUser(outcome.user, phone, data))
  }
  if (outcome.kind === 'confirmed') {
    const session = await transaction(deps.pg, (tx) =>
      issueSession(deps, tx, outcome.user.id, 'password', clientMeta(request), request.baseUrl),
    )
    return json(session)
  }
  await deliverSms(deps, outcome.otp.sms)
  return json(userJson(outcome.user))
}

// GoTrue's sanitizeUser for the phone provider: a registered number is not revealed.
function obfuscatedUser(user: UserRow, phone: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    ...userJson(user),
    id: randomUUID(),
    role: '',
    email: '',
    phone,
    email_confirmed_at: undefined,
    phone_confirmed_at: undefined,
    confirmed_at: undefined,
    last_sign_in_at: undefined,
    new_email: undefined,
    email_change_sent_at: undefined,
    confirmation_sent_at: now,
    app_metadata: { provider: 'phone', providers: ['phone'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
  }
}

const otpAnswer = (otp: PhoneOtp) => json(otp.messageId === '' ? {} : { message_id: otp.messageId })

// POST /otp {phone, channel, create_user} (GoTrue's Otp then SmsOtp): an unknown or unconfirmed
// number is signed up first; a confirmed one gets a sign-in code ({message_id}).
export async function phoneOtp(
  deps: AuthDeps,
  request: AuthRequest,
  params: Params,
): Promise<AuthResponse> {
  const { options } = deps
  if (text(params, 'email') !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided',
    )
  }
  readChallenge(params)
  if (params.create_user === false) {
    const known = await findUserByPhone(deps.pg, validatePhone(text(params, 'phone')))
    if (!known) throw unprocessable('otp_disabled', 'Signups not allowed for otp')
  }
  if (!options.sms.enableSignup) {
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
  }
  const phone = validatePhone(text(params, 'phone'))
  const channel = checkChannel(options, text(params, 'channel'))
  const user = await findUserByPhone(deps.pg, phone)
  if (!user || !isPhoneConfirmed(user)) {
    if (options.disableSignup) {
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
    }
    const password = randomBytes(32).toString('hex')
    const outcome = await registerPhoneUser(
      deps,
      phone,
      password,
      record(params, 'data') ?? {},
      channel,
    )
    if (outcome.kind === 'pending') {
      await deliverSms(deps, outcome.otp.sms)
      return json({})
    }
  }
  // A confirmed number, or one autoconfirm has just signed up: the sign-in code.
  const otp = await transaction(deps.pg, async (tx) => {
    const current = (await findUserByPhone(tx, phone)) as UserRow
    return preparePhoneOtp(deps, tx, current, phone, 'confirmation', channel)
  })
  await deliverSms(deps, otp.sms)
  return otpAnswer(otp)
}

// POST /resend {type: sms|phone_change}: the code again to the pending number, if any.
export async function resendPhoneCode(
  deps: AuthDeps,
  user: UserRow,
  type: 'sms' | 'phone_change',
  phone: string,
): Promise<AuthResponse> {
  if (type === 'sms' && isPhoneConfirmed(user)) return json({})
  const target = type === 'sms' ? phone : (user.phone_change ?? '')
  if (target === '') return json({})
  const otp = await transaction(deps.pg, (tx) =>
    preparePhoneOtp(
      deps,
      tx,
      user,
      target,
      type === 'sms' ? 'confirmation' : 'phone_change',
      'sms',
    ),
  )
  await deliverSms(deps, otp.sms)
  return otpAnswer(otp)
}

// POST /token?grant_type=password {phone, password}.
export async function phonePasswordGrant(
  deps: AuthDeps,
  request: AuthRequest,
  rawPhone: string,
  password: string,
): Promise<AuthResponse> {
  if (!deps.options.sms.enableSignup) {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  }
  const user = await findUserByPhone(deps.pg, formatPhone(rawPhone))
  if (!user) throw invalidCredentials()
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(deps.pg, password, user.encrypted_password))) {
    throw invalidCredentials()
  }
  if (!isPhoneConfirmed(user)) throw badRequest('phone_not_confirmed', 'Phone not confirmed')
  const session = await transaction(deps.pg, (tx) =>
    issueSession(deps, tx, user.id, 'password', clientMeta(request), request.baseUrl),
  )
  const weak = passwordWeakness(password, deps.options)
  return json(weak ? { ...session, weak_password: weak } : session)
}
