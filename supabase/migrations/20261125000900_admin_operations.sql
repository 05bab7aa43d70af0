-- Admin operations (issue 16): the order workflow enforced in the database, the students list
-- (auth.users is not exposed through REST), admin-role guards, and replies to contact messages.

-- Orders ---------------------------------------------------------------------------------------

alter table public.orders
  add column cancellation_reason text check (char_length(cancellation_reason) <= 1000);

-- Every account has a profile (handle_new_user), so orders can also point at it: that is the
-- relation REST embeds, giving lists and exports the student's name and email in one query.
alter table public.orders
  add constraint orders_student_id_profiles_fkey
  foreign key (student_id) references public.profiles (user_id) on delete cascade;

-- The admin list sorts by these and searches order numbers and subjects anywhere in the text.
create index orders_created_at_id_idx on public.orders (created_at desc, id);
create index orders_service_id_created_at_idx on public.orders (service_id, created_at desc, id);
drop index public.orders_service_id_idx;
drop index public.orders_status_created_at_idx;
create index orders_status_created_at_idx on public.orders (status, created_at desc, id);
create index orders_subject_trgm_idx on public.orders using gin (subject extensions.gin_trgm_ops);
create index orders_order_number_trgm_idx
  on public.orders using gin (order_number extensions.gin_trgm_ops);
create index profiles_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops);
create index profiles_full_name_trgm_idx
  on public.profiles using gin (full_name extensions.gin_trgm_ops);
create index profiles_created_at_idx on public.profiles (created_at desc, user_id);
create index profiles_full_name_lower_idx on public.profiles (lower(full_name));

-- The workflow every API caller follows, admins included:
--   pending → quoted → paid → in_progress → delivered → completed, and cancelled from any open
--   state. A quote needs a price (the currency column is never null and always a 3-letter code),
--   an admin's cancellation needs a reason, and a price is fixed once the order is paid.
-- Students keep their narrower rules (they may only cancel, and change nothing once quoted).
-- service_role and migrations are not restricted, so seeds and repairs can set any state.
create or replace function public.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  admin boolean;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  admin := public.is_admin();

  if not admin then
    if new.student_id is distinct from old.student_id
      or new.order_number is distinct from old.order_number
      or new.price is distinct from old.price
      or new.currency is distinct from old.currency
      or new.admin_notes is distinct from old.admin_notes
      or new.created_at is distinct from old.created_at
      or new.status not in (old.status, 'cancelled')
    then
      raise exception 'only an admin can change the price, status or owner of an order'
        using errcode = '42501';
    end if;
    if old.status <> 'pending' and (
      new.status is distinct from 'cancelled'
      or new.service_id is distinct from old.service_id
      or new.subject is distinct from old.subject
      or new.academic_level is distinct from old.academic_level
      or new.brief is distinct from old.brief
      or new.deadline is distinct from old.deadline
      or new.time_zone is distinct from old.time_zone
      or new.academic_integrity_acknowledged is distinct from old.academic_integrity_acknowledged
    ) then
      raise exception 'a quoted order can only be cancelled'
        using errcode = '42501', hint = 'order_quoted';
    end if;
  end if;

  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('quoted', 'cancelled'))
    or (old.status = 'quoted' and new.status in ('paid', 'cancelled'))
    or (old.status = 'paid' and new.status in ('in_progress', 'cancelled'))
    or (old.status = 'in_progress' and new.status in ('delivered', 'cancelled'))
    or (old.status = 'delivered' and new.status in ('completed', 'cancelled'))
  ) then
    raise exception 'an order cannot go from % to %', old.status, new.status
      using errcode = '23514', hint = 'order_transition';
  end if;

  if admin then
    if new.status = 'quoted' and new.status is distinct from old.status and new.price is null then
      raise exception 'a quote needs a price and a currency'
        using errcode = '23514', hint = 'order_quote_price';
    end if;
    if new.status = 'cancelled' and new.status is distinct from old.status
      and coalesce(btrim(new.cancellation_reason), '') = ''
    then
      raise exception 'cancelling an order needs a reason'
        using errcode = '23514', hint = 'order_cancel_reason';
    end if;
    if (new.price is distinct from old.price or new.currency is distinct from old.currency)
      and old.status not in ('pending', 'quoted')
    then
      raise exception 'the price of a paid order cannot change'
        using errcode = '23514', hint = 'order_price_fixed';
    end if;
  end if;
  return new;
end;
$$;

-- The history notes say what changed with the status: the quote, or why it was cancelled.
create or replace function public.record_order_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
    values (
      new.id,
      case when tg_op = 'UPDATE' then old.status end,
      new.status,
      auth.uid(),
      case
        when new.status = 'quoted' and new.price is not null
          then 'Quote: ' || to_char(new.price, 'FM999999990.00') || ' ' || new.currency
        when new.status = 'cancelled' then nullif(btrim(new.cancellation_reason), '')
      end
    );
  end if;
  return null;
end;
$$;

-- Students ------------------------------------------------------------------------------------

-- Every account for the admin list, with its role, membership and counts. auth.users is not
-- exposed through REST, so this definer function reads it after checking is_admin(). The page is
-- chosen first by a query whose ORDER BY the indexes can serve (the sort column comes from a fixed
-- list, so the dynamic SQL never holds caller text), and only that page's accounts are counted,
-- so a page costs about the same at 100,000 accounts as at 100. total_count is the filtered total.
create function public.admin_list_students(
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
  sort_key := sort_key || ' ' || direction || ' nulls last, {t}.user_id ' || tie;

  select count(*) into total
  from public.profiles p
  left join public.user_roles r on r.user_id = p.user_id
  where (only_user is null or p.user_id = only_user)
    and (term = '' or p.email ilike pattern or p.full_name ilike pattern)
    and (role_filter is null or coalesce(r.role, 'user') = role_filter);

  return query execute
    'with page as (
       select p.user_id, p.email, p.full_name, coalesce(r.role, ''user'') as role, p.created_at,
         u.last_sign_in_at
       from public.profiles p
       join auth.users u on u.id = p.user_id
       left join public.user_roles r on r.user_id = p.user_id
       where ($1::uuid is null or p.user_id = $1)
         and ($2 = '''' or p.email ilike $3 or p.full_name ilike $3)
         and ($4::text is null or coalesce(r.role, ''user'') = $4)
       order by ' || replace(replace(sort_key, '{t}.last_sign_in_at', 'u.last_sign_in_at'), '{t}', 'p') || '
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
revoke execute on function public.admin_list_students(text, text, text, text, integer, integer, uuid)
  from public, anon;
grant execute on function public.admin_list_students(text, text, text, text, integer, integer, uuid)
  to authenticated;

-- An admin cannot take away their own admin role, and the last admin cannot be demoted or
-- removed, whoever asks (the app checks too; this is the rule that holds for every client).
-- The advisory lock serialises concurrent demotions, so two admins demoting each other cannot
-- both see "another admin remains".
create function public.guard_admin_roles() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return coalesce(new, old);
  end if;
  if auth.uid() is not null and old.user_id = auth.uid() then
    raise exception 'you cannot remove your own admin role'
      using errcode = '42501', hint = 'self_demotion';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.user_roles admins'));
  if not exists (
    select 1 from public.user_roles r where r.role = 'admin' and r.user_id <> old.user_id
  ) then
    raise exception 'the last admin cannot be demoted'
      using errcode = '42501', hint = 'last_admin';
  end if;
  return coalesce(new, old);
end;
$$;
revoke execute on function public.guard_admin_roles() from public, anon, authenticated;

create trigger guard_admin_roles before update or delete on public.user_roles
  for each row execute function public.guard_admin_roles();

-- Messages ------------------------------------------------------------------------------------

-- Replies an admin sent to a contact message, kept with it. Append-only: a sent email cannot be
-- unsent, so nobody edits or deletes a reply (it goes with its message).
create table public.message_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.messages (id) on delete cascade,
  sent_to text not null check (char_length(sent_to) between 3 and 320),
  subject text not null check (char_length(subject) between 1 and 300),
  body text not null check (char_length(body) between 1 and 10000),
  sent_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index message_replies_message_id_idx on public.message_replies (message_id, created_at);
create index message_replies_sent_by_idx on public.message_replies (sent_by);
create index messages_created_at_id_idx on public.messages (created_at desc, id);

create trigger audit after insert or update or delete on public.message_replies
  for each row execute function public.audit_row_change('id');

alter table public.message_replies enable row level security;

create policy "admins read replies" on public.message_replies
  for select to authenticated using ((select public.is_admin()));
create policy "admins record replies as themselves" on public.message_replies
  for insert to authenticated
  with check ((select public.is_admin()) and sent_by = (select auth.uid()));

-- The orders list's total. An exact count(*) over 100,000 rows costs more than the page itself,
-- so, as PostgREST's count=estimated does past its row limit, rows are counted exactly up to a cap
-- and beyond it the planner's estimate is returned. The filters mirror lib/data/admin/order-query.ts.
create index orders_price_id_idx on public.orders (price desc nulls last, id);
create index orders_deadline_id_idx on public.orders (deadline, id);

create function public.admin_count_orders(
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
  pattern text := '%' || replace(replace(replace(coalesce(term, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  students uuid[] := coalesce(student_ids, '{}');
  filter text := '($1::text is null or o.status = $1)
    and ($2::uuid is null or o.service_id = $2)
    and ($3::timestamptz is null or o.created_at >= $3)
    and ($4::timestamptz is null or o.created_at < $4)
    and ($5::text is null or o.order_number ilike $6 or o.subject ilike $6 or o.student_id = any($7))';
  -- A whole order number is looked up by the unique index, not by trigrams every number shares.
  whole_number constant text := '^[Ss][Ss]-[0-9]{4}-[0-9]{6}$';
  counted bigint;
  plan jsonb;
begin
  if not public.is_admin() then
    raise exception 'only admins can count orders' using errcode = '42501';
  end if;
  if term ~ whole_number then
    filter := replace(filter, 'o.order_number ilike $6 or o.subject ilike $6 or o.student_id = any($7)',
      'o.order_number = upper($5)');
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
revoke execute on function public.admin_count_orders(text, uuid, timestamptz, timestamptz, text, uuid[], integer)
  from public, anon;
grant execute on function public.admin_count_orders(text, uuid, timestamptz, timestamptz, text, uuid[], integer)
  to authenticated;
