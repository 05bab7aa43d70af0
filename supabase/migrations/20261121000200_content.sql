-- Public content: services, authors, article categories, articles, testimonials.

create table public.services (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '',
  description text not null default '',
  icon text,
  features text[] not null default '{}',
  price_from numeric(10, 2) check (price_from >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  sort_order integer not null default 0,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index services_published_sort_idx on public.services (is_published, sort_order);

create table public.authors (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  title text,
  bio text not null default '',
  avatar_url text,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index authors_user_id_idx on public.authors (user_id);

create table public.article_categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '',
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index article_categories_sort_idx on public.article_categories (sort_order);

-- Visible to visitors when published, or scheduled and due (no job has to flip the status).
create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  excerpt text not null default '',
  content text not null default '',
  cover_image_url text,
  cover_image_alt text,
  category_id uuid references public.article_categories (id) on delete set null,
  author_id uuid references public.authors (id) on delete set null,
  tags text[] not null default '{}',
  status text not null default 'draft'
    check (status in ('draft', 'scheduled', 'published', 'archived')),
  published_at timestamptz,
  seo_title text check (char_length(seo_title) <= 70),
  seo_description text check (char_length(seo_description) <= 200),
  reading_time_minutes integer generated always as (
    greatest(1, ceil(coalesce(array_length(regexp_split_to_array(btrim(content), '\s+'), 1), 0) / 225.0))::integer
  ) stored,
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'C')
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint articles_published_at_required
    check (status in ('draft', 'archived') or published_at is not null)
);
create index articles_status_published_at_idx on public.articles (status, published_at desc);
create index articles_category_id_idx on public.articles (category_id);
create index articles_author_id_idx on public.articles (author_id);
create index articles_tags_idx on public.articles using gin (tags);
create index articles_search_idx on public.articles using gin (search);

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  university text,
  country text,
  service_id uuid references public.services (id) on delete set null,
  rating smallint not null check (rating between 1 and 5),
  quote text not null check (char_length(quote) between 1 and 2000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  is_featured boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index testimonials_status_sort_idx on public.testimonials (status, sort_order);
create index testimonials_service_id_idx on public.testimonials (service_id);

create trigger set_updated_at before update on public.services
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.authors
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.article_categories
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.articles
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.testimonials
  for each row execute function public.set_updated_at();

create trigger audit after insert or update or delete on public.services
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.authors
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.article_categories
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.articles
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.testimonials
  for each row execute function public.audit_row_change('id');

alter table public.services enable row level security;
alter table public.authors enable row level security;
alter table public.article_categories enable row level security;
alter table public.articles enable row level security;
alter table public.testimonials enable row level security;

create policy "everyone reads published services; admins read all" on public.services
  for select to anon, authenticated using (is_published or (select public.is_admin()));
create policy "admins create services" on public.services
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change services" on public.services
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete services" on public.services
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads authors" on public.authors
  for select to anon, authenticated using (true);
create policy "admins create authors" on public.authors
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change authors" on public.authors
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete authors" on public.authors
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads article categories" on public.article_categories
  for select to anon, authenticated using (true);
create policy "admins create article categories" on public.article_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change article categories" on public.article_categories
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete article categories" on public.article_categories
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads published articles; admins read all" on public.articles
  for select to anon, authenticated
  using (
    (status in ('published', 'scheduled') and published_at <= now())
    or (select public.is_admin())
  );
create policy "admins create articles" on public.articles
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change articles" on public.articles
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete articles" on public.articles
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads approved testimonials; admins read all" on public.testimonials
  for select to anon, authenticated
  using (status = 'approved' or (select public.is_admin()));
create policy "admins create testimonials" on public.testimonials
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change testimonials" on public.testimonials
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete testimonials" on public.testimonials
  for delete to authenticated using ((select public.is_admin()));
