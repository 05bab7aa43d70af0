-- Article search: whole words first, prefixes only when they find nothing.
--
-- As prefixes, a finished word also found every longer word it begins: "exam" matched
-- "example" in every article, so the count said everything matched and the snippets highlighted
-- words nobody searched for. search_articles now takes `whole_words`: the words as typed
-- (stemmed, websearch syntax) instead of each word as a prefix (article_search_query). The app
-- asks for whole words first and for prefixes only when they find nothing, so a half-typed word
-- still finds results while typing. Two calls rather than one function deciding: inside a
-- function the query is unknown when it is planned, and a probe for "any whole-word match" was
-- planned as a sequential scan over every article (5 ms on 1,000 articles when nothing matched).
--
-- Snippets also say when they are cut: "… " before a fragment that does not start the text, and
-- " …" after one that does not end a sentence.
drop function public.search_articles(text, text, integer, integer);

create function public.search_articles(
  query text,
  category_slug text default null,
  page_size integer default 12,
  page_offset integer default 0,
  whole_words boolean default false
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
    select case
      when whole_words
        then websearch_to_tsquery('english'::regconfig, left(coalesce(query, ''), 200))
      else public.article_search_query(query)
    end as tsq
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
  ),
  sourced as (
    select m.*,
      m.excerpt || ' ' || regexp_replace(left(m.content, 1200), '\]\([^)]*\)|[#*_`>|\[\]]', ' ', 'g')
        as source
    from matches m
  ),
  snippets as (
    select s.*,
      btrim(ts_headline(
        'english'::regconfig,
        s.source,
        q.tsq,
        'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
          || ', MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "'
      )) as headline
    from sourced s cross join q
  )
  select s.id, s.slug, s.title, s.excerpt, s.published_at, s.reading_time_minutes,
    s.category_slug, s.category_name,
    case
      when left(btrim(s.source), 20) = left(translate(s.headline, chr(57344) || chr(57345), ''), 20)
        then ''
      else '… '
    end
      || s.headline
      || case when s.headline ~ '[.!?:]["'')’”]*$' then '' else ' …' end as snippet,
    s.rank, s.total_count
  from snippets s
  order by s.rank desc, s.published_at desc, s.id;
$$;
