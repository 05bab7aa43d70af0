-- Careers: job posts and applications (résumés go to the private 'resumes' bucket).

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  department text,
  location text not null default 'Remote',
  employment_type text not null default 'part_time'
    check (employment_type in ('full_time', 'part_time', 'contract', 'freelance', 'internship')),
  is_remote boolean not null default true,
  summary text not null default '',
  description text not null default '',
  requirements text[] not null default '{}',
  benefits text[] not null default '{}',
  salary_range text,
  status text not null default 'draft' check (status in ('draft', 'open', 'closed')),
  published_at timestamptz,
  closes_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_status_published_at_idx on public.jobs (status, published_at desc);

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  phone text check (char_length(phone) <= 50),
  country text check (char_length(country) <= 100),
  cover_letter text not null default '' check (char_length(cover_letter) <= 10000),
  resume_path text,
  linkedin_url text check (linkedin_url ~ '^https?://'),
  portfolio_url text check (portfolio_url ~ '^https?://'),
  status text not null default 'new'
    check (status in ('new', 'reviewing', 'shortlisted', 'rejected', 'hired')),
  admin_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_applications_job_id_idx on public.job_applications (job_id);
create index job_applications_user_id_idx on public.job_applications (user_id);
create index job_applications_status_created_at_idx on public.job_applications (status, created_at desc);

create trigger set_updated_at before update on public.jobs
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.job_applications
  for each row execute function public.set_updated_at();
create trigger audit after insert or update or delete on public.jobs
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.job_applications
  for each row execute function public.audit_row_change('id');

alter table public.jobs enable row level security;
alter table public.job_applications enable row level security;

create policy "everyone reads open and closed jobs; admins read all" on public.jobs
  for select to anon, authenticated
  using (status in ('open', 'closed') or (select public.is_admin()));
create policy "admins create jobs" on public.jobs
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change jobs" on public.jobs
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete jobs" on public.jobs
  for delete to authenticated using ((select public.is_admin()));

create policy "applicants read their own applications; admins read all" on public.job_applications
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "anyone applies to an open job; admins add any" on public.job_applications
  for insert to anon, authenticated
  with check (
    (
      status = 'new'
      and admin_notes is null
      and (user_id is null or user_id = (select auth.uid()))
      and exists (
        select 1 from public.jobs j where j.id = job_applications.job_id and j.status = 'open'
      )
    )
    or (select public.is_admin())
  );
create policy "admins change applications" on public.job_applications
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete applications" on public.job_applications
  for delete to authenticated using ((select public.is_admin()));
