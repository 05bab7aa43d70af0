import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { badRequest } from '../errors.ts'
import type { WebAuthnOptions } from '../options.ts'

// The WebAuthn ceremonies of GoTrue's passkeys and WebAuthn MFA factors (go-webauthn there,
// @simplewebauthn/server here). Passkeys are configured as GoTrue's getPasskeyWebAuthn (no
// attestation, discoverable credentials required, user verification preferred); MFA factors as
// getWebAuthnMFA, which leaves go-webauthn's defaults.

// go-webauthn's CredentialParametersDefault, in its order.
const algorithms = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8]

// go-webauthn's default ceremony timeout when user verification is not discouraged.
const timeoutMs = 300_000

// What a challenge row keeps between the options and the verify request (its session data).
export type CeremonySession = { challenge: string; rpId: string }

// Passkeys must be discoverable; MFA factors ask for nothing in particular.
export type Profile = 'passkey' | 'mfa'

const selections = {
  passkey: { residentKey: 'required', userVerification: 'preferred' },
  mfa: {},
} as const

// A passkey as stored in auth.webauthn_credentials.
export type StoredCredential = {
  credential_id: Buffer | Uint8Array
  public_key: Buffer | Uint8Array
  transports: string[]
}

export type NewCredential = {
  credentialId: Buffer
  publicKey: Buffer
  attestationType: string
  aaguid: string | null
  signCount: number
  transports: string[]
  backupEligible: boolean
  backedUp: boolean
}

export type WebAuthnUser = { id: string; name: string; displayName: string }

const invalidResponse = () =>
  badRequest('webauthn_verification_failed', 'Invalid credential response')

const base64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url')

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => typeof value[key] === 'string')

// go-webauthn's CredentialCreationResponse.Parse: the PublicKeyCredential JSON a browser sends.
export function parseRegistrationResponse(raw: unknown): RegistrationResponseJSON {
  if (
    !isRecord(raw) ||
    !strings(raw, ['id', 'rawId']) ||
    raw.type !== 'public-key' ||
    !isRecord(raw.response) ||
    !strings(raw.response, ['clientDataJSON', 'attestationObject'])
  ) {
    throw invalidResponse()
  }
  return { clientExtensionResults: {}, ...raw } as unknown as RegistrationResponseJSON
}

export function parseAuthenticationResponse(raw: unknown): AuthenticationResponseJSON {
  if (
    !isRecord(raw) ||
    !strings(raw, ['id', 'rawId']) ||
    raw.type !== 'public-key' ||
    !isRecord(raw.response) ||
    !strings(raw.response, ['clientDataJSON', 'authenticatorData', 'signature'])
  ) {
    throw invalidResponse()
  }
  return { clientExtensionResults: {}, ...raw } as unknown as AuthenticationResponseJSON
}

const transportsOf = (transports: string[]) => transports as AuthenticatorTransport[]

// GoTrue's WebAuthnID: the user id's text as bytes, echoed back as the assertion's userHandle.
export async function registrationOptions(
  options: WebAuthnOptions,
  user: WebAuthnUser,
  existing: StoredCredential[],
  profile: Profile = 'passkey',
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; session: CeremonySession }> {
  const created = await generateRegistrationOptions({
    rpName: options.rpDisplayName,
    rpID: options.rpId,
    userID: new Uint8Array(Buffer.from(user.id, 'utf8')),
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: timeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: base64url(credential.credential_id),
      transports: transportsOf(credential.transports),
    })),
    authenticatorSelection: { ...selections[profile] },
    supportedAlgorithmIDs: algorithms,
  })
  return { options: created, session: { challenge: created.challenge, rpId: options.rpId } }
}

// The new credential, or null when the attestation does not check out.
export async function verifyRegistration(
  options: WebAuthnOptions,
  session: CeremonySession,
  response: RegistrationResponseJSON,
): Promise<NewCredential | null> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: session.challenge,
    expectedOrigin: options.rpOrigins,
    expectedRPID: session.rpId,
    requireUserVerification: false,
    supportedAlgorithmIDs: algorithms,
  }).catch(() => null)
  if (!result?.verified) return null
  const info = result.registrationInfo
  return {
    credentialId: Buffer.from(info.credential.id, 'base64url'),
    publicKey: Buffer.from(info.credential.publicKey),
    attestationType: info.fmt,
    aaguid: info.aaguid,
    signCount: info.credential.counter,
    transports: info.credential.transports ?? [],
    backupEligible: info.credentialDeviceType === 'multiDevice',
    backedUp: info.credentialBackedUp,
  }
}

// BeginDiscoverableLogin (no credentials listed: the authenticator offers the passkeys it holds),
// or BeginLogin with the credentials of the user's verified WebAuthn factors.
export async function authenticationOptions(
  options: WebAuthnOptions,
  allowed: StoredCredential[] = [],
  profile: Profile = 'passkey',
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; session: CeremonySession }> {
  const created = await generateAuthenticationOptions({
    rpID: options.rpId,
    timeout: timeoutMs,
    allowCredentials: allowed.map((credential) => ({
      id: base64url(credential.credential_id),
      transports: transportsOf(credential.transports),
    })),
    ...(profile === 'passkey' ? { userVerification: 'preferred' as const } : {}),
  })
  return { options: created, session: { challenge: created.challenge, rpId: options.rpId } }
}

// Checks the assertion's signature with the stored public key and returns the new sign count,
// or null when it does not check out.
// go-webauthn only flags a sign count that did not grow (CloneWarning) and GoTrue signs in all
// the same, so the stored count is not handed to the library, which would refuse it.
export async function verifyAssertion(
  options: WebAuthnOptions,
  session: CeremonySession,
  response: AuthenticationResponseJSON,
  stored: StoredCredential,
): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: session.challenge,
    expectedOrigin: options.rpOrigins,
    expectedRPID: session.rpId,
    credential: {
      id: base64url(stored.credential_id),
      publicKey: new Uint8Array(stored.public_key),
      counter: 0,
      transports: transportsOf(stored.transports),
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!result?.verified) return null
  return result.authenticationInfo.newCounter
}
