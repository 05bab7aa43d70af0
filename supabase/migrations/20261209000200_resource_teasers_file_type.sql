-- A resource's download button names its file's type ("Download PNG"), which the page learns from
-- the teaser: the stored path's extension, lower-case (null without a file or an extension). Only
-- the type, never the path, so a members-only file stays as hidden as before.

drop function public.resource_teasers();
create function public.resource_teasers()
returns table (
  id uuid, slug text, title text, description text, kind text, external_url text,
  has_file boolean, members_only boolean, category_slug text, category_name text,
  published_at timestamptz, updated_at timestamptz, file_type text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.slug, r.title, r.description, r.kind,
    case when r.members_only then null else r.external_url end,
    r.file_path is not null, r.members_only, c.slug, c.name, r.published_at, r.updated_at,
    lower(substring(r.file_path from '\.([A-Za-z0-9]+)$'))
  from public.resources r
  left join public.article_categories c on c.id = r.category_id
  where r.status = 'published'
  order by r.published_at desc nulls last, r.id
$$;
revoke execute on function public.resource_teasers() from public;
grant execute on function public.resource_teasers() to anon, authenticated, service_role;
