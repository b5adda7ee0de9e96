-- Name search for the administration lists (docs/admin-decisions.md, "Users").
--
-- Real names are Chinese: two or three characters, searched by one or two of them.
-- Trigrams cannot serve a one- or two-character "contains" search, so every name
-- carries the set of its characters and character pairs, and a GIN index on that
-- array answers "realname contains X" for any length (LIKE then rechecks). Plain
-- PostgreSQL, no extension: the same on the server and on embedded PGlite.
CREATE OR REPLACE FUNCTION name_grams(s text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(s, i, 1) AS g FROM generate_series(1, char_length(s)) AS i
    UNION ALL
    SELECT substr(s, i, 2) FROM generate_series(1, char_length(s) - 1) AS i
  ) AS grams
$$;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN realname_grams text[] GENERATED ALWAYS AS (name_grams(realname)) STORED;
--> statement-breakpoint
CREATE INDEX users_realname_grams ON users USING gin (realname_grams);
--> statement-breakpoint
-- Trigram indexes for the "contains" filters on ASCII login names and on the small
-- tables' names. pg_trgm ships with PostgreSQL's contrib and is a trusted extension
-- (PG 13+), but a server may lack contrib or the role may not create extensions, and
-- embedded PGlite loads it only on request: then these filters still work, by scanning.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
      RAISE NOTICE 'pg_trgm is not available: login-name filters will scan';
      RETURN;
    END IF;
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
      RAISE NOTICE 'pg_trgm could not be installed (%): login-name filters will scan', SQLERRM;
      RETURN;
    END;
  END IF;
  EXECUTE 'CREATE INDEX IF NOT EXISTS users_login_name_trgm ON users USING gin (lower(login_name) gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS organisations_name_trgm ON organisations USING gin (organ_name gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS roles_name_trgm ON roles USING gin (role_name gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS posts_name_trgm ON posts USING gin (post_name gin_trgm_ops)';
END
$$;
