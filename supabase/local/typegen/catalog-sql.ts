// Catalog queries with the semantics of postgres-meta's (the service behind `supabase gen types`),
// restricted to the schemas in $1. Run as the superuser, so no privilege filters.

export const relationsSql = /* sql */ `
  select c.oid::int8 as id, n.nspname as schema, c.relname as name,
    case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
    -- information_schema.views' is_insertable_into and is_updatable, both
    c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as "isUpdatable"
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')`

export const columnsSql = /* sql */ `
  select c.oid::int8 as "tableId", a.attname as name,
    -- a domain column has the domain's base type
    coalesce(bt.typname, t.typname) as format,
    case when a.atthasdef then pg_get_expr(ad.adbin, ad.adrelid) end as "defaultValue",
    not (a.attnotnull or t.typtype = 'd' and t.typnotnull) as "isNullable",
    a.attidentity in ('a', 'd') as "isIdentity",
    a.attidentity = 'a' as "isIdentityAlways",
    a.attgenerated <> '' as "isGenerated",
    c.relkind in ('r', 'p')
      or c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false) as "isUpdatable"
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')
    and a.attnum > 0 and not a.attisdropped`

// One-to-one when the foreign key columns are exactly a primary key or unique constraint of the
// referencing table (PostgREST's rule, which postgres-meta copies).
export const relationshipsSql = /* sql */ `
  select fk.conname as "foreignKeyName", n.nspname as schema, rel.relname as relation,
    cols.names as columns, rn.nspname as "referencedSchema", ref.relname as "referencedRelation",
    cols.refs as "referencedColumns",
    exists (
      select from pg_constraint k
      where k.conrelid = fk.conrelid and k.contype in ('p', 'u')
        and cols.names = array(
          select a.attname::text from pg_attribute a
          where a.attrelid = k.conrelid and a.attnum = any (k.conkey) order by a.attnum)
    ) as "isOneToOne"
  from pg_constraint fk
  join pg_class rel on rel.oid = fk.conrelid
  join pg_namespace n on n.oid = rel.relnamespace
  join pg_class ref on ref.oid = fk.confrelid
  join pg_namespace rn on rn.oid = ref.relnamespace
  cross join lateral (
    select array_agg(ca.attname::text order by k.ord) as names,
      array_agg(ra.attname::text order by k.ord) as refs
    from unnest(fk.conkey, fk.confkey) with ordinality as k (col, ref, ord)
    join pg_attribute ca on ca.attrelid = fk.conrelid and ca.attnum = k.col
    join pg_attribute ra on ra.attrelid = fk.confrelid and ra.attnum = k.ref
  ) cols
  where fk.contype = 'f' and fk.conparentid = 0 and n.nspname = any($1)`

// Trigger functions are left out, as the CLI does.
export const functionsSql = /* sql */ `
  select n.nspname as schema, p.proname as name,
    pg_get_function_arguments(p.oid) as "argumentTypes",
    pg_get_function_result(p.oid) as "returnType",
    p.prorettype::int8 as "returnTypeId",
    nullif(rt.typrelid, 0)::int8 as "returnTypeRelationId",
    p.proretset as "isSetReturning",
    p.prorows::float8 as rows,
    coalesce(p.proargmodes::text[], '{}') as "argModes",
    coalesce(p.proargnames, '{}') as "argNames",
    coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[] as "argTypes",
    p.pronargdefaults::int4 as defaults
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = any($1) and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`

// Every type in every schema (columns may use types from anywhere), with table row types and
// composite types but not view row types.
export const typesSql = /* sql */ `
  select t.oid::int8 as id, t.typname as name, n.nspname as schema,
    format_type(t.oid, null) as format,
    array(
      select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder
    ) as enums,
    coalesce((
      select jsonb_agg(jsonb_build_object('name', a.attname, 'typeId', a.atttypid::int8)
        order by a.attnum)
      from pg_attribute a
      where a.attrelid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped
    ), '[]') as attributes,
    nullif(t.typrelid, 0)::int8 as "typeRelationId"
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  left join pg_class c on c.oid = t.typrelid
  where t.typrelid = 0 or c.relkind in ('c', 'r')`
