-- An application holds the hiring team's notes on the applicant, and applicants have no page that
-- lists their applications: only admins read them through REST. Applicants still get every
-- application held about them, notes included, in their data export (lib/data/account-export.ts,
-- with the service role, by account or confirmed address), as a subject access request would.
drop policy "applicants read their own applications; admins read all" on public.job_applications;
create policy "admins read applications" on public.job_applications
  for select to authenticated
  using ((select public.is_admin()));
