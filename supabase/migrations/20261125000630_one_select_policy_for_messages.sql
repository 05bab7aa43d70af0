-- Splinter's multiple_permissive_policies: two permissive SELECT policies for one role are both
-- evaluated for every row. One policy says the same: admins read every message, a signed-in
-- sender reads their own.
drop policy "admins read messages" on public.messages;
drop policy "senders read their own messages" on public.messages;
create policy "admins read messages; senders read their own" on public.messages
  for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()));
