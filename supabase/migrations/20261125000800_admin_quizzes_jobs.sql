-- Admin editors for quizzes, testimonials and jobs (issue 15): the quiz publish rule in SQL, one
-- transactional quiz save, testimonial ordering, and the editable emails sent to applicants.

-- A published quiz never has a question without a correct answer, whoever writes it. On insert
-- the questions do not exist yet (seeds and imports add them after the quiz), so only the
-- transition to published also demands at least one question.
create function public.guard_quiz_publish()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'published' then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status <> 'published'
    and not exists (select 1 from public.quiz_questions qq where qq.quiz_id = new.id) then
    raise exception 'A quiz needs at least one question before it can be published'
      using errcode = '23514', hint = 'quiz_empty';
  end if;
  if exists (
    select 1 from public.quiz_questions qq
    where qq.quiz_id = new.id
      and not exists (select 1 from public.quiz_answer_keys k where k.question_id = qq.id)
  ) then
    raise exception 'Every question needs a correct answer before the quiz can be published'
      using errcode = '23514', hint = 'quiz_unanswered';
  end if;
  return new;
end;
$$;

create trigger guard_quiz_publish before insert or update on public.quizzes
  for each row execute function public.guard_quiz_publish();

-- Saves a quiz's settings and its whole question list (order = array order, answer keys
-- included) in one transaction, but only if the quiz is still at expected_updated_at: returns
-- the new updated_at, or null when someone else saved it first (nothing is written then).
-- Security invoker: RLS decides, so only admins get anywhere. The quiz row is written last, so
-- guard_quiz_publish sees the questions as saved.
create function public.save_quiz(
  quiz_id uuid,
  expected_updated_at timestamptz,
  quiz jsonb,
  questions jsonb
)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_updated_at timestamptz;
begin
  if jsonb_typeof(save_quiz.questions) is distinct from 'array' then
    raise exception 'questions must be an array' using errcode = '22023';
  end if;
  perform 1 from public.quizzes q
  where q.id = save_quiz.quiz_id and q.updated_at = save_quiz.expected_updated_at
  for update;
  if not found then
    return null;
  end if;

  delete from public.quiz_questions qq
  where qq.quiz_id = save_quiz.quiz_id
    and qq.id not in (select (e ->> 'id')::uuid from jsonb_array_elements(save_quiz.questions) e);

  insert into public.quiz_questions as qq (id, quiz_id, position, kind, prompt, options, points)
  select (e ->> 'id')::uuid, save_quiz.quiz_id, t.ord::integer, e ->> 'kind', e ->> 'prompt',
    coalesce(e -> 'options', '[]'), coalesce((e ->> 'points')::integer, 1)
  from jsonb_array_elements(save_quiz.questions) with ordinality as t(e, ord)
  on conflict (id) do update set
    position = excluded.position,
    kind = excluded.kind,
    prompt = excluded.prompt,
    options = excluded.options,
    points = excluded.points
  where qq.quiz_id = excluded.quiz_id
    and (qq.position, qq.kind, qq.prompt, qq.options, qq.points)
      is distinct from (excluded.position, excluded.kind, excluded.prompt, excluded.options, excluded.points);

  delete from public.quiz_answer_keys k
  using jsonb_array_elements(save_quiz.questions) e
  where k.question_id = (e ->> 'id')::uuid
    and jsonb_array_length(coalesce(e -> 'correct_answers', '[]')) = 0;

  insert into public.quiz_answer_keys as k (question_id, correct_answers, explanation)
  select (e ->> 'id')::uuid, e -> 'correct_answers', coalesce(e ->> 'explanation', '')
  from jsonb_array_elements(save_quiz.questions) e
  where jsonb_array_length(coalesce(e -> 'correct_answers', '[]')) > 0
  on conflict (question_id) do update set
    correct_answers = excluded.correct_answers,
    explanation = excluded.explanation
  where (k.correct_answers, k.explanation) is distinct from (excluded.correct_answers, excluded.explanation);

  update public.quizzes q set
    slug = save_quiz.quiz ->> 'slug',
    title = save_quiz.quiz ->> 'title',
    description = coalesce(save_quiz.quiz ->> 'description', ''),
    category_id = (save_quiz.quiz ->> 'category_id')::uuid,
    difficulty = save_quiz.quiz ->> 'difficulty',
    time_limit_minutes = (save_quiz.quiz ->> 'time_limit_minutes')::integer,
    pass_percent = (save_quiz.quiz ->> 'pass_percent')::integer,
    status = save_quiz.quiz ->> 'status',
    published_at = case
      when save_quiz.quiz ->> 'status' = 'published' then coalesce(q.published_at, now())
      else q.published_at
    end
  where q.id = save_quiz.quiz_id
  returning q.updated_at into v_updated_at;
  return v_updated_at;
end;
$$;

revoke execute on function public.save_quiz(uuid, timestamptz, jsonb, jsonb) from public, anon;
grant execute on function public.save_quiz(uuid, timestamptz, jsonb, jsonb) to authenticated;

-- Sets sort_order to each testimonial's place in ids (0, 1, 2 ...) in one statement. Security
-- invoker: RLS lets only admins change testimonials.
create function public.reorder_testimonials(ids uuid[])
returns integer
language sql
security invoker
set search_path = ''
as $$
  with ordered as (
    select t.id, (t.ord - 1)::integer as sort_order
    from unnest(reorder_testimonials.ids) with ordinality as t(id, ord)
  ), changed as (
    update public.testimonials s set sort_order = o.sort_order
    from ordered o
    where s.id = o.id and s.sort_order is distinct from o.sort_order
    returning s.id
  )
  select count(*)::integer from changed
$$;

revoke execute on function public.reorder_testimonials(uuid[]) from public, anon;
grant execute on function public.reorder_testimonials(uuid[]) to authenticated;

-- The emails applicants get when shortlisted or rejected. Admins edit them; {{name}},
-- {{job_title}} and {{site_name}} are filled in when one is sent.
create table public.email_templates (
  key text primary key check (key in ('application_shortlisted', 'application_rejected')),
  subject text not null check (char_length(subject) between 1 and 200),
  body text not null check (char_length(body) between 1 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger set_updated_at before update on public.email_templates
  for each row execute function public.set_updated_at();
create trigger audit after insert or update or delete on public.email_templates
  for each row execute function public.audit_row_change('key');

alter table public.email_templates enable row level security;

create policy "admins read email templates" on public.email_templates
  for select to authenticated using ((select public.is_admin()));
create policy "admins create email templates" on public.email_templates
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change email templates" on public.email_templates
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete email templates" on public.email_templates
  for delete to authenticated using ((select public.is_admin()));

insert into public.email_templates (key, subject, body) values
  ('application_shortlisted', 'Your application for {{job_title}}: next steps',
   E'Hello {{name}},\n\nThank you for applying for the {{job_title}} role at {{site_name}}. We enjoyed reading your application and would like to invite you to the next stage.\n\nA member of our hiring team will email you within five working days to arrange a short call.\n\n{{site_name}} hiring team'),
  ('application_rejected', 'Your application for {{job_title}}',
   E'Hello {{name}},\n\nThank you for applying for the {{job_title}} role at {{site_name}} and for the time you put into your application.\n\nAfter careful review we have decided not to take your application further on this occasion. We will keep your details on file and may contact you about future roles.\n\nWe wish you every success.\n\n{{site_name}} hiring team');

-- The admin lists sort by these.
create index quizzes_updated_at_idx on public.quizzes (updated_at desc);
create index jobs_updated_at_idx on public.jobs (updated_at desc);
create index job_applications_job_id_created_at_idx
  on public.job_applications (job_id, created_at desc);
create index job_applications_created_at_idx on public.job_applications (created_at desc);
create index testimonials_sort_order_idx on public.testimonials (sort_order, created_at);
