-- Trigram matching for the schools' typo-tolerant search (issue 32). PGlite loads the extension's
-- code in server/db/client.ts; PostgreSQL ships it as contrib (15 and later: trusted, so a database
-- owner may create it). In a schema of its own, not public: a restore sets public aside (or drops it)
-- and makes it anew, and the extension's operators must stay where the migrations and queries name
-- them (extensions.gin_trgm_ops, OPERATOR(extensions.<%)).
CREATE SCHEMA IF NOT EXISTS extensions;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;
