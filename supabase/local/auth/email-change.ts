import type { Db } from './db.ts'
import { syncProviders } from './user-writes.ts'

// GoTrue's ConfirmEmailChange plus the identity bookkeeping of emailChangeVerify: the pending
// address becomes the email, confirmed, on an email identity (created for OAuth-only users).
export async function applyEmailChange(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, is_anonymous = false,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [userId],
  )
  const { rows } = await db.query<{ email: string }>('select email from auth.users where id = $1', [
    userId,
  ])
  const email = rows[0]?.email ?? ''
  const updated = await db.query(
    `update auth.identities set identity_data = identity_data
       || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  )
  if ((updated.affectedRows ?? 0) === 0) {
    await db.query(
      `insert into auth.identities
         (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
       values (gen_random_uuid(), $1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text,
         'email_verified', true, 'phone_verified', false), 'email', now(), now())`,
      [userId, email],
    )
  }
  await syncProviders(db, userId)
}
