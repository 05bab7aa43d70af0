-- Realtime: PGlite accepts publications (it only warns about wal_level), so migrations can
-- "alter publication supabase_realtime add table ..." and the realtime module reads
-- pg_publication_tables to know which tables to stream.
create publication supabase_realtime;

create schema realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table realtime.messages (
  id uuid default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  inserted_at timestamp default now(),
  updated_at timestamp default now()
);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to anon, authenticated, service_role;

create function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
