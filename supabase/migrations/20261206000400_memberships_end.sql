-- A membership gives members-only resources (and, through this policy, their files) while it is
-- active and until its end date: nothing marks a membership 'expired' when ends_at passes.
drop policy "everyone reads published resources; members read members-only; admins read all"
  on public.resources;
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
          where m.user_id = (select auth.uid())
            and m.status = 'active'
            and (m.ends_at is null or m.ends_at > now())
        )
      )
    )
    or (select public.is_admin())
  );
