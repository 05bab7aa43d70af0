-- Sign-in attempts (issue 17, point 10). Sign-in runs as a server action, so Supabase Auth only
-- sees the server's address; the app records every attempt here with the client's address, and
-- the admin security page reads them (recent sign-ins, failures per account).

create table public.sign_in_attempts (
  id bigint generated always as identity primary key,
  -- Lower-cased and trimmed, as typed: failures against unknown addresses are recorded too.
  email text not null check (length(email) between 1 and 254),
  -- The account the address belonged to at the time, when there was one.
  user_id uuid references auth.users (id) on delete cascade,
  succeeded boolean not null,
  -- Why a failed attempt failed; null for a success.
  failure_reason text check (
    failure_reason in (
      'invalid_credentials', 'email_not_confirmed', 'rate_limited', 'captcha', 'error'
    )
  ),
  client_address inet,
  created_at timestamptz not null default now(),
  check (succeeded = (failure_reason is null))
);

create index sign_in_attempts_created_at_idx on public.sign_in_attempts (created_at desc);
create index sign_in_attempts_email_created_at_idx
  on public.sign_in_attempts (email, created_at desc);
create index sign_in_attempts_user_id_created_at_idx
  on public.sign_in_attempts (user_id, created_at desc);

alter table public.sign_in_attempts enable row level security;
revoke all on public.sign_in_attempts from public, anon, authenticated;
grant select on public.sign_in_attempts to authenticated;

create policy "admins read sign-in attempts" on public.sign_in_attempts
  for select to authenticated using ((select public.is_admin()));

-- One row per address (and account) for the admin security page: last success and failure,
-- failures in the last day and since the last success. Security invoker, so the table's RLS
-- (admins only) applies to whoever reads the view.
create view public.sign_in_accounts with (security_invoker = true) as
select
  a.email,
  a.user_id,
  count(*) as attempts,
  max(a.created_at) as last_attempt_at,
  max(a.created_at) filter (where a.succeeded) as last_success_at,
  max(a.created_at) filter (where not a.succeeded) as last_failure_at,
  count(*) filter (where not a.succeeded and a.created_at > now() - interval '24 hours')
    as failures_last_24_hours,
  count(*) filter (
    where not a.succeeded and a.created_at > coalesce(
      (
        select max(s.created_at) from public.sign_in_attempts s
        where s.email = a.email and s.succeeded
      ),
      '-infinity'
    )
  ) as failures_since_last_success
from public.sign_in_attempts a
group by a.email, a.user_id;

revoke all on public.sign_in_accounts from public, anon;
grant select on public.sign_in_accounts to authenticated;

-- Records one attempt; the account is looked up by address here because auth.users is not
-- reachable through the REST API. Only the server (service role) calls it.
create function public.record_sign_in_attempt(
  email text,
  succeeded boolean,
  failure_reason text default null,
  client_address text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.sign_in_attempts (email, user_id, succeeded, failure_reason, client_address)
  select
    lower(trim(record_sign_in_attempt.email)),
    (
      select u.id from auth.users u
      where lower(u.email) = lower(trim(record_sign_in_attempt.email))
      limit 1
    ),
    record_sign_in_attempt.succeeded,
    record_sign_in_attempt.failure_reason,
    nullif(record_sign_in_attempt.client_address, '')::inet;
$$;

revoke execute on function public.record_sign_in_attempt(text, boolean, text, text)
  from public, anon, authenticated;
grant execute on function public.record_sign_in_attempt(text, boolean, text, text) to service_role;
