-- Public writes (job applications, contact messages, analytics events, résumés) go through the
-- app only: its route handlers validate, rate limit and then write with the service role. The
-- anon key alone can no longer insert into these tables or upload into the resumes bucket.

drop policy "anyone applies to an open job; admins add any" on public.job_applications;
drop policy "anyone sends a message" on public.messages;
drop policy "anyone records an event as themselves" on public.analytics_events;
drop policy "anyone uploads a resume" on storage.objects;

revoke insert on public.job_applications, public.messages, public.analytics_events from anon;

create policy "admins add applications" on public.job_applications
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins add messages" on public.messages
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins add analytics events" on public.analytics_events
  for insert to authenticated with check ((select public.is_admin()));

-- Signed-in senders see their own messages on the dashboard.
create policy "senders read their own messages" on public.messages
  for select to authenticated using (user_id = (select auth.uid()));

-- The contact form's topic; the subject line stays free text for admin replies.
alter table public.messages
  add column topic text not null default 'general'
    check (topic in ('general', 'services', 'orders', 'careers', 'privacy', 'other'));

-- One résumé belongs to one application.
create unique index job_applications_resume_path_key on public.job_applications (resume_path);
create index job_applications_job_email_created_idx
  on public.job_applications (job_id, lower(email), created_at desc);

-- The rules the app's writes keep even though the service role bypasses RLS: only open jobs take
-- applications, and one address applies to one job once a day. Other roles are left to RLS
-- (visitors cannot insert at all; admins may add any application). Security invoker, so
-- current_user is the caller. The advisory lock makes two simultaneous submissions of the same
-- address wait for each other.
create function public.guard_job_application()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'service_role' then
    return new;
  end if;
  if not exists (select 1 from public.jobs j where j.id = new.job_id and j.status = 'open') then
    raise exception 'This role is no longer accepting applications'
      using errcode = 'P0409', hint = 'job_not_open';
  end if;
  perform pg_advisory_xact_lock(hashtext(new.job_id::text || ':' || lower(new.email)));
  if exists (
    select 1 from public.job_applications a
    where a.job_id = new.job_id
      and lower(a.email) = lower(new.email)
      and a.created_at > now() - interval '24 hours'
  ) then
    raise exception 'You have already applied for this role'
      using errcode = '23505', hint = 'duplicate_application';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_job_application() from public, anon, authenticated;

create trigger guard_job_application before insert on public.job_applications
  for each row execute function public.guard_job_application();
