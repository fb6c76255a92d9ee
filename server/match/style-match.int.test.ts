import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { addPortfolioPhoto, deletePortfolioPhoto, savePortfolio } from "../artists/portfolio";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, photo } from "../db/schema";
import { randomNailArtSpec, renderNailArt, type NailArtSpec } from "../demo/nail-art";
import { ImageRejectedError } from "../media/pipeline";
import { sceneAt } from "../fit/non-nail-scenes";
import { openInspiration, readNails } from "./analysis";
import { readRanking } from "./rankings";
import { VISIBLE_STYLES } from "./detectors";
import { showsNails } from "./nails";
import { insertArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { seededRandom } from "~/core/seeded-random";

// Upload → described and indexed → found again: the style match through its real path, on a
// database with pgvector (PGlite); on a PostgreSQL server without it, the degraded mode.

const embeddings = async (services: AppServices) =>
  Number(
    rowsOf<{ n: number }>(
      await services.database.db.execute(sql`select count(*)::int as n from photo_embedding`),
    )[0]!.n,
  );

/** Three pictures of one look (shape and technique), the colors and poses varying. */
function looks(seed: number, look: Pick<NailArtSpec, "shape" | "technique" | "length">) {
  const random = seededRandom(seed);
  return Array.from({ length: 3 }, () => ({ ...randomNailArtSpec(random), ...look }));
}

describe(`style match on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let vectors = false;

  beforeAll(async () => {
    services = createTestServices(database());
    vectors = (await services.match.available()) === true;
  });
  afterAll(() => services.match.close());

  it("without pgvector, says the match is unavailable and indexes nothing", async () => {
    if (vectors) {
      expect(testDriver).toBe("pglite"); // the embedded database always has pgvector
      return;
    }
    expect(await services.match.index.indexMissing()).toBe(0);
  });

  it("refuses a JPEG whose header is sound but whose data is cut short, as damaged", async () => {
    const bytes = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#c0508a" },
    })
      .jpeg()
      .toBuffer();
    for (const share of [0.2, 0.9]) {
      await expect(
        services.match.analyse(bytes.subarray(0, Math.floor(bytes.length * share))),
      ).rejects.toEqual(new ImageRejectedError(IMAGE_MESSAGES.damaged));
    }
  });

  describe.runIf(testDriver === "pglite")("with pgvector", () => {
    const owners = new Map<string, string>();
    const pictures = new Map<string, Buffer[]>();
    const photoIds = new Map<string, string[]>();

    beforeAll(async () => {
      const artists = {
        "Stiletto Studio": {
          styles: ["Stiletto", "Glitter"],
          specs: looks(11, { shape: "stiletto", technique: "Glitter", length: "long" }),
        },
        "French Corner": {
          styles: ["French Tips", "Almond"],
          specs: looks(22, { shape: "almond", technique: "French Tips", length: "short" }),
        },
        "Coffin Club": {
          styles: ["Coffin", "Ombre", "Acrylic"],
          specs: looks(33, { shape: "coffin", technique: "Ombre", length: "long" }),
        },
      };
      for (const [displayName, { styles, specs }] of Object.entries(artists)) {
        const id = await insertArtist(services, { displayName, styles, colors: [] });
        const bytes = await Promise.all(specs.map((spec) => renderNailArt(spec, 480)));
        const ids: string[] = [];
        for (const picture of bytes) {
          ids.push((await addPortfolioPhoto(services, id, picture, "portfolio")).photo.id);
        }
        photoIds.set(displayName, ids);
        owners.set(displayName, id);
        pictures.set(displayName, bytes);
      }
      await services.match.index.indexMissing();
    }, 120_000);

    it("describes every portfolio photo once it is uploaded", async () => {
      expect(await embeddings(services)).toBe(9);
      const [stored] = rowsOf<{ dims: number; descriptor: string }>(
        await database().db.execute(
          sql`select vector_dims(embedding) as dims, descriptor from photo_embedding limit 1`,
        ),
      );
      expect(stored).toEqual({
        dims: 512,
        descriptor: `${services.match.descriptor.name}, framed 1/0.85, copy-printed`,
      });
      // Each with its copy print: the coarse one searched, the fine one packed beside it.
      const [printed] = rowsOf<{ dims: number; detail: number }>(
        await database().db.execute(
          sql`select vector_dims(copy_print) as dims, octet_length(copy_detail) as detail
              from photo_embedding limit 1`,
        ),
      );
      expect(printed).toEqual({ dims: 384, detail: 4 + 32 * 32 + 2 * 16 * 16 });
    });

    it("describes again the photos a vector of another kind was stored for", async () => {
      // As stored before the framings (decision 0037): the descriptor's name alone.
      await database().db.execute(
        sql`update photo_embedding set descriptor = ${services.match.descriptor.name}`,
      );
      expect(await services.match.index.indexMissing()).toBe(9);
      expect(await services.match.index.indexMissing()).toBe(0);
    });

    it("finds the artist of a photo re-encoded and cropped, and the styles it shows", async () => {
      for (const [name, bytes] of pictures) {
        const copy = await sharp(bytes[1]!)
          .extract({ left: 24, top: 24, width: 420, height: 420 })
          .resize(360)
          .jpeg({ quality: 60 })
          .toBuffer();
        const analysis = await services.match.analyse(copy);
        expect(analysis.presence, name).toBe("nails");
        expect(analysis.lookFound, name).toBe(true);
        expect(analysis.artists[0]?.id, name).toBe(owners.get(name));
        // Every artist listed is shown by their own closest photo.
        for (const listed of analysis.artists) expect(listed.thumbnail?.src).toMatch(/^\/media\//);
        expect(analysis.artists[0]?.thumbnail?.src).toMatch(/^\/media\//);
        expect(analysis.confidence).toBeGreaterThan(0);
        expect(analysis.confidence).toBeLessThanOrEqual(1);
        expect(analysis.detectedStyles.length).toBeGreaterThan(0);
        // Read from the photo: only what a photo can show.
        for (const style of analysis.detectedStyles) expect(VISIBLE_STYLES).toContain(style);
        // The artist whose own photo it is scores above the others.
        const scores = analysis.artists.map((a) => a.matchScore);
        expect(Math.max(...scores.slice(1), 0)).toBeLessThan(scores[0]!);
        expect(analysis.colors[0]?.share).toBeGreaterThan(0);
        expect(analysis.features).toHaveLength(512);
      }
    });

    it("finds the artist of a mirrored copy of their photo first, and reads it as nails", async () => {
      for (const [name, bytes] of pictures) {
        const mirrored = await sharp(bytes[2]!).flop().jpeg({ quality: 80 }).toBuffer();
        const analysis = await services.match.analyse(mirrored);
        expect(analysis.presence, name).toBe("nails");
        expect(analysis.artists[0]?.id, name).toBe(owners.get(name));
      }
    });

    it("finds the artist of their photo brightened, or inside a phone screenshot, first", async () => {
      const screen = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
        <rect width="390" height="844" fill="#ffffff"/><rect width="390" height="44" fill="#f2f2f2"/>
        <text x="16" y="500" font-size="18" font-family="sans-serif">Saved</text></svg>`;
      for (const [name, bytes] of pictures) {
        // Brighter as a phone's editor makes it, the highlights kept.
        const brightened = await sharp(bytes[0]!).linear(0.85, 38).jpeg().toBuffer();
        const photo = await sharp(bytes[1]!).resize(390, 390, { fit: "cover" }).png().toBuffer();
        const screenshot = await sharp(Buffer.from(screen))
          .composite([{ input: photo, left: 0, top: 80 }])
          .png()
          .toBuffer();
        for (const [k, copy] of [brightened, screenshot].entries()) {
          // Known for a copy by its print, not by a descriptor that moved with the light.
          const reading = await services.match.read(copy);
          const copied = await services.match.index.copyOf(reading.vector, reading.prints);
          expect(copied?.photoId, name).toBe(photoIds.get(name)![k]);
          const analysis = await services.match.analyse(copy);
          expect(analysis.presence, name).toBe("nails");
          expect(analysis.artists[0]?.id, name).toBe(owners.get(name));
        }
      }
      // A look-alike drawn for the same artist is no copy.
      const [spec] = looks(99, { shape: "coffin", technique: "Ombre", length: "long" });
      const reading = await services.match.read(await renderNailArt(spec!, 480));
      expect(await services.match.index.copyOf(reading.vector, reading.prints)).toBeUndefined();
    });

    it("keeps every scored artist, best first, behind View All Matches", async () => {
      const photo = pictures.get("Coffin Club")![0]!;
      const analysis = await services.match.analyse(photo, { keepRanking: true });
      expect(analysis.ranking).toMatch(/^[\w-]{22}$/);
      const ranked = (await readRanking(database().db, analysis.ranking!))!;
      expect(ranked.map((r) => r.a).slice(0, analysis.artists.length)).toEqual(
        analysis.artists.map((a) => a.id),
      );
      expect(ranked[0]).toMatchObject({ a: owners.get("Coffin Club"), p: expect.any(String) });
      for (const [k, entry] of ranked.entries()) {
        if (k > 0) expect(entry.s).toBeLessThanOrEqual(ranked[k - 1]!.s);
      }
      // Without asking, nothing is kept.
      expect((await services.match.analyse(photo)).ranking).toBeNull();
    });

    it("is the same answer twice for the same photo", async () => {
      const photo = pictures.get("French Corner")![0]!;
      const first = await services.match.analyse(photo);
      const second = await services.match.analyse(photo);
      expect({ ...second, timestamp: "" }).toEqual({ ...first, timestamp: "" });
    });

    it("says so, with a low confidence, when the photo shows no nails", async () => {
      const page = await sharp({
        create: { width: 600, height: 400, channels: 3, background: "#1d4ed8" },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><text x="40" y="200" font-size="64" fill="#fff">Quarterly report</text></svg>`,
            ),
          },
        ])
        .png()
        .toBuffer();
      const analysis = await services.match.analyse(page);
      expect(analysis.presence).toBe("not nails");
      expect(analysis.artists).toEqual([]);
      expect(analysis.detectedStyles).toEqual([]);
      expect(analysis.colors).toEqual([]);
      expect(analysis.confidence).toBeLessThan(0.3);
    });

    it("refuses scenes with no nails in them: a coffee cup, a garden", async () => {
      // Scenes from seeds the presence model was not fitted on. (Scenes the finder takes for
      // nails, as lipsticks and some portraits, are not always refused: docs/STYLE-MATCH.md.)
      for (const n of [12, 24]) {
        const scene = await sceneAt(810_000, n);
        expect(showsNails(await readNails(scene)), `scene ${n}`).toBe(false);
        const analysis = await services.match.analyse(scene);
        expect(analysis.presence, `scene ${n}`).toBe("not nails");
        expect(analysis.artists).toEqual([]);
      }
    });

    it("answers from the photos indexed so far while a long indexing pass at start runs", async () => {
      // A pass that never ends (a new descriptor re-indexing 100,000 photos takes minutes).
      const pass = vi
        .spyOn(services.match.index, "indexMissing")
        .mockReturnValue(new Promise(() => {}));
      try {
        services.match.indexAtStart();
        const analysis = await services.match.analyse(pictures.get("Stiletto Studio")![0]!);
        expect(analysis.artists[0]?.id).toBe(owners.get("Stiletto Studio"));
      } finally {
        pass.mockRestore();
        services.match.indexAtStart(); // a pass that ends, for the tests that follow
      }
    });

    it("refuses what is not one good image, with the upload's message", async () => {
      await expect(services.match.analyse(Buffer.from("not an image"))).rejects.toEqual(
        new ImageRejectedError(IMAGE_MESSAGES.notAnImage),
      );
    });

    it("searches only photos in an active artist's saved portfolio", async () => {
      const id = owners.get("French Corner")!;
      const own = (
        await database().db.select({ id: photo.id }).from(photo).where(eq(photo.artistId, id))
      ).map((p) => p.id);
      const searchFor = async (picture: Buffer) => {
        const vector = await services.match.descriptor.describe(await openInspiration(picture));
        return (await services.match.index.nearest(vector, 40)).map((n) => n.photoId);
      };
      const picture = pictures.get("French Corner")![0]!;
      expect(await searchFor(picture)).toEqual(expect.arrayContaining(own));

      // An upload into an unsaved dashboard draft is indexed, but not found until it is saved.
      const draft = await renderNailArt(randomNailArtSpec(seededRandom(44)), 480);
      const { photo: added } = await addPortfolioPhoto(services, id, draft, "draft");
      await services.match.index.indexMissing();
      expect(await embeddings(services)).toBe(10);
      expect(await searchFor(draft)).not.toContain(added.id);

      // Unpublished, none of the artist's photos is found (saved or not).
      await database().db.update(artist).set({ isActive: false }).where(eq(artist.id, id));
      await savePortfolio(services, id, [...own, added.id]);
      const whileUnpublished = await searchFor(picture);
      expect(whileUnpublished.length).toBeGreaterThan(0);
      for (const photoId of [...own, added.id]) expect(whileUnpublished).not.toContain(photoId);

      // Published again: all of them, the saved draft photo first for its own picture.
      await database().db.update(artist).set({ isActive: true }).where(eq(artist.id, id));
      expect(await searchFor(picture)).toEqual(expect.arrayContaining(own));
      expect((await searchFor(draft))[0]).toBe(added.id);
    });

    it("searches in one statement (its settings are the connection's own)", async () => {
      const picture = pictures.get("French Corner")![0]!;
      const vector = await services.match.descriptor.describe(await openInspiration(picture));
      const statements: string[] = [];
      const stop = database().observeQueries((query) => statements.push(query));
      await services.match.index.nearest(vector, 10);
      stop();
      expect(statements).toHaveLength(1);

      // Whether the planner takes the HNSW index depends on the table's size, which a test
      // database does not reach: bench:match-speed prints the plan at 100,000 photos.
    });

    it("leaves unpublished artists out, and forgets a deleted photo's descriptor", async () => {
      const id = owners.get("Coffin Club")!;
      await database().db.update(artist).set({ isActive: false }).where(eq(artist.id, id));
      const analysis = await services.match.analyse(pictures.get("Coffin Club")![0]!);
      expect(analysis.artists.map((a) => a.id)).not.toContain(id);

      // (A published portfolio keeps at least 5 photos: the photo goes while unpublished.)
      const [first] = await database()
        .db.select({ id: photo.id })
        .from(photo)
        .where(eq(photo.artistId, id))
        .limit(1);
      const before = await embeddings(services);
      await deletePortfolioPhoto(services, id, first!.id);
      expect(await embeddings(services)).toBe(before - 1);
    });

    it("lists an artist who wears the photo's main color before one who does not (decision 0041)", async () => {
      // Two artists with no photo near the inspiration, the same styles, one color each.
      const wearing = new Map<string, string>();
      for (const color of ["Pink", "Green"]) {
        const id = await insertArtist(services, {
          displayName: `${color} Only`,
          styles: [...VISIBLE_STYLES],
          colors: [color],
        });
        wearing.set(color, id);
      }
      const [spec] = looks(44, { shape: "coffin", technique: "Solid", length: "long" });
      const photo = await renderNailArt({ ...spec!, colors: ["Pink"] }, 480);
      const analysis = await services.match.analyse(photo);
      expect(analysis.colors[0]?.name).toBe("Pink");
      const order = analysis.artists.map((a) => a.id);
      const pink = order.indexOf(wearing.get("Pink")!);
      expect(pink).toBeGreaterThanOrEqual(0);
      const green = order.indexOf(wearing.get("Green")!);
      if (green >= 0) {
        expect(pink).toBeLessThan(green);
        expect(analysis.artists[pink]!.matchScore).toBeGreaterThan(
          analysis.artists[green]!.matchScore,
        );
      }
    });
  });
});
