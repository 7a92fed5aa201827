-- Toolbar search (issue 32): accent-free name matching, unaccent() in server/modules/search/search-match.ts.
-- A trusted extension on PostgreSQL 13+; PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;
