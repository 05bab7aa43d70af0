-- Quizzes and jobs keep their old slugs like articles and resources do, so renaming one keeps its
-- links (/quiz/{slug}, /careers/{slug} and its apply page) working. Written by the shared
-- record_slug_change trigger (20261126000100_resource_slug_history.sql).

create table public.quiz_slug_history (
  old_slug text primary key check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index quiz_slug_history_quiz_id_idx on public.quiz_slug_history (quiz_id);

create table public.job_slug_history (
  old_slug text primary key check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  job_id uuid not null references public.jobs (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index job_slug_history_job_id_idx on public.job_slug_history (job_id);

alter table public.quiz_slug_history enable row level security;
alter table public.job_slug_history enable row level security;

-- As for articles, the subquery runs under the caller's own policies on the renamed table:
-- visitors see the old slugs of published quizzes and of open or closed jobs, admins all of them.
-- Nobody writes here but the trigger.
create policy "everyone reads old slugs of quizzes they can read" on public.quiz_slug_history
  for select to anon, authenticated
  using (exists (select 1 from public.quizzes q where q.id = quiz_id));

create policy "everyone reads old slugs of jobs they can read" on public.job_slug_history
  for select to anon, authenticated
  using (exists (select 1 from public.jobs j where j.id = job_id));

create trigger record_slug_change after update of slug on public.quizzes
  for each row when (old.slug is distinct from new.slug)
  execute function public.record_slug_change('quiz_slug_history', 'quiz_id');

create trigger record_slug_change after update of slug on public.jobs
  for each row when (old.slug is distinct from new.slug)
  execute function public.record_slug_change('job_slug_history', 'job_id');
