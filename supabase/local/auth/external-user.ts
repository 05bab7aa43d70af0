import { createHash } from 'node:crypto'
import type { Db } from './db.ts'
import { unprocessable } from './errors.ts'
import {
  findDuplicateEmail,
  findUserById,
  isConfirmed,
  mergeMetadata,
  type UserRow,
} from './users.ts'
import {
  confirmEmail,
  insertIdentity,
  insertUser,
  setUserMetadata,
  syncProviders,
} from './user-writes.ts'

export type ProviderProfile = { provider: string; email: string; name: string }

// A stable Google-like subject (21 digits) per address, so repeated sign-ins find the identity.
export function providerSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest()
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`
}

// The claims GoTrue stores for a Google identity (and copies into user_metadata).
export function googleClaims(profile: ProviderProfile, subject: string): Record<string, unknown> {
  const name = profile.name.trim()
  return {
    iss: 'https://accounts.google.com',
    sub: subject,
    ...(name ? { name, full_name: name } : {}),
    email: profile.email,
    email_verified: true,
    phone_verified: false,
    provider_id: subject,
  }
}

// What GoTrue's external callback does with a provider's verified profile: sign in the identity's
// user, link a user who has the same email, or create a confirmed user.
export async function upsertExternalUser(db: Db, profile: ProviderProfile): Promise<UserRow> {
  const subject = providerSubject(profile.email)
  const claims = googleClaims(profile, subject)
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [profile.provider, subject],
  )
  const known = rows[0]
  if (known) {
    await db.query(
      `update auth.identities set identity_data = $3, last_sign_in_at = now(), updated_at = now()
       where provider = $1 and provider_id = $2`,
      [profile.provider, subject, claims],
    )
    const user = (await findUserById(db, known.user_id)) as UserRow
    await setUserMetadata(
      db,
      user.id,
      'raw_user_meta_data',
      mergeMetadata(user.raw_user_meta_data, claims),
    )
    if (!isConfirmed(user)) await confirmEmail(db, user.id)
    return (await findUserById(db, user.id)) as UserRow
  }
  const existing = await findDuplicateEmail(db, profile.email)
  if (existing) {
    await insertIdentity(db, {
      userId: existing.id,
      provider: profile.provider,
      providerId: subject,
      data: claims,
      signedIn: true,
    })
    if (isConfirmed(existing)) {
      const merged = mergeMetadata(existing.raw_user_meta_data, claims)
      await setUserMetadata(db, existing.id, 'raw_user_meta_data', merged)
    } else {
      // Nobody proved they own an unconfirmed account: GoTrue drops its password and other
      // identities before the verified provider identity takes it over.
      await db.query(`update auth.users set encrypted_password = '' where id = $1`, [existing.id])
      await db.query('delete from auth.identities where user_id = $1 and provider <> $2', [
        existing.id,
        profile.provider,
      ])
      await setUserMetadata(db, existing.id, 'raw_user_meta_data', claims)
      await confirmEmail(db, existing.id)
    }
    await syncProviders(db, existing.id)
    return (await findUserById(db, existing.id)) as UserRow
  }
  const id = await insertUser(db, {
    email: profile.email,
    encryptedPassword: null,
    appMetadata: { provider: profile.provider, providers: [profile.provider] },
    userMetadata: claims,
    confirmed: true,
  })
  await insertIdentity(db, {
    userId: id,
    provider: profile.provider,
    providerId: subject,
    data: claims,
    signedIn: true,
  })
  return (await findUserById(db, id)) as UserRow
}

// GoTrue's linkIdentityToUser: the provider identity joins the signed-in user who asked for it,
// unless it already belongs to someone. A user without an email takes the provider's (verified).
export async function linkExternalIdentity(
  db: Db,
  targetId: string,
  profile: ProviderProfile,
): Promise<UserRow> {
  const target = await findUserById(db, targetId)
  if (!target) throw unprocessable('user_not_found', 'Linking target user not found')
  const subject = providerSubject(profile.email)
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [profile.provider, subject],
  )
  const owner = rows[0]
  if (owner) {
    throw unprocessable(
      'identity_already_exists',
      owner.user_id === target.id
        ? 'Identity is already linked'
        : 'Identity is already linked to another user',
    )
  }
  await insertIdentity(db, {
    userId: target.id,
    provider: profile.provider,
    providerId: subject,
    data: googleClaims(profile, subject),
    signedIn: true,
  })
  if ((target.email ?? '') === '') {
    await db.query(
      `update auth.users set email = $2, is_anonymous = false, updated_at = now() where id = $1`,
      [target.id, profile.email],
    )
    await confirmEmail(db, target.id)
  }
  await syncProviders(db, target.id)
  return (await findUserById(db, target.id)) as UserRow
}
