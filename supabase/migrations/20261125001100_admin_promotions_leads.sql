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

-- The list's search matches anywhere in the email or source path (ilike '%term%'); trigram
-- indexes keep that from reading every lead.
create index leads_email_trgm_idx on public.leads using gin (email extensions.gin_trgm_ops);
create index leads_source_path_trgm_idx
  on public.leads using gin (source_path extensions.gin_trgm_ops);

-- RLS keeps a non-leakproof operator such as ilike from being used as an index condition under
-- the policy, so a search through the REST API would read every lead. This function searches
-- with the trigram indexes after checking the caller is an admin (the same rule as the leads
-- policy); the list's other filters, order, paging and count apply to its result as usual.
create function public.search_leads(term text)
returns setof public.leads
language sql
stable
security definer
set search_path = ''
as $$
  select l.*
  from public.leads l
  where (select public.is_admin())
    and (
      l.email ilike '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%'
      or l.source_path ilike '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    );
$$;
revoke execute on function public.search_leads(text) from public, anon;
grant execute on function public.search_leads(text) to authenticated;
