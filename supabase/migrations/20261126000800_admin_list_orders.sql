-- The admin orders list's page, read as the table's owner after an admin check.
--
-- Under RLS the planner ignores a column's statistics for operators that are not leakproof
-- (ILIKE among them), so for a search through PostgREST it guesses that about 10 of 100,000
-- orders match a subject word that one in eight does, and scans and sorts the whole table
-- (240 ms in PGlite) instead of walking the created_at index until the page is full (under
-- 5 ms). Read here without RLS, with the same filters as admin_count_orders, the estimate is
-- right and so is the plan. PostgREST still embeds the student and the service as the caller.

-- The filter both functions run: $1 status, $2 service, $3 requested from, $4 requested before,
-- $5 the search term, $6 its ILIKE pattern, $7 the accounts whose name or email matched.
create function private.order_list_filter(term text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '($1::text is null or o.status = $1)
    and ($2::uuid is null or o.service_id = $2)
    and ($3::timestamptz is null or o.created_at >= $3)
    and ($4::timestamptz is null or o.created_at < $4)
    and ($5::text is null or '
    -- A whole order number is looked up by the unique index, not by trigrams every number shares.
    || case when term ~ '^[Ss][Ss]-[0-9]{4}-[0-9]{6}$' then 'o.order_number = upper($5)'
         else 'o.order_number ilike $6 or o.subject ilike $6 or o.student_id = any($7)' end
    || ')'
$$;
revoke all on function private.order_list_filter(text) from public, anon, authenticated;

-- An ILIKE pattern matching the term anywhere, with its own % and _ taken literally.
create function private.contains_pattern(term text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(coalesce(term, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
revoke all on function private.contains_pattern(text) from public, anon, authenticated;

create or replace function public.admin_count_orders(
  status_filter text default null,
  service_filter uuid default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  search text default null,
  student_ids uuid[] default null,
  cap integer default 1000
)
returns bigint
language plpgsql
-- Volatile only because Postgres runs EXPLAIN in volatile functions alone; it writes nothing.
volatile
security definer
set search_path = ''
as $$
declare
  term text := nullif(btrim(coalesce(search, '')), '');
  pattern text := private.contains_pattern(term);
  students uuid[] := coalesce(student_ids, '{}');
  filter text := private.order_list_filter(term);
  counted bigint;
  plan jsonb;
begin
  if not public.is_admin() then
    raise exception 'only admins can count orders' using errcode = '42501';
  end if;
  execute 'select count(*) from (select 1 from public.orders o where ' || filter || ' limit $8) s'
    into counted
    using status_filter, service_filter, created_from, created_before, term, pattern, students,
      greatest(cap, 0) + 1;
  if counted <= cap then
    return counted;
  end if;
  -- EXPLAIN takes no parameters, so the values go in as quoted literals.
  execute format(
    'explain (format json) select 1 from public.orders o where '
      || replace(replace(replace(replace(replace(replace(replace(filter,
        '$1', '%1$L'), '$2', '%2$L'), '$3', '%3$L'), '$4', '%4$L'), '$5', '%5$L'), '$6', '%6$L'),
        '$7', '%7$L::uuid[]'),
    status_filter, service_filter, created_from, created_before, term, pattern, students)
    into plan;
  return greatest(cap + 1, (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint);
end;
$$;

create function public.admin_list_orders(
  status_filter text default null,
  service_filter uuid default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  search text default null,
  student_ids uuid[] default null,
  sort_column text default 'created_at',
  sort_direction text default 'desc',
  page_size integer default 25,
  page_offset integer default 0
)
returns setof public.orders
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := nullif(btrim(coalesce(search, '')), '');
  direction text := case when sort_direction = 'asc' then 'asc' else 'desc' end;
begin
  if not public.is_admin() then
    raise exception 'only admins can list orders' using errcode = '42501';
  end if;
  if sort_column is null
    or sort_column not in ('order_number', 'created_at', 'deadline', 'status', 'price') then
    raise exception 'cannot sort orders by %', sort_column using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 1001
    or page_offset is null or page_offset < 0 then
    raise exception 'page size must be 1-1001 and the offset at least 0' using errcode = '22023';
  end if;
  -- Only price can be empty (not quoted yet): unquoted orders go last. The other columns keep
  -- Postgres's default null order, which is what lets their indexes serve the sort.
  return query execute
    'select o.* from public.orders o where ' || private.order_list_filter(term)
      || ' order by o.' || quote_ident(sort_column) || ' ' || direction
      || case when sort_column = 'price' then ' nulls last' else '' end
      || ', o.id limit $8 offset $9'
    using status_filter, service_filter, created_from, created_before, term,
      private.contains_pattern(term), coalesce(student_ids, '{}'), page_size, page_offset;
end;
$$;
revoke execute on function public.admin_list_orders(text, uuid, timestamptz, timestamptz, text, uuid[], text, text, integer, integer)
  from public, anon;
grant execute on function public.admin_list_orders(text, uuid, timestamptz, timestamptz, text, uuid[], text, text, integer, integer)
  to authenticated;
