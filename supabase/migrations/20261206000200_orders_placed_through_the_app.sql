-- Orders are placed through the app (/api/orders): it validates the request, checks that the
-- service is published, limits each member and mails the team, then inserts with the service
-- role. A student's own REST insert skipped all four, so students no longer insert; admins keep
-- the insert they had. The first history entry still names the student who placed the order.
drop policy "students place pending orders" on public.orders;
create policy "admins place orders" on public.orders
  for insert to authenticated
  with check ((select public.is_admin()));

-- The only change a student makes to an order is cancelling one of theirs that is still open
-- (the app's cancel action), with an optional reason. Editing a pending order's brief, subject
-- or deadline through REST would skip the app's checks, so every other column is now fixed for
-- them at any status, whatever columns the table gains later.
drop policy "students edit open orders; admins edit all" on public.orders;
create policy "students cancel their open orders; admins edit all" on public.orders
  for update to authenticated
  using (
    (student_id = (select auth.uid()) and status in ('pending', 'quoted'))
    or (select public.is_admin())
  )
  with check (student_id = (select auth.uid()) or (select public.is_admin()));

create or replace function public.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  admin boolean;
  fixed_for_students constant text[] := array['status', 'cancellation_reason', 'updated_at'];
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  admin := public.is_admin();

  if not admin and (
    new.status not in (old.status, 'cancelled')
    or (to_jsonb(new) - fixed_for_students) is distinct from (to_jsonb(old) - fixed_for_students)
  ) then
    raise exception 'a student can only cancel an open order of theirs'
      using errcode = '42501', hint = 'order_students_cancel_only';
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

-- The app inserts with the service role, where auth.uid() is null: an order is always placed by
-- (or for) its student, so the first entry names them.
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
      case when tg_op = 'INSERT' then coalesce(auth.uid(), new.student_id) else auth.uid() end,
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

-- Nothing wrote or showed an order's admin notes, while its student could read them through REST:
-- a note there would have reached the student.
alter table public.orders drop column admin_notes;
