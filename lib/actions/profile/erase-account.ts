import type { SupabaseClient, User } from '@supabase/supabase-js'

import { recordPrivacyEvent } from '@/lib/actions/profile/record-privacy-event'
import { removeAllAvatars } from '@/lib/actions/profile/confirm-avatar'
import {
  DELETED_ACCOUNT,
  ensureDeletedAccountHolder,
} from '@/lib/actions/profile/deleted-account-holder'
import { exactIlike, sameEmail } from '@/lib/data/email-match'
import { BUCKETS } from '@/lib/storage/buckets'
import type { Database } from '@/lib/supabase/database.types'

type Admin = SupabaseClient<Database>

export type AccountOwner = Pick<User, 'id' | 'email' | 'email_confirmed_at'>

export type DeletionSummary = {
  avatarsDeleted: number
  applicationsDeleted: number
  messagesDeleted: number
  leadsDeleted: number
  ordersAnonymised: number
}

export const REDACTED_BRIEF = 'Removed when the student deleted their account.'

function check<T>(result: { data: T | null; error: { message: string } | null }, step: string): T {
  if (result.error) throw new Error(`Could not ${step}: ${result.error.message}`)
  return result.data as T
}

/** Orders stay for the accounts (number, service, price, dates), no longer tied to the person. */
async function anonymiseOrders(admin: Admin, userId: string): Promise<number> {
  const holder = await ensureDeletedAccountHolder(admin)
  const orders = check(
    await admin
      .from('orders')
      .update({ student_id: holder, brief: REDACTED_BRIEF })
      .eq('student_id', userId)
      .select('id'),
    'anonymise the orders',
  )
  check(
    await admin.from('order_status_history').update({ changed_by: null }).eq('changed_by', userId),
    'anonymise the order history',
  )
  return orders.length
}

/** Rows tied to the person by id, or by their confirmed address (an unconfirmed one proves nothing). */
async function deleteOwnRows(
  admin: Admin,
  owner: AccountOwner,
  table: 'messages' | 'leads',
): Promise<number> {
  let count = check(
    await admin.from(table).delete().eq('user_id', owner.id).select('id'),
    `delete ${table}`,
  ).length
  const email = owner.email
  if (email && owner.email_confirmed_at) {
    const matches = check(
      await admin.from(table).select('id, email').ilike('email', exactIlike(email)),
      `find ${table}`,
    )
    const ids = matches.filter((row) => sameEmail(row.email, email)).map((row) => row.id)
    if (ids.length > 0) {
      count += check(
        await admin.from(table).delete().in('id', ids).select('id'),
        `delete ${table}`,
      ).length
    }
  }
  return count
}

async function deleteApplications(admin: Admin, userId: string): Promise<number> {
  const rows = check(
    await admin.from('job_applications').select('resume_path').eq('user_id', userId),
    'find job applications',
  )
  const resumes = rows.map((row) => row.resume_path).filter((path): path is string => !!path)
  if (resumes.length > 0) {
    check(await admin.storage.from(BUCKETS.resumes).remove(resumes), 'delete the CV files')
  }
  return check(
    await admin.from('job_applications').delete().eq('user_id', userId).select('id'),
    'delete job applications',
  ).length
}

/**
 * Deletes a member's account: audit entry first, then files and personal rows removed, orders
 * anonymised, and finally the auth user, whose foreign keys cascade to the profile, role,
 * memberships, quiz attempts and saved resources. Takes the service-role client: members cannot
 * delete most of these rows themselves, and only the admin API deletes auth users.
 */
export async function deleteAccount(admin: Admin, owner: AccountOwner): Promise<DeletionSummary> {
  if (owner.id === DELETED_ACCOUNT.id) throw new Error('This account cannot be deleted')
  await recordPrivacyEvent(admin, owner.id, 'account_deletion', { requested_by: 'self' })
  // Storage first: if it fails, nothing in the database has changed yet and a retry is clean.
  const avatarsDeleted = await removeAllAvatars(admin, owner.id)
  const summary: DeletionSummary = {
    avatarsDeleted,
    applicationsDeleted: await deleteApplications(admin, owner.id),
    messagesDeleted: await deleteOwnRows(admin, owner, 'messages'),
    leadsDeleted: await deleteOwnRows(admin, owner, 'leads'),
    ordersAnonymised: await anonymiseOrders(admin, owner.id),
  }
  const { error } = await admin.auth.admin.deleteUser(owner.id)
  if (error) throw new Error(`Could not delete the account: ${error.message}`)
  return summary
}
