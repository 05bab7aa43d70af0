import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '@/supabase/local/db/template.ts'
import { withRole } from '@/supabase/local/db/with-role.ts'
import { ADMIN, OTHER, USER, actors, fixtureSql, ids, type Actor } from './fixtures.ts'

// ok: the row was returned / written; none: silently nothing (RLS hides the row);
// denied: Postgres refused (42501: RLS check or missing privilege); invalid: a constraint refused
// the row after RLS let it through (SQLSTATE class 23).
type Outcome = 'ok' | 'none' | 'denied' | 'invalid'

// Every public table x the four operations (plus the cases that matter for that table), for a
// visitor, the user who owns the fixture rows, another signed-in user, and an admin.
// prettier-ignore
const matrix: [table: string, action: string, anon: Outcome, user: Outcome, other: Outcome, admin: Outcome][] = [
  ['audit_log', 'select', 'none', 'none', 'none', 'ok'],
  ['audit_log', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['audit_log', 'update', 'none', 'none', 'none', 'none'],
  ['audit_log', 'delete', 'none', 'none', 'none', 'none'],

  ['user_roles', 'select', 'none', 'ok', 'none', 'ok'],
  ['user_roles', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['user_roles', 'update', 'none', 'none', 'none', 'ok'],
  ['user_roles', 'delete', 'none', 'none', 'none', 'ok'],
  // guard_admin_roles: nobody demotes themself, and the last admin stays an admin.
  ['user_roles', 'demote the last admin', 'none', 'none', 'none', 'denied'],
  ['user_roles', 'remove the last admin', 'none', 'none', 'none', 'denied'],
  ['user_roles', 'demote another admin', 'none', 'none', 'denied', 'ok'],

  ['profiles', 'select', 'none', 'ok', 'none', 'ok'],
  ['profiles', 'insert', 'denied', 'ok', 'denied', 'ok'],
  ['profiles', 'update', 'denied', 'ok', 'none', 'none'],
  ['profiles', 'update email', 'denied', 'denied', 'denied', 'denied'],
  ['profiles', 'delete', 'none', 'none', 'none', 'ok'],

  ['memberships', 'select', 'none', 'ok', 'none', 'ok'],
  ['memberships', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['memberships', 'update', 'none', 'none', 'none', 'ok'],
  ['memberships', 'delete', 'none', 'none', 'none', 'ok'],

  ['settings', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['settings', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['settings', 'update', 'none', 'none', 'none', 'ok'],
  ['settings', 'delete', 'none', 'none', 'none', 'ok'],

  ['email_templates', 'select', 'none', 'none', 'none', 'ok'],
  ['email_templates', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['email_templates', 'update', 'none', 'none', 'none', 'ok'],
  ['email_templates', 'delete', 'none', 'none', 'none', 'ok'],

  ['services', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['services', 'select unpublished', 'none', 'none', 'none', 'ok'],
  ['services', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['services', 'update', 'none', 'none', 'none', 'ok'],
  ['services', 'delete', 'none', 'none', 'none', 'ok'],

  ['article_slug_history', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['article_slug_history', 'select draft', 'none', 'none', 'none', 'ok'],
  ['article_slug_history', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['article_slug_history', 'update', 'none', 'none', 'none', 'none'],
  ['article_slug_history', 'delete', 'none', 'none', 'none', 'none'],

  ['authors', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['authors', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['authors', 'update', 'none', 'none', 'none', 'ok'],
  ['authors', 'delete', 'none', 'none', 'none', 'ok'],

  ['article_categories', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['article_categories', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['article_categories', 'update', 'none', 'none', 'none', 'ok'],
  ['article_categories', 'delete', 'none', 'none', 'none', 'ok'],

  ['articles', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['articles', 'select draft', 'none', 'none', 'none', 'ok'],
  ['articles', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['articles', 'update', 'none', 'none', 'none', 'ok'],
  ['articles', 'delete', 'none', 'none', 'none', 'ok'],

  ['testimonials', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['testimonials', 'select pending', 'none', 'none', 'none', 'ok'],
  ['testimonials', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['testimonials', 'update', 'none', 'none', 'none', 'ok'],
  ['testimonials', 'delete', 'none', 'none', 'none', 'ok'],

  ['quizzes', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['quizzes', 'select draft', 'none', 'none', 'none', 'ok'],
  ['quizzes', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['quizzes', 'update', 'none', 'none', 'none', 'ok'],
  ['quizzes', 'delete', 'none', 'none', 'none', 'ok'],

  ['quiz_questions', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['quiz_questions', 'select draft', 'none', 'none', 'none', 'ok'],
  ['quiz_questions', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['quiz_questions', 'update', 'none', 'none', 'none', 'ok'],
  ['quiz_questions', 'delete', 'none', 'none', 'none', 'ok'],

  ['quiz_answer_keys', 'select', 'none', 'none', 'none', 'ok'],
  ['quiz_answer_keys', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['quiz_answer_keys', 'update', 'none', 'none', 'none', 'ok'],
  ['quiz_answer_keys', 'delete', 'none', 'none', 'none', 'ok'],

  ['quiz_attempts', 'select', 'none', 'ok', 'none', 'ok'],
  ['quiz_attempts', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['quiz_attempts', 'update', 'none', 'none', 'none', 'ok'],
  ['quiz_attempts', 'delete', 'none', 'ok', 'none', 'ok'],

  // Only start/submit/claim_quiz_attempt (security definer) write quiz sessions; admins read them.
  ['quiz_sessions', 'select', 'none', 'none', 'none', 'ok'],
  ['quiz_sessions', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['quiz_sessions', 'update', 'none', 'none', 'none', 'none'],
  ['quiz_sessions', 'delete', 'none', 'none', 'none', 'none'],

  // Old slugs of renamed quizzes and jobs, readable as the quiz or job is; only the trigger writes.
  ['quiz_slug_history', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['quiz_slug_history', 'select draft', 'none', 'none', 'none', 'ok'],
  ['quiz_slug_history', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['quiz_slug_history', 'update', 'none', 'none', 'none', 'none'],
  ['quiz_slug_history', 'delete', 'none', 'none', 'none', 'none'],

  ['resources', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['resources', 'select draft', 'none', 'none', 'none', 'ok'],
  ['resources', 'select members-only', 'none', 'none', 'ok', 'ok'],
  ['resources', 'select members-only after the membership ended', 'none', 'none', 'none', 'ok'],
  ['resources', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['resources', 'update', 'none', 'none', 'none', 'ok'],
  ['resources', 'delete', 'none', 'none', 'none', 'ok'],

  ['resource_slug_history', 'select', 'none', 'none', 'none', 'ok'],
  ['resource_slug_history', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['resource_slug_history', 'update', 'none', 'none', 'none', 'none'],
  ['resource_slug_history', 'delete', 'none', 'none', 'none', 'none'],

  ['saved_resources', 'select', 'none', 'ok', 'none', 'ok'],
  ['saved_resources', 'insert', 'denied', 'ok', 'denied', 'ok'],
  ['saved_resources', 'insert hidden resource', 'denied', 'denied', 'denied', 'ok'],
  ['saved_resources', 'update', 'none', 'none', 'none', 'ok'],
  ['saved_resources', 'delete', 'none', 'ok', 'none', 'ok'],

  ['jobs', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['jobs', 'select draft', 'none', 'none', 'none', 'ok'],
  ['jobs', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['jobs', 'update', 'none', 'none', 'none', 'ok'],
  ['jobs', 'delete', 'none', 'none', 'none', 'ok'],

  ['job_slug_history', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['job_slug_history', 'select draft', 'none', 'none', 'none', 'ok'],
  ['job_slug_history', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['job_slug_history', 'update', 'none', 'none', 'none', 'none'],
  ['job_slug_history', 'delete', 'none', 'none', 'none', 'none'],

  // The hiring team's notes are on the row; applicants get theirs in the data export instead.
  ['job_applications', 'select', 'none', 'none', 'none', 'ok'],
  ['job_applications', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['job_applications', 'insert for a draft job', 'denied', 'denied', 'denied', 'ok'],
  ['job_applications', 'insert as the user', 'denied', 'denied', 'denied', 'ok'],
  ['job_applications', 'update', 'none', 'none', 'none', 'ok'],
  ['job_applications', 'delete', 'none', 'none', 'none', 'ok'],

  ['orders', 'select', 'none', 'ok', 'none', 'ok'],
  // Students place orders through the app (/api/orders, with the service role), never by REST.
  ['orders', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['orders', 'insert with a price', 'denied', 'denied', 'denied', 'ok'],
  ['orders', 'insert without integrity acknowledgement', 'denied', 'denied', 'denied', 'invalid'],
  ['orders', 'insert for another student', 'denied', 'denied', 'denied', 'ok'],
  ['orders', 'insert as paid', 'denied', 'denied', 'denied', 'ok'],
  ['orders', 'insert a repeated idempotency key', 'denied', 'denied', 'denied', 'invalid'],
  // A student only cancels an open order of theirs: nothing else of it changes through REST.
  ['orders', 'update', 'none', 'denied', 'none', 'ok'],
  ['orders', 'cancel and change the brief', 'none', 'denied', 'none', 'invalid'],
  // A pending order's price comes only with its quote, for admins too (order_price_with_quote).
  ['orders', 'update price', 'none', 'denied', 'none', 'invalid'],
  // An admin's cancellation needs a reason, and the workflow allows one step at a time
  // (guard_order_update, 23514 = invalid); students keep their narrower rules (42501).
  ['orders', 'cancel', 'none', 'ok', 'none', 'invalid'],
  ['orders', 'cancel with a reason', 'none', 'ok', 'none', 'ok'],
  ['orders', 'mark paid', 'none', 'denied', 'none', 'invalid'],
  ['orders', 'quote', 'none', 'denied', 'none', 'ok'],
  ['orders', 'quote without a price', 'none', 'denied', 'none', 'invalid'],
  ['orders', 'skip from quoted to delivered', 'none', 'denied', 'none', 'invalid'],
  ['orders', 'reopen a cancelled order', 'none', 'none', 'none', 'invalid'],
  ['orders', 'reprice a paid order', 'none', 'none', 'none', 'invalid'],
  ['orders', 'delete', 'none', 'none', 'none', 'ok'],

  ['order_status_history', 'select', 'none', 'ok', 'none', 'ok'],
  ['order_status_history', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['order_status_history', 'update', 'none', 'none', 'none', 'none'],
  ['order_status_history', 'delete', 'none', 'none', 'none', 'none'],

  ['messages', 'select', 'none', 'none', 'none', 'ok'],
  ['messages', 'select own', 'none', 'ok', 'none', 'ok'],
  ['messages', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['messages', 'insert as the user', 'denied', 'denied', 'denied', 'ok'],
  ['messages', 'update', 'none', 'none', 'none', 'ok'],
  ['messages', 'delete', 'none', 'none', 'none', 'ok'],

  // Replies are append-only: a sent email cannot be unsent.
  ['message_replies', 'select', 'none', 'none', 'none', 'ok'],
  ['message_replies', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['message_replies', 'insert as another admin', 'denied', 'denied', 'denied', 'denied'],
  ['message_replies', 'update', 'none', 'none', 'none', 'none'],
  ['message_replies', 'delete', 'none', 'none', 'none', 'none'],

  // The students list reads auth.users, so it is a definer function that checks is_admin().
  ['admin_list_students()', 'call', 'denied', 'denied', 'denied', 'ok'],
  ['admin_count_orders()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The orders list's page is read without RLS (so searches plan well) after the same check.
  ['admin_list_orders()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The orders CSV export's batches: the list's filter, read the same way after the same check.
  ['admin_export_orders()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The orders search's student lookup: profiles read the same way, for the trigram indexes.
  ['admin_students_matching()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The articles list's search: articles read the same way, for the trigram indexes.
  ['admin_search_articles()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The messages, applications and audit log searches, the same way.
  ['admin_search_messages()', 'call', 'denied', 'denied', 'denied', 'ok'],
  ['admin_search_applications()', 'call', 'denied', 'denied', 'denied', 'ok'],
  ['admin_search_audit_log()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The quizzes, jobs, resources and promotions lists' searches, the same way.
  ['admin_search_quizzes()', 'call', 'denied', 'denied', 'denied', 'ok'],
  ['admin_search_jobs()', 'call', 'denied', 'denied', 'denied', 'ok'],
  ['admin_search_resources()', 'call', 'denied', 'denied', 'denied', 'ok'],
  ['admin_search_promotions()', 'call', 'denied', 'denied', 'denied', 'ok'],
  // The testimonials list's reorder: invoker rights (RLS applies), refused outright for non-admins.
  ['move_testimonial()', 'call', 'denied', 'denied', 'denied', 'ok'],

  ['analytics_events', 'select', 'none', 'none', 'none', 'ok'],
  ['analytics_events', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['analytics_events', 'insert as the user', 'denied', 'denied', 'denied', 'ok'],
  ['analytics_events', 'update', 'none', 'none', 'none', 'none'],
  ['analytics_events', 'delete', 'none', 'none', 'none', 'ok'],

  ['site_promotions', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['site_promotions', 'select draft', 'none', 'none', 'none', 'ok'],
  ['site_promotions', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['site_promotions', 'update', 'none', 'none', 'none', 'ok'],
  ['site_promotions', 'delete', 'none', 'none', 'none', 'ok'],

  ['promotion_events', 'select', 'none', 'none', 'none', 'ok'],
  // Visitors' events go through the tracking route (service role), not the REST API.
  ['promotion_events', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['promotion_events', 'insert for a draft promotion', 'denied', 'denied', 'denied', 'ok'],
  ['promotion_events', 'update', 'none', 'none', 'none', 'none'],
  ['promotion_events', 'delete', 'none', 'none', 'none', 'ok'],

  ['lead_magnets', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['lead_magnets', 'select inactive', 'none', 'none', 'none', 'ok'],
  ['lead_magnets', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['lead_magnets', 'update', 'none', 'none', 'none', 'ok'],
  ['lead_magnets', 'delete', 'none', 'none', 'none', 'ok'],

  ['leads', 'select', 'none', 'none', 'none', 'ok'],
  // Leads are stored by the lead-capture route (service role) after validation, captcha and rate
  // limits; the REST API takes none from visitors or members.
  ['leads', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['leads', 'insert duplicate email', 'denied', 'denied', 'denied', 'invalid'],
  ['leads', 'insert duplicate, on conflict do nothing', 'denied', 'denied', 'denied', 'none'],
  ['leads', 'insert as the user', 'denied', 'denied', 'denied', 'ok'],
  ['leads', 'insert already unsubscribed', 'denied', 'denied', 'denied', 'ok'],
  ['leads', 'update', 'none', 'none', 'none', 'ok'],
  ['leads', 'delete', 'none', 'none', 'none', 'ok'],

  // Only the server records sign-in attempts (record_sign_in_attempt, service role); admins read.
  ['sign_in_attempts', 'select', 'denied', 'none', 'none', 'ok'],
  ['sign_in_attempts', 'select own', 'denied', 'none', 'none', 'ok'],
  ['sign_in_attempts', 'select the per-account view', 'denied', 'none', 'none', 'ok'],
  ['sign_in_attempts', 'insert', 'denied', 'denied', 'denied', 'denied'],
  ['sign_in_attempts', 'update', 'denied', 'denied', 'denied', 'denied'],
  ['sign_in_attempts', 'delete', 'denied', 'denied', 'denied', 'denied'],

  ['storage.buckets', 'select', 'none', 'none', 'none', 'ok'],
  ['storage.buckets', 'insert', 'denied', 'denied', 'denied', 'ok'],
  ['storage.buckets', 'update', 'none', 'none', 'none', 'ok'],
  ['storage.buckets', 'delete', 'none', 'none', 'none', 'ok'],

  ['storage.objects', 'select media', 'ok', 'ok', 'ok', 'ok'],
  ['storage.objects', 'insert media', 'denied', 'denied', 'denied', 'ok'],
  ['storage.objects', 'select avatar', 'none', 'ok', 'none', 'ok'],
  ['storage.objects', 'insert avatar in own folder', 'denied', 'ok', 'denied', 'ok'],
  ['storage.objects', 'update own avatar', 'none', 'ok', 'none', 'ok'],
  ['storage.objects', 'delete own avatar', 'none', 'ok', 'none', 'ok'],
  ['storage.objects', 'select resume', 'none', 'none', 'none', 'ok'],
  ['storage.objects', 'insert resume', 'denied', 'denied', 'denied', 'ok'],
  ['storage.objects', 'update resume', 'none', 'none', 'none', 'ok'],
  ['storage.objects', 'select lead magnet', 'none', 'none', 'none', 'ok'],
  ['storage.objects', 'insert lead magnet', 'denied', 'denied', 'denied', 'ok'],
  ['storage.objects', 'select resource file', 'ok', 'ok', 'ok', 'ok'],
  ['storage.objects', 'select members-only resource file', 'none', 'none', 'ok', 'ok'],
  ['storage.objects', 'select members-only resource file after the membership ended', 'none', 'none', 'none', 'ok'],
  ['storage.objects', 'select file of no resource', 'none', 'none', 'none', 'ok'],
  ['storage.objects', 'insert resource file', 'denied', 'denied', 'denied', 'ok'],
]

type Case = { sql: string; setup?: string }

const future = `now() + interval '10 days'`

/** The member's membership still says 'active', but its end date has passed. */
const membershipEnded = `update public.memberships
  set started_at = now() - interval '60 days', ends_at = now() - interval '1 day'
  where user_id = '${OTHER}'`

const cases: Record<string, Record<string, Case>> = {
  audit_log: {
    select: { sql: 'select 1 from public.audit_log' },
    insert: { sql: `insert into public.audit_log (table_name, action) values ('x', 'INSERT')` },
    update: { sql: `update public.audit_log set row_id = 'x'` },
    delete: { sql: 'delete from public.audit_log' },
  },
  user_roles: {
    select: { sql: `select 1 from public.user_roles where user_id = '${USER}'` },
    insert: {
      setup: `delete from public.user_roles where user_id = '${USER}'`,
      sql: `insert into public.user_roles (user_id, role) values ('${USER}', 'user')`,
    },
    update: { sql: `update public.user_roles set role = 'admin' where user_id = '${USER}'` },
    delete: { sql: `delete from public.user_roles where user_id = '${USER}'` },
    'demote the last admin': {
      sql: `update public.user_roles set role = 'user' where user_id = '${ADMIN}'`,
    },
    'remove the last admin': { sql: `delete from public.user_roles where user_id = '${ADMIN}'` },
    'demote another admin': {
      setup: `update public.user_roles set role = 'admin' where user_id = '${OTHER}'`,
      sql: `update public.user_roles set role = 'user' where user_id = '${OTHER}'`,
    },
  },
  profiles: {
    select: { sql: `select 1 from public.profiles where user_id = '${USER}'` },
    insert: {
      setup: `delete from public.profiles where user_id = '${USER}'`,
      sql: `insert into public.profiles (user_id, full_name) values ('${USER}', 'Sam')`,
    },
    update: { sql: `update public.profiles set full_name = 'Renamed' where user_id = '${USER}'` },
    'update email': {
      sql: `update public.profiles set email = 'x@example.com' where user_id = '${USER}'`,
    },
    delete: { sql: `delete from public.profiles where user_id = '${USER}'` },
  },
  memberships: {
    select: { sql: `select 1 from public.memberships where id = '${ids.membership}'` },
    insert: {
      sql: `insert into public.memberships (user_id, plan) values ('${USER}', 'monthly')`,
    },
    update: {
      sql: `update public.memberships set status = 'active' where id = '${ids.membership}'`,
    },
    delete: { sql: `delete from public.memberships where id = '${ids.membership}'` },
  },
  settings: {
    select: { sql: `select 1 from public.settings where key = 'primary_color'` },
    insert: { sql: `insert into public.settings (key, value) values ('new_key', '"x"')` },
    update: {
      sql: `update public.settings set value = '"#ff0000"' where key = 'primary_color'`,
    },
    delete: { sql: `delete from public.settings where key = 'primary_color'` },
  },
  email_templates: {
    select: { sql: `select 1 from public.email_templates where key = 'application_rejected'` },
    insert: {
      setup: `delete from public.email_templates where key = 'application_rejected'`,
      sql: `insert into public.email_templates (key, subject, body)
            values ('application_rejected', 'Subject', 'Body')`,
    },
    update: {
      sql: `update public.email_templates set subject = 'Changed' where key = 'application_rejected'`,
    },
    delete: { sql: `delete from public.email_templates where key = 'application_rejected'` },
  },
  services: {
    ...adminManaged(
      'services',
      ids.service,
      `(slug, title) values ('new-service', 'New')`,
      'title',
    ),
    'select unpublished': {
      sql: `select 1 from public.services where id = '${ids.hiddenService}'`,
    },
  },
  article_slug_history: {
    select: {
      sql: `select 1 from public.article_slug_history where old_slug = 'old-published-article'`,
    },
    'select draft': {
      sql: `select 1 from public.article_slug_history where old_slug = 'old-draft-article'`,
    },
    insert: {
      sql: `insert into public.article_slug_history (old_slug, article_id) values ('hijack', '${ids.article}')`,
    },
    update: {
      sql: `update public.article_slug_history set article_id = '${ids.draftArticle}' where old_slug = 'old-published-article'`,
    },
    delete: {
      sql: `delete from public.article_slug_history where old_slug = 'old-published-article'`,
    },
  },
  resource_slug_history: {
    select: {
      sql: `select 1 from public.resource_slug_history where old_slug = 'old-published-resource'`,
    },
    insert: {
      sql: `insert into public.resource_slug_history (old_slug, resource_id) values ('hijack', '${ids.resource}')`,
    },
    update: {
      sql: `update public.resource_slug_history set resource_id = '${ids.draftResource}' where old_slug = 'old-published-resource'`,
    },
    delete: {
      sql: `delete from public.resource_slug_history where old_slug = 'old-published-resource'`,
    },
  },
  authors: adminManaged('authors', ids.author, `(slug, name) values ('new-author', 'New')`, 'name'),
  article_categories: adminManaged(
    'article_categories',
    ids.category,
    `(slug, name) values ('new-category', 'New')`,
    'name',
  ),
  articles: {
    ...adminManaged(
      'articles',
      ids.article,
      `(slug, title) values ('new-article', 'New')`,
      'title',
    ),
    'select draft': { sql: `select 1 from public.articles where id = '${ids.draftArticle}'` },
  },
  testimonials: {
    ...adminManaged(
      'testimonials',
      ids.testimonial,
      `(name, rating, quote) values ('New', 5, 'Quote')`,
      'quote',
    ),
    'select pending': {
      sql: `select 1 from public.testimonials where id = '${ids.pendingTestimonial}'`,
    },
  },
  quizzes: {
    ...adminManaged('quizzes', ids.quiz, `(slug, title) values ('new-quiz', 'New')`, 'title'),
    'select draft': { sql: `select 1 from public.quizzes where id = '${ids.draftQuiz}'` },
  },
  quiz_questions: {
    ...adminManaged(
      'quiz_questions',
      ids.question,
      `(quiz_id, kind, prompt) values ('${ids.quiz}', 'short_answer', 'Why?')`,
      'prompt',
    ),
    'select draft': {
      sql: `select 1 from public.quiz_questions where id = '${ids.draftQuestion}'`,
    },
  },
  quiz_answer_keys: {
    select: { sql: `select 1 from public.quiz_answer_keys where question_id = '${ids.question}'` },
    insert: {
      sql: `insert into public.quiz_answer_keys (question_id, correct_answers)
            values ('${ids.draftQuestion}', '["true"]')`,
    },
    update: {
      sql: `update public.quiz_answer_keys set explanation = 'x' where question_id = '${ids.question}'`,
    },
    delete: { sql: `delete from public.quiz_answer_keys where question_id = '${ids.question}'` },
  },
  quiz_attempts: {
    select: { sql: `select 1 from public.quiz_attempts where id = '${ids.attempt}'` },
    insert: {
      sql: `insert into public.quiz_attempts (quiz_id, user_id, score, max_score)
            values ('${ids.quiz}', '${USER}', 1, 1)`,
    },
    update: { sql: `update public.quiz_attempts set score = 1 where id = '${ids.attempt}'` },
    delete: { sql: `delete from public.quiz_attempts where id = '${ids.attempt}'` },
  },
  quiz_slug_history: {
    select: { sql: `select 1 from public.quiz_slug_history where old_slug = 'old-published-quiz'` },
    'select draft': {
      sql: `select 1 from public.quiz_slug_history where old_slug = 'old-draft-quiz'`,
    },
    insert: {
      sql: `insert into public.quiz_slug_history (old_slug, quiz_id) values ('hijack', '${ids.quiz}')`,
    },
    update: {
      sql: `update public.quiz_slug_history set quiz_id = '${ids.draftQuiz}' where old_slug = 'old-published-quiz'`,
    },
    delete: { sql: `delete from public.quiz_slug_history where old_slug = 'old-published-quiz'` },
  },
  resources: {
    ...adminManaged(
      'resources',
      ids.resource,
      `(slug, title, kind) values ('new-resource', 'New', 'guide')`,
      'title',
    ),
    'select draft': { sql: `select 1 from public.resources where id = '${ids.draftResource}'` },
    'select members-only': {
      sql: `select 1 from public.resources where id = '${ids.membersResource}'`,
    },
    'select members-only after the membership ended': {
      setup: membershipEnded,
      sql: `select 1 from public.resources where id = '${ids.membersResource}'`,
    },
  },
  saved_resources: {
    select: { sql: `select 1 from public.saved_resources where user_id = '${USER}'` },
    insert: {
      sql: `insert into public.saved_resources (user_id, resource_id)
            values ('${USER}', '${ids.otherResource}')`,
    },
    'insert hidden resource': {
      sql: `insert into public.saved_resources (user_id, resource_id)
            values ('${USER}', '${ids.draftResource}')`,
    },
    update: {
      sql: `update public.saved_resources set created_at = now() where user_id = '${USER}'`,
    },
    delete: { sql: `delete from public.saved_resources where user_id = '${USER}'` },
  },
  jobs: {
    ...adminManaged('jobs', ids.job, `(slug, title) values ('new-job', 'New')`, 'title'),
    'select draft': { sql: `select 1 from public.jobs where id = '${ids.draftJob}'` },
  },
  job_slug_history: {
    select: { sql: `select 1 from public.job_slug_history where old_slug = 'old-open-job'` },
    'select draft': {
      sql: `select 1 from public.job_slug_history where old_slug = 'old-draft-job'`,
    },
    insert: {
      sql: `insert into public.job_slug_history (old_slug, job_id) values ('hijack', '${ids.job}')`,
    },
    update: {
      sql: `update public.job_slug_history set job_id = '${ids.draftJob}' where old_slug = 'old-open-job'`,
    },
    delete: { sql: `delete from public.job_slug_history where old_slug = 'old-open-job'` },
  },
  job_applications: {
    select: { sql: `select 1 from public.job_applications where id = '${ids.application}'` },
    insert: { sql: application(ids.job, 'default') },
    'insert for a draft job': { sql: application(ids.draftJob, 'default') },
    'insert as the user': { sql: application(ids.job, `'${USER}'`) },
    update: {
      sql: `update public.job_applications set status = 'reviewing' where id = '${ids.application}'`,
    },
    delete: { sql: `delete from public.job_applications where id = '${ids.application}'` },
  },
  orders: {
    select: { sql: `select 1 from public.orders where id = '${ids.order}'` },
    insert: { sql: order('true', 'null') },
    'insert with a price': { sql: order('true', '10') },
    'insert without integrity acknowledgement': { sql: order('false', 'null') },
    'insert for another student': { sql: order('true', 'null').replace(`'${USER}'`, `'${ADMIN}'`) },
    'insert as paid': { sql: orderWith('status', `'paid'`) },
    'insert a repeated idempotency key': {
      setup: `insert into public.orders (student_id, subject, academic_level, brief, deadline,
                academic_integrity_acknowledged, idempotency_key)
              values ('${USER}', 'Biology', 'masters', 'Lab report', ${future}, true,
                '00000000-0000-4000-8000-00000000abcd')`,
      sql: orderWith('idempotency_key', `'00000000-0000-4000-8000-00000000abcd'`),
    },
    update: { sql: `update public.orders set brief = 'Updated brief' where id = '${ids.order}'` },
    'cancel and change the brief': {
      sql: `update public.orders set status = 'cancelled', brief = 'Updated brief'
            where id = '${ids.order}'`,
    },
    'update price': { sql: `update public.orders set price = 1 where id = '${ids.order}'` },
    cancel: { sql: `update public.orders set status = 'cancelled' where id = '${ids.order}'` },
    'mark paid': { sql: `update public.orders set status = 'paid' where id = '${ids.order}'` },
    'cancel with a reason': {
      sql: `update public.orders set status = 'cancelled', cancellation_reason = 'No longer needed'
            where id = '${ids.order}'`,
    },
    quote: {
      sql: `update public.orders set status = 'quoted', price = 120, currency = 'GBP'
            where id = '${ids.order}'`,
    },
    'quote without a price': {
      sql: `update public.orders set status = 'quoted' where id = '${ids.order}'`,
    },
    'skip from quoted to delivered': {
      setup: `update public.orders set status = 'quoted', price = 50 where id = '${ids.order}'`,
      sql: `update public.orders set status = 'delivered' where id = '${ids.order}'`,
    },
    'reopen a cancelled order': {
      setup: `update public.orders set status = 'cancelled' where id = '${ids.order}'`,
      sql: `update public.orders set status = 'pending' where id = '${ids.order}'`,
    },
    'reprice a paid order': {
      setup: `update public.orders set status = 'paid', price = 50 where id = '${ids.order}'`,
      sql: `update public.orders set price = 10 where id = '${ids.order}'`,
    },
    delete: { sql: `delete from public.orders where id = '${ids.order}'` },
  },
  order_status_history: {
    select: { sql: `select 1 from public.order_status_history where order_id = '${ids.order}'` },
    insert: {
      sql: `insert into public.order_status_history (order_id, to_status, note)
            values ('${ids.order}', 'quoted', 'note')`,
    },
    update: {
      sql: `update public.order_status_history set note = 'x' where order_id = '${ids.order}'`,
    },
    delete: { sql: `delete from public.order_status_history where order_id = '${ids.order}'` },
  },
  messages: {
    select: { sql: `select 1 from public.messages where id = '${ids.message}'` },
    'select own': { sql: `select 1 from public.messages where id = '${ids.ownMessage}'` },
    insert: { sql: message('default') },
    'insert as the user': { sql: message(`'${USER}'`) },
    update: { sql: `update public.messages set status = 'read' where id = '${ids.message}'` },
    delete: { sql: `delete from public.messages where id = '${ids.message}'` },
  },
  message_replies: {
    select: { sql: `select 1 from public.message_replies where id = '${ids.reply}'` },
    insert: {
      sql: `insert into public.message_replies (message_id, sent_to, subject, body)
            values ('${ids.message}', 'visitor@example.com', 'Re: Hello', 'More')`,
    },
    'insert as another admin': {
      sql: `insert into public.message_replies (message_id, sent_to, subject, body, sent_by)
            values ('${ids.message}', 'visitor@example.com', 'Re: Hello', 'More', '${OTHER}')`,
    },
    update: { sql: `update public.message_replies set body = 'Edited' where id = '${ids.reply}'` },
    delete: { sql: `delete from public.message_replies where id = '${ids.reply}'` },
  },
  'admin_list_students()': {
    call: { sql: `select * from public.admin_list_students()` },
  },
  'admin_count_orders()': {
    call: { sql: `select public.admin_count_orders()` },
  },
  'admin_list_orders()': {
    call: { sql: `select * from public.admin_list_orders()` },
  },
  'admin_export_orders()': {
    call: { sql: `select * from public.admin_export_orders()` },
  },
  'admin_students_matching()': {
    call: { sql: `select public.admin_students_matching('student')` },
  },
  'admin_search_articles()': {
    call: { sql: `select * from public.admin_search_articles('e')` },
  },
  'admin_search_messages()': {
    call: { sql: `select * from public.admin_search_messages('')` },
  },
  'admin_search_applications()': {
    call: { sql: `select * from public.admin_search_applications('')` },
  },
  'admin_search_audit_log()': {
    call: { sql: `select * from public.admin_search_audit_log('')` },
  },
  'admin_search_quizzes()': {
    call: { sql: `select * from public.admin_search_quizzes('')` },
  },
  'admin_search_jobs()': {
    call: { sql: `select * from public.admin_search_jobs('')` },
  },
  'admin_search_resources()': {
    call: { sql: `select * from public.admin_search_resources('')` },
  },
  'admin_search_promotions()': {
    call: { sql: `select * from public.admin_search_promotions('')` },
  },
  'move_testimonial()': {
    call: { sql: `select public.move_testimonial('${ids.pendingTestimonial}', -1)` },
  },
  analytics_events: {
    select: { sql: 'select 1 from public.analytics_events' },
    insert: { sql: `insert into public.analytics_events (event_name, path) values ('click', '/')` },
    'insert as the user': {
      sql: `insert into public.analytics_events (event_name, user_id) values ('click', '${USER}')`,
    },
    update: { sql: `update public.analytics_events set path = '/x'` },
    delete: { sql: 'delete from public.analytics_events' },
  },
  site_promotions: {
    select: { sql: `select 1 from public.site_promotions where name = 'offer'` },
    'select draft': {
      sql: `select 1 from public.site_promotions where id = '${ids.draftPromotion}'`,
    },
    insert: {
      sql: `insert into public.site_promotions (name, headline, end_at) values ('new', 'New', ${future})`,
    },
    update: { sql: `update public.site_promotions set headline = 'Changed' where name = 'offer'` },
    delete: { sql: `delete from public.site_promotions where name = 'offer'` },
  },
  promotion_events: {
    select: { sql: 'select 1 from public.promotion_events' },
    insert: {
      sql: `insert into public.promotion_events (promotion_id, event, path)
            select id, 'click', '/' from public.site_promotions where name = 'offer'`,
    },
    'insert for a draft promotion': {
      sql: `insert into public.promotion_events (promotion_id, event)
            values ('${ids.draftPromotion}', 'click')`,
    },
    update: { sql: `update public.promotion_events set path = '/x'` },
    delete: { sql: 'delete from public.promotion_events' },
  },
  lead_magnets: {
    select: { sql: `select 1 from public.lead_magnets where id = '${ids.leadMagnet}'` },
    'select inactive': {
      sql: `select 1 from public.lead_magnets where id = '${ids.inactiveLeadMagnet}'`,
    },
    insert: { sql: `insert into public.lead_magnets (slug, title) values ('new-magnet', 'New')` },
    update: {
      sql: `update public.lead_magnets set title = 'Changed' where id = '${ids.inactiveLeadMagnet}'`,
    },
    delete: { sql: `delete from public.lead_magnets where id = '${ids.inactiveLeadMagnet}'` },
  },
  leads: {
    select: { sql: `select 1 from public.leads where id = '${ids.lead}'` },
    insert: {
      sql: `insert into public.leads (email, lead_magnet_id, source_path)
            values ('new@example.com', '${ids.leadMagnet}', '/')`,
    },
    'insert duplicate email': {
      sql: `insert into public.leads (email, lead_magnet_id) values (' LEAD@example.com', '${ids.leadMagnet}')`,
    },
    'insert duplicate, on conflict do nothing': {
      sql: `insert into public.leads (email, lead_magnet_id) values (' LEAD@example.com', '${ids.leadMagnet}')
            on conflict (email, lead_magnet_id) do nothing`,
    },
    'insert as the user': {
      sql: `insert into public.leads (email, lead_magnet_id, user_id)
            values ('mine@example.com', '${ids.leadMagnet}', '${USER}')`,
    },
    'insert already unsubscribed': {
      sql: `insert into public.leads (email, lead_magnet_id, unsubscribed_at)
            values ('gone@example.com', '${ids.leadMagnet}', now())`,
    },
    update: { sql: `update public.leads set unsubscribed_at = now() where id = '${ids.lead}'` },
    delete: { sql: `delete from public.leads where id = '${ids.lead}'` },
  },
  sign_in_attempts: {
    select: { sql: 'select 1 from public.sign_in_attempts' },
    'select own': { sql: `select 1 from public.sign_in_attempts where user_id = '${USER}'` },
    'select the per-account view': { sql: 'select 1 from public.sign_in_accounts' },
    insert: {
      sql: `insert into public.sign_in_attempts (email, succeeded) values ('x@example.com', true)`,
    },
    update: { sql: 'update public.sign_in_attempts set succeeded = true' },
    delete: { sql: 'delete from public.sign_in_attempts' },
  },
  'storage.buckets': {
    select: { sql: `select 1 from storage.buckets where id = 'media'` },
    insert: { sql: `insert into storage.buckets (id, name) values ('new-bucket', 'new-bucket')` },
    update: { sql: `update storage.buckets set public = true where id = 'resumes'` },
    delete: { sql: `delete from storage.buckets where id = 'resources'` },
  },
  'storage.objects': {
    'select media': { sql: `select 1 from storage.objects where bucket_id = 'media'` },
    'insert media': { sql: object('media', 'images/new.png') },
    'select avatar': { sql: `select 1 from storage.objects where bucket_id = 'avatars'` },
    'insert avatar in own folder': { sql: object('avatars', `${USER}/new.png`) },
    'update own avatar': {
      sql: `update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = '${USER}/avatar.png'`,
    },
    'delete own avatar': {
      sql: `delete from storage.objects where bucket_id = 'avatars' and name = '${USER}/avatar.png'`,
    },
    'select resume': { sql: `select 1 from storage.objects where bucket_id = 'resumes'` },
    'insert resume': { sql: object('resumes', 'applications/new.pdf') },
    'update resume': {
      sql: `update storage.objects set name = 'applications/renamed.pdf' where bucket_id = 'resumes'`,
    },
    'select lead magnet': { sql: `select 1 from storage.objects where bucket_id = 'lead-magnets'` },
    'insert lead magnet': { sql: object('lead-magnets', 'new.pdf') },
    'select resource file': {
      sql: `select 1 from storage.objects where bucket_id = 'resource-files' and name = 'published.pdf'`,
    },
    'select members-only resource file': {
      sql: `select 1 from storage.objects where bucket_id = 'resource-files' and name = 'members.pdf'`,
    },
    'select members-only resource file after the membership ended': {
      setup: membershipEnded,
      sql: `select 1 from storage.objects where bucket_id = 'resource-files' and name = 'members.pdf'`,
    },
    'select file of no resource': {
      sql: `select 1 from storage.objects where bucket_id = 'resource-files' and name = 'orphan.pdf'`,
    },
    'insert resource file': { sql: object('resource-files', 'new.pdf') },
  },
  quiz_sessions: {
    select: { sql: 'select 1 from public.quiz_sessions' },
    insert: { sql: `insert into public.quiz_sessions (quiz_id) values ('${ids.quiz}')` },
    update: { sql: 'update public.quiz_sessions set claimed_at = now()' },
    delete: { sql: 'delete from public.quiz_sessions' },
  },
}

function adminManaged(table: string, id: string, values: string, column: string) {
  return {
    select: { sql: `select 1 from public.${table} where id = '${id}'` },
    insert: { sql: `insert into public.${table} ${values}` },
    update: { sql: `update public.${table} set ${column} = 'Changed' where id = '${id}'` },
    delete: { sql: `delete from public.${table} where id = '${id}'` },
  }
}

function application(jobId: string, userId: string) {
  return `insert into public.job_applications (job_id, user_id, full_name, email)
          values ('${jobId}', ${userId}, 'Applicant', 'applicant@example.com')`
}

function order(acknowledged: string, price: string) {
  return `insert into public.orders
            (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged, price)
          values ('${USER}', 'Biology', 'masters', 'Lab report', ${future}, ${acknowledged}, ${price})`
}

function orderWith(column: string, value: string) {
  return `insert into public.orders
            (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged, ${column})
          values ('${USER}', 'Biology', 'masters', 'Lab report', ${future}, true, ${value})`
}

function message(userId: string) {
  return `insert into public.messages (name, email, body, user_id)
          values ('Visitor', 'visitor@example.com', 'Hi', ${userId})`
}

function object(bucket: string, name: string) {
  return `insert into storage.objects (bucket_id, name) values ('${bucket}', '${name}')`
}

class RolledBack extends Error {
  outcome: Outcome
  constructor(outcome: Outcome) {
    super(outcome)
    this.outcome = outcome
  }
}

// Each cell runs in its own transaction and is rolled back, so cells never see each other's writes.
async function attempt(pg: PGlite, actor: Actor, { sql, setup }: Case): Promise<Outcome> {
  const context = actors[actor]
  try {
    await withRole(pg, context, async (tx) => {
      if (setup) {
        await tx.exec('set local role postgres')
        await tx.exec(setup)
        await tx.query(`select set_config('role', $1, true)`, [context.role])
      }
      const result = await tx.query(sql)
      const count = /^\s*select/i.test(sql) ? result.rows.length : (result.affectedRows ?? 0)
      throw new RolledBack(count > 0 ? 'ok' : 'none')
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome
    const code = (error as { code?: string }).code
    if (code === '42501') return 'denied'
    if (code?.startsWith('23')) return 'invalid'
    throw error
  }
  throw new Error('unreachable')
}

describe('RLS matrix', () => {
  let pg: PGlite

  beforeAll(async () => {
    pg = await freshDatabase()
    await pg.exec(fixtureSql)
  })

  afterAll(async () => {
    await pg.close()
  })

  it('covers every public table with select, insert, update and delete', async () => {
    const { rows } = await pg.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    const covered = (table: string, action: string) =>
      matrix.some(([t, a]) => t === table && a === action)
    const missing = rows.flatMap(({ table_name }) =>
      ['select', 'insert', 'update', 'delete']
        .filter((action) => !covered(table_name, action))
        .map((action) => `${table_name} ${action}`),
    )
    expect(missing).toEqual([])
  })

  it.each(matrix)('%s: %s', async (table, action, anon, user, other, admin) => {
    const sql = cases[table]?.[action]
    if (!sql) throw new Error(`no case for ${table} ${action}`)
    const outcomes: Record<string, Outcome> = {}
    for (const actor of ['anon', 'user', 'other', 'admin'] as const) {
      outcomes[actor] = await attempt(pg, actor, sql)
    }
    expect(outcomes).toEqual({ anon, user, other, admin })
  })
})
