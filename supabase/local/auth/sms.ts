import { randomUUID } from 'node:crypto'
import type { AuthDeps } from './context.ts'
import type { Db } from './db.ts'
import { AuthError, badRequest, forbidden, tooManyRequests } from './errors.ts'
import { e164Digits } from './mfa/factors.ts'
import type { AuthOptions } from './options.ts'
import { generateOtp, tokenHash } from './otp.ts'
import { insertIdentity, syncProviders } from './user-writes.ts'
import { isBanned, selectUser, type UserRow } from './users.ts'

// GoTrue's validatePhone: a leading + and spaces are dropped, the rest must be E.164 digits.
export function validatePhone(phone: string): string {
  const digits = e164Digits(phone)
  if (digits === null) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
  }
  return digits
}

// GoTrue's formatPhoneNumber, which the password grant uses without validating.
export const formatPhone = (phone: string) => phone.replace(/^\+/, '').replaceAll(' ', '')

export const invalidChannelMessage =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider."

// Requests without a channel mean SMS (GoTrue's backwards-compatible default).
export function checkChannel(options: AuthOptions, channel: string): string {
  const resolved = channel === '' ? 'sms' : channel
  const whatsapp = options.sms.provider === 'twilio' || options.sms.provider === 'twilio_verify'
  if (resolved === 'sms' || (resolved === 'whatsapp' && whatsapp)) return resolved
  throw badRequest('validation_failed', invalidChannelMessage)
}

export const phoneAutoconfirm = (options: AuthOptions) => !options.sms.enableConfirmations

export const isPhoneConfirmed = (user: UserRow) => user.phone_confirmed_at !== null

async function oneByColumn(db: Db, column: 'phone' | 'phone_change', phone: string) {
  // The column name comes from the union above, never from a request.
  const { rows } = await db.query<UserRow>(
    `${selectUser} where u.${column} = $1 and u.is_sso_user = false limit 1`,
    [phone],
  )
  return rows[0] ?? null
}

// GoTrue's FindUserByPhoneAndAudience (phone as stored: E.164 digits without +).
export const findUserByPhone = (db: Db, phone: string) => oneByColumn(db, 'phone', phone)

export type PhoneOtpKind = 'confirmation' | 'phone_change' | 'reauthentication'

const otpColumns = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  phone_change: { token: 'phone_change_token', sentAt: 'phone_change_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
} as const

// A provider message to hand to the outbox once the transaction has committed.
export type PendingSms = { to: string; channel: string; body: string }

export type PhoneOtp = { messageId: string; sms: PendingSms | null }

// GoTrue's generateSMSFromTemplate for the only field its template gets.
export function renderSmsTemplate(template: string, otp: string): string {
  return (template === '' ? 'Your code is {{ .Code }}' : template).replace(
    /\{\{\s*\.Code\s*\}\}/g,
    otp,
  )
}

/**
 * GoTrue's sendPhoneConfirmation: the per-number spacing, then the test code of a test number
 * (no message, message id "test-otp") or a fresh code through the provider (none configured:
 * "Unable to get SMS provider"); the code is stored hashed with the number.
 */
export async function preparePhoneOtp(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  phone: string,
  kind: PhoneOtpKind,
  channel: string,
): Promise<PhoneOtp> {
  const { sms } = deps.options
  const columns = otpColumns[kind]
  const sentAt = user[columns.sentAt]
  if (sentAt) {
    const left = new Date(sentAt).getTime() + sms.maxFrequencySeconds * 1000 - Date.now()
    if (left >= 0) {
      throw tooManyRequests(
        'over_sms_send_rate_limit',
        `For security purposes, you can only request this after ${Math.max(1, Math.floor(left / 1000))} seconds.`,
      )
    }
  }
  const testCode = sms.testOtp[phone]
  let otp: string
  let result: PhoneOtp
  if (testCode !== undefined) {
    otp = testCode
    result = { messageId: 'test-otp', sms: null }
  } else {
    // GoTrue does not count messages while phone sign-ups are autoconfirmed.
    if (
      sms.enableConfirmations &&
      !deps.limiter.take('sms_sent', 'instance', deps.options.rateLimits.smsSent)
    ) {
      throw tooManyRequests('over_sms_send_rate_limit', 'SMS rate limit exceeded')
    }
    if (sms.provider === null) {
      throw new AuthError(500, 'unexpected_failure', 'Unable to get SMS provider')
    }
    otp = generateOtp(sms.otpLength)
    const body = renderSmsTemplate(sms.template, otp)
    result = { messageId: randomUUID(), sms: { to: `+${phone}`, channel, body } }
  }
  const hash = tokenHash(phone, otp)
  // Column names come from the table above, never from a request.
  await db.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(),
       phone_change = case when $3 then $4 else phone_change end
     where id = $1`,
    [user.id, hash, kind === 'phone_change', phone],
  )
  return result
}

// The stand-in for the provider: the message lands in the outbox, where tests read the code.
export async function deliverSms(deps: AuthDeps, pending: PendingSms | null): Promise<void> {
  if (!pending) return
  await deps.outbox.send({
    from: `${deps.options.sms.provider ?? 'sms'} (Supabase Local)`,
    to: [pending.to],
    subject: pending.channel === 'whatsapp' ? 'WhatsApp message' : 'SMS',
    text: pending.body,
    kind: 'auth.sms',
  })
}

const invalidOtp = () => forbidden('otp_expired', 'Token has expired or is invalid')

/**
 * POST /verify {type: sms|phone_change, phone, token} (GoTrue's verifyUserAndToken): the user by
 * number (by pending new number for phone_change); a test number's fixed code always matches.
 */
export async function findByPhoneOtp(
  db: Db,
  options: AuthOptions,
  type: 'sms' | 'phone_change',
  phone: string,
  token: string,
): Promise<UserRow> {
  const user = await oneByColumn(db, type === 'phone_change' ? 'phone_change' : 'phone', phone)
  if (!user) throw invalidOtp()
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
  const testCode = options.sms.testOtp[phone]
  if (testCode !== undefined && token === testCode) return user
  const expected =
    (type === 'phone_change' ? user.phone_change_token : user.confirmation_token) ?? ''
  const sentAt = type === 'phone_change' ? user.phone_change_sent_at : user.confirmation_sent_at
  const hash = tokenHash(phone, token)
  const fresh =
    sentAt !== null &&
    Date.now() <= new Date(sentAt).getTime() + options.sms.otpExpirySeconds * 1000
  if (expected === '' || !fresh || (expected !== hash && expected !== `pkce_${hash}`)) {
    throw invalidOtp()
  }
  return user
}

// GoTrue's ConfirmPhone.
export async function confirmPhone(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = '', phone_confirmed_at = now(), updated_at = now()
     where id = $1`,
    [userId],
  )
}

// GoTrue's smsVerify for phone_change: the phone identity gets the number (created if missing),
// then ConfirmPhoneChange moves phone_change into phone.
export async function confirmPhoneChange(db: Db, user: UserRow, phone: string): Promise<void> {
  const updated = await db.query(
    `update auth.identities set identity_data = identity_data
       || jsonb_build_object('phone', $2::text, 'phone_verified', true), updated_at = now()
     where user_id = $1 and provider = 'phone'`,
    [user.id, phone],
  )
  if ((updated.affectedRows ?? 0) === 0) {
    const data = { sub: user.id, phone, email_verified: false, phone_verified: true }
    await insertIdentity(db, {
      userId: user.id,
      provider: 'phone',
      providerId: user.id,
      data,
      signedIn: true,
    })
  }
  await db.query(
    `update auth.users set phone = phone_change, phone_change = '', phone_change_token = '',
       phone_confirmed_at = now(), updated_at = now()
     where id = $1`,
    [user.id],
  )
}

// The rest of smsVerify: an anonymous user with a verified number is anonymous no more.
export async function applyPhoneVerification(
  db: Db,
  user: UserRow,
  type: 'sms' | 'phone_change',
  phone: string,
): Promise<void> {
  if (type === 'sms') await confirmPhone(db, user.id)
  else await confirmPhoneChange(db, user, phone)
  if (user.is_anonymous) {
    await db.query('update auth.users set is_anonymous = false where id = $1', [user.id])
  }
  await syncProviders(db, user.id)
}
