-- Last seed file: new rows get random ids again (seed.sql gave seeded rows derived ones).
do $$
declare
  target record;
begin
  for target in
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_default like 'private.seed_uuid(%'
  loop
    execute format(
      'alter table public.%I alter column %I set default gen_random_uuid()',
      target.table_name, target.column_name
    );
  end loop;
end
$$;
drop function private.seed_uuid(text);
drop sequence private.seed_row_number;
