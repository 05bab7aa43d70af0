-- The audit log's "Who" filter: every account that appears in the log as an actor (current or
-- former admins, and students whose own changes the triggers recorded), with its name and email
-- while a profile remains. The log grows with every change, so the distinct actors are read by
-- a skip scan of audit_log_actor_id_idx (one index probe per actor, a recursive CTE: Postgres
-- has no loose index scan of its own) instead of reading every row. Security definer like the
-- other admin_ functions: private.require_admin() refuses everyone else first.
create function public.admin_audit_actors()
returns table (actor_id uuid, full_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
  with recursive actors (id) as (
    (select l.actor_id from public.audit_log l
     where l.actor_id is not null order by l.actor_id limit 1)
    union all
    select (select l.actor_id from public.audit_log l
            where l.actor_id > a.id order by l.actor_id limit 1)
    from actors a
    where a.id is not null
  )
  select a.id, p.full_name, p.email
  from actors a
  left join public.profiles p on p.user_id = a.id
  where a.id is not null
  order by p.user_id is null, lower(coalesce(nullif(btrim(p.full_name), ''), p.email)), a.id;
end;
$$;
revoke execute on function public.admin_audit_actors() from public, anon;
grant execute on function public.admin_audit_actors() to authenticated;
