-- The database and its two roles for production (docs/DEPLOY.md), neither of them a superuser:
-- - latitud_owner owns the database and every table: it runs the migrations and the seed;
-- - latitud_app is what the instances connect as: it reads and writes rows, and nothing else (no
--   schema changes, no grants), so a flaw in the app cannot drop or alter a table.
-- Run as the server's administrator (e.g. the managed database's master user), then set both
-- passwords when asked:
--   psql "postgres://ADMIN@HOST/postgres" -f deploy/postgres-roles.sql
-- tests/system/cluster.test.ts runs this file (with names of its own) and serves the app as latitud_app.
CREATE ROLE latitud_owner LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE ROLE latitud_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE DATABASE latitud OWNER latitud_owner;
REVOKE ALL ON DATABASE latitud FROM PUBLIC;
GRANT CONNECT ON DATABASE latitud TO latitud_app;
\password latitud_owner
\password latitud_app

-- The rest as the owner: the privileges below are given on what it creates.
\connect latitud latitud_owner
-- Only the owner creates objects (PostgreSQL 15+ already refuses CREATE in public to others).
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO latitud_app;
-- Tables and sequences that exist already (a database migrated before this file ran)...
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO latitud_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO latitud_app;
-- ...and those the migrations will create.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO latitud_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO latitud_app;
