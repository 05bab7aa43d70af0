import { randomUUID } from 'node:crypto'
import type { Db } from './db.ts'

export type NewUser = {
  id?: string
  email: string | null
  // E.164 digits without +, as GoTrue stores numbers.
  phone?: string | null
  encryptedPassword: string | null
  appMetadata: Record<string, unknown>
  userMetadata: Record<string, unknown>
  role?: string
  confirmed?: boolean
  isAnonymous?: boolean
}

// A real INSERT into auth.users, so triggers on it (profiles, roles) fire as on Supabase.
export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID()
  await db.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       email_change_token_current, phone_change, phone_change_token, reauthentication_token, phone
     ) values (
       '00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5 then now() end, $6, $7, $8, now(), now(), '', '', '', '', '', '', '', '', $9
     )`,
    [
      id,
      user.role ?? 'authenticated',
      user.email,
      user.encryptedPassword ?? '',
      user.confirmed === true,
      user.appMetadata,
      user.userMetadata,
      user.isAnonymous === true,
      user.phone ?? null,
    ],
  )
  return id
}

// The clock, not the transaction's start, stamps each identity, and always after the user's other
// identities (PGlite's clock can give two made together the same time): two made together (an
// admin's user with email and phone) keep their order in the user JSON, as GoTrue's do.
export async function insertIdentity(
  db: Db,
  identity: {
    userId: string
    provider: string
    providerId: string
    data: Record<string, unknown>
    signedIn?: boolean
  },
): Promise<void> {
  await db.query(
    `insert into auth.identities
       (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     select gen_random_uuid(), $1, $2, $3, $4, case when $5 then now() end, stamp, stamp
     from (
       select greatest(clock_timestamp(), max(created_at) + interval '1 microsecond') as stamp
       from auth.identities where user_id = $2
     ) latest`,
    [identity.providerId, identity.userId, identity.data, identity.provider, identity.signedIn],
  )
}

// GoTrue's UpdateAppMetaDataProviders: `providers` lists the identities, `provider` the first.
export async function syncProviders(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
       || jsonb_build_object('providers', p.providers, 'provider', p.providers -> 0)
     from (
       select coalesce(jsonb_agg(provider order by first_seen), '[]'::jsonb) as providers
       from (select provider, min(created_at) as first_seen from auth.identities
             where user_id = $1 group by provider) s
     ) p
     where u.id = $1 and jsonb_array_length(p.providers) > 0`,
    [userId],
  )
}

// Confirms the address and marks the matching email identity verified (GoTrue's signupVerify).
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '', updated_at = now() where id = $1`,
    [userId],
  )
  await db.query(
    `update auth.identities i set identity_data = i.identity_data || '{"email_verified": true}',
       updated_at = now()
     from auth.users u
     where i.user_id = $1 and u.id = i.user_id and i.email = lower(u.email)`,
    [userId],
  )
}

export async function setUserMetadata(
  db: Db,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  value: Record<string, unknown>,
): Promise<void> {
  await db.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [
    userId,
    value,
  ])
}
