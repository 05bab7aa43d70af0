import { randomBytes } from 'node:crypto'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction, type Db } from '../db.ts'
import { sendAuthMail, verifyLink, type AuthMail } from '../emails.ts'
import { prepareInvite } from '../email-tokens.ts'
import { badRequest, emailExists, notFound } from '../errors.ts'
import { requireAdmin } from '../guard.ts'
import { record, text, validateEmail } from '../params.ts'
import { assertStrongPassword, hashPassword } from '../passwords.ts'
import { generateOtp, tokenHash } from '../otp.ts'
import { isRedirectAllowed, referrer } from '../redirect.ts'
import {
  findDuplicateEmail,
  findUserByEmail,
  findUserById,
  isConfirmed,
  mergeMetadata,
  userJson,
  type UserRow,
} from '../users.ts'
import { insertIdentity, insertUser, setUserMetadata } from '../user-writes.ts'

const linkTypes = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
]

// A new email user as GoTrue's signupNewUser leaves it: unconfirmed, with its email identity.
async function newEmailUser(
  db: Db,
  email: string,
  encryptedPassword: string,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const id = await insertUser(db, {
    email,
    encryptedPassword,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: data,
  })
  const identity = { sub: id, email, email_verified: false, phone_verified: false }
  await insertIdentity(db, { userId: id, provider: 'email', providerId: id, data: identity })
  return (await findUserById(db, id)) as UserRow
}

// POST /admin/generate_link: the link and code a mail would carry, returned instead of sent
// (GoTrue's adminGenerateLink). No mail goes out and no send-frequency limit applies.
export async function generateLink(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const params = await request.body()
  const email = validateEmail(text(params, 'email'))
  const bodyRedirect = text(params, 'redirect_to')
  const redirectTo = isRedirectAllowed(bodyRedirect, deps.options)
    ? bodyRedirect
    : referrer(request.query.get('redirect_to'), request.req.headers.referer, deps.options)
  const data = record(params, 'data')
  let type = text(params, 'type')
  let password = typeof params.password === 'string' ? params.password : ''
  const existing = await findUserByEmail(deps.pg, email)
  if (!existing) {
    if (type === 'magiclink') {
      // A magic link for an unknown address signs up a user with a random password.
      type = 'signup'
      password = randomBytes(32).toString('hex')
    } else if (['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
      throw notFound('user_not_found', 'User with this email not found')
    }
  }
  let encrypted = ''
  if (!existing && type === 'signup') {
    if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
    assertStrongPassword(password, deps.options)
    encrypted = await hashPassword(deps.pg, password, deps.options.bcryptCost)
  }
  const otp = generateOtp(deps.options.otpLength)
  const hashedToken = tokenHash(email, otp)

  const { user, mail } = await transaction(deps.pg, async (tx) => {
    if (!linkTypes.includes(type)) {
      throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`)
    }
    let user = existing
    const link = (kind: AuthMail['kind'], token: string): AuthMail => ({
      kind,
      to: email,
      otp,
      token,
      redirectTo,
    })
    if (type === 'magiclink' || type === 'recovery') {
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
        [(user as UserRow).id, hashedToken],
      )
      return { user: user as UserRow, mail: link(type, hashedToken) }
    }
    if (type === 'signup' || type === 'invite') {
      if (user && isConfirmed(user)) throw emailExists()
      if (user && type === 'signup' && data) {
        await setUserMetadata(
          tx,
          user.id,
          'raw_user_meta_data',
          mergeMetadata(user.raw_user_meta_data, data),
        )
      }
      user ??= await newEmailUser(tx, email, encrypted, data ?? {})
      await tx.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
           invited_at = case when $3 then now() else invited_at end where id = $1`,
        [user.id, hashedToken, type === 'invite'],
      )
      return { user, mail: link(type, hashedToken) }
    }
    const target = user as UserRow
    if (!deps.options.secureEmailChange && type === 'email_change_current') {
      throw badRequest(
        'validation_failed',
        'Enable secure email change to generate link for current email',
      )
    }
    const newEmail = validateEmail(text(params, 'new_email'))
    if (await findDuplicateEmail(tx, newEmail, target.id)) throw emailExists()
    // Only the half asked for gets a token; the other keeps whatever it held.
    const column =
      type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new'
    const stored = type === 'email_change_current' ? hashedToken : tokenHash(newEmail, otp)
    await tx.query(
      `update auth.users set ${column} = $2, email_change = $3, email_change_sent_at = now(),
         email_change_confirm_status = 0 where id = $1`,
      [target.id, stored, newEmail],
    )
    return { user: target, mail: link('email_change', stored) }
  })
  const fresh = (await findUserById(deps.pg, user.id)) as UserRow
  return json({
    ...userJson(fresh),
    action_link: verifyLink(request.baseUrl, mail),
    email_otp: otp,
    // As GoTrue does, the hash of the address asked about, even for email_change_new (whose
    // link carries the hash of the new address).
    hashed_token: hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  })
}

// POST /invite: creates the user if needed and mails the invite link (GoTrue's Invite).
export async function invite(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  requireAdmin(deps, request)
  const params = await request.body()
  const email = validateEmail(text(params, 'email'))
  const data = record(params, 'data') ?? {}
  const redirectTo = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    deps.options,
  )
  const { user, mail } = await transaction(deps.pg, async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (existing && isConfirmed(existing)) throw emailExists()
    const user = existing ?? (await newEmailUser(tx, email, '', data))
    const mail = await prepareInvite(deps, tx, user, redirectTo)
    return { user: (await findUserById(tx, user.id)) as UserRow, mail }
  })
  await sendAuthMail(deps, request.baseUrl, mail)
  return json(userJson(user))
}
