import type { Db } from '../db.ts'
import { notFound, unprocessable, forbidden } from '../errors.ts'
import { isUuid } from '../guard.ts'
import type { MfaOptions } from '../options.ts'

type Timestamp = Date | string | null

// auth.mfa_factors without the secret, as selected here and aggregated into user rows.
export type FactorRow = {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'phone' | 'webauthn'
  status: 'unverified' | 'verified'
  created_at: Timestamp
  updated_at: Timestamp
  phone: string | null
  last_challenged_at: Timestamp
  web_authn_aaguid: string | null
  last_webauthn_challenge_data: Record<string, unknown> | null
}

export const factorColumns = `id, user_id, friendly_name, factor_type, status, created_at,
  updated_at, phone, last_challenged_at, web_authn_aaguid, last_webauthn_challenge_data`

const iso = (value: Timestamp) => (value === null ? null : new Date(value).toISOString())

// GoTrue's Factor JSON: fields in its struct order, friendly_name and the WebAuthn fields left out
// when empty (the stored credential never leaves the server).
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: iso(factor.last_challenged_at),
    ...(factor.web_authn_aaguid ? { web_authn_aaguid: factor.web_authn_aaguid } : {}),
    ...(factor.last_webauthn_challenge_data
      ? { last_webauthn_challenge_data: factor.last_webauthn_challenge_data }
      : {}),
  }
}

// The AMR method a verified factor adds to a session, and the one unenrolling it removes.
export const amrMethods: Record<FactorRow['factor_type'], string> = {
  totp: 'totp',
  phone: 'mfa/phone',
  webauthn: 'mfa/webauthn',
}

export const aal2Methods = Object.values(amrMethods)

// GoTrue's loadFactor: the factor id from the path, owned by the user.
export async function findOwnedFactor(db: Db, userId: string, id: string): Promise<FactorRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const { rows } = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where id = $1 and user_id = $2`,
    [id, userId],
  )
  const factor = rows[0]
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  )
  return rows
}

export async function sessionAal(db: Db, sessionId: string | null): Promise<string> {
  if (!sessionId) return ''
  const { rows } = await db.query<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  )
  return rows[0]?.aal ?? ''
}

export async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
    [userId],
  )
  return rows.length > 0
}

// GoTrue's validateFactors: stale unverified factors go first, then the name, count and AAL rules.
export async function assertCanEnroll(
  db: Db,
  userId: string,
  friendlyName: string,
  aal: string,
  options: MfaOptions,
): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [options.factorExpirySeconds],
  )
  const factors = await listFactors(db, userId)
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    )
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length
  if (factors.length >= options.maxEnrolledFactors || verified >= options.maxVerifiedFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

// GoTrue's DowngradeSessionsToAAL1: sessions the factor raised lose its AMR entry and drop to aal1.
export async function downgradeSessions(db: Db, factor: FactorRow): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, amrMethods[factor.factor_type]],
  )
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null
     where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  )
}

// GoTrue's validatePhone: a leading plus and any spaces go, E.164 digits must remain.
export function e164Digits(phone: string): string | null {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '')
  return /^[1-9]\d{1,14}$/.test(digits) ? digits : null
}
