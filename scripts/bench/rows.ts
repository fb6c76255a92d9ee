// What the query benches write in bulk that more than one of them writes.
import { sql } from "drizzle-orm";

/**
 * A bench photo's variants, as the variants column keeps them: rows only, since the queries read
 * rows and the files are never fetched. The thumbnail is what lists show; `larger` adds others.
 */
export function benchPhotoVariants(...larger: { key: string; width: number }[]) {
  return JSON.stringify([
    ...larger.map(({ key, width }) => ({ key, width, height: width, format: "webp", bytes: 1 })),
    {
      key: "photos/be/bench-thumb.webp",
      width: 160,
      height: 160,
      format: "webp",
      bytes: 1,
      thumb: true,
    },
  ]);
}

/** The request_photo table and the columns a bench's select fills, in that order. */
export const REQUEST_PHOTO_ROW = sql.raw(
  "request_photo (id, request_id, message_id, author_id, position, width, height, placeholder, variants)",
);
