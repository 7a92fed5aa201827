-- Trigram matching for the schools' typo-tolerant search (issue 32). PGlite loads the extension's
-- code in server/db/client.ts; PostgreSQL ships it as contrib (15 and later: trusted, so a database
-- owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
