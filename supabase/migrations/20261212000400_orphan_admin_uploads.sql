-- Orphan admin uploads: files an admin uploaded in an editor but never saved with a row (a tab
-- closed, a draft abandoned, a lead magnet's file replaced). Like the résumé sweep, the app
-- removes them through the Storage API, a bounded batch after each upload URL it issues and on
-- demand with `npm run admin:sweep-uploads`, with no pg_cron.
--
-- Only the paths the upload actions issue qualify, each in its own bucket: article covers
-- 'articles/<uuid>.<png|jpg|webp>' in media and resource files 'files/<uuid>.<pdf|png>' in
-- resource-files (lib/actions/admin/uploads/stored-upload.ts), lead magnets '<uuid>/<name>.pdf'
-- in lead-magnets (request-lead-magnet-upload.ts). Seeded files sit at the buckets' roots
-- (supabase/storage-seed/) and never match.
--
-- A reference is any row naming the path. Covers are stored as public URLs (which end in the
-- path), and Markdown renders images, so a body that mentions a cover's path keeps it too; the
-- paths hold a random UUID, so a mention is never an accident.
--
-- Only uploads over a week old qualify. A signed upload URL lasts two hours (Supabase Storage's
-- default; Supabase Local's too), so nothing new arrives at an old path. What the week is for is
-- the editor: an upload waits unsaved in an open form or in the browser's local draft, and a
-- draft restored within a week saves with its file. Later, saving checks the stored file first
-- and asks for the upload again, so a swept file almost never becomes a broken reference (only
-- a save landing between its own check and the sweep, of a file already a week old).
-- `returns table` (two columns): PostgREST and Supabase Local both answer with objects.
create function public.orphan_admin_uploads(max_paths integer)
returns table (bucket text, path text)
language sql
stable
set search_path = ''
as $$
  -- The media paths any article or resource names, collected once per call: a NOT EXISTS per
  -- candidate file would scan every body again for each file (seconds at a thousand articles).
  with named_media as (
    select m[1] as name
    from (
      select coalesce(a.cover_image_url, '') || ' ' || coalesce(a.content, '') as body
      from public.articles a
      union all
      select coalesce(r.cover_image_url, '') || ' ' || coalesce(r.content, '')
      from public.resources r
    ) t,
    regexp_matches(
      t.body,
      '(articles/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp))',
      'g'
    ) as m
  ),
  old as (
    select o.bucket_id, o.name, o.created_at
    from storage.objects o
    where o.created_at < now() - interval '7 days'
      and coalesce(o.updated_at, o.created_at) < now() - interval '7 days'
  ),
  orphans as (
    select o.bucket_id, o.name, o.created_at from old o
    where o.bucket_id = 'media'
      and o.name ~ '^articles/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$'
      and not exists (select 1 from named_media n where n.name = o.name)
    union all
    select o.bucket_id, o.name, o.created_at from old o
    where o.bucket_id = 'resource-files'
      and o.name ~ '^files/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png)$'
      and not exists (select 1 from public.resources r where r.file_path = o.name)
    union all
    select o.bucket_id, o.name, o.created_at from old o
    where o.bucket_id = 'lead-magnets'
      and o.name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[a-z0-9][a-z0-9-]{0,99}\.pdf$'
      and not exists (select 1 from public.lead_magnets m where m.file_path = o.name)
  )
  select bucket_id, name from orphans
  order by created_at
  limit least(greatest(max_paths, 0), 1000)
$$;

-- Security invoker, as the résumé sweep: run by service_role only, which reads storage.objects
-- and every row past RLS; nobody else learns which files exist.
revoke execute on function public.orphan_admin_uploads(integer) from public, anon, authenticated;
grant execute on function public.orphan_admin_uploads(integer) to service_role;
