import type { Db } from '../db.ts'
import { AuthError, badRequest } from '../errors.ts'
import type { AuthOptions } from '../options.ts'
import type { Params } from '../params.ts'
import type { UserRow } from '../users.ts'
import {
  authenticationOptions,
  parseAuthenticationResponse,
  parseRegistrationResponse,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
  type CeremonySession,
  type NewCredential,
  type StoredCredential,
} from '../passkeys/webauthn.ts'
import type { FactorRow } from './factors.ts'

// WebAuthn MFA factors (GoTrue's challengeWebAuthnFactor and verifyWebAuthnFactor): an unverified
// factor is challenged with creation options and verified by registering a credential, a verified
// one with request options for the user's factor credentials.

export type WebAuthnCeremony = 'create' | 'request'

export type FactorSession = CeremonySession & { type: WebAuthnCeremony }

// auth.mfa_factors.web_authn_credential: the credential a verified factor holds, its bytes in
// standard base64 as go-webauthn's Credential marshals them.
type StoredFactorCredential = {
  id: string
  publicKey: string
  attestationType: string
  transport: string[]
  flags: { backupEligible: boolean; backupState: boolean }
  authenticator: { AAGUID: string; signCount: number }
}

export function factorCredential(created: NewCredential): StoredFactorCredential {
  return {
    id: created.credentialId.toString('base64'),
    publicKey: created.publicKey.toString('base64'),
    attestationType: created.attestationType,
    transport: created.transports,
    flags: { backupEligible: created.backupEligible, backupState: created.backedUp },
    authenticator: {
      AAGUID: Buffer.from((created.aaguid ?? '').replaceAll('-', ''), 'hex').toString('base64'),
      signCount: created.signCount,
    },
  }
}

const toStored = (credential: StoredFactorCredential): StoredCredential => ({
  credential_id: Buffer.from(credential.id, 'base64'),
  public_key: Buffer.from(credential.publicKey, 'base64'),
  transports: credential.transport,
})

// User.WebAuthnCredentials: the credentials of the user's verified WebAuthn factors.
async function factorCredentials(db: Db, userId: string): Promise<StoredCredential[]> {
  const { rows } = await db.query<{ credential: StoredFactorCredential }>(
    `select web_authn_credential as credential from auth.mfa_factors
     where user_id = $1 and factor_type = 'webauthn' and status = 'verified'
       and web_authn_credential is not null
     order by created_at, id`,
    [userId],
  )
  return rows.map((row) => toStored(row.credential))
}

export async function webAuthnChallenge(
  db: Db,
  options: AuthOptions,
  user: UserRow,
  factor: FactorRow,
): Promise<{ session: FactorSession; credentialOptions: Record<string, unknown> }> {
  const existing = await factorCredentials(db, user.id)
  if (factor.status !== 'verified') {
    const name = user.email ?? ''
    // GoTrue offers USB and NFC for the credentials to exclude.
    const excluded = existing.map((credential) => ({ ...credential, transports: ['usb', 'nfc'] }))
    const created = await registrationOptions(
      options.webauthn,
      { id: user.id, name, displayName: name },
      excluded,
      'mfa',
    )
    return {
      session: { ...created.session, type: 'create' },
      credentialOptions: { publicKey: created.options },
    }
  }
  if (existing.length === 0) {
    throw new AuthError(500, 'unexpected_failure', 'Found no credentials for user')
  }
  const requested = await authenticationOptions(options.webauthn, existing, 'mfa')
  return {
    session: { ...requested.session, type: 'request' },
    credentialOptions: { publicKey: requested.options },
  }
}

// The `webauthn` object of a verify request: its ceremony type and the browser's credential.
export function webAuthnParams(params: Params): { type: WebAuthnCeremony; response: unknown } {
  const webauthn = params.webauthn
  if (typeof webauthn !== 'object' || webauthn === null || Array.isArray(webauthn)) {
    throw badRequest('validation_failed', 'WebAuthn config required')
  }
  const { type, credential_response: response } = webauthn as Record<string, unknown>
  if (type !== 'create' && type !== 'request') {
    throw badRequest('validation_failed', 'WebAuthn type must be create or request')
  }
  if (response === undefined || response === null) {
    throw badRequest('validation_failed', 'credential_response required')
  }
  return { type, response }
}

const invalidResponse = () => badRequest('validation_failed', 'Invalid credential_response')

function parsed<T>(parse: (raw: unknown) => T, raw: unknown): T {
  try {
    return parse(raw)
  } catch {
    throw invalidResponse()
  }
}

// Checks the answer to a factor's challenge; a new credential when it registered one. GoTrue
// answers a failed ceremony with a 500.
export async function verifyWebAuthnAnswer(
  db: Db,
  options: AuthOptions,
  userId: string,
  session: FactorSession,
  answer: { type: WebAuthnCeremony; response: unknown },
): Promise<NewCredential | null> {
  if (answer.type === 'create') {
    const response = parsed(parseRegistrationResponse, answer.response)
    const created =
      session.type === 'create'
        ? await verifyRegistration(options.webauthn, session, response)
        : null
    if (!created) {
      throw new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      )
    }
    return created
  }
  const response = parsed(parseAuthenticationResponse, answer.response)
  const rawId = Buffer.from(response.rawId, 'base64url')
  const credential = (await factorCredentials(db, userId)).find((candidate) =>
    rawId.equals(Buffer.from(candidate.credential_id)),
  )
  const owner = Buffer.from(response.response.userHandle ?? '', 'base64url').toString('utf8')
  const signCount =
    session.type === 'request' && credential && (owner === '' || owner === userId)
      ? await verifyAssertion(options.webauthn, session, response, credential)
      : null
  if (signCount === null) {
    throw new AuthError(500, 'unexpected_failure', 'Failed to validate WebAuthn MFA response')
  }
  return null
}
