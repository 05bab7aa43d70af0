-- The admin lists of quizzes, jobs, resources and promotions at 100,000 rows
-- (bench/admin-content-lists.ts), made to fit the lists' 300 ms budget as the other lists were
-- (migrations 20261125000700, 20261126001200 and 20261126001210).
--
-- Their default order, as readListPage asks for it, is `updated_at desc nulls last, id`. The
-- quizzes' and jobs' `updated_at desc` indexes put nulls first, as every descending index does,
-- so they could not serve it, and promotions had none: every page sorted the whole table (0.6-1.2 s
-- for 100,000 quizzes or jobs on a loaded machine). The title sorts had no index either.
drop index public.quizzes_updated_at_idx;
drop index public.jobs_updated_at_idx;
create index quizzes_admin_updated_at_idx on public.quizzes (updated_at desc nulls last, id);
create index quizzes_admin_title_idx on public.quizzes (title, id);
create index jobs_admin_updated_at_idx on public.jobs (updated_at desc nulls last, id);
create index jobs_admin_title_idx on public.jobs (title, id);
create index resources_admin_title_idx on public.resources (title, id);
create index site_promotions_admin_updated_at_idx
  on public.site_promotions (updated_at desc nulls last, id);

-- Each list searched with a PostgREST `ilike` filter as the admin under RLS, where Postgres will
-- not use ILIKE (not leakproof) as an index condition: a rare term read every row, twice (the page,
-- then the count), 0.5-1.5 s at 100,000. The same trigram indexes and search functions as the
-- articles list's (admin_search_articles: admins only, 42501 for anyone else; the list's own match,
-- anywhere in its columns, case-insensitive, `%` and `_` literal; table rows, so the list's
-- filters, embeds, order, paging and count still apply; a term matching more than the cap is
-- refused with 54000 and searched through RLS as before).
create index quizzes_title_trgm_idx on public.quizzes using gin (title extensions.gin_trgm_ops);
create index quizzes_slug_trgm_idx on public.quizzes using gin (slug extensions.gin_trgm_ops);
create index jobs_title_trgm_idx on public.jobs using gin (title extensions.gin_trgm_ops);
create index jobs_slug_trgm_idx on public.jobs using gin (slug extensions.gin_trgm_ops);
create index resources_title_trgm_idx on public.resources using gin (title extensions.gin_trgm_ops);
create index resources_slug_trgm_idx on public.resources using gin (slug extensions.gin_trgm_ops);
create index site_promotions_name_trgm_idx
  on public.site_promotions using gin (name extensions.gin_trgm_ops);
create index site_promotions_headline_trgm_idx
  on public.site_promotions using gin (headline extensions.gin_trgm_ops);

create function public.admin_search_quizzes(search text)
returns setof public.quizzes
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.quizzes q where q.title ilike $1 or q.slug ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'quizzes');
  return query execute 'select q.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_quizzes(text) from public, anon;
grant execute on function public.admin_search_quizzes(text) to authenticated;

create function public.admin_search_jobs(search text)
returns setof public.jobs
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.jobs j where j.title ilike $1 or j.slug ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'jobs');
  return query execute 'select j.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_jobs(text) from public, anon;
grant execute on function public.admin_search_jobs(text) to authenticated;

create function public.admin_search_resources(search text)
returns setof public.resources
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.resources r where r.title ilike $1 or r.slug ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'resources');
  return query execute 'select r.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_resources(text) from public, anon;
grant execute on function public.admin_search_resources(text) to authenticated;

create function public.admin_search_promotions(search text)
returns setof public.site_promotions
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.site_promotions p where p.name ilike $1 or p.headline ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'promotions');
  return query execute 'select p.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_promotions(text) from public, anon;
grant execute on function public.admin_search_promotions(text) to authenticated;
