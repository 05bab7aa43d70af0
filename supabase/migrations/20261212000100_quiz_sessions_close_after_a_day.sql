-- A quiz session closes a day after it started, as the product promises. Until now an unsubmitted
-- session older than that was deleted only when someone next started a quiz (start_quiz_attempt),
-- so until then it could still be submitted. submit_quiz_attempt now treats it as closed, with the
-- refusal any other closed session gets, so the app's "session closed" handling covers it.
-- The body is 20261207000100's but for the age condition on the session.

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
      -- Closed a day after it started, whether or not start_quiz_attempt has deleted it yet.
      and s.started_at >= now() - interval '1 day'
    for update;
    if not found then
      raise exception 'This quiz session is not open' using errcode = '22023';
    end if;
  end if;
  if v_quiz.time_limit_minutes is not null then
    if v_session.id is null then
      raise exception 'A timed quiz must be started first' using errcode = '22023';
    end if;
    -- A session started untimed has no deadline; it still has to be an open session of its own.
    if not v_session.untimed and now() > v_session.started_at
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

-- As 20261207000100 has them: visitors reach the quiz functions only through the app's server.
revoke execute on function public.submit_quiz_attempt(uuid, jsonb, uuid) from public, anon;
grant execute on function public.submit_quiz_attempt(uuid, jsonb, uuid) to authenticated, service_role;
