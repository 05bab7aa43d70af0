-- Core: shared trigger functions, roles, profiles, memberships, site settings and the audit log.

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Audit log: written only by the trigger below (security definer), readable only by admins.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_role text,
  table_name text not null,
  row_id text,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_table_row_idx on public.audit_log (table_name, row_id);
create index audit_log_actor_id_idx on public.audit_log (actor_id);
create index audit_log_created_at_idx on public.audit_log (created_at desc);

-- Attach with: execute function public.audit_row_change('<primary key column>').
create function public.audit_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key_column text := coalesce(tg_argv[0], 'id');
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
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

-- Roles: one row per user, created by the sign-up trigger; only admins change it.
create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'user' check (role in ('admin', 'user')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_roles_role_idx on public.user_roles (role);

-- The one place policies ask "is the caller an admin?"; definer rights so it can read
-- user_roles whatever that table's own policies say.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = auth.uid() and role = 'admin'
  )
$$;

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (char_length(full_name) <= 200),
  avatar_url text check (char_length(avatar_url) <= 2048),
  country text check (char_length(country) <= 100),
  university text check (char_length(university) <= 200),
  study_level text check (
    study_level in ('high_school', 'undergraduate', 'masters', 'phd', 'professional', 'other')
  ),
  time_zone text check (char_length(time_zone) <= 64),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_email_idx on public.profiles (lower(email));

-- email mirrors auth.users; nobody writes it through the API.
revoke insert, update on public.profiles from anon, authenticated;
grant insert (user_id, full_name, avatar_url, country, university, study_level, time_zone)
  on public.profiles to authenticated;
grant update (full_name, avatar_url, country, university, study_level, time_zone, updated_at)
  on public.profiles to authenticated;

create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan text not null check (char_length(plan) between 1 and 100),
  status text not null default 'active' check (status in ('active', 'cancelled', 'expired')),
  started_at timestamptz not null default now(),
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > started_at)
);
create index memberships_user_id_status_idx on public.memberships (user_id, status);

-- Site-wide settings; value holds JSON text ('"#007bff"'), parsed by the app.
create table public.settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_]{0,63}$'),
  value text not null,
  updated_at timestamptz not null default now()
);

insert into public.settings (key, value) values
  ('primary_color', '"#007bff"'),
  ('font_family', '"Inter"');

alter publication supabase_realtime add table public.settings;

-- New auth users get a profile (name from the sign-up's full_name) and the 'user' role.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, email, full_name, avatar_url)
  values (
    new.id,
    new.email,
    nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name')), ''),
    new.raw_user_meta_data ->> 'avatar_url'
  )
  on conflict (user_id) do nothing;
  insert into public.user_roles (user_id, role) values (new.id, 'user')
  on conflict (user_id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

create trigger set_updated_at before update on public.user_roles
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.memberships
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.settings
  for each row execute function public.set_updated_at();

create trigger audit after insert or update or delete on public.user_roles
  for each row execute function public.audit_row_change('user_id');
create trigger audit after insert or update or delete on public.memberships
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.settings
  for each row execute function public.audit_row_change('key');

-- Trigger functions are not API surface.
revoke execute on function public.set_updated_at(), public.audit_row_change(),
  public.handle_new_user(), public.handle_user_email_change() from public, anon, authenticated;

alter table public.audit_log enable row level security;
alter table public.user_roles enable row level security;
alter table public.profiles enable row level security;
alter table public.memberships enable row level security;
alter table public.settings enable row level security;

create policy "admins read the audit log" on public.audit_log
  for select to authenticated using ((select public.is_admin()));

create policy "users read their own role; admins read all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins grant roles" on public.user_roles
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change roles" on public.user_roles
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins revoke roles" on public.user_roles
  for delete to authenticated using ((select public.is_admin()));

create policy "users read their own profile; admins read all" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "users create their own profile" on public.profiles
  for insert to authenticated
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "users update their own profile; admins update all" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins delete profiles" on public.profiles
  for delete to authenticated using ((select public.is_admin()));

create policy "users read their own memberships; admins read all" on public.memberships
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins create memberships" on public.memberships
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change memberships" on public.memberships
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete memberships" on public.memberships
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads settings" on public.settings
  for select to anon, authenticated using (true);
create policy "admins create settings" on public.settings
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change settings" on public.settings
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete settings" on public.settings
  for delete to authenticated using ((select public.is_admin()));
