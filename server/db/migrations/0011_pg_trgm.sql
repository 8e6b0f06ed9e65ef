-- Trigram operators for the leads search's GIN indexes (next migration): an
-- ILIKE '%q%' cannot use a b-tree. pg_trgm is in PostgreSQL's standard contrib
-- and trusted, so the database owner may create it without superuser; PGlite
-- loads its bundle at open (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
