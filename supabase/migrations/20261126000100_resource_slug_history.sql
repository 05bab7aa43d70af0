-- Resources keep their old slugs like articles do, so renaming one keeps its links working. The
-- trigger that records a rename becomes one function for every table with a slug history.

create table public.resource_slug_history (
  old_slug text primary key check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  resource_id uuid not null references public.resources (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index resource_slug_history_resource_id_idx on public.resource_slug_history (resource_id);

alter table public.resource_slug_history enable row level security;

-- Visitors never read this table directly: a members-only resource is hidden from them by the
-- resources policy, yet its page (the teaser) is public, so its old slugs are resolved by
-- renamed_resource() below. Nobody writes here but the trigger.
create policy "admins read old slugs of resources" on public.resource_slug_history
  for select to authenticated
  using ((select public.is_admin()));

-- Arguments: the history table and its column naming the renamed row. The history table's
-- primary key is old_slug; a slug that is live again no longer redirects anywhere.
create function public.record_slug_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format('delete from public.%I where old_slug = $1', tg_argv[0]) using new.slug;
  execute format(
    'insert into public.%1$I (old_slug, %2$I) values ($1, $2)
     on conflict (old_slug) do update set %2$I = excluded.%2$I, created_at = now()',
    tg_argv[0], tg_argv[1]
  ) using old.slug, new.id;
  return new;
end;
$$;
revoke execute on function public.record_slug_change() from public, anon, authenticated;

drop trigger record_slug_change on public.articles;
drop function public.record_article_slug_change();
create trigger record_slug_change after update of slug on public.articles
  for each row when (old.slug is distinct from new.slug)
  execute function public.record_slug_change('article_slug_history', 'article_id');

create trigger record_slug_change after update of slug on public.resources
  for each row when (old.slug is distinct from new.slug)
  execute function public.record_slug_change('resource_slug_history', 'resource_id');

-- The current slug of a published resource (members-only ones included, as their teaser page is
-- public) that used to be at old_slug; null when there is none.
create function public.renamed_resource(old_slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.slug
  from public.resource_slug_history h
  join public.resources r on r.id = h.resource_id
  where h.old_slug = renamed_resource.old_slug and r.status = 'published'
$$;
revoke execute on function public.renamed_resource(text) from public;
grant execute on function public.renamed_resource(text) to anon, authenticated, service_role;
