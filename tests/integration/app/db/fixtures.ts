import type { RoleContext } from '@/supabase/local/db/with-role.ts'

// Users from supabase/seed.sql and rows every RLS-matrix case targets, inserted as the superuser.
export const ADMIN = 'a0000000-0000-4000-8000-000000000001'
export const OTHER = 'a0000000-0000-4000-8000-000000000002' // the member: has an active membership
export const USER = 'a0000000-0000-4000-8000-000000000003' // the student: owns the fixture rows

const id = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const ids = {
  service: id(1),
  hiddenService: id(2),
  author: id(3),
  category: id(4),
  article: id(5),
  draftArticle: id(6),
  testimonial: id(7),
  pendingTestimonial: id(8),
  quiz: id(9),
  draftQuiz: id(10),
  question: id(11),
  draftQuestion: id(12),
  attempt: id(13),
  resource: id(14),
  draftResource: id(15),
  membersResource: id(16),
  otherResource: id(17),
  job: id(18),
  draftJob: id(19),
  application: id(20),
  order: id(21),
  message: id(22),
  draftPromotion: id(23),
  leadMagnet: id(24),
  inactiveLeadMagnet: id(25),
  lead: id(26),
  membership: id(27),
  otherAttempt: id(28),
  otherOrder: id(29),
  ownMessage: id(30),
  reply: id(31),
}

export type Actor = 'anon' | 'user' | 'other' | 'admin'

// How each actor reaches Postgres: the role and JWT claims PostgREST would set for the request.
export const actors: Record<Actor, RoleContext> = {
  anon: { role: 'anon' },
  user: { role: 'authenticated', claims: { sub: USER, aud: 'authenticated' } },
  other: { role: 'authenticated', claims: { sub: OTHER, aud: 'authenticated' } },
  admin: { role: 'authenticated', claims: { sub: ADMIN, aud: 'authenticated' } },
}

export const fixtureSql = `
insert into public.services (id, slug, title, is_published) values
  ('${ids.service}', 'essay-coaching', 'Essay coaching', true),
  ('${ids.hiddenService}', 'hidden-service', 'Hidden service', false);
insert into public.authors (id, slug, name) values ('${ids.author}', 'jane-doe', 'Jane Doe');
insert into public.article_categories (id, slug, name) values ('${ids.category}', 'study-skills', 'Study skills');
insert into public.articles (id, slug, title, content, status, published_at, category_id, author_id) values
  ('${ids.article}', 'published-article', 'Published', 'Words about exams', 'published', now() - interval '1 day', '${ids.category}', '${ids.author}'),
  ('${ids.draftArticle}', 'draft-article', 'Draft', 'Not yet', 'draft', null, '${ids.category}', '${ids.author}');
insert into public.article_slug_history (old_slug, article_id) values
  ('old-published-article', '${ids.article}'),
  ('old-draft-article', '${ids.draftArticle}');
insert into public.testimonials (id, name, rating, quote, status) values
  ('${ids.testimonial}', 'Ana', 5, 'Great help', 'approved'),
  ('${ids.pendingTestimonial}', 'Ben', 4, 'Pending quote', 'pending');
insert into public.quizzes (id, slug, title, status, published_at) values
  ('${ids.quiz}', 'published-quiz', 'Published quiz', 'published', now()),
  ('${ids.draftQuiz}', 'draft-quiz', 'Draft quiz', 'draft', null);
insert into public.quiz_slug_history (old_slug, quiz_id) values
  ('old-published-quiz', '${ids.quiz}'),
  ('old-draft-quiz', '${ids.draftQuiz}');
insert into public.quiz_questions (id, quiz_id, position, kind, prompt, options) values
  ('${ids.question}', '${ids.quiz}', 1, 'single_choice', 'Pick b', '[{"id":"a","label":"A"},{"id":"b","label":"B"}]'),
  ('${ids.draftQuestion}', '${ids.draftQuiz}', 1, 'true_false', 'True?', '[]');
insert into public.quiz_answer_keys (question_id, correct_answers, explanation) values
  ('${ids.question}', '["b"]', 'B is right');
insert into public.quiz_attempts (id, quiz_id, user_id, answers, score, max_score) values
  ('${ids.attempt}', '${ids.quiz}', '${USER}', '{}', 0, 1);
insert into public.resources (id, slug, title, kind, status, published_at, members_only) values
  ('${ids.resource}', 'published-resource', 'Published resource', 'guide', 'published', now(), false),
  ('${ids.draftResource}', 'draft-resource', 'Draft resource', 'checklist', 'draft', null, false),
  ('${ids.membersResource}', 'members-resource', 'Members resource', 'template', 'published', now(), true),
  ('${ids.otherResource}', 'other-resource', 'Other resource', 'worksheet', 'published', now(), false);
insert into public.resource_slug_history (old_slug, resource_id) values
  ('old-published-resource', '${ids.resource}');
insert into public.saved_resources (user_id, resource_id) values ('${USER}', '${ids.resource}');
-- The member's own rows, so that the student, too, has victims in the unfiltered-write matrix.
insert into public.quiz_attempts (id, quiz_id, user_id, answers, score, max_score) values
  ('${ids.otherAttempt}', '${ids.quiz}', '${OTHER}', '{}', 1, 1);
insert into public.saved_resources (user_id, resource_id) values ('${OTHER}', '${ids.otherResource}');
insert into public.orders (id, student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged) values
  ('${ids.otherOrder}', '${OTHER}', 'Chemistry', 'masters', 'Titration write-up', now() + interval '9 days', true);
insert into public.jobs (id, slug, title, status, published_at) values
  ('${ids.job}', 'open-job', 'Open job', 'open', now()),
  ('${ids.draftJob}', 'draft-job', 'Draft job', 'draft', null);
insert into public.job_slug_history (old_slug, job_id) values
  ('old-open-job', '${ids.job}'),
  ('old-draft-job', '${ids.draftJob}');
insert into public.job_applications (id, job_id, user_id, full_name, email) values
  ('${ids.application}', '${ids.job}', '${USER}', 'Sam Student', 'student@scholarlysupport.co');
insert into public.orders (id, student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged) values
  ('${ids.order}', '${USER}', 'Statistics', 'undergraduate', 'Help me understand regression', now() + interval '7 days', true);
insert into public.messages (id, name, email, body, user_id) values
  ('${ids.message}', 'Visitor', 'visitor@example.com', 'Hello', null),
  ('${ids.ownMessage}', 'Sam Student', 'student@scholarlysupport.co', 'Hello from Sam', '${USER}');
insert into public.message_replies (id, message_id, sent_to, subject, body, sent_by) values
  ('${ids.reply}', '${ids.message}', 'visitor@example.com', 'Re: Hello', 'Thanks for writing', '${ADMIN}');
insert into public.analytics_events (event_name, path) values ('page_view', '/');
insert into public.site_promotions (id, name, status, headline, end_at) values
  ('${ids.draftPromotion}', 'draft-promo', 'draft', 'Later', now() + interval '30 days');
insert into public.promotion_events (promotion_id, event, path)
  select id, 'impression', '/' from public.site_promotions where name = 'offer';
insert into public.lead_magnets (id, slug, title, is_active) values
  ('${ids.leadMagnet}', 'study-guide', 'Study guide', true),
  ('${ids.inactiveLeadMagnet}', 'old-guide', 'Old guide', false);
insert into public.leads (id, email, lead_magnet_id, source_path) values
  ('${ids.lead}', 'lead@example.com', '${ids.leadMagnet}', '/');
insert into public.memberships (id, user_id, plan, status, started_at, ends_at) values
  ('${ids.membership}', '${USER}', 'monthly', 'expired', now() - interval '60 days', now() - interval '30 days');
insert into storage.objects (bucket_id, name) values
  ('media', 'images/hero.png'),
  ('avatars', '${USER}/avatar.png'),
  ('resumes', 'applications/sam.pdf'),
  ('lead-magnets', 'study-success-guide.pdf'),
  ('resource-files', 'published.pdf'),
  ('resource-files', 'members.pdf'),
  ('resource-files', 'orphan.pdf');
update public.resources set file_path = 'published.pdf' where id = '${ids.resource}';
update public.resources set file_path = 'members.pdf' where id = '${ids.membersResource}';
insert into public.quiz_sessions (quiz_id, started_by) values ('${ids.quiz}', '${USER}');
insert into public.sign_in_attempts (email, user_id, succeeded, failure_reason, client_address) values
  ('student@scholarlysupport.co', '${USER}', false, 'invalid_credentials', '198.51.100.7'),
  ('student@scholarlysupport.co', '${USER}', true, null, '198.51.100.7');
`
