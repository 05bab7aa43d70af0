-- The admin testimonials list is paged like the other lists, so a reorder can no longer send the
-- whole order (reorder_testimonials took every id). move_testimonial moves one testimonial a
-- number of places up (negative) or down (positive) the display order, across page boundaries,
-- touching only the rows it passes.
drop function public.reorder_testimonials(uuid[]);

-- The display order, sort_order then oldest first then id, read from one index: the list's pages
-- and the moves' row-value comparisons below both walk it.
drop index public.testimonials_sort_order_idx;
create index testimonials_display_order_idx on public.testimonials (sort_order, created_at, id);

-- A move rotates the sort_order values of the rows from the moving one to its new place: the
-- moving row takes the far end's value and the others shift one along, so no row outside the span
-- is written. That keeps the order only while the span's values, with one neighbour on each side,
-- strictly increase; where they do not (rows inserted with the same sort_order, as seeds and new
-- rows often are), every row is first numbered by its place, once, and the rotation follows.
create function public.move_testimonial(testimonial_id uuid, places integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  moving public.testimonials;
  span_ids uuid[];
  span_values integer[];
  span_created timestamptz[];
  before_value integer;
  after_value integer;
  rotated uuid[];
  span_length integer;
begin
  if not public.is_admin() then
    raise exception 'only admins can reorder testimonials' using errcode = '42501';
  end if;
  -- Two moves read from the same snapshot could give two rows one value; one at a time.
  perform pg_advisory_xact_lock(hashtext('public.move_testimonial'));

  select * into moving from public.testimonials t where t.id = move_testimonial.testimonial_id;
  if not found then
    raise exception 'no testimonial %', move_testimonial.testimonial_id using errcode = 'P0002';
  end if;
  if places = 0 then
    return 0;
  end if;

  for attempt in 1..2 loop
    -- The span in display order, from the moving row to |places| rows past it (fewer at an end),
    -- then the values just outside it.
    if places > 0 then
      select array_agg(s.id order by s.sort_order, s.created_at, s.id),
          array_agg(s.sort_order order by s.sort_order, s.created_at, s.id),
          array_agg(s.created_at order by s.sort_order, s.created_at, s.id)
        into span_ids, span_values, span_created
        from (
          select t.id, t.sort_order, t.created_at from public.testimonials t
          where (t.sort_order, t.created_at, t.id) >= (moving.sort_order, moving.created_at, moving.id)
          order by t.sort_order, t.created_at, t.id
          limit places + 1
        ) s;
    else
      select array_agg(s.id order by s.sort_order, s.created_at, s.id),
          array_agg(s.sort_order order by s.sort_order, s.created_at, s.id),
          array_agg(s.created_at order by s.sort_order, s.created_at, s.id)
        into span_ids, span_values, span_created
        from (
          select t.id, t.sort_order, t.created_at from public.testimonials t
          where (t.sort_order, t.created_at, t.id) <= (moving.sort_order, moving.created_at, moving.id)
          order by t.sort_order desc, t.created_at desc, t.id desc
          limit 1 - places
        ) s;
    end if;
    span_length := cardinality(span_ids);
    if span_length = 1 then
      return 0;
    end if;
    select t.sort_order into before_value from public.testimonials t
      where (t.sort_order, t.created_at, t.id) < (span_values[1], span_created[1], span_ids[1])
      order by t.sort_order desc, t.created_at desc, t.id desc limit 1;
    select t.sort_order into after_value from public.testimonials t
      where (t.sort_order, t.created_at, t.id)
        > (span_values[span_length], span_created[span_length], span_ids[span_length])
      order by t.sort_order, t.created_at, t.id limit 1;

    exit when (before_value is null or before_value < span_values[1])
      and (after_value is null or span_values[span_length] < after_value)
      and not exists (
        select 1 from generate_subscripts(span_values, 1) i
        where i > 1 and span_values[i - 1] >= span_values[i]
      );
    if attempt = 2 then
      raise exception 'testimonial order could not be made strict';
    end if;
    update public.testimonials t set sort_order = ranked.place
      from (
        select r.id, (row_number() over (order by r.sort_order, r.created_at, r.id) - 1)::integer
          as place
        from public.testimonials r
      ) ranked
      where t.id = ranked.id and t.sort_order is distinct from ranked.place;
    select * into moving from public.testimonials t where t.id = move_testimonial.testimonial_id;
  end loop;

  rotated := case
    when places > 0 then span_ids[2:] || span_ids[1]
    else span_ids[span_length] || span_ids[:span_length - 1]
  end;
  update public.testimonials t set sort_order = v.sort_order
    from unnest(rotated, span_values) as v(id, sort_order)
    where t.id = v.id;
  return span_length;
end;
$$;
revoke execute on function public.move_testimonial(uuid, integer) from public, anon;
grant execute on function public.move_testimonial(uuid, integer) to authenticated;
