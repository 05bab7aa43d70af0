-- Admins now unsubscribe and delete leads from the leads list (issue 16, part 2). RLS already let
-- them ("admins change leads", "admins delete leads"); what was missing is the audit trail every
-- other admin-written table has. Updates and deletes only: a lead is created by the visitor's own
-- form (the service role, once per sign-up), and its creation and consent times stay on the row
-- and in its later entries. The address stays out of the log: a lead deleted because its owner
-- asked to be erased must not live on in the audit log.

-- Unchanged for the existing triggers (one argument, the key column); any further arguments name
-- columns left out of the entry's before and after.
create or replace function public.audit_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key_column text := coalesce(tg_argv[0], 'id');
  left_out text[] := coalesce(tg_argv[1:], '{}');
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) - left_out end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) - left_out end;
begin
  if tg_op = 'UPDATE' and old_row = new_row then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, before, after)
  values (
    auth.uid(),
    coalesce(auth.role(), session_user),
    tg_table_name,
    coalesce(new_row, old_row) ->> key_column,
    tg_op,
    old_row,
    new_row
  );
  return null;
end;
$$;
revoke execute on function public.audit_row_change() from public, anon, authenticated;

create trigger audit after update or delete on public.leads
  for each row execute function public.audit_row_change('id', 'email');
