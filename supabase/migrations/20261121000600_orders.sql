-- Orders placed by students, with a status history written by trigger.

create sequence public.order_number_seq;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique default (
    'SS-' || to_char(now() at time zone 'utc', 'YYYY') || '-'
    || lpad(nextval('public.order_number_seq')::text, 6, '0')
  ),
  student_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  service_id uuid references public.services (id) on delete set null,
  subject text not null check (char_length(subject) between 1 and 200),
  academic_level text not null
    check (academic_level in ('high_school', 'undergraduate', 'masters', 'phd', 'professional')),
  brief text not null check (char_length(brief) between 1 and 20000),
  deadline timestamptz not null,
  time_zone text not null default 'UTC' check (char_length(time_zone) <= 64),
  status text not null default 'pending' check (
    status in ('pending', 'quoted', 'paid', 'in_progress', 'delivered', 'completed', 'cancelled')
  ),
  price numeric(10, 2) check (price >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  academic_integrity_acknowledged boolean not null check (academic_integrity_acknowledged),
  admin_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_student_id_created_at_idx on public.orders (student_id, created_at desc);
create index orders_status_created_at_idx on public.orders (status, created_at desc);
create index orders_service_id_idx on public.orders (service_id);

create table public.order_status_history (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  changed_by uuid default auth.uid(),
  note text,
  created_at timestamptz not null default now()
);
create index order_status_history_order_id_idx on public.order_status_history (order_id, created_at);

-- RLS cannot compare old and new values, so the rule "a student may only cancel, never reprice or
-- re-own an order" is a trigger. Admins, service_role and migrations are not restricted.
create function public.guard_order_update() returns trigger
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
  end if;
  return new;
end;
$$;

create function public.record_order_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    insert into public.order_status_history (order_id, from_status, to_status, changed_by)
    values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status, auth.uid());
  end if;
  return null;
end;
$$;

create trigger guard_order_update before update on public.orders
  for each row execute function public.guard_order_update();
create trigger set_updated_at before update on public.orders
  for each row execute function public.set_updated_at();
create trigger record_order_status after insert or update of status on public.orders
  for each row execute function public.record_order_status();
create trigger audit after insert or update or delete on public.orders
  for each row execute function public.audit_row_change('id');

revoke execute on function public.guard_order_update(), public.record_order_status()
  from public, anon, authenticated;

alter table public.orders enable row level security;
alter table public.order_status_history enable row level security;

create policy "students read their own orders; admins read all" on public.orders
  for select to authenticated
  using (student_id = (select auth.uid()) or (select public.is_admin()));
create policy "students place pending orders" on public.orders
  for insert to authenticated
  with check (
    (student_id = (select auth.uid()) and status = 'pending' and price is null and admin_notes is null)
    or (select public.is_admin())
  );
create policy "students edit open orders; admins edit all" on public.orders
  for update to authenticated
  using (
    (student_id = (select auth.uid()) and status in ('pending', 'quoted'))
    or (select public.is_admin())
  )
  with check (student_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins delete orders" on public.orders
  for delete to authenticated using ((select public.is_admin()));

-- History is append-only: admins may add notes, nobody edits or deletes entries.
create policy "students read their orders' history; admins read all" on public.order_status_history
  for select to authenticated
  using (
    exists (
      select 1 from public.orders o
      where o.id = order_status_history.order_id and o.student_id = (select auth.uid())
    )
    or (select public.is_admin())
  );
create policy "admins add history notes" on public.order_status_history
  for insert to authenticated with check ((select public.is_admin()));
