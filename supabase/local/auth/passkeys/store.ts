import { randomUUID } from 'node:crypto'
import type { Db } from '../db.ts'
import { badRequest, notFound } from '../errors.ts'
import { isUuid } from '../guard.ts'
import type { CeremonySession, NewCredential } from './webauthn.ts'

// auth.webauthn_credentials and auth.webauthn_challenges (GoTrue's WebAuthnCredential and
// WebAuthnChallenge models).

type Timestamp = Date | string | null

export type PasskeyRow = {
  id: string
  user_id: string
  credential_id: Uint8Array
  public_key: Uint8Array
  transports: string[]
  friendly_name: string
  created_at: Timestamp
  last_used_at: Timestamp
}

export type ChallengeType = 'registration' | 'authentication'

const columns = `id, user_id, credential_id, public_key, transports, friendly_name, created_at,
  last_used_at`

const iso = (value: Timestamp) => (value === null ? undefined : new Date(value).toISOString())

// GoTrue's PasskeyListItem: friendly_name and last_used_at are left out when empty.
export function passkeyJson(passkey: PasskeyRow): Record<string, unknown> {
  return {
    id: passkey.id,
    ...(passkey.friendly_name ? { friendly_name: passkey.friendly_name } : {}),
    created_at: iso(passkey.created_at),
    ...(passkey.last_used_at ? { last_used_at: iso(passkey.last_used_at) } : {}),
  }
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `select ${columns} from auth.webauthn_credentials where user_id = $1 order by created_at, id`,
    [userId],
  )
  return rows
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from auth.webauthn_credentials where user_id = $1',
    [userId],
  )
  return rows[0]?.count ?? 0
}

const passkeyNotFound = () => notFound('validation_failed', 'Passkey not found')

// FindWebAuthnCredentialByIDAndUserID: an id that is not a UUID is as unknown as a missing one.
export async function findOwnedPasskey(db: Db, userId: string, id: string): Promise<PasskeyRow> {
  if (!isUuid(id)) throw passkeyNotFound()
  const { rows } = await db.query<PasskeyRow>(
    `select ${columns} from auth.webauthn_credentials where id = $1 and user_id = $2`,
    [id, userId],
  )
  const passkey = rows[0]
  if (!passkey) throw passkeyNotFound()
  return passkey
}

export async function insertPasskey(
  db: Db,
  userId: string,
  credential: NewCredential,
  friendlyName: string,
): Promise<PasskeyRow> {
  const { rows } = await db.query<PasskeyRow>(
    `insert into auth.webauthn_credentials
       (id, user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports,
        backup_eligible, backed_up, friendly_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)
     returning ${columns}`,
    [
      randomUUID(),
      userId,
      credential.credentialId,
      credential.publicKey,
      credential.attestationType,
      credential.aaguid,
      credential.signCount,
      JSON.stringify(credential.transports),
      credential.backupEligible,
      credential.backedUp,
      friendlyName,
    ],
  )
  return rows[0] as PasskeyRow
}

export async function insertChallenge(
  db: Db,
  userId: string | null,
  type: ChallengeType,
  session: CeremonySession,
  expirySeconds: number,
): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID()
  const { rows } = await db.query<{ expires_at: number }>(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5))
     returning extract(epoch from expires_at)::bigint as expires_at`,
    [id, userId, type, JSON.stringify(session), expirySeconds],
  )
  return { id, expiresAt: Number(rows[0]?.expires_at) }
}

// ConsumeWebAuthnChallengeByID: deleted as it is read, so a challenge answers one verify only.
export async function consumeChallenge(
  db: Db,
  rawId: string,
  type: ChallengeType,
  userId: string | null,
): Promise<CeremonySession> {
  if (!isUuid(rawId)) {
    throw badRequest('validation_failed', 'challenge_id must be a valid UUID')
  }
  const { rows } = await db.query<{ session_data: CeremonySession; expired: boolean }>(
    `delete from auth.webauthn_challenges
     where id = $1 and challenge_type = $2 and user_id is not distinct from $3
     returning session_data, expires_at < now() as expired`,
    [rawId, type, userId],
  )
  const challenge = rows[0]
  if (!challenge) {
    throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used')
  }
  if (challenge.expired) {
    throw badRequest('webauthn_challenge_expired', 'Challenge has expired')
  }
  return challenge.session_data
}
