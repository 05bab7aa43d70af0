-- A promotion past its end keeps status 'active' (nothing runs at its end time), and the partial
-- unique index site_promotions_one_active_per_name then refused a new active promotion of its
-- name. The index cannot say "active and not yet ended" itself: an index predicate must be
-- immutable, and now() is not. Widening the rule to time ranges (an exclusion constraint) would
-- let two rows of one name be 'active' at once, which breaks the home page's single-row read of
-- the active 'offer'. So the invariant stays as it is, and a row becoming active retires any
-- other active row of its name that has already ended, in the same transaction, before the
-- index is checked: the retirement is atomic with the write, audited as an update by the same
-- caller, and concurrent writers still meet the index (a second live one is refused as before).
-- Security invoker: only admins (and the service role) can write promotions, and RLS lets an
-- admin update every row.
create function private.retire_ended_promotions()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.site_promotions p
  set status = 'ended'
  where p.name = new.name and p.status = 'active' and p.end_at <= now() and p.id <> new.id;
  return new;
end;
$$;
revoke all on function private.retire_ended_promotions() from public, anon, authenticated;

create trigger retire_ended_promotions
  before insert or update of name, status on public.site_promotions
  for each row when (new.status = 'active')
  execute function private.retire_ended_promotions();
