import { json, noContent, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.ts'
import { isUuid, requireUser, type Authenticated } from '../guard.ts'
import { limitByIp } from '../limits.ts'
import { hasVerifiedFactor, sessionAal } from '../mfa/factors.ts'
import { text, type Params } from '../params.ts'
import { issueSession } from '../sessions.ts'
import { findUserById, isBanned, isConfirmed, type UserRow } from '../users.ts'
import {
  consumeChallenge,
  countPasskeys,
  findOwnedPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  passkeyJson,
  type PasskeyRow,
} from '../passkeys/store.ts'
import {
  authenticationOptions,
  parseAuthenticationResponse,
  parseRegistrationResponse,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
} from '../passkeys/webauthn.ts'

// /passkeys: passkey registration, discoverable sign-in and management (GoTrue's passkey_*.go).

// GoTrue's requirePasskeyEnabled runs before anything else on these routes.
function requirePasskeys(deps: AuthDeps): void {
  if (!deps.options.passkey.enabled) throw notFound('passkey_disabled', 'Passkeys are disabled')
}

async function requirePasskeyUser(deps: AuthDeps, request: AuthRequest): Promise<Authenticated> {
  requirePasskeys(deps)
  return requireUser(deps, request)
}

// Registration also refuses anonymous users (requireNotAnonymous).
async function requireRegisteringUser(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<Authenticated> {
  const auth = await requirePasskeyUser(deps, request)
  if (auth.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  if (auth.user.is_sso_user) {
    throw unprocessable('validation_failed', 'SSO users cannot register passkeys')
  }
  await requireManagementAal(deps, auth)
  return auth
}

// requirePasskeyManagementAAL: once the user has a verified MFA factor, adding or removing a
// passkey takes an aal2 session (a user without one could never reach aal2).
async function requireManagementAal(deps: AuthDeps, { user, sessionId }: Authenticated) {
  if (!(await hasVerifiedFactor(deps.pg, user.id))) return
  if ((await sessionAal(deps.pg, sessionId)) !== 'aal2') {
    throw forbidden(
      'insufficient_aal',
      'AAL2 session is required to manage passkeys when MFA is enabled',
    )
  }
}

const verificationFailed = () =>
  badRequest('webauthn_verification_failed', 'Credential verification failed')

const tooManyPasskeys = () =>
  unprocessable('too_many_passkeys', 'Maximum number of passkeys reached')

// The challenge id and credential every verify request carries.
function verifyParams(params: Params): { challengeId: string; credential: unknown } {
  const challengeId = text(params, 'challenge_id')
  if (challengeId === '') throw badRequest('validation_failed', 'challenge_id is required')
  const credential = params.credential
  if (credential === undefined || credential === null) {
    throw badRequest('validation_failed', 'credential is required')
  }
  return { challengeId, credential }
}

// The name and display name go-webauthn shows in the authenticator's prompt.
function webAuthnUser(user: UserRow) {
  const name = user.email || user.phone || ''
  const displayName = user.raw_user_meta_data?.name
  return {
    id: user.id,
    name,
    displayName: typeof displayName === 'string' && displayName !== '' ? displayName : name,
  }
}

// POST /passkeys/registration/options: creation options for a new passkey of the signed-in user.
export async function passkeyRegistrationOptions(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  const { user } = await requireRegisteringUser(deps, request)
  if ((await countPasskeys(deps.pg, user.id)) >= deps.options.passkey.maxPerUser) {
    throw tooManyPasskeys()
  }
  const existing = await listPasskeys(deps.pg, user.id)
  const { options, session } = await registrationOptions(
    deps.options.webauthn,
    webAuthnUser(user),
    existing,
  )
  const challenge = await insertChallenge(
    deps.pg,
    user.id,
    'registration',
    session,
    deps.options.webauthn.challengeExpirySeconds,
  )
  return json({ challenge_id: challenge.id, options, expires_at: challenge.expiresAt })
}

// POST /passkeys/registration/verify: checks the attestation and stores the passkey.
export async function passkeyRegistrationVerify(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  const { user } = await requireRegisteringUser(deps, request)
  const { challengeId, credential } = verifyParams(await request.body())
  const session = await consumeChallenge(deps.pg, challengeId, 'registration', user.id)
  const response = parseRegistrationResponse(credential)
  const created = await verifyRegistration(deps.options.webauthn, session, response)
  if (!created) throw verificationFailed()
  // GoTrue names a passkey after its authenticator model (AAGUID); that table is not kept here.
  const passkey = await transaction(deps.pg, async (tx) => {
    if ((await countPasskeys(tx, user.id)) >= deps.options.passkey.maxPerUser) {
      throw tooManyPasskeys()
    }
    const { rows } = await tx.query(
      'select 1 from auth.webauthn_credentials where credential_id = $1',
      [created.credentialId],
    )
    if (rows.length > 0) {
      throw unprocessable('webauthn_credential_exists', 'This credential is already registered')
    }
    return insertPasskey(tx, user.id, created, 'Passkey')
  })
  return json(passkeyJson(passkey))
}

// POST /passkeys/authentication/options: a discoverable login challenge, no user named.
export async function passkeyAuthenticationOptions(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  requirePasskeys(deps)
  limitByIp(deps, request, 'passkey')
  const { options, session } = await authenticationOptions(deps.options.webauthn)
  const challenge = await insertChallenge(
    deps.pg,
    null,
    'authentication',
    session,
    deps.options.webauthn.challengeExpirySeconds,
  )
  return json({ challenge_id: challenge.id, options, expires_at: challenge.expiresAt })
}

// The user the assertion's userHandle names (their id as text) and the passkey it used, which
// must be one of theirs; anything else fails as go-webauthn's discoverable login does.
async function resolveAssertion(
  deps: AuthDeps,
  userHandle: string | undefined,
  rawId: string,
): Promise<{ user: UserRow; passkey: PasskeyRow }> {
  const userId = Buffer.from(userHandle ?? '', 'base64url').toString('utf8')
  if (!isUuid(userId)) throw verificationFailed()
  const user = await findUserById(deps.pg, userId)
  if (!user) throw verificationFailed()
  const credentialId = Buffer.from(rawId, 'base64url')
  const passkey = (await listPasskeys(deps.pg, user.id)).find((candidate) =>
    credentialId.equals(Buffer.from(candidate.credential_id)),
  )
  if (!passkey) throw verificationFailed()
  return { user, passkey }
}

// POST /passkeys/authentication/verify: checks the assertion and signs the passkey's user in.
export async function passkeyAuthenticationVerify(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<AuthResponse> {
  requirePasskeys(deps)
  const { challengeId, credential } = verifyParams(await request.body())
  const session = await consumeChallenge(deps.pg, challengeId, 'authentication', null)
  const response = parseAuthenticationResponse(credential)
  const { user, passkey } = await resolveAssertion(
    deps,
    response.response.userHandle,
    response.rawId,
  )
  const signCount = await verifyAssertion(deps.options.webauthn, session, response, passkey)
  if (signCount === null) throw verificationFailed()
  if (user.email && !isConfirmed(user)) {
    throw forbidden('email_not_confirmed', 'Email not confirmed')
  }
  if (user.phone && user.phone_confirmed_at === null) {
    throw forbidden('phone_not_confirmed', 'Phone not confirmed')
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
  const meta = { ip: request.ip, userAgent: request.userAgent }
  const issued = await transaction(deps.pg, async (tx) => {
    await tx.query(
      `update auth.webauthn_credentials
       set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`,
      [passkey.id, signCount],
    )
    return issueSession(deps, tx, user.id, 'passkey', meta, request.baseUrl)
  })
  return json(issued)
}

// GET /passkeys: the signed-in user's passkeys, oldest first.
export async function passkeyList(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requirePasskeyUser(deps, request)
  return json((await listPasskeys(deps.pg, user.id)).map(passkeyJson))
}

const passkeyIdFrom = (path: string) => decodeURIComponent(path.split('/')[2] ?? '')

// PATCH /passkeys/{id}: renames one of the user's passkeys.
export async function passkeyUpdate(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requirePasskeyUser(deps, request)
  const id = passkeyIdFrom(request.path)
  if (!isUuid(id)) throw notFound('validation_failed', 'Passkey not found')
  const friendlyName = text(await request.body(), 'friendly_name')
  if (friendlyName === '') throw badRequest('validation_failed', 'friendly_name is required')
  if (friendlyName.length > 120) {
    throw badRequest('validation_failed', 'friendly_name must be 120 characters or less')
  }
  const passkey = await findOwnedPasskey(deps.pg, user.id, id)
  const { rows } = await deps.pg.query<PasskeyRow>(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1
     returning id, friendly_name, created_at, last_used_at`,
    [passkey.id, friendlyName],
  )
  const updated = rows[0]
  if (!updated) throw new AuthError(500, 'unexpected_failure', 'Database error updating passkey')
  return json(passkeyJson(updated))
}

// DELETE /passkeys/{id}: removes one of the user's passkeys (aal2 once MFA is on).
export async function passkeyDelete(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const auth = await requirePasskeyUser(deps, request)
  await requireManagementAal(deps, auth)
  const passkey = await findOwnedPasskey(deps.pg, auth.user.id, passkeyIdFrom(request.path))
  await deps.pg.query('delete from auth.webauthn_credentials where id = $1', [passkey.id])
  return noContent()
}
