-- The storage schema as supabase/storage's migrations leave it (protocol doc D.4).
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);
create index objects_name_idx on storage.objects (name text_pattern_ops);
create index objects_bucket_id_idx on storage.objects (bucket_id);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

-- Folder-style listing used by the list endpoint; runs as the caller, so RLS on objects applies.
create function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
as $$
declare
  v_column text := case
    when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at') then sortcolumn
    else 'name'
  end;
  v_order text := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
begin
  return query execute format(
    $q$
    with matches as (
      select o.* from storage.objects o
      where o.bucket_id = $4 and o.name ilike $2 || $3 || '%%'
    ), folders as (
      select distinct m.path_tokens[$1] as folder from matches m
      where array_length(m.path_tokens, 1) > $1
    ), entries as (
      select f.folder as name, null::uuid as id, null::timestamptz as updated_at,
        null::timestamptz as created_at, null::timestamptz as last_accessed_at,
        null::jsonb as metadata, 0 as kind
      from folders f
      union all
      select m.path_tokens[$1], m.id, m.updated_at, m.created_at, m.last_accessed_at,
        m.metadata, 1
      from matches m
      where array_length(m.path_tokens, 1) = $1
    )
    select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
    from entries e
    order by e.kind, e.%I %s
    limit $5 offset $6
    $q$,
    v_column,
    v_order
  ) using levels, prefix, search, bucketname, limits, offsets;
end;
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text),
  storage.search(text, text, int, int, int, text, text, text) to anon, authenticated, service_role;
