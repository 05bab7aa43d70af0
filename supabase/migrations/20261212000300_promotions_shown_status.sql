-- The admin promotions list shows an active promotion past its end as ended (promotionStatusAt in
-- lib/promotions/promotion-status.ts; nothing rewrites the row at its end, see
-- 20261208000500_retire_ended_promotions.sql) and filters by that, but sorted by status it
-- ordered by the stored value, so such a row sorted among the active ones. This computed field
-- (PostgREST: `order=shown_status`) is the status the list shows, for its sort. It returns text,
-- as status is, so the statuses keep the order the stored sort gave them and only those rows move.
-- Security invoker: RLS on the table still decides which rows anyone reads.
-- A SQL-standard body with no `set search_path`: its names are bound when it is created, so the
-- caller's path cannot change them, and the planner inlines it into the query (a SET clause
-- prevents that; called per row, the sort of 100,000 promotions took about 800 ms instead of 60).
-- Hence its entry in supabase/lint-allowlist.json.
create function public.shown_status(p public.site_promotions)
returns text
language sql
stable
security invoker
return case when p.status = 'active' and p.end_at <= now() then 'ended' else p.status end;
revoke execute on function public.shown_status(public.site_promotions) from public, anon;
grant execute on function public.shown_status(public.site_promotions) to authenticated;
