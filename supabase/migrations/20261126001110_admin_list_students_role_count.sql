-- The accounts list's total for "admins only" counted every account (about 80 ms at 100,000
-- accounts in PGlite, against 1-2 ms for the page itself): the count still matched the role
-- through coalesce(r.role, 'user'), which hides how rare a role is from the planner and so joined
-- the whole of user_roles to profiles, while the page already used the plain column (see
-- 20261126001000_admin_list_students_sort.sql). The count now takes the page's own filter, so an
-- admins-only total starts from user_roles_role_idx. The rest of the function is unchanged.

create or replace function public.admin_list_students(
  search text default '',
  role_filter text default null,
  sort_column text default 'created_at',
  sort_direction text default 'desc',
  page_size integer default 25,
  page_offset integer default 0,
  only_user uuid default null
)
returns table (
  user_id uuid,
  email text,
  full_name text,
  role text,
  membership_plan text,
  orders_count integer,
  quiz_attempts_count integer,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := coalesce(btrim(search), '');
  pattern text := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  direction text := case when sort_direction = 'asc' then 'asc' else 'desc' end;
  -- The tie-breaker runs against the sort, so "newest first" is the created_at index read
  -- forwards and "oldest first" the same index read backwards.
  tie text := case when sort_direction = 'asc' then 'desc' else 'asc' end;
  sort_key text;
  total bigint;
  -- A role other than 'user' is matched on the column itself, whose statistics say how rare it
  -- is (one admin in 100,000 accounts): through coalesce() the planner guessed 500 and walked
  -- the newest-first index row by row to find 25 of them.
  role_condition text := case
    when role_filter is null then ''
    when role_filter = 'user' then ' and (r.role is null or r.role = ''user'')'
    else ' and r.role = $4'
  end;
begin
  if not public.is_admin() then
    raise exception 'only admins can list accounts' using errcode = '42501';
  end if;
  sort_key := case sort_column
    when 'created_at' then '{t}.created_at'
    when 'email' then 'lower({t}.email)'
    when 'full_name' then 'lower({t}.full_name)'
    when 'last_sign_in_at' then '{t}.last_sign_in_at'
  end;
  if sort_key is null then
    raise exception 'cannot sort accounts by %', sort_column using errcode = '22023';
  end if;
  if page_size not between 1 and 1000 or page_offset < 0 then
    raise exception 'page size must be 1-1000' using errcode = '22023';
  end if;
  -- created_at is never null: "nulls last" there would stop the index from serving the sort.
  sort_key := sort_key || ' ' || direction
    || case when sort_column = 'created_at' then '' else ' nulls last' end
    || ', {t}.user_id ' || tie;

  execute
    'select count(*)
     from public.profiles p
     left join public.user_roles r on r.user_id = p.user_id
     where ($1::uuid is null or p.user_id = $1)
       and ($2 = '''' or p.email ilike $3 or p.full_name ilike $3)' || role_condition
    into total
    using only_user, term, pattern, role_filter;

  return query execute
    'with page as (
       select p.user_id, p.email, p.full_name, coalesce(r.role, ''user'') as role, p.created_at,
         p.last_sign_in_at
       from public.profiles p
       left join public.user_roles r on r.user_id = p.user_id
       where ($1::uuid is null or p.user_id = $1)
         and ($2 = '''' or p.email ilike $3 or p.full_name ilike $3)' || role_condition || '
       order by ' || replace(sort_key, '{t}', 'p') || '
       limit $5 offset $6
     )
     select pg.user_id, pg.email, pg.full_name, pg.role,
       (select ms.plan from public.memberships ms
         where ms.user_id = pg.user_id and ms.status = ''active''
         order by ms.started_at desc limit 1),
       (select count(*)::integer from public.orders o where o.student_id = pg.user_id),
       (select count(*)::integer from public.quiz_attempts qa where qa.user_id = pg.user_id),
       pg.created_at, pg.last_sign_in_at, $7::bigint
     from page pg
     order by ' || replace(sort_key, '{t}', 'pg')
  using only_user, term, pattern, role_filter, page_size, page_offset, total;
end;
$$;
