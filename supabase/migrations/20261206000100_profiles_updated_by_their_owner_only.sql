-- The spec: "Profile updates are allowed only for the signed-in user, matched by user id." No admin
-- screen edits another person's profile, so admins lose the update they never used.
drop policy "users update their own profile; admins update all" on public.profiles;
create policy "users update their own profile" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
