-- Admin analytics (issue 16): aggregates computed in SQL for /admin/analytics, and the
-- indexes the admin lists and the audit log's filters use.
-- Every function here is security definer (it reads across tables), so each one checks
-- public.is_admin() itself (private.require_admin()), pins search_path and is not executable
-- by anon.

-- Ranges are whole days in UTC, both ends included, at most a little over a year: one request
-- can never ask Postgres to aggregate the whole history at once.
create function private.analytics_range(from_date date, to_date date)
returns tstzrange
language plpgsql
immutable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if from_date is null or to_date is null or to_date < from_date then
    raise exception 'the range must start on or before its end' using errcode = '22023';
  end if;
  if to_date - from_date > 366 then
    raise exception 'the range can be at most 367 days long' using errcode = '22023';
  end if;
  return tstzrange(
    from_date::timestamp at time zone 'UTC',
    (to_date + 1)::timestamp at time zone 'UTC',
    '[)'
  );
end;
$$;
revoke all on function private.analytics_range(date, date) from public, anon, authenticated;

create function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not public.is_admin() then
    raise exception 'only admins can read this' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_admin() from public, anon, authenticated;

-- Daily rollups of the two tables that grow with traffic. Counting a million raw events per
-- request takes seconds; these hold one row per day and page (or promotion), kept exact by
-- statement-level triggers that add and subtract whole statements at once (one upsert however
-- many rows an insert carries). Private: only the definer functions below read them.
create table private.analytics_daily (
  event_name text not null,
  day date not null,
  path text not null,
  events bigint not null,
  primary key (event_name, day, path)
);
alter table private.analytics_daily enable row level security;
revoke all on private.analytics_daily from public, anon, authenticated;

create table private.promotion_daily (
  day date not null,
  promotion_id uuid not null references public.site_promotions (id) on delete cascade,
  impressions bigint not null,
  clicks bigint not null,
  primary key (day, promotion_id)
);
create index promotion_daily_promotion_id_idx on private.promotion_daily (promotion_id);
alter table private.promotion_daily enable row level security;
revoke all on private.promotion_daily from public, anon, authenticated;

-- Days are UTC days; a missing path is stored as '' (the primary key cannot hold null).
create function private.roll_up_analytics_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.analytics_daily d set events = d.events - o.events
    from (
      select r.event_name, (r.created_at at time zone 'UTC')::date as day,
        coalesce(r.path, '') as path, count(*) as events
      from old_rows r group by 1, 2, 3
    ) o
    where d.event_name = o.event_name and d.day = o.day and d.path = o.path;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.analytics_daily as d (event_name, day, path, events)
    select r.event_name, (r.created_at at time zone 'UTC')::date, coalesce(r.path, ''), count(*)
    from new_rows r group by 1, 2, 3
    on conflict (event_name, day, path) do update set events = d.events + excluded.events;
  end if;
  return null;
end;
$$;
revoke all on function private.roll_up_analytics_events() from public, anon, authenticated;

create trigger roll_up_inserts after insert on public.analytics_events
  referencing new table as new_rows
  for each statement execute function private.roll_up_analytics_events();
create trigger roll_up_updates after update on public.analytics_events
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.roll_up_analytics_events();
create trigger roll_up_deletes after delete on public.analytics_events
  referencing old table as old_rows
  for each statement execute function private.roll_up_analytics_events();

create function private.roll_up_promotion_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.promotion_daily d
    set impressions = d.impressions - o.impressions, clicks = d.clicks - o.clicks
    from (
      select (r.created_at at time zone 'UTC')::date as day, r.promotion_id,
        count(*) filter (where r.event = 'impression') as impressions,
        count(*) filter (where r.event = 'click') as clicks
      from old_rows r group by 1, 2
    ) o
    where d.day = o.day and d.promotion_id = o.promotion_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.promotion_daily as d (day, promotion_id, impressions, clicks)
    select (r.created_at at time zone 'UTC')::date, r.promotion_id,
      count(*) filter (where r.event = 'impression'), count(*) filter (where r.event = 'click')
    from new_rows r group by 1, 2
    on conflict (day, promotion_id) do update set
      impressions = d.impressions + excluded.impressions,
      clicks = d.clicks + excluded.clicks;
  end if;
  return null;
end;
$$;
revoke all on function private.roll_up_promotion_events() from public, anon, authenticated;

create trigger roll_up_inserts after insert on public.promotion_events
  referencing new table as new_rows
  for each statement execute function private.roll_up_promotion_events();
create trigger roll_up_updates after update on public.promotion_events
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.roll_up_promotion_events();
create trigger roll_up_deletes after delete on public.promotion_events
  referencing old table as old_rows
  for each statement execute function private.roll_up_promotion_events();

-- The events recorded before this migration.
insert into private.analytics_daily (event_name, day, path, events)
select e.event_name, (e.created_at at time zone 'UTC')::date, coalesce(e.path, ''), count(*)
from public.analytics_events e group by 1, 2, 3;
insert into private.promotion_daily (day, promotion_id, impressions, clicks)
select (e.created_at at time zone 'UTC')::date, e.promotion_id,
  count(*) filter (where e.event = 'impression'), count(*) filter (where e.event = 'click')
from public.promotion_events e group by 1, 2;

create index orders_created_at_status_service_idx
  on public.orders (created_at) include (status, service_id);
create index quiz_attempts_created_at_idx
  on public.quiz_attempts (created_at) include (quiz_id, passed);
create index quiz_sessions_submitted_at_idx
  on public.quiz_sessions (submitted_at) where submitted_at is not null and claimed_at is null;
create index job_applications_created_at_job_id_idx
  on public.job_applications (created_at) include (job_id);
create index leads_created_at_source_path_idx
  on public.leads (created_at) include (source_path);
-- The audit log's filters (table, actor, action) each come with the newest-first order.
create index audit_log_table_name_created_at_idx on public.audit_log (table_name, created_at desc);
create index audit_log_actor_id_created_at_idx on public.audit_log (actor_id, created_at desc);
create index audit_log_action_created_at_idx on public.audit_log (action, created_at desc);

-- Page views per day, every day of the range (zero when there were none).
create function public.admin_analytics_page_views(from_date date, to_date date)
returns table (day date, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select d::date, coalesce(c.views, 0)
  from generate_series(from_date::timestamp, to_date::timestamp, interval '1 day') d
  left join (
    select r.day, sum(r.events)::bigint as views
    from private.analytics_daily r
    where r.event_name = 'page_view' and r.day between from_date and to_date
    group by 1
  ) c on c.day = d::date
  order by 1;
end;
$$;

create function public.admin_analytics_top_pages(from_date date, to_date date, max_rows integer default 10)
returns table (path text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select coalesce(nullif(r.path, ''), '(unknown)'), sum(r.events)::bigint
  from private.analytics_daily r
  where r.event_name = 'page_view' and r.day between from_date and to_date
  group by 1
  having sum(r.events) > 0
  order by 2 desc, 1
  limit least(greatest(max_rows, 1), 100);
end;
$$;

create function public.admin_analytics_leads_per_day(from_date date, to_date date)
returns table (day date, leads bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select d::date, coalesce(c.leads, 0)
  from generate_series(from_date::timestamp, to_date::timestamp, interval '1 day') d
  left join (
    select date_trunc('day', l.created_at at time zone 'UTC') as day, count(*) as leads
    from public.leads l
    where l.created_at >= lower(bounds) and l.created_at < upper(bounds)
    group by 1
  ) c on c.day = d
  order by 1;
end;
$$;

create function public.admin_analytics_lead_sources(from_date date, to_date date, max_rows integer default 10)
returns table (source_path text, leads bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select coalesce(l.source_path, '(unknown)'), count(*)
  from public.leads l
  where l.created_at >= lower(bounds) and l.created_at < upper(bounds)
  group by 1
  order by 2 desc, 1
  limit least(greatest(max_rows, 1), 100);
end;
$$;

-- Impressions, clicks and click-through rate (clicks per 100 impressions, 2 decimals; null
-- without impressions) per promotion that had any event in the range.
create function public.admin_analytics_promotions(from_date date, to_date date)
returns table (promotion_id uuid, name text, impressions bigint, clicks bigint, ctr numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select p.id, p.name, c.impressions, c.clicks,
    case when c.impressions > 0 then round(100.0 * c.clicks / c.impressions, 2) end
  from (
    select r.promotion_id,
      sum(r.impressions)::bigint as impressions,
      sum(r.clicks)::bigint as clicks
    from private.promotion_daily r
    where r.day between from_date and to_date
    group by 1
    having sum(r.impressions) + sum(r.clicks) > 0
  ) c
  join public.site_promotions p on p.id = c.promotion_id
  order by c.impressions desc, p.name;
end;
$$;

-- Orders placed in the range, counted by status and by service in one pass
-- (dimension 'status' or 'service').
create function public.admin_analytics_orders(from_date date, to_date date)
returns table (dimension text, label text, orders bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select
    case when grouping(o.status) = 0 then 'status' else 'service' end,
    case when grouping(o.status) = 0 then o.status else coalesce(s.title, 'No service') end,
    count(*)
  from public.orders o
  left join public.services s on s.id = o.service_id
  where o.created_at >= lower(bounds) and o.created_at < upper(bounds)
  group by grouping sets ((o.status), (coalesce(s.title, 'No service')))
  order by 1 desc, 3 desc, 2;
end;
$$;

-- Quiz attempts and pass rates per quiz: members' stored attempts plus visitors' scored attempts
-- that were never claimed (a claimed one is already a stored attempt).
create function public.admin_analytics_quizzes(from_date date, to_date date)
returns table (quiz_id uuid, title text, attempts bigint, passed bigint, pass_rate numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select q.id, q.title, count(*), count(*) filter (where a.passed),
    round(100.0 * count(*) filter (where a.passed) / count(*), 2)
  from (
    select qa.quiz_id, qa.passed from public.quiz_attempts qa
    where qa.created_at >= lower(bounds) and qa.created_at < upper(bounds)
    union all
    select qs.quiz_id, coalesce((qs.result ->> 'passed')::boolean, false) from public.quiz_sessions qs
    where qs.submitted_at is not null and qs.claimed_at is null
      and qs.submitted_at >= lower(bounds) and qs.submitted_at < upper(bounds)
  ) a
  join public.quizzes q on q.id = a.quiz_id
  group by q.id, q.title
  order by 3 desc, 2;
end;
$$;

create function public.admin_analytics_applications(from_date date, to_date date)
returns table (job_id uuid, title text, applications bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds tstzrange := private.analytics_range(from_date, to_date);
begin
  perform private.require_admin();
  return query
  select j.id, j.title, count(*)
  from public.job_applications a
  join public.jobs j on j.id = a.job_id
  where a.created_at >= lower(bounds) and a.created_at < upper(bounds)
  group by j.id, j.title
  order by 3 desc, 2;
end;
$$;
