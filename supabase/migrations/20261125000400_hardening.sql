-- Hardening (issue 17): shared rate limits, quoted orders, quiz attempts, avatar listing.

-- Rate limits every app instance shares. The table sits outside the schemas the REST API exposes;
-- only service_role reaches it, through hit_rate_limit.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.rate_limits (
  key text primary key,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expires_at_idx on private.rate_limits (expires_at);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated;

-- Counts one hit for key in its window (which opens at the key's first hit and lasts
-- window_seconds) with one atomic upsert, and says whether the key is still within max_hits.
-- An expired window restarts at this hit; expired rows of other keys are swept on about one
-- hit in a hundred, so the table holds little more than the keys active in the last window.
create function public.hit_rate_limit(key text, max_hits integer, window_seconds integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  counted integer;
  ends timestamptz;
begin
  if key is null or length(key) = 0 or length(key) > 200 then
    raise exception 'rate limit key must be 1-200 characters' using errcode = '22023';
  end if;
  if max_hits < 1 or window_seconds < 1 or window_seconds > 86400 then
    raise exception 'rate limit must be positive and at most a day long' using errcode = '22023';
  end if;
  if random() < 0.01 then
    delete from private.rate_limits r where r.expires_at <= now();
  end if;

  insert into private.rate_limits as r (key, hits, expires_at)
  values (hit_rate_limit.key, 1, now() + make_interval(secs => window_seconds))
  on conflict (key) do update set
    hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
    expires_at = case
      when r.expires_at <= now() then now() + make_interval(secs => window_seconds)
      else r.expires_at
    end
  returning r.hits, r.expires_at into counted, ends;

  return query select
    counted <= max_hits,
    counted,
    greatest(1, ceil(extract(epoch from ends - now()))::integer);
end;
$$;

revoke execute on function public.hit_rate_limit(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;

-- Once an order is quoted the brief, deadline, level and everything else are what the price was
-- given for: a student may then only cancel it. (Accepting a quote is paying it, which the server
-- records with the service role; the schema has no separate accepted status.) Before a quote the
-- student may still edit the order's content, as before.
create or replace function public.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    if new.student_id is distinct from old.student_id
      or new.order_number is distinct from old.order_number
      or new.price is distinct from old.price
      or new.currency is distinct from old.currency
      or new.admin_notes is distinct from old.admin_notes
      or new.created_at is distinct from old.created_at
      or new.status not in (old.status, 'cancelled')
    then
      raise exception 'only an admin can change the price, status or owner of an order'
        using errcode = '42501';
    end if;
    if old.status <> 'pending' and (
      new.status is distinct from 'cancelled'
      or new.service_id is distinct from old.service_id
      or new.subject is distinct from old.subject
      or new.academic_level is distinct from old.academic_level
      or new.brief is distinct from old.brief
      or new.deadline is distinct from old.deadline
      or new.time_zone is distinct from old.time_zone
      or new.academic_integrity_acknowledged is distinct from old.academic_integrity_acknowledged
    ) then
      raise exception 'a quoted order can only be cancelled'
        using errcode = '42501', hint = 'order_quoted';
    end if;
  end if;
  return new;
end;
$$;

-- Scoring needs an answer to every question, so the feedback (which names the correct answers)
-- is not handed out for an empty or partial submission. Visitors' attempts are counted per
-- client address (Cloudflare's cf-connecting-ip, which hosted Supabase's edge sets) or, without
-- one, against a per-quiz ceiling; signed-in attempts are stored and counted per account.
create or replace function public.submit_quiz_attempt(quiz_id uuid, answers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_quiz public.quizzes%rowtype;
  v_question record;
  v_correct boolean;
  v_results jsonb := '[]';
  v_score integer := 0;
  v_max integer := 0;
  v_percent numeric(5, 2);
  v_attempt_id uuid;
  v_address text;
  v_limit record;
begin
  if jsonb_typeof(submit_quiz_attempt.answers) is distinct from 'object' then
    raise exception 'answers must be a JSON object keyed by question id' using errcode = '22023';
  end if;
  select q.* into v_quiz from public.quizzes q
  where q.id = submit_quiz_attempt.quiz_id and (q.status = 'published' or public.is_admin());
  if not found then
    raise exception 'Quiz not found' using errcode = 'P0002';
  end if;

  if auth.uid() is not null then
    select * into v_limit from public.hit_rate_limit('quiz:user:' || auth.uid()::text, 60, 600);
  else
    v_address := nullif(
      current_setting('request.headers', true)::jsonb ->> 'cf-connecting-ip', ''
    );
    select * into v_limit from public.hit_rate_limit(
      case when v_address is not null then 'quiz:ip:' || left(v_address, 64)
           else 'quiz:anon:' || v_quiz.id::text end,
      case when v_address is not null then 100 else 2000 end,
      600
    );
  end if;
  if not v_limit.allowed then
    raise exception 'Too many quiz attempts; try again in % seconds', v_limit.retry_after_seconds
      using errcode = 'P0429', hint = 'rate_limited';
  end if;

  if exists (
    select 1 from public.quiz_questions qq
    where qq.quiz_id = v_quiz.id
      and jsonb_typeof(coalesce(submit_quiz_attempt.answers -> qq.id::text, 'null'))
        not in ('string', 'number', 'boolean', 'array')
  ) then
    raise exception 'Answer every question before submitting' using errcode = '22023';
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
  if auth.uid() is not null then
    insert into public.quiz_attempts (quiz_id, user_id, answers, score, max_score, percent, passed, results)
    values (
      v_quiz.id, auth.uid(), submit_quiz_attempt.answers, v_score, v_max, v_percent,
      v_percent >= v_quiz.pass_percent, v_results
    )
    returning id into v_attempt_id;
  end if;

  return jsonb_build_object(
    'attempt_id', v_attempt_id,
    'score', v_score,
    'max_score', v_max,
    'percent', v_percent,
    'passed', v_percent >= v_quiz.pass_percent,
    'results', v_results
  );
end;
$$;

-- Avatars are read by their public URL (served without a policy check, as on hosted Supabase);
-- listing the bucket would reveal every user id as a folder name, so only owners and admins may.
drop policy "everyone reads public buckets" on storage.objects;
create policy "everyone reads public buckets" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('media', 'resources'));
create policy "owners read their own avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
