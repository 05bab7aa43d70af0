import { json, redirect, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts'
import { limitByIp } from '../limits.ts'
import { text, validateEmail } from '../params.ts'
import { authenticationMethod, issueAuthCode } from '../pkce.ts'
import { encodeValues, referrer, withFragment, withQuery } from '../redirect.ts'
import { issueSession, type SessionJson } from '../sessions.ts'
import { applyPhoneVerification, findByPhoneOtp, validatePhone } from '../sms.ts'
import {
  applyVerification,
  emailVerifyTypes,
  findByEmailOtp,
  findByTokenHash,
  type Lookup,
} from '../verification.ts'

// SMS sign-in and phone change codes (GoTrue's smsVerify).
const phoneVerifyTypes = ['sms', 'phone_change']

const singleConfirmation =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

function assertType(type: string): void {
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if (!emailVerifyTypes.includes(type)) {
    throw badRequest('validation_failed', 'Unsupported verification type')
  }
}

const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

// GoTrue's prepErrorRedirectURL: error details in the fragment, and in the query for PKCE.
export function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const details: Record<string, string> = {
    error_code: error.code,
    error_description: error.message,
  }
  const name = oauthErrors[error.status]
  if (name) details.error = name
  const url = pkce ? withQuery(target, details) : target
  return withFragment(url, { ...details, sb: '' })
}

export function tokenFragment(target: string, session: SessionJson, type: string): string {
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: 'bearer',
    type,
  })
}

// GET /verify: the link from an email. Confirms, then redirects (303) with tokens in the fragment
// (implicit flow) or ?code= (PKCE, token prefixed pkce_); failures redirect with the error.
export async function verifyGet(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const token = request.query.get('token') ?? ''
  const type = request.query.get('type') ?? ''
  const target = referrer(
    request.query.get('redirect_to'),
    request.req.headers.referer,
    deps.options,
  )
  assertType(type)
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  limitByIp(deps, request, 'verify')
  const pkce = token.startsWith('pkce_')
  const meta = { ip: request.ip, userAgent: request.userAgent }
  try {
    const location = await transaction(deps.pg, async (tx) => {
      const lookup = await findByTokenHash(tx, type, token, deps.options)
      if ((await applyVerification(tx, lookup, deps.options)) === 'half') {
        const message = { message: singleConfirmation }
        const base = pkce ? withQuery(target, message) : target
        return `${base.split('#')[0]}#${encodeValues(message)}`
      }
      if (pkce) {
        const code = await issueAuthCode(tx, lookup.user.id, authenticationMethod(lookup.type))
        return withQuery(target, { code })
      }
      const session = await issueSession(deps, tx, lookup.user.id, 'otp', meta, request.baseUrl)
      return tokenFragment(target, session, lookup.type)
    })
    return redirect(location, 303)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    return redirect(errorRedirect(target, error, pkce), 303)
  }
}

// POST /verify: {type, token_hash} (the app's /auth/confirm route) or {type, email, token}.
export async function verifyPost(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const params = await request.body()
  const type = text(params, 'type')
  const token = text(params, 'token')
  const hash = text(params, 'token_hash')
  const rawEmail = text(params, 'email')
  const phone = text(params, 'phone')
  if (!phoneVerifyTypes.includes(type)) assertType(type)
  if ((token === '') === (hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  if (hash !== '' && (rawEmail !== '' || phone !== '' || text(params, 'redirect_to') !== '')) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
  }
  // GoTrue picks the address from the fields given, whatever the type says.
  let email = ''
  let phoneDigits = ''
  if (token !== '') {
    if (phone !== '' && rawEmail === '') {
      phoneDigits = validatePhone(phone)
    } else if (rawEmail !== '' && phone === '') {
      try {
        email = validateEmail(rawEmail)
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format')
      }
    } else {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      )
    }
  }
  limitByIp(deps, request, 'verify')
  const meta = { ip: request.ip, userAgent: request.userAgent }
  if (type === 'sms' || type === 'phone_change') {
    if (hash !== '') throw badRequest('validation_failed', 'Invalid email verification type')
    // An email with a phone type looks the user up by an empty number: never found.
    if (phoneDigits === '') throw forbidden('otp_expired', 'Token has expired or is invalid')
    const session = await transaction(deps.pg, async (tx) => {
      const user = await findByPhoneOtp(tx, deps.options, type, phoneDigits, token)
      await applyPhoneVerification(tx, user, type, phoneDigits)
      return issueSession(deps, tx, user.id, 'otp', meta, request.baseUrl)
    })
    return json(session)
  }
  // A number with an email type looks the user up by an empty address: never found.
  if (token !== '' && email === '')
    throw forbidden('otp_expired', 'Token has expired or is invalid')
  const result = await transaction(deps.pg, async (tx) => {
    const lookup: Lookup = hash
      ? await findByTokenHash(tx, type, hash, deps.options)
      : await findByEmailOtp(tx, type, email, token, deps.options)
    if ((await applyVerification(tx, lookup, deps.options)) === 'half') return null
    return issueSession(deps, tx, lookup.user.id, 'otp', meta, request.baseUrl)
  })
  return json(result ?? { msg: singleConfirmation, code: '200' })
}
