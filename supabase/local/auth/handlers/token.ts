import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { badRequest, invalidCredentials, unprocessable } from '../errors.ts'
import { limitByIp } from '../limits.ts'
import { text, validateEmail } from '../params.ts'
import { passwordWeakness, verifyPassword } from '../passwords.ts'
import { deleteFlowState, redeemAuthCode } from '../pkce.ts'
import { issueSession } from '../sessions.ts'
import { findUserByEmail, isBanned, isConfirmed } from '../users.ts'
import { phonePasswordGrant } from './phone.ts'
import { refreshTokenGrant } from './refresh.ts'

// POST /token?grant_type=…: password, refresh_token and pkce grants.
export async function token(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const grant = request.query.get('grant_type') ?? ''
  if (grant === 'password') return passwordGrant(deps, request)
  if (grant === 'refresh_token') return refreshTokenGrant(deps, request)
  if (grant === 'pkce') return pkceGrant(deps, request)
  // Sign-in with Solana or Ethereum wallets is off, GoTrue's default.
  if (grant === 'web3') throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
  throw badRequest('invalid_credentials', 'unsupported_grant_type')
}

async function passwordGrant(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  limitByIp(deps, request, 'signInSignUps')
  const params = await request.body()
  const rawEmail = text(params, 'email')
  const phone = text(params, 'phone')
  const password = text(params, 'password')
  if (rawEmail !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  if (rawEmail === '' && phone === '')
    throw badRequest('validation_failed', 'missing email or phone')
  if (phone !== '') return phonePasswordGrant(deps, request, phone, password)
  const email = validateEmail(rawEmail)
  const user = await findUserByEmail(deps.pg, email)
  if (!user) throw invalidCredentials()
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(deps.pg, password, user.encrypted_password))) {
    throw invalidCredentials()
  }
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const meta = { ip: request.ip, userAgent: request.userAgent }
  const session = await transaction(deps.pg, (tx) =>
    issueSession(deps, tx, user.id, 'password', meta, request.baseUrl),
  )
  // A password that no longer meets the policy still signs in, with a warning (GoTrue 2.x).
  const weak = passwordWeakness(password, deps.options)
  return json(weak ? { ...session, weak_password: weak } : session)
}

async function pkceGrant(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  limitByIp(deps, request, 'signInSignUps')
  const params = await request.body()
  const authCode = text(params, 'auth_code')
  const verifier = text(params, 'code_verifier')
  if (authCode === '' || verifier === '') {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  const meta = { ip: request.ip, userAgent: request.userAgent }
  const session = await transaction(deps.pg, async (tx) => {
    const flow = await redeemAuthCode(tx, authCode, verifier, deps.options.flowStateExpiry)
    const issued = await issueSession(
      deps,
      tx,
      flow.user_id,
      flow.authentication_method,
      meta,
      request.baseUrl,
    )
    await deleteFlowState(tx, flow.id)
    return flow.provider_access_token
      ? { ...issued, provider_token: flow.provider_access_token }
      : issued
  })
  return json(session)
}
