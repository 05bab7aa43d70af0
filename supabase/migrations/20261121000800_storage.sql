-- Storage buckets and who may touch which objects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('media', 'media', true, 10485760,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif']),
  ('avatars', 'avatars', true, 2097152,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('resources', 'resources', true, 26214400,
    array[
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'image/png',
      'image/jpeg'
    ]),
  ('resumes', 'resumes', false, 5242880,
    array[
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    ]),
  ('lead-magnets', 'lead-magnets', false, 26214400, array['application/pdf']);

create policy "admins manage buckets" on storage.buckets
  for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "everyone reads public buckets" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('media', 'avatars', 'resources'));

create policy "admins manage every object" on storage.objects
  for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Avatars live under <user id>/..., and only that user writes there.
create policy "users upload their own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "users replace their own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "users delete their own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Applicants upload a résumé but can never read, replace or list résumés.
create policy "anyone uploads a resume" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'resumes');
