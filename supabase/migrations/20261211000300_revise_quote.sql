-- Revising a quote (issue 16): while an order is quoted and the student has not accepted, an
-- admin may change its price or currency; the order stays quoted. The app revises only the quote
-- the admin saw (a conditional update), and the guard below holds for every API caller:
--   * a price or currency changes only on an order that is and stays pending or quoted, so never
--     with the step to paid or to cancelled, and never afterwards (order_price_fixed);
--   * a quoted order always has a price, revised or not (order_quote_price);
--   * students still change nothing but the status, to cancelled (order_students_cancel_only).
-- Pending orders keep the admin price change they had (the RLS matrix relies on it), although
-- the app only sets a price with the quote.

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
    if new.status = 'quoted' and new.price is null
      and (new.status is distinct from old.status or old.price is not null)
    then
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
      and (old.status not in ('pending', 'quoted') or new.status not in ('pending', 'quoted'))
    then
      raise exception 'the price of an order is fixed once it leaves its quote'
        using errcode = '23514', hint = 'order_price_fixed';
    end if;
  end if;
  return new;
end;
$$;

-- A revision is a step of its own in the status history (quoted → quoted), with the new quote and
-- the one it replaced, so the admin's timeline and the student's dashboard both show it.
create or replace function public.record_order_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  revised boolean := tg_op = 'UPDATE' and new.status = 'quoted' and old.status = 'quoted'
    and (new.price is distinct from old.price or new.currency is distinct from old.currency);
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status or revised then
    insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
    values (
      new.id,
      case when tg_op = 'UPDATE' then old.status end,
      new.status,
      case when tg_op = 'INSERT' then coalesce(auth.uid(), new.student_id) else auth.uid() end,
      case
        when revised
          then 'Revised quote: '
            || coalesce(to_char(new.price, 'FM999999990.00') || ' ' || new.currency, 'no price')
            || ' (was '
            || coalesce(to_char(old.price, 'FM999999990.00') || ' ' || old.currency, 'no price')
            || ')'
        when new.status = 'quoted' and new.price is not null
          then 'Quote: ' || to_char(new.price, 'FM999999990.00') || ' ' || new.currency
        when new.status = 'cancelled' then nullif(btrim(new.cancellation_reason), '')
      end
    );
  end if;
  return null;
end;
$$;

-- The history trigger fired only when the status column was written; a revision writes the price.
drop trigger record_order_status on public.orders;
create trigger record_order_status after insert or update of status, price, currency
  on public.orders
  for each row execute function public.record_order_status();
