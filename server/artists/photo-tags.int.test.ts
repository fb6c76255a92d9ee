import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PHOTO_TAG_MESSAGES } from "~/core/artists/photo-tags";
import { parseSearch } from "~/core/artists/search";
import { COLORS, STYLES } from "~/core/catalogue";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, photo } from "../db/schema";
import type { StoredImage } from "../media/media";
import {
  completeProfile,
  createUser,
  distinctPhotos,
  insertArtist,
  storedTestPhoto,
} from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices, servicesWithPhoto } from "../testing/services";
import { insertPhotos } from "./artist-rows";
import { PhotoTagSuggestions, savePhotoTags, type SuggestTags } from "./photo-tags";
import { addPortfolioPhoto, deletePortfolioPhoto, savePortfolio } from "./portfolio";
import { ownArtist } from "./profiles";
import { WORK_COLORS, WORK_STYLES, matchingArtists, readSearchResults } from "./search";

// Each portfolio photo's own styles and colors (decision 0026, migration 0010): what the
// database keeps (catalogue values only), what artists' work shows (artist.work_styles and
// work_colors, kept by triggers), what /artists finds and counts with them, who may set them,
// and the background pass that suggests them.

describe(`photo tags on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let image: StoredImage;
  beforeAll(async () => ({ services, image } = await servicesWithPhoto(database())));

  /** A published artist declaring `declared`, with `photos` portfolio photos (ids in order). */
  async function artistWith(
    declared: { styles: string[]; colors: string[] },
    photos = 3,
    displayName = `Tags ${Math.random().toString(36).slice(2, 8)}`,
  ) {
    const id = await insertArtist(services, { displayName, ...declared });
    const rows = await insertPhotos(
      database().db,
      Array.from({ length: photos }, (_, position) => ({
        artistId: id,
        kind: "portfolio" as const,
        position,
        stored: image,
      })),
    );
    return { id, displayName, photoIds: rows.map((row) => row.id) };
  }

  /** What the artist's work shows, as the filters read it. */
  const work = async (id: string) => {
    const [row] = await database()
      .db.select({ styles: WORK_STYLES, colors: WORK_COLORS })
      .from(artist)
      .where(eq(artist.id, id));
    return row!;
  };

  const confirm = (photoId: string, styles: string[], colors: string[]) =>
    database()
      .db.update(photo)
      .set({ styles, colors, tagsConfirmed: true })
      .where(eq(photo.id, photoId));

  /** Who a search finds among `ids`; its count must agree with counting the matching rows. */
  async function found(query: string, ids: string[]) {
    const filters = parseSearch(new URLSearchParams(query));
    const result = await readSearchResults(services, filters, null);
    const [rows] = await database()
      .db.select({ total: count() })
      .from(artist)
      .where(matchingArtists(filters, null));
    expect(result.total, `the count of ?${query}`).toBe(rows!.total);
    return ids.filter((id) => result.artists.some((card) => card.id === id));
  }

  it("keeps the catalogue once in SQL, as core/catalogue.ts has it", async () => {
    const [row] = rowsOf<{ styles: string[]; colors: string[] }>(
      await database().db.execute(
        sql`select catalogue_styles() as styles, catalogue_colors() as colors`,
      ),
    );
    expect(row).toEqual({ styles: [...STYLES], colors: [...COLORS] });
  });

  it("stores catalogue values only", async () => {
    const { photoIds } = await artistWith({ styles: [], colors: [] }, 1);
    await expect(confirm(photoIds[0]!, ["Plaid"], [])).rejects.toThrow();
    await expect(confirm(photoIds[0]!, [], ["Beige"])).rejects.toThrow();
    await confirm(photoIds[0]!, ["Ombre"], ["Beige"]).catch(() => undefined);
    const [row] = await database().db.select().from(photo).where(eq(photo.id, photoIds[0]!));
    expect(row).toMatchObject({ styles: [], colors: [], tagsConfirmed: false });
  });

  it("gives a new photo no tags, unconfirmed and not yet suggested", async () => {
    const { photoIds } = await artistWith({ styles: ["Ombre"], colors: [] }, 1);
    const [row] = await database().db.select().from(photo).where(eq(photo.id, photoIds[0]!));
    expect(row).toMatchObject({
      styles: [],
      colors: [],
      tagsConfirmed: false,
      tagsSuggestedAt: null,
    });
  });

  it("derives an artist's work: the declared lists until a photo is confirmed, then the confirmed photos' union", async () => {
    const declared = { styles: ["Ombre", "Glitter"], colors: ["Pink"] };
    const a = await artistWith(declared);
    expect(await work(a.id)).toEqual(declared);
    expect(await found("style=Ombre", [a.id])).toEqual([a.id]);

    // A suggestion (unconfirmed) changes nothing.
    await database()
      .db.update(photo)
      .set({ styles: ["Coffin"], colors: ["Gold"], tagsSuggestedAt: new Date() })
      .where(eq(photo.id, a.photoIds[0]!));
    expect(await work(a.id)).toEqual(declared);

    await confirm(a.photoIds[0]!, ["Almond"], ["White"]);
    expect(await work(a.id)).toEqual({ styles: ["Almond"], colors: ["White"] });
    await confirm(a.photoIds[1]!, ["Almond", "French Tips"], ["Pink"]);
    // The union, in the catalogue's order.
    expect(await work(a.id)).toEqual({
      styles: ["French Tips", "Almond"],
      colors: ["Pink", "White"],
    });
    expect(await found("style=Ombre", [a.id])).toEqual([]);
    expect(await found("style=French+Tips", [a.id])).toEqual([a.id]);
    expect(await found("style=Almond&color=White", [a.id])).toEqual([a.id]);
    expect(await found("color=Gold", [a.id])).toEqual([]);

    // Declared lists no longer decide while a photo is confirmed; free text finds both.
    await database()
      .db.update(artist)
      .set({ styles: ["Stiletto"] })
      .where(eq(artist.id, a.id));
    expect((await work(a.id)).styles).toEqual(["French Tips", "Almond"]);
    expect(await found("q=stiletto", [a.id])).toEqual([a.id]);
    expect(await found("q=almond", [a.id])).toEqual([a.id]);
  });

  it("follows photos deleted, reordered, pending in a draft, and the profile photo not at all", async () => {
    const declared = { styles: ["Nail Art"], colors: ["Red"] };
    const a = await artistWith(declared, 8);
    await confirm(a.photoIds[0]!, ["Coffin"], ["Black"]);
    await confirm(a.photoIds[1]!, ["Glitter"], []);
    expect(await work(a.id)).toEqual({ styles: ["Glitter", "Coffin"], colors: ["Black"] });

    // Reordering keeps it; one deleted takes its tags along.
    await savePortfolio(services, a.id, [...a.photoIds].reverse());
    expect(await work(a.id)).toEqual({ styles: ["Glitter", "Coffin"], colors: ["Black"] });
    await deletePortfolioPhoto(services, a.id, a.photoIds[1]!);
    expect(await work(a.id)).toEqual({ styles: ["Coffin"], colors: ["Black"] });
    expect(await found("style=Glitter", [a.id])).toEqual([]);
    // The last confirmed photo gone: the declared lists again.
    await deletePortfolioPhoto(services, a.id, a.photoIds[0]!);
    expect(await work(a.id)).toEqual(declared);
    expect(await found("style=Nail+Art", [a.id])).toEqual([a.id]);

    // A confirmed photo waiting in an unsaved draft, and a profile photo, are not the portfolio.
    const [pending, profile] = await insertPhotos(database().db, [
      {
        artistId: a.id,
        kind: "portfolio",
        position: null,
        stored: image,
        tags: { styles: ["Acrylic"], colors: [], confirmed: true },
      },
      {
        artistId: a.id,
        kind: "profile",
        stored: image,
        tags: { styles: ["Dip Powder"], colors: [], confirmed: true },
      },
    ]);
    expect(await work(a.id)).toEqual(declared);
    // Saved into the portfolio, the draft photo counts.
    const kept = await database()
      .db.select({ id: photo.id })
      .from(photo)
      .where(and(eq(photo.artistId, a.id), eq(photo.kind, "portfolio")));
    await savePortfolio(
      services,
      a.id,
      kept.map((row) => row.id),
    );
    expect(await work(a.id)).toEqual({ styles: ["Acrylic"], colors: [] });
    expect(profile!.id).not.toBe(pending!.id);
  });

  it("counts and lists only published artists, however their work changes", async () => {
    const a = await artistWith({ styles: ["Ombre"], colors: [] });
    await confirm(a.photoIds[0]!, ["Stiletto"], ["Neon"]);
    expect(await found("style=Stiletto&color=Neon", [a.id])).toEqual([a.id]);
    await database().db.update(artist).set({ isActive: false }).where(eq(artist.id, a.id));
    expect(await found("style=Stiletto&color=Neon", [a.id])).toEqual([]);
    // Changed while unpublished, then published again: counted as it is now.
    await confirm(a.photoIds[1]!, [], ["Silver"]);
    await database().db.update(artist).set({ isActive: true }).where(eq(artist.id, a.id));
    expect(await found("color=Silver", [a.id])).toEqual([a.id]);
    expect(await found("style=Ombre", [a.id])).toEqual([]);
  });

  it("takes known tags with new photos in one statement (the demo seed's path)", async () => {
    const id = await insertArtist(services, { displayName: "Seeded", styles: ["Ombre"] });
    await insertPhotos(database().db, [
      {
        artistId: id,
        kind: "portfolio",
        position: 0,
        stored: image,
        tags: { styles: ["Glitter"], colors: ["Gold"], confirmed: true },
      },
      {
        artistId: id,
        kind: "portfolio",
        position: 1,
        stored: image,
        tags: { styles: ["Coffin"], colors: [], confirmed: false },
      },
    ]);
    expect(await work(id)).toEqual({ styles: ["Glitter"], colors: ["Gold"] });
    const own = await ownArtist(services, id);
    expect(own!.portfolio.map((p) => p.tags)).toEqual([
      { state: "confirmed", styles: ["Glitter"], colors: ["Gold"] },
      { state: "suggested", styles: ["Coffin"], colors: [] },
    ]);
  });

  describe("set by their artist", () => {
    it("confirms the artist's own portfolio photo, and nobody else's", async () => {
      const owner = await artistWith({ styles: ["Ombre"], colors: [] }, 2);
      const other = await artistWith({ styles: [], colors: [] }, 1);
      await savePhotoTags(services.database, owner.id, owner.photoIds[0]!, {
        styles: ["Almond"],
        colors: ["Pink"],
      });
      expect(await work(owner.id)).toEqual({ styles: ["Almond"], colors: ["Pink"] });

      for (const [artistId, photoId] of [
        [other.id, owner.photoIds[1]!],
        [owner.id, "no-such-photo"],
      ] as const) {
        await expect(
          savePhotoTags(services.database, artistId, photoId, { styles: ["Coffin"], colors: [] }),
        ).rejects.toMatchObject({ message: PHOTO_TAG_MESSAGES.notYours, status: 404 });
      }
      const [untouched] = await database()
        .db.select()
        .from(photo)
        .where(eq(photo.id, owner.photoIds[1]!));
      expect(untouched).toMatchObject({ styles: [], tagsConfirmed: false });
      expect(await work(other.id)).toEqual({ styles: [], colors: [] });
    });

    it("shows the tags and where they stand on the artist's own view", async () => {
      const a = await artistWith({ styles: [], colors: [] }, 2);
      await savePhotoTags(services.database, a.id, a.photoIds[1]!, {
        styles: [],
        colors: ["Blue"],
      });
      const own = await ownArtist(services, a.id);
      expect(own!.portfolio.map((p) => p.tags)).toEqual([
        { state: "pending", styles: [], colors: [] },
        { state: "confirmed", styles: [], colors: ["Blue"] },
      ]);
    });
  });

  describe("suggested in the background", () => {
    it("suggests catalogue values for photos without any, each file once, and leaves confirmed photos alone", async () => {
      const a = await artistWith({ styles: [], colors: [] }, 3);
      await confirm(a.photoIds[2]!, ["Coffin"], []);
      const suggest = vi.fn(async () => ({
        styles: ["Ombre", "Plaid", "Glitter"],
        colors: ["Pink"],
      }));
      // A value outside the catalogue, as a bug in the analysis might give.
      const pass = new PhotoTagSuggestions({
        ...services,
        suggest: suggest as unknown as SuggestTags,
      });
      const suggested = await pass.suggestMissing();
      expect(suggested).toBeGreaterThanOrEqual(2);
      // Every photo of this file (earlier tests' too) was looked at once.
      expect(suggest).toHaveBeenCalledTimes(1);
      const own = await ownArtist(services, a.id);
      expect(own!.portfolio.map((p) => p.tags)).toEqual([
        { state: "suggested", styles: ["Ombre", "Glitter"], colors: ["Pink"] },
        { state: "suggested", styles: ["Ombre", "Glitter"], colors: ["Pink"] },
        { state: "confirmed", styles: ["Coffin"], colors: [] },
      ]);
      // Suggestions are not the artist's word: the work stays as confirmed.
      expect(await work(a.id)).toEqual({ styles: ["Coffin"], colors: [] });
      expect(await pass.suggestMissing()).toBe(0);
    });

    it("after an upload, once committed; a failed analysis is stored as suggesting nothing", async () => {
      const id = await createUser(services);
      await database()
        .db.insert(artist)
        .values({ id, ...completeProfile });
      const failing = vi.fn(async () => {
        throw new Error("the analysis is unavailable");
      });
      const upload = createTestServices(database());
      const pass = new PhotoTagSuggestions({ ...upload, suggest: failing });
      upload.photoTags = pass;
      const { photo: added } = await addPortfolioPhoto(
        upload,
        id,
        (await distinctPhotos(1))[0]!,
        "portfolio",
      );
      await vi.waitFor(async () => {
        const own = await ownArtist(services, id);
        expect(own!.portfolio.find((p) => p.id === added.id)!.tags).toEqual({
          state: "suggested",
          styles: [],
          colors: [],
        });
      });
      expect(failing).toHaveBeenCalled();
      await pass.close();
    });

    it("runs one pass at a time; a call during a pass asks for one more", async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const suggest = vi.fn(async () => {
        await gate;
        return { styles: [], colors: [] };
      });
      const pass = new PhotoTagSuggestions({ ...services, suggest });
      const a = await artistWith({ styles: [], colors: [] }, 1);
      const newImage = await storedTestPhoto(services);
      await database()
        .db.update(photo)
        .set({ variants: newImage.variants })
        .where(eq(photo.id, a.photoIds[0]!));
      const first = pass.suggestMissing();
      const second = pass.suggestMissing();
      expect(second).toBe(first);
      release();
      expect(await first).toBe(1);
      expect(suggest).toHaveBeenCalledTimes(1);
    });
  });
});
