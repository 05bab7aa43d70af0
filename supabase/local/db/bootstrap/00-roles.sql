-- Roles and grants hosted Supabase provides before any user migration (protocol doc E).
-- PGlite's own user "postgres" stays a superuser: it runs migrations and switches role per request.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator noinherit login;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
create role supabase_admin;
create role supabase_auth_admin noinherit createrole;
create role supabase_storage_admin noinherit createrole;
create role supabase_realtime_admin noinherit;
create role dashboard_user;
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema extensions;
create extension pgcrypto with schema extensions;
create extension "uuid-ossp" with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant execute on all functions in schema extensions to anon, authenticated, service_role;
alter role postgres set search_path = "$user", public, extensions;
set search_path = "$user", public, extensions;

-- API roles get everything in public by default; row-level security does the gating.
grant usage on schema public to anon, authenticated, service_role;
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
grant all on all functions in schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on functions to anon, authenticated, service_role;

-- The Supabase CLI's migration bookkeeping.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Supabase Local's own bookkeeping (not part of hosted Supabase).
create schema supabase_local;
create table supabase_local.meta (
  key text primary key,
  value text not null
);
