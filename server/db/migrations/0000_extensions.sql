-- Trigram matching for name and city search: shipped with every PostgreSQL we support.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- pgvector for photo similarity: PGlite and hosted PostgreSQL have it; a server without it still
-- runs everything else (the vector-backed parts check for it at run time).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
END
$$;
