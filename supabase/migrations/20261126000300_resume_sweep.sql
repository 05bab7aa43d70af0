-- Orphan résumés (issue 14): files in the private resumes bucket that no application claims.
-- A failed submission removes its file at once; what this finds are uploads whose visitor closed
-- the tab before submitting, or whose request died between upload and insert. The app removes
-- them through the Storage API (so the stored bytes go, not only the row), a bounded batch after
-- each stored application and on demand with `npm run careers:sweep-resumes`: hosted projects
-- and Supabase Local alike, with no pg_cron.
--
-- Only uploads older than a day qualify. An application can claim a file only with the ticket
-- issued with its upload URL, and tickets expire an hour after issue (lib/careers/resume-ticket.ts),
-- before the upload happens, so a day-old unclaimed file can never be claimed any more, and
-- removing it cannot race a submission. The day also outlasts any form session.
-- `setof text`, a plain JSON array of paths over /rpc: PostgREST answers a one-column
-- `returns table` with objects, and Supabase Local with bare values.
create function public.orphan_resume_paths(max_paths integer)
returns setof text
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'resumes'
    and o.name like 'applications/%'
    and o.created_at < now() - interval '1 day'
    and coalesce(o.updated_at, o.created_at) < now() - interval '1 day'
    and not exists (select 1 from public.job_applications a where a.resume_path = o.name)
  order by o.created_at
  limit least(greatest(max_paths, 0), 1000)
$$;

-- Security invoker, run by service_role only (which reads storage.objects and every application
-- past RLS); nobody else learns which files exist.
revoke execute on function public.orphan_resume_paths(integer) from public, anon, authenticated;
grant execute on function public.orphan_resume_paths(integer) to service_role;
