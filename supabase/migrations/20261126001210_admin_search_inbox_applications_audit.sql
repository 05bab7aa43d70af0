-- The searches of the admin messages, job applications and audit log lists, read as the tables'
-- owner after an admin check, with trigram indexes; the same shape as admin_search_articles
-- (migration 20261126001200), including its cap (private.refuse_broad_search: a broad term, 54000,
-- searches through RLS).
--
-- Each list searched with a PostgREST `ilike` filter as the admin under RLS, where Postgres will
-- not use ILIKE (not leakproof) as an index condition nor its statistics, and there was no index
-- for a match anywhere in the text anyway: a rare term read every row of the table, twice (the
-- page, then the count). These functions return the matching rows as table rows, so each list's
-- filters, embeds, order, paging and count apply to them through PostgREST as before; the match is
-- the list's own (anywhere in the columns, case-insensitive, `%` and `_` literal).

-- The lists' default order, as readListPage asks for it (`created_at desc nulls last, id`): the
-- existing `created_at desc` indexes put nulls first, as every descending index does, so they
-- could not serve it and every page, searched or not, sorted the whole table (0.7-1.5 s for
-- 100,000 messages or applications on a loaded machine). created_at is never null; the order's
-- null placement is the lists' shared one.
create index messages_admin_created_at_idx on public.messages (created_at desc nulls last, id);
create index job_applications_admin_created_at_idx
  on public.job_applications (created_at desc nulls last, id);
create index job_applications_admin_job_id_created_at_idx
  on public.job_applications (job_id, created_at desc nulls last, id);

create index messages_name_trgm_idx on public.messages using gin (name extensions.gin_trgm_ops);
create index messages_email_trgm_idx on public.messages using gin (email extensions.gin_trgm_ops);
create index messages_subject_trgm_idx
  on public.messages using gin (subject extensions.gin_trgm_ops);
create index job_applications_full_name_trgm_idx
  on public.job_applications using gin (full_name extensions.gin_trgm_ops);
create index job_applications_email_trgm_idx
  on public.job_applications using gin (email extensions.gin_trgm_ops);
create index audit_log_row_id_trgm_idx
  on public.audit_log using gin (row_id extensions.gin_trgm_ops);

create function public.admin_search_messages(search text)
returns setof public.messages
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.messages m where m.name ilike $1 or m.email ilike $1 or m.subject ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'messages');
  return query execute 'select m.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_messages(text) from public, anon;
grant execute on function public.admin_search_messages(text) to authenticated;

create function public.admin_search_applications(search text)
returns setof public.job_applications
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.job_applications j where j.full_name ilike $1 or j.email ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'job applications');
  return query execute 'select j.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_applications(text) from public, anon;
grant execute on function public.admin_search_applications(text) to authenticated;

create function public.admin_search_audit_log(search text)
returns setof public.audit_log
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.audit_log l where l.row_id ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'audit log');
  return query execute 'select l.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_audit_log(text) from public, anon;
grant execute on function public.admin_search_audit_log(text) to authenticated;
