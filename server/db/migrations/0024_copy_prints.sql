-- Copy prints (server/match/copy-print.ts, decision 0056): each indexed portfolio photo's layout,
-- so a copy of it (brightened, screenshotted, re-encoded) is found whatever its descriptor says.
-- The coarse print is searched through its own HNSW index; the fine one, stored packed, confirms.
-- Nullable: rows indexed before this migration are indexed again (the descriptor key changes).
-- Only where pgvector is installed (see 0007).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE "photo_embedding" ADD COLUMN "copy_print" vector(384);
    ALTER TABLE "photo_embedding" ADD COLUMN "copy_detail" bytea;
    CREATE INDEX "photo_embedding_copy_print_idx" ON "photo_embedding"
      USING hnsw ("copy_print" vector_cosine_ops);
  END IF;
END
$$;
