-- Quiz answer keys and quiz sessions (issue 17, point 7). submit_quiz_attempt handed every key
-- and explanation to anyone who submitted {}; it now returns them only for questions the caller
-- answered. Visitors no longer call the quiz functions through the REST API: the app's server
-- actions call them with the service role after a per-client-address rate limit, and signed-in
-- members, who may still call them directly, are rate limited per account in SQL. The 3-argument
-- signature from issue 13 stays as it is.

-- Counts one start or submission for the signed-in caller and refuses it beyond the limit (a
-- member takes a quiz in minutes, so 30 in 10 minutes is far above honest use). Visitors have no
-- execute right on the quiz functions; the server that calls them for visitors limits per
-- address. Private, so not callable through the REST API; the definer functions below call it.
create function private.quiz_rate_limit(action text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_allowed boolean;
begin
  if auth.uid() is null then
    return;
  end if;
  select l.allowed into v_allowed
  from public.hit_rate_limit('quiz:' || action || ':user:' || auth.uid()::text, 30, 600) l;
  if not v_allowed then
    raise exception 'Too many quiz attempts. Please wait a few minutes and try again.'
      using errcode = 'PT429';
  end if;
end;
$$;
revoke execute on function private.quiz_rate_limit(text) from public, anon, authenticated;

-- Whether an answer counts as given: not missing, null, blank or an empty selection. Blank
-- answers to every question would otherwise still unlock every key.
create function public.quiz_answer_given(given jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case jsonb_typeof(given)
    when 'string' then btrim(given #>> '{}') <> ''
    when 'array' then jsonb_array_length(given) > 0
    when 'boolean' then true
    else false
  end
$$;

create or replace function public.start_quiz_attempt(quiz_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.quiz_rate_limit('start');
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

create or replace function public.submit_quiz_attempt(quiz_id uuid, answers jsonb, session_id uuid default null)
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
  v_answered boolean;
  v_results jsonb := '[]';
  v_score integer := 0;
  v_max integer := 0;
  v_percent numeric(5, 2);
  v_attempt_id uuid;
  v_claim_id uuid;
  v_result jsonb;
begin
  perform private.quiz_rate_limit('submit');
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
    v_answered := public.quiz_answer_given(submit_quiz_attempt.answers -> v_question.id::text);
    -- The key and explanation only for a question the caller answered: an empty or partial
    -- submission must not be a way to download the whole answer key.
    v_results := v_results || jsonb_build_array(jsonb_build_object(
      'question_id', v_question.id,
      'answered', v_answered,
      'correct', v_correct,
      'correct_answers', case when v_answered then v_question.correct_answers else '[]' end,
      'explanation', case when v_answered then v_question.explanation else '' end
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

-- claim_quiz_attempt refused visitors already (it needs auth.uid()); now they cannot call it either.
revoke execute on function public.start_quiz_attempt(uuid), public.submit_quiz_attempt(uuid, jsonb, uuid),
  public.claim_quiz_attempt(uuid) from public, anon;
grant execute on function public.start_quiz_attempt(uuid) to authenticated, service_role;
grant execute on function public.submit_quiz_attempt(uuid, jsonb, uuid) to authenticated, service_role;
