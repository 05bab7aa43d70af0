-- The last public writes that still took the anon key straight through the REST API (issue 17,
-- point 3): leads and promotion events. Their route handlers validate, rate limit and then write
-- with the service role; visitors and members can no longer insert either table directly.

drop policy "anyone signs up as a lead" on public.leads;
drop policy "anyone records an event on an active promotion" on public.promotion_events;

revoke insert on public.leads, public.promotion_events from anon;

create policy "admins add leads" on public.leads
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins add promotion events" on public.promotion_events
  for insert to authenticated with check ((select public.is_admin()));

-- The rule RLS used to keep for the tracking beacon, kept for the service role that now writes
-- it: events count only for an active promotion. Security invoker, so current_user is the caller;
-- admins (through RLS) may still add any event.
create function public.guard_promotion_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'service_role' and not exists (
    select 1 from public.site_promotions p
    where p.id = new.promotion_id and p.status = 'active'
  ) then
    raise exception 'Promotion not found'
      using errcode = '23503', hint = 'promotion_not_active';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_promotion_event() from public, anon, authenticated;

create trigger guard_promotion_event before insert on public.promotion_events
  for each row execute function public.guard_promotion_event();
