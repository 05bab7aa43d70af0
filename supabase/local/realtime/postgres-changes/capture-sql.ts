// Change capture for PGlite, which has no logical decoding: an AFTER ROW trigger on every table of
// the publication NOTIFYs the row change; NOTIFY is delivered on commit only, in commit order.
// Payloads over the 8000-byte NOTIFY limit are parked in a table and referenced by id.
export const changeChannel = 'supabase_local_realtime'
export const ddlChannel = 'supabase_local_realtime_ddl'
export const captureTrigger = 'supabase_local_realtime'

export const captureSql = (publication: string) => `
create sequence if not exists realtime.local_change_seq;

create table if not exists realtime.local_change_overflow (
  id bigint generated always as identity primary key,
  payload text not null
);
revoke all on realtime.local_change_overflow from public, anon, authenticated, service_role;
-- Left over from a previous run that stopped before reading them.
truncate realtime.local_change_overflow;

create or replace function realtime.local_capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  body text;
  parked bigint;
begin
  -- PGlite is one session: when the realtime service is not listening, there is nothing to do.
  if not exists (
    select 1 from pg_catalog.pg_listening_channels() c where c = '${changeChannel}'
  ) then
    return null;
  end if;
  -- The sequence keeps payloads unique: Postgres folds identical notifications in a transaction.
  body := json_build_object(
    'seq', nextval('realtime.local_change_seq'),
    'relid', tg_relid,
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'ts', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'new', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old', case when tg_op <> 'INSERT' then to_jsonb(old) end
  )::text;
  if octet_length(body) > 7000 then
    insert into realtime.local_change_overflow (payload) values (body) returning id into parked;
    body := json_build_object('overflow', parked)::text;
  end if;
  perform pg_notify('${changeChannel}', body);
  return null;
end;
$$;
revoke execute on function realtime.local_capture_change() from public;

-- Puts the capture trigger on every table of the publication and takes it off tables that left.
create or replace function realtime.local_sync_capture() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = '${publication}'
      and c.relkind = 'r'
      and c.oid <> 'realtime.local_change_overflow'::regclass
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgrelid = c.oid and t.tgname = '${captureTrigger}'
      )
  loop
    execute format(
      'create trigger ${captureTrigger} after insert or update or delete on %s '
      'for each row execute function realtime.local_capture_change()',
      target
    );
  end loop;
  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = '${captureTrigger}'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables pt
        where pt.pubname = '${publication}' and pt.schemaname = n.nspname and pt.tablename = c.relname
      )
  loop
    execute format('drop trigger ${captureTrigger} on %s', target);
  end loop;
end;
$$;

-- Any DDL may change a published table's columns, keys or policies: the service drops its
-- table cache on this notification, and publication changes re-sync the triggers.
create or replace function realtime.local_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  if tg_tag like '%PUBLICATION' then
    begin
      perform realtime.local_sync_capture();
    exception when others then
      raise warning 'Supabase Local realtime: could not sync capture triggers: %', sqlerrm;
    end;
  end if;
  perform pg_notify('${ddlChannel}', tg_tag);
end;
$$;

drop event trigger if exists supabase_local_realtime_ddl;
create event trigger supabase_local_realtime_ddl on ddl_command_end
  execute function realtime.local_on_ddl();

-- Private channels: a probe row inserted with definer rights, then read back as the subscriber,
-- tells whether the realtime.messages policies let them read the topic (protocol doc C.4).
create or replace function realtime.local_probe_message(probe_topic text, probe_extension text)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into realtime.messages (topic, extension, private)
  values (probe_topic, probe_extension, true)
  returning id
$$;
revoke execute on function realtime.local_probe_message(text, text) from public;
grant execute on function realtime.local_probe_message(text, text)
  to anon, authenticated, service_role;

select realtime.local_sync_capture();
`
