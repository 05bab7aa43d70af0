-- The audit log's "Who" filter, capped (issue 16). admin_audit_actors listed every account the
-- log names as an actor: with 100,000 students whose own changes were recorded, a 100,000-option
-- select sent with every page. It now offers the system (in the app), the current and former
-- admins, the accounts (at most max_others, 50) that most recently changed something in the
-- page's range, and the account the URL has chosen, whoever it is. Anyone else is found by name or
-- email with admin_search_audit_actors, or from a row of the log.

-- Former admins are read from the role history the log keeps (user_roles is audited): this index
-- holds only the entries that made someone an admin.
create index audit_log_admin_roles_idx on public.audit_log (row_id)
  where table_name = 'user_roles' and after ->> 'role' = 'admin';

drop function public.admin_audit_actors();

-- kind: 'admin', 'former admin', 'recent' (active in the range) or 'selected' (none of those).
-- The recent ones are found by walking the range's entries newest first (audit_log_created_at_idx)
-- until max_others accounts are found; the walk stops after 10,000 entries, so a range that one
-- busy account fills offers fewer, and the search finds the rest.
create function public.admin_audit_actors(
  from_date date,
  to_date date,
  max_others integer default 50,
  selected uuid default null
)
returns table (actor_id uuid, full_name text, email text, kind text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange;
  admins uuid[];
  former uuid[];
  others uuid[] := '{}';
  entry record;
begin
  perform private.require_admin();
  bounds := private.analytics_range(from_date, to_date);
  if max_others is null or max_others not between 0 and 200 then
    raise exception 'max others must be 0-200' using errcode = '22023';
  end if;
  select coalesce(array_agg(r.user_id), '{}') into admins
  from public.user_roles r where r.role = 'admin';
  select coalesce(array_agg(distinct l.row_id::uuid), '{}') into former
  from public.audit_log l
  where l.table_name = 'user_roles' and l.after ->> 'role' = 'admin'
    and l.row_id::uuid <> all(admins);
  if max_others > 0 then
    for entry in
      select l.actor_id from public.audit_log l
      where l.created_at >= lower(bounds) and l.created_at < upper(bounds)
        and l.actor_id is not null
      order by l.created_at desc
      limit 10000
    loop
      if entry.actor_id <> all(admins || former || others) then
        others := others || entry.actor_id;
        exit when cardinality(others) >= max_others;
      end if;
    end loop;
  end if;
  return query
  with chosen (id, kind, rank) as (
    select a.id, 'admin', 0 from unnest(admins) a (id)
    union all
    select f.id, 'former admin', 1 from unnest(former) f (id)
    union all
    select o.id, 'recent', 2 from unnest(others) o (id)
    union all
    select selected, 'selected', 2
    where selected is not null and selected <> all(admins || former || others)
  )
  select c.id, p.full_name, p.email, c.kind
  from chosen c
  left join public.profiles p on p.user_id = c.id
  order by c.rank, p.user_id is null,
    lower(coalesce(nullif(btrim(p.full_name), ''), p.email)), c.id;
end;
$$;
revoke execute on function public.admin_audit_actors(date, date, integer, uuid) from public, anon;
grant execute on function public.admin_audit_actors(date, date, integer, uuid) to authenticated;

-- Accounts the log names as actors whose name or email contains the term (case-insensitive, `%`
-- and `_` literal), at most max_rows of them, by name. Through EXECUTE so each term is planned for
-- itself (the trigram indexes on profiles for a rare term, the first rows for a common one); a
-- common term stops at max_rows, unordered, and the admin types more.
create function public.admin_search_audit_actors(search text, max_rows integer default 20)
returns table (actor_id uuid, full_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  term text := nullif(btrim(coalesce(search, '')), '');
begin
  perform private.require_admin();
  if max_rows is null or max_rows not between 1 and 100 then
    raise exception 'max rows must be 1-100' using errcode = '22023';
  end if;
  if term is null then
    return;
  end if;
  return query execute
    'select m.user_id, m.full_name, m.email from (
       select p.user_id, p.full_name, p.email from public.profiles p
       where (p.email ilike $1 or p.full_name ilike $1)
         and exists (select 1 from public.audit_log l where l.actor_id = p.user_id)
       limit $2
     ) m
     order by lower(coalesce(nullif(btrim(m.full_name), ''''), m.email)), m.user_id'
    using private.contains_pattern(term), max_rows;
end;
$$;
revoke execute on function public.admin_search_audit_actors(text, integer) from public, anon;
grant execute on function public.admin_search_audit_actors(text, integer) to authenticated;
