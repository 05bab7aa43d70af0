import type { Db } from './db.ts'
import { factorJson, type FactorRow } from './mfa/factors.ts'

type Timestamp = Date | string | null

export type IdentityRow = {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Timestamp
  created_at: Timestamp
  updated_at: Timestamp
  email: string | null
}

export type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  confirmed_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change_token_current: string | null
  email_change_token_new: string | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_confirm_status: number | null
  phone_change: string | null
  phone_change_token: string | null
  phone_change_sent_at: Date | null
  reauthentication_token: string | null
  reauthentication_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
  is_sso_user: boolean
  identities: IdentityRow[]
  factors: FactorRow[]
}

export const selectUser = `
  select u.*, (
    select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at, i.id), '[]'::jsonb)
    from auth.identities i where i.user_id = u.id
  ) as identities, (
    select coalesce(
      jsonb_agg(to_jsonb(f) - 'secret' - 'web_authn_credential' order by f.created_at, f.id),
      '[]'::jsonb
    )
    from auth.mfa_factors f where f.user_id = u.id
  ) as factors
  from auth.users u`

async function one(db: Db, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${selectUser} where ${where} limit 1`, params)
  return rows[0] ?? null
}

export const findUserById = (db: Db, id: string) => one(db, 'u.id = $1', [id])

export const findUserByEmail = (db: Db, email: string) =>
  one(db, 'lower(u.email) = lower($1) and u.is_sso_user = false', [email])

export const findUserForEmailChange = (db: Db, email: string) =>
  one(
    db,
    '(lower(u.email) = lower($1) or lower(u.email_change) = lower($1)) and u.is_sso_user = false',
    [email],
  )

// GoTrue's IsDuplicatedEmail: the address belongs to another user's account or identity.
export function findDuplicateEmail(db: Db, email: string, exceptUserId: string | null = null) {
  return one(
    db,
    `u.id is distinct from $2::uuid and u.is_sso_user = false and (lower(u.email) = lower($1)
      or exists (select 1 from auth.identities i where i.user_id = u.id and i.email = lower($1)))`,
    [email, exceptUserId],
  )
}

export const isBanned = (user: UserRow) =>
  user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now()

export const isConfirmed = (user: UserRow) => user.email_confirmed_at !== null

const iso = (value: Timestamp | undefined) =>
  value === null || value === undefined ? undefined : new Date(value).toISOString()

function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined))
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  })
}

// The user object exactly as GoTrue serialises it: strings never null, unset timestamps omitted.
export function userJson(user: UserRow): Record<string, unknown> {
  return compact({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    // GoTrue leaves `factors` out of a user without any.
    factors: user.factors.length > 0 ? user.factors.map(factorJson) : undefined,
    identities: user.identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  })
}

// GoTrue's metadata update: keys are merged one by one and a null value removes the key.
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const next = { ...current }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete next[key]
    else next[key] = value
  }
  return next
}
