-- Study resources (files in the public 'resources' bucket or external links) and users' saved lists.

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  kind text not null check (kind in ('guide', 'template', 'checklist', 'worksheet', 'link')),
  content text not null default '',
  file_path text,
  external_url text check (external_url ~ '^https?://'),
  cover_image_url text,
  category_id uuid references public.article_categories (id) on delete set null,
  members_only boolean not null default false,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint resources_link_needs_url check (kind <> 'link' or external_url is not null)
);
create index resources_status_published_at_idx on public.resources (status, published_at desc);
create index resources_kind_idx on public.resources (kind);
create index resources_category_id_idx on public.resources (category_id);

create table public.saved_resources (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  resource_id uuid not null references public.resources (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, resource_id)
);
create index saved_resources_resource_id_idx on public.saved_resources (resource_id);

create trigger set_updated_at before update on public.resources
  for each row execute function public.set_updated_at();
create trigger audit after insert or update or delete on public.resources
  for each row execute function public.audit_row_change('id');

alter table public.resources enable row level security;
alter table public.saved_resources enable row level security;

-- Members-only resources are visible to users with an active membership (read under their own
-- memberships policy, so no definer function is needed).
create policy "everyone reads published resources; members read members-only; admins read all"
  on public.resources
  for select to anon, authenticated
  using (
    (
      status = 'published'
      and (
        not members_only
        or exists (
          select 1 from public.memberships m
          where m.user_id = (select auth.uid()) and m.status = 'active'
        )
      )
    )
    or (select public.is_admin())
  );
create policy "admins create resources" on public.resources
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change resources" on public.resources
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete resources" on public.resources
  for delete to authenticated using ((select public.is_admin()));

create policy "users read their saved resources; admins read all" on public.saved_resources
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "users save resources they can see; admins save any" on public.saved_resources
  for insert to authenticated
  with check (
    (
      user_id = (select auth.uid())
      and exists (select 1 from public.resources r where r.id = saved_resources.resource_id)
    )
    or (select public.is_admin())
  );
create policy "admins change saved resources" on public.saved_resources
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "users remove their saved resources; admins remove any" on public.saved_resources
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
