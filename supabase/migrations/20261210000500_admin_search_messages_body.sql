-- The admin inbox search also matches the message itself: an admin remembers what a sender asked
-- more often than the subject line they typed (often empty). Same shape as before (migration
-- 20261126001210): an admin check, the cap, the list's own match (anywhere, case-insensitive, `%`
-- and `_` literal), with a trigram index for the new column so a rare term still reads few rows.
-- The list's fallback through RLS (lib/data/admin/messages.ts) searches the same four columns.

create index messages_body_trgm_idx on public.messages using gin (body extensions.gin_trgm_ops);

create or replace function public.admin_search_messages(search text)
returns setof public.messages
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  source text := 'from public.messages m where m.name ilike $1 or m.email ilike $1'
    || ' or m.subject ilike $1 or m.body ilike $1';
begin
  perform private.require_admin();
  perform private.refuse_broad_search(source, pattern, 'messages');
  return query execute 'select m.* ' || source using pattern;
end;
$$;
-- create or replace keeps the function's grants; said again so this file reads on its own.
revoke execute on function public.admin_search_messages(text) from public, anon;
grant execute on function public.admin_search_messages(text) to authenticated;
