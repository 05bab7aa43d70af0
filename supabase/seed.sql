-- Structural seed: demo accounts, the admin role, a membership and the live 'offer' promotion.
-- Content (articles, quizzes, resources ...) lives in seeds/*.sql, applied after this file.
-- Passwords are for local development only.

-- Seeded rows get ids derived from their table and the order they are inserted in, not random
-- ones: every database seeded from these files then holds the same ids, so a page prerendered
-- against one Supabase Local (the build's) posts the right quiz, question and resource ids to
-- another (the browser tests'). seeds/99_random_ids.sql puts gen_random_uuid() back.
create sequence private.seed_row_number;
create function private.seed_uuid(scope text) returns uuid
language sql
volatile
set search_path = ''
as $$
  -- An RFC 9562 version 8 (custom) UUID: a hash with the version and variant bits set.
  select overlay(
    overlay(
      pg_catalog.md5(scope || ':' || pg_catalog.nextval('private.seed_row_number'))
      placing '8' from 13
    )
    placing '8' from 17
  )::uuid
$$;
do $$
declare
  target record;
begin
  for target in
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_default = 'gen_random_uuid()'
  loop
    execute format(
      'alter table public.%I alter column %I set default private.seed_uuid(%L)',
      target.table_name, target.column_name, target.table_name
    );
  end loop;
end
$$;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, last_sign_in_at, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  crypt(u.password, gen_salt('bf', 10)), now(),
  '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name), false, null, now(), now()
from (
  values
    ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@scholarlysupport.co', 'AdminPass123', 'Site Admin'),
    ('a0000000-0000-4000-8000-000000000002'::uuid, 'member@scholarlysupport.co', 'MemberPass123', 'Maya Member'),
    ('a0000000-0000-4000-8000-000000000003'::uuid, 'student@scholarlysupport.co', 'StudentPass123', 'Sam Student')
) as u (id, email, password, full_name);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  private.seed_uuid('identities'), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email in ('admin@scholarlysupport.co', 'member@scholarlysupport.co', 'student@scholarlysupport.co');

update public.user_roles set role = 'admin'
where user_id = 'a0000000-0000-4000-8000-000000000001';

insert into public.memberships (user_id, plan, status, started_at, ends_at)
values ('a0000000-0000-4000-8000-000000000002', 'annual', 'active', now(), now() + interval '1 year');

insert into public.site_promotions (name, status, headline, subtext, cta_label, cta_url, start_at, end_at)
values (
  'offer',
  'active',
  '20% off your first tutoring session',
  'Book a one-to-one session with a subject specialist before the offer ends.',
  'Claim the offer',
  '/contact',
  now(),
  now() + interval '7 days'
);
