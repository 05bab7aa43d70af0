-- Quizzes. Correct answers and explanations live in quiz_answer_keys, which only admins can read;
-- visitors and users get them back only from submit_quiz_attempt, after answering.

create table public.quizzes (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  category_id uuid references public.article_categories (id) on delete set null,
  difficulty text not null default 'intermediate'
    check (difficulty in ('beginner', 'intermediate', 'advanced')),
  time_limit_minutes integer check (time_limit_minutes > 0),
  pass_percent integer not null default 70 check (pass_percent between 0 and 100),
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quizzes_status_published_at_idx on public.quizzes (status, published_at desc);
create index quizzes_category_id_idx on public.quizzes (category_id);

-- options: [{"id": "a", "label": "..."}]; empty for short answers.
create table public.quiz_questions (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  position integer not null default 0,
  kind text not null
    check (kind in ('single_choice', 'multiple_choice', 'true_false', 'short_answer')),
  prompt text not null check (char_length(prompt) between 1 and 2000),
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  points integer not null default 1 check (points > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quiz_questions_quiz_id_position_idx on public.quiz_questions (quiz_id, position);

-- correct_answers: option ids for choice questions, ["true"] or ["false"], or accepted short answers.
create table public.quiz_answer_keys (
  question_id uuid primary key references public.quiz_questions (id) on delete cascade,
  correct_answers jsonb not null
    check (jsonb_typeof(correct_answers) = 'array' and jsonb_array_length(correct_answers) > 0),
  explanation text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  answers jsonb not null default '{}',
  score integer not null default 0,
  max_score integer not null default 0,
  percent numeric(5, 2) not null default 0,
  passed boolean not null default false,
  results jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index quiz_attempts_user_id_created_at_idx on public.quiz_attempts (user_id, created_at desc);
create index quiz_attempts_quiz_id_idx on public.quiz_attempts (quiz_id);

create trigger set_updated_at before update on public.quizzes
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.quiz_questions
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.quiz_answer_keys
  for each row execute function public.set_updated_at();

create trigger audit after insert or update or delete on public.quizzes
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.quiz_questions
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.quiz_answer_keys
  for each row execute function public.audit_row_change('question_id');

create function public.quiz_answer_is_correct(kind text, correct jsonb, given jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when given is null or jsonb_typeof(given) = 'null' then false
    when kind = 'multiple_choice' then
      jsonb_typeof(given) = 'array'
      and array(select distinct x from jsonb_array_elements_text(given) as x order by 1)
        = array(select distinct x from jsonb_array_elements_text(correct) as x order by 1)
    when jsonb_typeof(given) in ('array', 'object') then false
    when kind = 'short_answer' then
      lower(regexp_replace(btrim(given #>> '{}'), '\s+', ' ', 'g')) in (
        select lower(regexp_replace(btrim(x), '\s+', ' ', 'g'))
        from jsonb_array_elements_text(correct) as x
      )
    else (given #>> '{}') in (select x from jsonb_array_elements_text(correct) as x)
  end
$$;

-- Scores answers ({"<question id>": "a" | ["a", "c"] | "true" | "text"}) against the keys, stores
-- the attempt for a signed-in caller, and returns the score with per-question feedback.
create function public.submit_quiz_attempt(quiz_id uuid, answers jsonb)
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
begin
  if jsonb_typeof(submit_quiz_attempt.answers) is distinct from 'object' then
    raise exception 'answers must be a JSON object keyed by question id' using errcode = '22023';
  end if;
  select q.* into v_quiz from public.quizzes q
  where q.id = submit_quiz_attempt.quiz_id and (q.status = 'published' or public.is_admin());
  if not found then
    raise exception 'Quiz not found' using errcode = 'P0002';
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

revoke execute on function public.quiz_answer_is_correct(text, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.submit_quiz_attempt(uuid, jsonb) to anon, authenticated, service_role;

alter table public.quizzes enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.quiz_answer_keys enable row level security;
alter table public.quiz_attempts enable row level security;

create policy "everyone reads published quizzes; admins read all" on public.quizzes
  for select to anon, authenticated
  using (status = 'published' or (select public.is_admin()));
create policy "admins create quizzes" on public.quizzes
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change quizzes" on public.quizzes
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete quizzes" on public.quizzes
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads questions of published quizzes; admins read all" on public.quiz_questions
  for select to anon, authenticated
  using (
    exists (
      select 1 from public.quizzes q where q.id = quiz_questions.quiz_id and q.status = 'published'
    )
    or (select public.is_admin())
  );
create policy "admins create questions" on public.quiz_questions
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change questions" on public.quiz_questions
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete questions" on public.quiz_questions
  for delete to authenticated using ((select public.is_admin()));

create policy "admins read answer keys" on public.quiz_answer_keys
  for select to authenticated using ((select public.is_admin()));
create policy "admins create answer keys" on public.quiz_answer_keys
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change answer keys" on public.quiz_answer_keys
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete answer keys" on public.quiz_answer_keys
  for delete to authenticated using ((select public.is_admin()));

-- Users never insert attempts directly (they could forge a score): submit_quiz_attempt does.
create policy "users read their own attempts; admins read all" on public.quiz_attempts
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins create attempts" on public.quiz_attempts
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change attempts" on public.quiz_attempts
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "users delete their own attempts; admins delete all" on public.quiz_attempts
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
