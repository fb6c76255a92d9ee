-- The style match's index: one descriptor per portfolio photo (server/match), searched by cosine
-- distance through an HNSW index. Only where pgvector is installed (see 0000): without it the
-- table does not exist, the rest of the app runs and the match says it is unavailable.
-- (PL/pgSQL plans a statement when it first runs it, so the vector type is only looked up when
-- the extension is there.)
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE TABLE "photo_embedding" (
      "photo_id" text PRIMARY KEY REFERENCES "photo"("id") ON DELETE CASCADE,
      -- Which descriptor wrote it: a change of descriptor re-indexes every photo.
      "descriptor" text NOT NULL,
      "embedding" vector(512) NOT NULL
    );
    CREATE INDEX "photo_embedding_hnsw_idx" ON "photo_embedding"
      USING hnsw ("embedding" vector_cosine_ops);
  END IF;
END
$$;
