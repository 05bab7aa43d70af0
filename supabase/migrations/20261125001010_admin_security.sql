-- Admin security (issue 16): sign-ins, rate-limit rejections and "sign this user out
-- everywhere" for /admin/security. Every function here is security definer (it reads auth.*
-- or private tables), so each one checks public.is_admin() itself (private.require_admin(),
-- from 20261125001000_admin_analytics.sql), pins search_path and is not executable by anon.

-- Accounts by their last sign-in (auth.users is not reachable through the REST API), with how
-- many sessions they have open; only_admins lists the admins.
create function public.admin_sign_ins(only_admins boolean default false, max_rows integer default 50)
returns table (
  user_id uuid,
  email text,
  full_name text,
  role text,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  active_sessions bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
  select u.id, u.email::text, p.full_name, coalesce(r.role, 'user'), u.last_sign_in_at,
    u.created_at,
    (select count(*) from auth.sessions s
     where s.user_id = u.id and (s.not_after is null or s.not_after > now()))
  from auth.users u
  left join public.profiles p on p.user_id = u.id
  left join public.user_roles r on r.user_id = u.id
  where not only_admins or r.role = 'admin'
  order by u.last_sign_in_at desc nulls last, u.email
  limit least(greatest(max_rows, 1), 500);
end;
$$;

-- Rejections per rate-limited route, counted by the hour by hit_rate_limit (below). Only the
-- definer functions reach it, like private.rate_limits.
create table private.rate_limit_rejections (
  route text not null,
  hour timestamptz not null,
  rejections integer not null,
  last_rejected_at timestamptz not null,
  primary key (route, hour)
);
create index rate_limit_rejections_hour_idx on private.rate_limit_rejections (hour);
alter table private.rate_limit_rejections enable row level security;
revoke all on private.rate_limit_rejections from public, anon, authenticated;

-- As in 20261125000400_hardening.sql, plus: a refused hit is counted for its route (the key's
-- first segment, e.g. 'contact' in 'contact:ip:203.0.113.9') in the current hour, so the admin
-- security page can show which routes are being refused. Keys hold hashed or network subjects;
-- only the route is kept.
create or replace function public.hit_rate_limit(key text, max_hits integer, window_seconds integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  counted integer;
  ends timestamptz;
begin
  if key is null or length(key) = 0 or length(key) > 200 then
    raise exception 'rate limit key must be 1-200 characters' using errcode = '22023';
  end if;
  if max_hits < 1 or window_seconds < 1 or window_seconds > 86400 then
    raise exception 'rate limit must be positive and at most a day long' using errcode = '22023';
  end if;
  if random() < 0.01 then
    delete from private.rate_limits r where r.expires_at <= now();
  end if;

  insert into private.rate_limits as r (key, hits, expires_at)
  values (hit_rate_limit.key, 1, now() + make_interval(secs => window_seconds))
  on conflict (key) do update set
    hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
    expires_at = case
      when r.expires_at <= now() then now() + make_interval(secs => window_seconds)
      else r.expires_at
    end
  returning r.hits, r.expires_at into counted, ends;

  if counted > max_hits then
    insert into private.rate_limit_rejections as j (route, hour, rejections, last_rejected_at)
    values (split_part(hit_rate_limit.key, ':', 1), date_trunc('hour', now()), 1, now())
    on conflict (route, hour) do update set
      rejections = j.rejections + 1,
      last_rejected_at = excluded.last_rejected_at;
  end if;

  return query select
    counted <= max_hits,
    counted,
    greatest(1, ceil(extract(epoch from ends - now()))::integer);
end;
$$;

create function public.admin_rate_limit_rejections(from_date date, to_date date)
returns table (route text, rejections bigint, last_rejected_at timestamptz)
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
  select j.route, sum(j.rejections)::bigint, max(j.last_rejected_at)
  from private.rate_limit_rejections j
  where j.hour >= lower(bounds) and j.hour < upper(bounds)
  group by j.route
  order by 2 desc, 1;
end;
$$;

-- Ends every session of one account: its refresh tokens stop working at once (access tokens
-- already issued lapse at their expiry, as after a sign-out on hosted Supabase). The auth admin
-- API's signOut needs the user's own JWT, so an admin does it here; the audit log records who.
create function public.admin_sign_out_everywhere(target_user_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ended integer;
begin
  perform private.require_admin();
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'account not found' using errcode = 'P0002';
  end if;
  delete from auth.refresh_tokens t where t.user_id = target_user_id::text;
  delete from auth.sessions s where s.user_id = target_user_id;
  get diagnostics ended = row_count;
  insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, before, after)
  values (
    auth.uid(), coalesce(auth.role(), session_user), 'sessions', target_user_id::text, 'DELETE',
    jsonb_build_object('sessions', ended), null
  );
  return ended;
end;
$$;

-- The tables the audit log can name, for its filter: every table with the audit trigger, plus
-- 'sessions' (written by admin_sign_out_everywhere).
create function public.admin_audited_tables()
returns setof text
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
  select c.relname::text from pg_catalog.pg_trigger t
  join pg_catalog.pg_class c on c.oid = t.tgrelid
  join pg_catalog.pg_proc p on p.oid = t.tgfoid
  where p.proname = 'audit_row_change' and p.pronamespace = 'public'::regnamespace
  union
  select 'sessions'
  order by 1;
end;
$$;

do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and (p.proname like 'admin\_analytics\_%' or p.proname in (
        'admin_sign_ins', 'admin_rate_limit_rejections', 'admin_sign_out_everywhere',
        'admin_audited_tables'
      ))
  loop
    execute format('revoke all on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated', fn);
  end loop;
end;
$$;
