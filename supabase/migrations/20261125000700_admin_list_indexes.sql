-- The admin lists at 100,000 rows (bench/admin-lists.ts): an index per sort the list offers, in
-- the exact order its query asks for (`order by <column> <dir> nulls last, id`), so a page is an
-- index range instead of a sort of every row; and trigram indexes for the search box, which
-- matches titles and slugs anywhere in the text (ilike '%term%'), where a b-tree cannot help.

create index articles_admin_updated_at_idx on public.articles (updated_at desc nulls last, id);
create index articles_admin_published_at_idx on public.articles (published_at desc nulls last, id);
create index articles_admin_title_idx on public.articles (title, id);
create index articles_title_trgm_idx on public.articles using gin (title extensions.gin_trgm_ops);
create index articles_slug_trgm_idx on public.articles using gin (slug extensions.gin_trgm_ops);

create index resources_admin_updated_at_idx on public.resources (updated_at desc nulls last, id);
