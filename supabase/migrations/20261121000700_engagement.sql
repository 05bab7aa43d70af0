-- Visitor engagement: contact messages, analytics, promotions, lead magnets and leads.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  subject text not null default '' check (char_length(subject) <= 300),
  body text not null check (char_length(body) between 1 and 10000),
  status text not null default 'new' check (status in ('new', 'read', 'replied', 'archived')),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index messages_status_created_at_idx on public.messages (status, created_at desc);
create index messages_user_id_idx on public.messages (user_id);

-- Only sent by the client after analytics consent.
create table public.analytics_events (
  id bigint generated always as identity primary key,
  event_name text not null check (event_name ~ '^[a-z][a-z0-9_]{0,63}$'),
  path text check (char_length(path) <= 2048),
  referrer text check (char_length(referrer) <= 2048),
  session_id text check (char_length(session_id) <= 100),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  properties jsonb not null default '{}' check (jsonb_typeof(properties) = 'object'),
  created_at timestamptz not null default now()
);
create index analytics_events_created_at_idx on public.analytics_events (created_at desc);
create index analytics_events_name_created_at_idx on public.analytics_events (event_name, created_at desc);
create index analytics_events_path_idx on public.analytics_events (path);
create index analytics_events_user_id_idx on public.analytics_events (user_id);

create table public.site_promotions (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(name) between 1 and 100),
  status text not null default 'draft' check (status in ('draft', 'active', 'paused', 'ended')),
  headline text not null check (char_length(headline) between 1 and 200),
  subtext text not null default '',
  cta_label text not null default 'Learn more',
  cta_url text not null default '/services',
  start_at timestamptz,
  end_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (start_at is null or start_at < end_at)
);
create index site_promotions_status_idx on public.site_promotions (status);

create table public.promotion_events (
  id bigint generated always as identity primary key,
  promotion_id uuid not null references public.site_promotions (id) on delete cascade,
  event text not null check (event in ('impression', 'click')),
  path text check (char_length(path) <= 2048),
  created_at timestamptz not null default now()
);
create index promotion_events_promotion_id_created_at_idx
  on public.promotion_events (promotion_id, created_at desc);

create table public.lead_magnets (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  file_path text,
  email_subject text not null default '',
  email_body text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lead_magnets_is_active_idx on public.lead_magnets (is_active);

-- One lead per email and magnet; emails are stored trimmed and lower-cased so the unique
-- constraint (and on_conflict upserts) see one address once.
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  source_path text check (char_length(source_path) <= 2048),
  lead_magnet_id uuid references public.lead_magnets (id),
  consent_at timestamptz not null default now(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_email_lead_magnet_id_key unique nulls not distinct (email, lead_magnet_id)
);
create index leads_lead_magnet_id_idx on public.leads (lead_magnet_id);
create index leads_user_id_idx on public.leads (user_id);
create index leads_created_at_idx on public.leads (created_at desc);

create function public.normalize_lead_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;
revoke execute on function public.normalize_lead_email() from public, anon, authenticated;

create trigger normalize_email before insert or update of email on public.leads
  for each row execute function public.normalize_lead_email();

create trigger set_updated_at before update on public.messages
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.site_promotions
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.lead_magnets
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();

create trigger audit after insert or update or delete on public.messages
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.site_promotions
  for each row execute function public.audit_row_change('id');
create trigger audit after insert or update or delete on public.lead_magnets
  for each row execute function public.audit_row_change('id');

alter table public.messages enable row level security;
alter table public.analytics_events enable row level security;
alter table public.site_promotions enable row level security;
alter table public.promotion_events enable row level security;
alter table public.lead_magnets enable row level security;
alter table public.leads enable row level security;

create policy "admins read messages" on public.messages
  for select to authenticated using ((select public.is_admin()));
create policy "anyone sends a message" on public.messages
  for insert to anon, authenticated
  with check (
    (status = 'new' and (user_id is null or user_id = (select auth.uid())))
    or (select public.is_admin())
  );
create policy "admins change messages" on public.messages
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete messages" on public.messages
  for delete to authenticated using ((select public.is_admin()));

create policy "admins read analytics" on public.analytics_events
  for select to authenticated using ((select public.is_admin()));
create policy "anyone records an event as themselves" on public.analytics_events
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins delete analytics" on public.analytics_events
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads active promotions; admins read all" on public.site_promotions
  for select to anon, authenticated
  using (status = 'active' or (select public.is_admin()));
create policy "admins create promotions" on public.site_promotions
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change promotions" on public.site_promotions
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete promotions" on public.site_promotions
  for delete to authenticated using ((select public.is_admin()));

create policy "admins read promotion events" on public.promotion_events
  for select to authenticated using ((select public.is_admin()));
create policy "anyone records an event on an active promotion" on public.promotion_events
  for insert to anon, authenticated
  with check (
    exists (
      select 1 from public.site_promotions p
      where p.id = promotion_events.promotion_id and p.status = 'active'
    )
    or (select public.is_admin())
  );
create policy "admins delete promotion events" on public.promotion_events
  for delete to authenticated using ((select public.is_admin()));

create policy "everyone reads active lead magnets; admins read all" on public.lead_magnets
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy "admins create lead magnets" on public.lead_magnets
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change lead magnets" on public.lead_magnets
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete lead magnets" on public.lead_magnets
  for delete to authenticated using ((select public.is_admin()));

create policy "admins read leads" on public.leads
  for select to authenticated using ((select public.is_admin()));
create policy "anyone signs up as a lead" on public.leads
  for insert to anon, authenticated
  with check (
    (unsubscribed_at is null and (user_id is null or user_id = (select auth.uid())))
    or (select public.is_admin())
  );
create policy "admins change leads" on public.leads
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete leads" on public.leads
  for delete to authenticated using ((select public.is_admin()));
