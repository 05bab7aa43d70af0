-- Hardening (issue 17): shared rate limits, quoted orders, avatar listing.

-- Rate limits every app instance shares. The table sits outside the schemas the REST API exposes;
-- only service_role reaches it, through hit_rate_limit.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.rate_limits (
  key text primary key,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expires_at_idx on private.rate_limits (expires_at);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated;

-- Counts one hit for key in its window (which opens at the key's first hit and lasts
-- window_seconds) with one atomic upsert, and says whether the key is still within max_hits.
-- An expired window restarts at this hit; expired rows of other keys are swept on about one
-- hit in a hundred, so the table holds little more than the keys active in the last window.
create function public.hit_rate_limit(key text, max_hits integer, window_seconds integer)
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

  return query select
    counted <= max_hits,
    counted,
    greatest(1, ceil(extract(epoch from ends - now()))::integer);
end;
$$;

revoke execute on function public.hit_rate_limit(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;

-- Once an order is quoted the brief, deadline, level and everything else are what the price was
-- given for: a student may then only cancel it. (Accepting a quote is paying it, which the server
-- records with the service role; the schema has no separate accepted status.) Before a quote the
-- student may still edit the order's content, as before.
create or replace function public.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
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
  return new;
end;
$$;

-- Avatars are read by their public URL (served without a policy check, as on hosted Supabase);
-- listing the bucket would reveal every user id as a folder name, so only owners and admins may.
drop policy "everyone reads public buckets" on storage.objects;
create policy "everyone reads public buckets" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('media', 'resources'));
create policy "owners read their own avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
