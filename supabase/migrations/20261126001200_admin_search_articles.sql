-- The articles an admin's list search matches, read as the table's owner after an admin check.
--
-- The admin articles list searched with a PostgREST `or=(title.ilike…,slug.ilike…)` filter, as
-- the admin under RLS. There Postgres will not use ILIKE (not leakproof) as an index condition
-- nor its statistics, so the trigram indexes on title and slug were never used: the list walked
-- its sort index testing every article until the page was full, which for a rare term is all
-- 100,000 of them, and then again for the count. This returns the matching rows as `articles`
-- rows, so the list's filters, embeds, order, paging and count apply to it through PostgREST as
-- before; the match is the list's own (anywhere in the title or slug, case-insensitive, `%` and
-- `_` literal).
create function public.admin_search_articles(search text)
returns setof public.articles
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only admins can search every article' using errcode = '42501';
  end if;
  -- Run through EXECUTE so each search is planned for its own pattern: a cached generic plan
  -- cannot tell a rare term (the trigram indexes) from a common one (a scan).
  return query execute
    'select a.* from public.articles a where a.title ilike $1 or a.slug ilike $1'
    using private.contains_pattern(search);
end;
$$;
revoke execute on function public.admin_search_articles(text) from public, anon;
grant execute on function public.admin_search_articles(text) to authenticated;
