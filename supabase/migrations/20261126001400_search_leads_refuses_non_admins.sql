-- search_leads answered an empty list to anyone who is not an admin; like the other admin
-- searches it now refuses them (42501), so a caller that lost its admin role is told so instead
-- of being shown "no leads". Same pattern and escaping as the other searches.
create or replace function public.search_leads(term text)
returns setof public.leads
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select l.*
    from public.leads l
    where l.email ilike private.contains_pattern(term)
      or l.source_path ilike private.contains_pattern(term);
end;
$$;
revoke execute on function public.search_leads(text) from public, anon;
grant execute on function public.search_leads(text) to authenticated;
