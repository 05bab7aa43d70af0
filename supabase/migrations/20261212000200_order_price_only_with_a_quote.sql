-- An order is priced only by its quote: the step from pending to quoted, which needs a price, and
-- a revision while it stays quoted (20261211000300). An admin could still set a pending order's
-- price or currency through the REST API while it stayed pending: a price nobody quoted, with no
-- history entry and no email to the student. Now a pending order keeps the price and currency it
-- was placed with (the app places it with none and the service's currency) until it is quoted
-- (order_price_with_quote). The app's actions already send a price only with a quote or a
-- revision. The function is 20261211000300's but for that rule.

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
    -- Past the check above, a pending order that stays pending is the only case left.
    if (new.price is distinct from old.price or new.currency is distinct from old.currency)
      and new.status = 'pending'
    then
      raise exception 'an order is priced only by its quote'
        using errcode = '23514', hint = 'order_price_with_quote';
    end if;
  end if;
  return new;
end;
$$;
