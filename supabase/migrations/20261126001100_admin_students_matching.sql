-- The accounts an admin's orders search names, read as the table's owner after an admin check.
--
-- A search of the orders list also matches the student's name or email. The list looked the
-- accounts up through PostgREST, as the admin under RLS, where ILIKE (not leakproof) cannot be
-- an index condition: every search read all of profiles, about 250-400 ms at 100,000 accounts in
-- PGlite, most of the list's time for a subject word. Read here without RLS, the trigram indexes
-- on email and full_name serve it (a few ms), and a broad term still stops at the first rows.
create function public.admin_students_matching(search text, max_matches integer default 100)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := nullif(btrim(coalesce(search, '')), '');
  pattern text := private.contains_pattern(term);
  matched uuid[];
begin
  if not public.is_admin() then
    raise exception 'only admins can look up students' using errcode = '42501';
  end if;
  if max_matches is null or max_matches not between 0 and 1000 then
    raise exception 'max matches must be 0-1000' using errcode = '22023';
  end if;
  if term is null then
    return '{}';
  end if;
  -- Run through EXECUTE so each search is planned for its own pattern: a cached generic plan
  -- cannot tell a rare term (the trigram indexes) from a common one (the first rows of a scan).
  execute 'select array_agg(m.user_id) from (
      select p.user_id from public.profiles p
      where p.email ilike $1 or p.full_name ilike $1
      limit $2
    ) m'
    into matched
    using pattern, max_matches + 1;
  -- More accounts than that: the term is too broad to be a student lookup, so the search keeps
  -- to order numbers and subjects.
  if cardinality(matched) > max_matches then
    return '{}';
  end if;
  return coalesce(matched, '{}');
end;
$$;
revoke execute on function public.admin_students_matching(text, integer) from public, anon;
grant execute on function public.admin_students_matching(text, integer) to authenticated;
