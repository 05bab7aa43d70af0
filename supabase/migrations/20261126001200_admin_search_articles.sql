-- The articles an admin's list search matches, read as the table's owner after an admin check.
--
-- The admin articles list searched with a PostgREST `or=(title.ilike…,slug.ilike…)` filter, as
-- the admin under RLS. There Postgres will not use ILIKE (not leakproof) as an index condition
-- nor its statistics, so the trigram indexes on title and slug were never used: the list walked
-- its sort index testing every article until the page was full, which for a rare term is every
-- one of the 100,000, and then again for the count. This returns the matching rows as `articles`
-- rows, so the list's filters, embeds, order, paging and count apply to it through PostgREST as
-- before; the match is the list's own (anywhere in the title or slug, case-insensitive, `%` and
-- `_` literal).
--
-- Only for a term that matches few rows. A broad term is served well by the old path (a walk of
-- the sort index fills a page after a few rows, and the count stops at 1,001), while handing over
-- every match from here would copy thousands of whole rows (ten times slower for a term in one
-- article of seven). Past private.admin_search_cap() matches the function refuses with 54000 and
-- the list searches through RLS instead.

-- How many matching rows an admin search function hands over (see above); one place for all.
create function private.admin_search_cap()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 2000
$$;
revoke all on function private.admin_search_cap() from public, anon, authenticated;

-- What every admin search function runs, after its admin check, before it hands rows over: the
-- count of matches up to the cap. Through EXECUTE, so each search is planned for its own pattern:
-- a cached generic plan cannot tell a rare term (the trigram indexes) from a common one (a scan).
-- `source` is the function's own `from … where …` text with the pattern as $1, never user input.
create function private.refuse_broad_search(source text, pattern text, what text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  matched integer;
begin
  execute format('select count(*) from (select 1 %s limit %s) m', source, private.admin_search_cap() + 1)
    into matched
    using pattern;
  if matched > private.admin_search_cap() then
    raise exception 'the search matches more than % rows of %', private.admin_search_cap(), what
      using errcode = '54000', hint = 'Filter the table through its own policies instead.';
  end if;
end;
$$;
revoke all on function private.refuse_broad_search(text, text, text) from public, anon, authenticated;

create function public.admin_search_articles(search text)
returns setof public.articles
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.articles a where a.title ilike $1 or a.slug ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'articles');
  return query execute 'select a.* ' || source using pattern;
end;
$$;
revoke execute on function public.admin_search_articles(text) from public, anon;
grant execute on function public.admin_search_articles(text) to authenticated;
