import type { SupabaseLocalHarness } from './supabase-local-harness'

/**
 * A table whose planner statistics are stale on purpose, so estimated counts differ from exact
 * ones: analysed with 3000 rows of grp 0, then cut to 1500 rows, 1200 of them with grp 1 (each
 * figure times `scale`). The whole table's estimate overshoots the rows there are, and grp = 1's
 * falls short of them.
 */
export async function createStaleStatisticsTable(
  { local }: Pick<SupabaseLocalHarness, 'local'>,
  table: string,
  readableBy: 'anon' | 'service_role',
  scale = 1,
) {
  await local.pg.exec(`
    create table ${table} (id int primary key, grp int not null default 0);
    grant select on ${table} to ${readableBy};
    insert into ${table} (id) select g from generate_series(1, ${3000 * scale}) g;
    analyze ${table};
    delete from ${table} where id > ${1500 * scale};
    update ${table} set grp = 1 where id <= ${1200 * scale};
  `)
  await local.reloadSchema()
}
