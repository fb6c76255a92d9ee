import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../db/client";
import type { PhotoVariant } from "../db/schema";
import { useTestDatabase } from "../testing/database";
import { listThumbnail, listThumbnailKey } from "./thumbnail";

const variant = (key: string, format: string, width: number, thumb?: true): PhotoVariant => ({
  key,
  // A JPEG is never stored: it stands for anything that is not the fallback format.
  format: format as PhotoVariant["format"],
  width,
  height: width,
  bytes: 1000,
  ...(thumb && { thumb }),
});

const LISTS: Record<string, PhotoVariant[]> = {
  "with a square crop (listed last, as processImage stores it)": [
    variant("a320", "avif", 320),
    variant("w320", "webp", 320),
    variant("w640", "webp", 640),
    variant("sq", "webp", 160, true),
  ],
  "without one: several WebPs and a JPEG": [
    variant("j200", "jpeg", 200),
    variant("a240", "avif", 240),
    variant("w240", "webp", 240),
    variant("w320", "webp", 320),
    variant("w640", "webp", 640),
  ],
  "with only WebPs wider than the smallest responsive width": [
    variant("w640", "webp", 640),
    variant("w1280", "webp", 1280),
  ],
  empty: [],
};

describe("the list thumbnail rule", () => {
  const database = useTestDatabase({ migrated: false });

  it.each(Object.entries(LISTS))("picks the same file in SQL as in code: %s", async (_, list) => {
    const [row] = rowsOf<{ key: string | null }>(
      await database().db.execute(
        sql`select ${listThumbnailKey(sql`${JSON.stringify(list)}::jsonb`)} as key`,
      ),
    );
    expect(row?.key ?? undefined).toBe(listThumbnail(list)?.key);
  });

  it("picks the square crop, else the smallest WebP, else none", () => {
    expect(Object.values(LISTS).map((list) => listThumbnail(list)?.key)).toEqual([
      "sq",
      "w240",
      undefined,
      undefined,
    ]);
  });
});
