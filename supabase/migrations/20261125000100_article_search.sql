-- Articles: ranked search with prefix matching and a typo-tolerant suggestion, and the history of
-- old slugs so renamed articles keep their links.

create extension if not exists pg_trgm with schema extensions;

create table public.article_slug_history (
  old_slug text primary key check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  article_id uuid not null references public.articles (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index article_slug_history_article_id_idx on public.article_slug_history (article_id);

alter table public.article_slug_history enable row level security;

-- The subquery runs under the caller's own policies on articles, so visitors see the old slugs
-- of published articles only. Nobody writes here but the trigger below.
create policy "everyone reads old slugs of articles they can read" on public.article_slug_history
  for select to anon, authenticated
  using (exists (select 1 from public.articles a where a.id = article_id));

create function public.record_article_slug_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A slug that is live again no longer redirects anywhere.
  delete from public.article_slug_history where old_slug = new.slug;
  insert into public.article_slug_history (old_slug, article_id)
  values (old.slug, new.id)
  on conflict (old_slug) do update set article_id = excluded.article_id, created_at = now();
  return new;
end;
$$;
revoke execute on function public.record_article_slug_change() from public, anon, authenticated;

create trigger record_slug_change after update of slug on public.articles
  for each row when (old.slug is distinct from new.slug)
  execute function public.record_article_slug_change();

-- The query a visitor typed, as tsquery: websearch syntax when they used its operators (quotes,
-- OR, -word), otherwise every word as a prefix so partial words match while typing. Words are
-- cut at anything but letters and digits, so no input can be a tsquery syntax error.
create function public.article_search_query(query text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select case
    when q ~ '["-]| or ' then websearch_to_tsquery('english'::regconfig, q)
    else coalesce(
      (select to_tsquery('english'::regconfig, string_agg(word || ':*', ' & '))
         from regexp_split_to_table(lower(q), '[^[:alnum:]]+') as word
        where word <> ''),
      websearch_to_tsquery('english'::regconfig, q)
    )
  end
  from (select left(coalesce(query, ''), 200) as q) as input;
$$;

-- Published articles matching the query, best first (title weighs more than the excerpt, the
-- excerpt more than the body), one page at a time with the total. The highlighted snippet marks
-- matches with U+E000 and U+E001, which the app turns into <mark> after escaping the text.
create function public.search_articles(
  query text,
  category_slug text default null,
  page_size integer default 12,
  page_offset integer default 0
)
returns table (
  id uuid,
  slug text,
  title text,
  excerpt text,
  published_at timestamptz,
  reading_time_minutes integer,
  category_slug text,
  category_name text,
  snippet text,
  rank real,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with q as (
    select public.article_search_query(query) as tsq
  ),
  matches as (
    select a.id, a.slug, a.title, a.excerpt, a.content, a.published_at, a.reading_time_minutes,
      c.slug as category_slug, c.name as category_name,
      ts_rank(a.search, q.tsq) as rank,
      count(*) over () as total_count
    from public.articles a
    cross join q
    left join public.article_categories c on c.id = a.category_id
    where a.search @@ q.tsq
      and a.status in ('published', 'scheduled')
      and a.published_at <= now()
      and (search_articles.category_slug is null or c.slug = search_articles.category_slug)
    order by rank desc, a.published_at desc, a.id
    limit least(greatest(page_size, 1), 50)
    offset greatest(page_offset, 0)
  )
  select m.id, m.slug, m.title, m.excerpt, m.published_at, m.reading_time_minutes,
    m.category_slug, m.category_name,
    ts_headline(
      'english'::regconfig,
      m.excerpt || ' ' || regexp_replace(left(m.content, 1200), '\]\([^)]*\)|[#*_`>|\[\]]', ' ', 'g'),
      q.tsq,
      'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
        || ', MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "'
    ) as snippet,
    m.rank, m.total_count
  from matches m cross join q
  order by m.rank desc, m.published_at desc, m.id;
$$;

-- When a search finds nothing: the query with each word replaced by the most similar word of a
-- visible article's title (trigram similarity), or null when no word has a close match.
create function public.suggest_article_search(query text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  with words as (
    select word, ord
    from regexp_split_to_table(lower(left(coalesce(query, ''), 200)), '[^[:alnum:]]+')
      with ordinality as w(word, ord)
    where word <> ''
  ),
  vocabulary as (
    select distinct v.word
    from public.articles a,
      regexp_split_to_table(lower(a.title), '[^[:alnum:]]+') as v(word)
    where a.status in ('published', 'scheduled') and a.published_at <= now()
      and char_length(v.word) > 2
  ),
  best as (
    select w.ord, w.word, b.word as match, b.score
    from words w
    left join lateral (
      select v.word, extensions.similarity(v.word, w.word) as score
      from vocabulary v
      order by score desc, v.word
      limit 1
    ) b on true
  )
  select case
    when bool_or(score >= 0.25 and match <> word)
      then string_agg(case when score >= 0.25 then match else word end, ' ' order by ord)
  end
  from best;
$$;

-- These paths under /articles are routes of their own, never article pages.
alter table public.articles
  add constraint articles_slug_not_a_route check (slug not in ('browse', 'search', 'id'));
