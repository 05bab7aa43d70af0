-- Admin operations (issue 16): promotions, their statistics, and the per-magnet leads list.

-- The home page asks for the single active promotion named 'offer'. Names may repeat (last
-- month's offer, next month's draft), but at most one promotion per name may be active: the
-- database refuses a second one, so the home page's single-row query can never see two.
alter table public.site_promotions drop constraint site_promotions_name_key;
create unique index site_promotions_one_active_per_name
  on public.site_promotions (name) where status = 'active';

-- Impressions and clicks for the given promotions, counted in SQL. Security invoker:
-- promotion_events RLS lets only admins read events, so anyone else sees no rows.
create function public.promotion_stats(promotion_ids uuid[])
returns table (promotion_id uuid, impressions bigint, clicks bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.promotion_id,
         count(*) filter (where e.event = 'impression') as impressions,
         count(*) filter (where e.event = 'click') as clicks
  from public.promotion_events e
  where e.promotion_id = any (promotion_ids)
  group by e.promotion_id;
$$;
revoke execute on function public.promotion_stats(uuid[]) from public, anon;
grant execute on function public.promotion_stats(uuid[]) to authenticated;

-- The admin's leads list is per magnet, newest first (with id as the tie-break the list orders
-- by), and the CSV export walks one magnet's leads by id.
create index leads_lead_magnet_id_created_at_idx
  on public.leads (lead_magnet_id, created_at desc, id desc);
create index leads_lead_magnet_id_id_idx on public.leads (lead_magnet_id, id);
