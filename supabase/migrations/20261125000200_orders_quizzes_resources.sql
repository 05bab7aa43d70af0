-- Order requests from /services, timed and claimable quiz attempts, and resource files.

-- A double submit of the order form sends the same key twice; the unique index makes the second
-- insert fail, and the action answers with the order the first one created.
alter table public.orders add column idempotency_key uuid;
create unique index orders_student_idempotency_key_idx
  on public.orders (student_id, idempotency_key);

-- One row per quiz started or submitted without an account. A timed quiz must be started
-- (start_quiz_attempt) so the server knows when its clock began; an anonymous visitor's scored
-- attempt waits here until they sign in and claim it. Only the definer functions below touch it.
create table public.quiz_sessions (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  started_by uuid references auth.users (id) on delete cascade,
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  answers jsonb,
  result jsonb,
  claimed_at timestamptz
);
create index quiz_sessions_started_at_idx on public.quiz_sessions (started_at);
create index quiz_sessions_quiz_id_idx on public.quiz_sessions (quiz_id);
create index quiz_sessions_started_by_idx on public.quiz_sessions (started_by);
alter table public.quiz_sessions enable row level security;
create policy "admins read quiz sessions" on public.quiz_sessions
  for select to authenticated using ((select public.is_admin()));

create function public.start_quiz_attempt(quiz_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if not exists (
    select 1 from public.quizzes q
    where q.id = start_quiz_attempt.quiz_id and (q.status = 'published' or public.is_admin())
  ) then
    raise exception 'Quiz not found' using errcode = 'P0002';
  end if;
  -- Sessions nobody submitted are only a start time; a day later they are useless.
  delete from public.quiz_sessions
  where started_at < now() - interval '1 day' and submitted_at is null;
  insert into public.quiz_sessions (quiz_id, started_by)
  values (start_quiz_attempt.quiz_id, auth.uid())
  returning id into v_id;
  return v_id;
end;
$$;

drop function public.submit_quiz_attempt(uuid, jsonb);

-- Scores answers ({"<question id>": "a" | ["a", "c"] | "true" | "text"}) against the keys. Every
-- key must be a question of the quiz and every value the shape its kind expects; anything else,
-- or more than 64 kB of answers, is refused (22023, a 400) before anything is stored. Timed
-- quizzes need the session from start_quiz_attempt and refuse answers more than 30 s after the
-- limit. A signed-in caller's attempt is stored; a visitor's waits in quiz_sessions for a claim.
create function public.submit_quiz_attempt(quiz_id uuid, answers jsonb, session_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_quiz public.quizzes%rowtype;
  v_session public.quiz_sessions%rowtype;
  v_question record;
  v_key text;
  v_value jsonb;
  v_kind text;
  v_correct boolean;
  v_results jsonb := '[]';
  v_score integer := 0;
  v_max integer := 0;
  v_percent numeric(5, 2);
  v_attempt_id uuid;
  v_claim_id uuid;
  v_result jsonb;
begin
  if jsonb_typeof(submit_quiz_attempt.answers) is distinct from 'object' then
    raise exception 'answers must be a JSON object keyed by question id' using errcode = '22023';
  end if;
  if octet_length(submit_quiz_attempt.answers::text) > 65536 then
    raise exception 'answers are too large' using errcode = '22023';
  end if;
  select q.* into v_quiz from public.quizzes q
  where q.id = submit_quiz_attempt.quiz_id and (q.status = 'published' or public.is_admin());
  if not found then
    raise exception 'Quiz not found' using errcode = 'P0002';
  end if;

  for v_key, v_value in select * from jsonb_each(submit_quiz_attempt.answers) loop
    select qq.kind into v_kind from public.quiz_questions qq
    where qq.quiz_id = v_quiz.id and qq.id::text = v_key;
    if not found then
      raise exception 'answer for an unknown question: %', left(v_key, 64) using errcode = '22023';
    end if;
    if not (
      jsonb_typeof(v_value) = 'null'
      or (v_kind = 'multiple_choice' and jsonb_typeof(v_value) = 'array'
        and jsonb_array_length(v_value) <= 20
        and not exists (
          select 1 from jsonb_array_elements(v_value) e
          where jsonb_typeof(e) <> 'string' or char_length(e #>> '{}') > 64
        ))
      or (v_kind in ('single_choice', 'true_false') and jsonb_typeof(v_value) = 'string'
        and char_length(v_value #>> '{}') <= 64)
      or (v_kind = 'true_false' and jsonb_typeof(v_value) = 'boolean')
      or (v_kind = 'short_answer' and jsonb_typeof(v_value) = 'string'
        and char_length(v_value #>> '{}') <= 500)
    ) then
      raise exception 'answer of the wrong type for question %', v_key using errcode = '22023';
    end if;
  end loop;

  if submit_quiz_attempt.session_id is not null then
    select s.* into v_session from public.quiz_sessions s
    where s.id = submit_quiz_attempt.session_id and s.quiz_id = v_quiz.id
      and s.submitted_at is null
      and s.started_by is not distinct from auth.uid()
    for update;
    if not found then
      raise exception 'This quiz session is not open' using errcode = '22023';
    end if;
  end if;
  if v_quiz.time_limit_minutes is not null then
    if v_session.id is null then
      raise exception 'A timed quiz must be started first' using errcode = '22023';
    end if;
    if now() > v_session.started_at
        + make_interval(mins => v_quiz.time_limit_minutes) + interval '30 seconds' then
      raise exception 'The time limit for this quiz has passed' using errcode = '22023';
    end if;
  end if;

  for v_question in
    select qq.id, qq.kind, qq.points, k.correct_answers, k.explanation
    from public.quiz_questions qq
    join public.quiz_answer_keys k on k.question_id = qq.id
    where qq.quiz_id = v_quiz.id
    order by qq.position, qq.id
  loop
    v_correct := public.quiz_answer_is_correct(
      v_question.kind,
      v_question.correct_answers,
      submit_quiz_attempt.answers -> v_question.id::text
    );
    v_max := v_max + v_question.points;
    if v_correct then
      v_score := v_score + v_question.points;
    end if;
    v_results := v_results || jsonb_build_array(jsonb_build_object(
      'question_id', v_question.id,
      'correct', v_correct,
      'correct_answers', v_question.correct_answers,
      'explanation', v_question.explanation
    ));
  end loop;

  v_percent := case when v_max > 0 then round(v_score * 100.0 / v_max, 2) else 0 end;
  v_result := jsonb_build_object(
    'score', v_score,
    'max_score', v_max,
    'percent', v_percent,
    'passed', v_percent >= v_quiz.pass_percent,
    'results', v_results
  );

  if auth.uid() is not null then
    insert into public.quiz_attempts (quiz_id, user_id, answers, score, max_score, percent, passed, results)
    values (
      v_quiz.id, auth.uid(), submit_quiz_attempt.answers, v_score, v_max, v_percent,
      v_percent >= v_quiz.pass_percent, v_results
    )
    returning id into v_attempt_id;
    if v_session.id is not null then
      update public.quiz_sessions set submitted_at = now(), claimed_at = now()
      where id = v_session.id;
    end if;
  elsif v_session.id is not null then
    update public.quiz_sessions
    set submitted_at = now(), answers = submit_quiz_attempt.answers, result = v_result
    where id = v_session.id;
    v_claim_id := v_session.id;
  else
    insert into public.quiz_sessions (quiz_id, submitted_at, answers, result)
    values (v_quiz.id, now(), submit_quiz_attempt.answers, v_result)
    returning id into v_claim_id;
  end if;

  return v_result || jsonb_build_object('attempt_id', v_attempt_id, 'claim_id', v_claim_id);
end;
$$;

-- Saves a visitor's scored attempt to the account they signed in to, once, within a day. The
-- claim id is a random uuid only the visitor's browser was given.
create function public.claim_quiz_attempt(claim_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_session public.quiz_sessions%rowtype;
  v_quiz public.quizzes%rowtype;
  v_attempt_id uuid;
begin
  if auth.uid() is null then
    raise exception 'Sign in to keep a quiz result' using errcode = '42501';
  end if;
  select s.* into v_session from public.quiz_sessions s
  where s.id = claim_quiz_attempt.claim_id and s.started_by is null
    and s.submitted_at > now() - interval '1 day' and s.claimed_at is null
  for update;
  if not found then
    raise exception 'This quiz result can no longer be saved' using errcode = 'P0002';
  end if;
  select q.* into v_quiz from public.quizzes q where q.id = v_session.quiz_id;
  insert into public.quiz_attempts (quiz_id, user_id, answers, score, max_score, percent, passed, results, created_at)
  values (
    v_session.quiz_id, auth.uid(), v_session.answers,
    (v_session.result ->> 'score')::integer, (v_session.result ->> 'max_score')::integer,
    (v_session.result ->> 'percent')::numeric, (v_session.result ->> 'passed')::boolean,
    v_session.result -> 'results', v_session.submitted_at
  )
  returning id into v_attempt_id;
  update public.quiz_sessions set claimed_at = now() where id = v_session.id;
  return v_attempt_id;
end;
$$;

revoke execute on function public.start_quiz_attempt(uuid), public.submit_quiz_attempt(uuid, jsonb, uuid),
  public.claim_quiz_attempt(uuid) from public;
grant execute on function public.start_quiz_attempt(uuid) to anon, authenticated, service_role;
grant execute on function public.submit_quiz_attempt(uuid, jsonb, uuid) to anon, authenticated, service_role;
grant execute on function public.claim_quiz_attempt(uuid) to authenticated, service_role;

-- Resource files: a private bucket, so every download is a short-lived signed URL. Whoever may
-- read the resource row (RLS: members-only rows need an active membership) may sign its file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('resource-files', 'resource-files', false, 26214400, array['application/pdf', 'image/png']);

create policy "readers of a resource read its file" on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'resource-files'
    and exists (select 1 from public.resources r where r.file_path = storage.objects.name)
  );
create policy "admins manage resource files" on storage.objects
  for all to authenticated
  using (bucket_id = 'resource-files' and (select public.is_admin()))
  with check (bucket_id = 'resource-files' and (select public.is_admin()));

-- The list and page show members-only resources with a badge to everyone; their content and file
-- stay behind RLS. This returns only what a teaser needs.
create function public.resource_teasers()
returns table (
  id uuid, slug text, title text, description text, kind text, external_url text,
  has_file boolean, members_only boolean, category_slug text, category_name text,
  published_at timestamptz, updated_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.slug, r.title, r.description, r.kind,
    case when r.members_only then null else r.external_url end,
    r.file_path is not null, r.members_only, c.slug, c.name, r.published_at, r.updated_at
  from public.resources r
  left join public.article_categories c on c.id = r.category_id
  where r.status = 'published'
  order by r.published_at desc nulls last, r.id
$$;
revoke execute on function public.resource_teasers() from public;
grant execute on function public.resource_teasers() to anon, authenticated, service_role;

-- Who each service is for, shown on /services.
alter table public.services add column audience text not null default '';
