import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import { json, type AuthDeps, type AuthRequest, type AuthResponse } from '../context.ts'
import { transaction } from '../db.ts'
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts'
import { requireUser, type Authenticated } from '../guard.ts'
import {
  amrMethods,
  assertCanEnroll,
  downgradeSessions,
  e164Digits,
  findOwnedFactor,
  sessionAal,
  type FactorRow,
} from '../mfa/factors.ts'
import { assertPhoneCode, phoneChallengeSms } from '../mfa/phone.ts'
import { generateTotpKey, validateTotp } from '../mfa/totp.ts'
import {
  factorCredential,
  verifyWebAuthnAnswer,
  webAuthnChallenge,
  webAuthnParams,
  type FactorSession,
} from '../mfa/webauthn.ts'
import type { NewCredential } from '../passkeys/webauthn.ts'
import { text } from '../params.ts'
import { insertRefreshToken, sessionJson } from '../sessions.ts'
import { deliverSms } from '../sms.ts'

type FactorType = FactorRow['factor_type']

const factorTypes: FactorType[] = ['totp', 'phone', 'webauthn']

const methodNames: Record<FactorType, string> = {
  totp: 'TOTP',
  phone: 'Phone',
  webauthn: 'WebAuthn',
}

const enrollCodes: Record<FactorType, string> = {
  totp: 'mfa_totp_enroll_not_enabled',
  phone: 'mfa_phone_enroll_not_enabled',
  webauthn: 'mfa_webauthn_enroll_not_enabled',
}

const verifyCodes: Record<FactorType, string> = {
  totp: 'mfa_totp_verify_not_enabled',
  phone: 'mfa_phone_verify_not_enabled',
  webauthn: 'mfa_webauthn_verify_not_enabled',
}

const badFactorType = () =>
  badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')

// The address challenges are bound to (auth.mfa_challenges.ip_address is not null).
const challengeIp = (request: AuthRequest) => (isIP(request.ip) ? request.ip : '0.0.0.0')

// /factors routes: a signed-in, non-anonymous user with a session (GoTrue's requireAuthentication
// and requireNotAnonymous).
async function requireFactorUser(
  deps: AuthDeps,
  request: AuthRequest,
): Promise<Authenticated & { sessionId: string }> {
  const auth = await requireUser(deps, request)
  if (auth.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  if (!auth.sessionId) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  return { ...auth, sessionId: auth.sessionId }
}

function factorIdFrom(path: string): string {
  return decodeURIComponent(path.split('/')[2] ?? '')
}

function assertVerifyEnabled(deps: AuthDeps, type: FactorType): void {
  if (!deps.options.mfa[type].verify) {
    throw unprocessable(verifyCodes[type], `MFA verification is disabled for ${methodNames[type]}`)
  }
}

// Go's url.ParseRequestURI(site URL).Host: the issuer an authenticator app shows by default.
function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'site url is improperly formatted')
  }
}

// POST /factors: a new unverified factor; TOTP returns its secret, otpauth URI and QR code.
export async function enrollFactor(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user, sessionId } = await requireFactorUser(deps, request)
  const params = await request.body()
  const type = text(params, 'factor_type') as FactorType
  if (!factorTypes.includes(type)) throw badFactorType()
  if (!deps.options.mfa[type].enroll) {
    throw unprocessable(enrollCodes[type], `MFA enroll is disabled for ${methodNames[type]}`)
  }
  const friendlyName = text(params, 'friendly_name')
  const phone = text(params, 'phone')
  const digits = e164Digits(phone)
  if (type === 'phone') {
    if (phone === '') {
      throw badRequest('validation_failed', 'Phone number required to enroll Phone factor')
    }
    if (digits === null) {
      throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
    }
  }
  const issuer = text(params, 'issuer') || siteHost(deps.options.siteUrl)
  const aal = await sessionAal(deps.pg, sessionId)
  const key = type === 'totp' ? generateTotpKey(issuer, user.email ?? '') : null
  if (key && (user.email ?? '') === '') {
    // pquerna/otp refuses an empty account name, which GoTrue reports as a QR code failure.
    throw new AuthError(500, 'unexpected_failure', 'Error generating QR Code')
  }
  const id = randomUUID()
  await transaction(deps.pg, async (tx) => {
    if (type === 'phone') {
      const same = await tx.query<{ status: string }>(
        `select status from auth.mfa_factors where user_id = $1 and factor_type = 'phone'
           and phone = $2`,
        [user.id, digits],
      )
      if (same.rows.some((row) => row.status === 'verified')) {
        throw unprocessable(
          'mfa_verified_factor_exists',
          'A verified phone factor already exists, unenroll the existing factor to continue',
        )
      }
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and factor_type = 'phone'
           and phone = $2 and status = 'unverified'`,
        [user.id, digits],
      )
    }
    await assertCanEnroll(tx, user.id, friendlyName, aal, deps.options.mfa)
    await tx.query(
      `insert into auth.mfa_factors
         (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
       values ($1, $2, $3, $4, 'unverified', now(), now(), $5, $6)`,
      [id, user.id, friendlyName, type, key?.secret ?? null, type === 'phone' ? digits : null],
    )
  })
  return json({
    id,
    type,
    friendly_name: friendlyName,
    ...(key ? { totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri } } : {}),
    ...(type === 'phone' ? { phone } : {}),
  })
}

// POST /factors/{id}/challenge: a TOTP challenge to answer within the expiry, or for WebAuthn the
// options of the ceremony that answers it.
export async function challengeFactor(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireFactorUser(deps, request)
  const factor = await findOwnedFactor(deps.pg, user.id, factorIdFrom(request.path))
  assertVerifyEnabled(deps, factor.factor_type)
  const sms =
    factor.factor_type === 'phone' ? phoneChallengeSms(deps, factor, await request.body()) : null
  const webauthn =
    factor.factor_type === 'webauthn'
      ? await webAuthnChallenge(deps.pg, deps.options, user, factor)
      : null
  const id = randomUUID()
  const created = await transaction(deps.pg, async (tx) => {
    const { rows } = await tx.query<{ at: number }>(
      `insert into auth.mfa_challenges
         (id, factor_id, created_at, ip_address, otp_code, web_authn_session_data)
       values ($1, $2, now(), $3::inet, $4, $5::jsonb)
       returning extract(epoch from created_at)::float8 as at`,
      [
        id,
        factor.id,
        challengeIp(request),
        sms?.code ?? null,
        webauthn ? JSON.stringify(webauthn.session) : null,
      ],
    )
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ])
    return Number(rows[0]?.at)
  })
  await deliverSms(deps, sms?.message ?? null)
  return json({
    id,
    type: factor.factor_type,
    expires_at: Math.floor(created + deps.options.mfa.challengeExpirySeconds),
    ...(webauthn
      ? {
          webauthn: {
            type: webauthn.session.type,
            credential_options: webauthn.credentialOptions,
          },
        }
      : {}),
  })
}

type ChallengeRow = {
  id: string
  verified: boolean
  ip: string
  age: number
  created_at: Date
  session: FactorSession | null
  otp_code: string | null
}

// GoTrue's validateChallenge: the factor's challenge, unused, from the same address, in time.
async function validateChallenge(
  deps: AuthDeps,
  request: AuthRequest,
  factor: FactorRow,
  challengeId: string,
): Promise<ChallengeRow> {
  const { rows } = await deps.pg.query<ChallengeRow>(
    `select id, verified_at is not null as verified, host(ip_address) as ip,
       extract(epoch from now() - created_at)::float8 as age, created_at,
       web_authn_session_data as session, otp_code
     from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
    [challengeId, factor.id],
  )
  const challenge = rows[0]
  if (!challenge) {
    throw unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  }
  if (challenge.verified || challenge.ip !== challengeIp(request)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (challenge.age > deps.options.mfa.challengeExpirySeconds) {
    await deps.pg.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  return challenge
}

// POST /factors/{id}/verify: checks the TOTP code, or the WebAuthn ceremony, against the factor's
// challenge, marks the factor verified, raises the session to aal2 and returns new tokens
// (GoTrue's verifyTOTPFactor and verifyWebAuthnFactor).
export async function verifyFactor(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user, sessionId } = await requireFactorUser(deps, request)
  const factor = await findOwnedFactor(deps.pg, user.id, factorIdFrom(request.path))
  const params = await request.body()
  const code = text(params, 'code')
  if (code === '' && factor.factor_type !== 'webauthn') {
    throw badRequest('validation_failed', 'Code needs to be non-empty')
  }
  assertVerifyEnabled(deps, factor.factor_type)
  const answer = factor.factor_type === 'webauthn' ? webAuthnParams(params) : null
  const challenge = await validateChallenge(deps, request, factor, text(params, 'challenge_id'))
  let registered: NewCredential | null = null
  if (answer) {
    if (!challenge.session) {
      throw new AuthError(500, 'unexpected_failure', 'Failed to validate WebAuthn MFA response')
    }
    registered = await verifyWebAuthnAnswer(
      deps.pg,
      deps.options,
      user.id,
      challenge.session,
      answer,
    )
  } else if (factor.factor_type === 'phone') {
    assertPhoneCode(challenge.otp_code, code)
  } else {
    const secret = await deps.pg.query<{ secret: string | null }>(
      'select secret from auth.mfa_factors where id = $1',
      [factor.id],
    )
    if (!validateTotp(code, secret.rows[0]?.secret ?? '')) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    }
  }
  const session = await transaction(deps.pg, async (tx) => {
    if (answer) {
      // A WebAuthn challenge is used up; the factor keeps what answered it.
      await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
      await tx.query(
        `update auth.mfa_factors set last_webauthn_challenge_data = $2::jsonb, updated_at = now()
         where id = $1`,
        [
          factor.id,
          JSON.stringify({
            challenge: {
              id: challenge.id,
              factor_id: factor.id,
              created_at: new Date(challenge.created_at).toISOString(),
              ip_address: challenge.ip,
            },
            type: answer.type,
            credential_response: answer.response,
          }),
        ],
      )
    } else {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
        challenge.id,
      ])
    }
    if (factor.status !== 'verified') {
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factor.id],
      )
    }
    if (registered) {
      await tx.query(
        `update auth.mfa_factors set web_authn_credential = $2::jsonb, web_authn_aaguid = $3
         where id = $1`,
        [factor.id, JSON.stringify(factorCredential(registered)), registered.aaguid],
      )
    }
    await tx.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       values (gen_random_uuid(), $1, now(), now(), $2)
       on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
       do update set updated_at = now()`,
      [sessionId, amrMethods[factor.factor_type]],
    )
    // The AAL1 refresh token is swapped for a new one, so only this answer can refresh at aal2.
    const current = await tx.query<{ id: number; token: string }>(
      `select id, token from auth.refresh_tokens where session_id = $1 and not revoked
       order by id desc limit 1`,
      [sessionId],
    )
    const previous = current.rows[0]
    if (previous) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [previous.id],
      )
    }
    const refreshToken = await insertRefreshToken(tx, user.id, sessionId, previous?.token ?? null)
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [sessionId, factor.id],
    )
    const issued = await sessionJson(deps, tx, user.id, sessionId, refreshToken, request.baseUrl)
    // Other sessions still at aal1 end, as do other unverified factors of this type.
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id])
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
         and factor_type = $2`,
      [user.id, factor.factor_type],
    )
    return issued
  })
  return json(session)
}

// DELETE /factors/{id}: a verified factor can only be removed from an aal2 session.
export async function unenrollFactor(deps: AuthDeps, request: AuthRequest): Promise<AuthResponse> {
  const { user, sessionId } = await requireFactorUser(deps, request)
  const factor = await findOwnedFactor(deps.pg, user.id, factorIdFrom(request.path))
  if (factor.status === 'verified' && (await sessionAal(deps.pg, sessionId)) !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await transaction(deps.pg, async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
    await downgradeSessions(tx, factor)
  })
  return json({ id: factor.id })
}
