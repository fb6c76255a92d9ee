import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearch } from "~/core/artists/search";
import type { AppServices } from "../context";
import { artist, matchRanking, photo } from "../db/schema";
import { RANKING_HOURS, readRanking, storeRanking } from "../match/rankings";
import type { StoredImage } from "../media/media";
import { resolveNear } from "../geo/gazetteer";
import { createUser, storedTestPhoto } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { insertPhotos } from "./artist-rows";
import { searchArtists } from "./search";

// §5 "Search matching", one row per rule and per combination, through the same path as a
// request: the URL's query is parsed, then matched in SQL.

/** The artists every case searches, newest published first (as the list shows them). */
const ARTISTS = {
  luxe: {
    displayName: "Luxe Nails",
    state: "FL",
    city: "Miami",
    styles: ["Ombre", "Glitter"],
    colors: ["Pink", "Gold"],
    bio: "Bridal sets and soft gradients.",
  },
  polish: {
    displayName: "Polish Studio",
    state: "TX",
    city: "Austin",
    styles: ["French Tips"],
    colors: ["Red"],
    bio: "Clean classics.",
  },
  kim: {
    displayName: "Nail Art by Kim",
    state: "TX",
    city: "San Antonio",
    styles: ["Nail Art", "Stiletto"],
    colors: ["Black", "Red"],
    bio: "Bold looks.",
  },
  coastal: {
    displayName: "Coastal Gloss",
    state: "CA",
    city: "Los Angeles",
    location: "Venice Beach studio",
    styles: ["Almond"],
    colors: ["Blue"],
    bio: "Beach days.",
  },
  percent: {
    displayName: "100% Shine",
    state: "NY",
    city: "New York",
    styles: ["Acrylic"],
    colors: ["Silver"],
    bio: "Chrome.",
  },
  // Not published: never found, whatever matches it.
  hidden: {
    displayName: "Luxe Hidden",
    state: "FL",
    city: "Miami",
    styles: ["Ombre"],
    colors: ["Pink"],
    bio: "Draft.",
    isActive: false,
  },
} as const;
type Name = keyof typeof ARTISTS;

const CASES: Array<[rule: string, query: string, found: Name[]]> = [
  [
    "no filter lists every published artist, newest first",
    "",
    ["percent", "coastal", "kim", "polish", "luxe"],
  ],
  // Free text (the home search): every word, anywhere, in any case.
  ["free text matches a city", "q=miami", ["luxe"]],
  ["free text matches a state's name", "q=Texas", ["kim", "polish"]],
  ["free text matches a state's code", "q=fl", ["luxe"]],
  ["free text matches the location text", "q=venice", ["coastal"]],
  ["free text matches a style", "q=stiletto", ["kim"]],
  ["free text matches a color", "q=gold", ["luxe"]],
  ["free text matches the bio", "q=BRIDAL", ["luxe"]],
  ["free text matches part of a word", "q=glos", ["coastal"]],
  ["free text needs every word", "q=luxe+miami", ["luxe"]],
  ["free text with words in different artists finds none", "q=luxe+austin", []],
  ["free text takes % literally", "q=100%25", ["percent"]],
  ["free text takes _ literally", "q=_", []],
  // Name: a partial match on the display name only.
  ["name matches part of the display name", "name=nail", ["kim", "luxe"]],
  ["name ignores case", "name=STUDIO", ["polish"]],
  ["name does not look at the city", "name=miami", []],
  // State: a name or a code, in any case.
  ["state by code", "state=TX", ["kim", "polish"]],
  ["state by name", "state=texas", ["kim", "polish"]],
  ["state by lower-case code", "state=ca", ["coastal"]],
  [
    "an unknown state is ignored",
    "state=Atlantis",
    ["percent", "coastal", "kim", "polish", "luxe"],
  ],
  // City: a partial match.
  ["city matches part of the name", "city=san", ["kim"]],
  ["city ignores case", "city=LOS+ANGELES", ["coastal"]],
  // Styles and colors: any chosen value (OR), partially matched.
  ["one style", "style=Ombre", ["luxe"]],
  ["two styles match either", "style=Ombre&style=French+Tips", ["polish", "luxe"]],
  ["a style partially, in any case", "style=stilet", ["kim"]],
  ["one color", "color=Red", ["kim", "polish"]],
  ["two colors match either", "color=Red&color=Pink", ["kim", "polish", "luxe"]],
  ["an unknown style is ignored", "style=Plaid", ["percent", "coastal", "kim", "polish", "luxe"]],
  // Across filters: all of them (AND).
  ["a style and a color must both match", "style=French+Tips&color=Black", []],
  ["a style and a color both matching", "style=Nail+Art&color=Red", ["kim"]],
  ["state, color and name together", "state=TX&color=Red&name=kim", ["kim"]],
  ["free text and a style", "q=texas&style=French+Tips", ["polish"]],
  ["city and state that disagree find none", "state=CA&city=Miami", []],
];

describe(`artist search (§5) on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const ids = new Map<string, Name>();

  let image: StoredImage;

  beforeAll(async () => {
    services = createTestServices(database());
    image = await storedTestPhoto(services);
    const names = Object.keys(ARTISTS) as Name[];
    for (const [index, name] of names.entries()) {
      const id = await createUser(services);
      ids.set(id, name);
      const { isActive = true, ...fields } = ARTISTS[name] as (typeof ARTISTS)[Name] & {
        isActive?: boolean;
      };
      await database()
        .db.insert(artist)
        .values({
          id,
          ...fields,
          styles: [...fields.styles],
          colors: [...fields.colors],
          isActive,
          publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
        });
    }
  });

  const search = async (query: string) => {
    const filters = parseSearch(new URLSearchParams(query));
    const near = filters.near ? resolveNear(filters.near) : null;
    const result = await searchArtists(services, filters, near?.ok ? near.place : null);
    return { ...result, names: result.artists.map((card) => ids.get(card.id)) };
  };

  it.each(CASES)("%s (%s)", async (_rule, query, found) => {
    const { total, names } = await search(query);
    expect(names).toEqual(found);
    expect(total).toBe(found.length);
  });

  it("near a place: within the radius, nearest first, with the distance", async () => {
    // Austin to San Antonio is about 74 miles.
    const within25 = await search("near=Austin,+TX");
    expect(within25.names).toEqual(["polish"]);
    expect(within25.artists[0]!.distanceMiles).toBeLessThan(5);

    const within100 = await search("near=78701&radius=100");
    expect(within100.names).toEqual(["polish", "kim"]);
    expect(within100.artists[1]!.distanceMiles).toBeGreaterThan(60);
    expect(within100.artists[1]!.distanceMiles).toBeLessThan(90);

    expect((await search("near=78701&radius=100&color=Black")).names).toEqual(["kim"]);
    expect((await search("near=Miami,+FL&radius=10")).names).toEqual(["luxe"]);
  });

  it("counts every match while showing one page", async () => {
    const second = await search("page=2");
    expect(second.artists).toEqual([]);
    expect(second.total).toBe(5);
  });

  it("keeps no list past a change to an artist, from any writer", async () => {
    const before = await search("name=gloss");
    expect(before.names).toEqual(["coastal"]);
    expect(await search("name=gloss")).toEqual(before); // the kept list
    const [coastalId] = [...ids].find(([, name]) => name === "coastal")!;
    await database()
      .db.update(artist)
      .set({ displayName: "Coastal Shine" })
      .where(eq(artist.id, coastalId));
    expect((await search("name=gloss")).names).toEqual([]);
    await database().db.update(artist).set({ isActive: false }).where(eq(artist.id, coastalId));
    expect((await search("name=coastal")).names).toEqual([]);
    await database()
      .db.update(artist)
      .set({ displayName: "Coastal Gloss", isActive: true })
      .where(eq(artist.id, coastalId));
    expect((await search("name=gloss")).names).toEqual(["coastal"]);
  });

  it("filters styles and colors by confirmed photo tags, else by what the artist declares", async () => {
    const [polishId] = [...ids].find(([, name]) => name === "polish")!;
    const [unconfirmed, confirmed] = await insertPhotos(
      database().db,
      [false, true].map((isConfirmed, position) => ({
        artistId: polishId,
        kind: "portfolio" as const,
        position,
        stored: image,
        tags: { styles: ["Ombre" as const], colors: ["Gold" as const], confirmed: isConfirmed },
      })),
    );
    // Confirmed: the photo's tags replace the declared French Tips and Red.
    expect((await search("style=Ombre")).names).toEqual(["polish", "luxe"]);
    expect((await search("style=French+Tips")).names).toEqual([]);
    expect((await search("color=Gold")).names).toEqual(["polish", "luxe"]);
    expect((await search("color=Red")).names).toEqual(["kim"]);
    // The confirmed photo deleted, the unconfirmed one does not count: declared again.
    await database().db.delete(photo).where(eq(photo.id, confirmed!.id));
    expect((await search("style=Ombre")).names).toEqual(["luxe"]);
    expect((await search("style=French+Tips")).names).toEqual(["polish"]);
    await database().db.delete(photo).where(eq(photo.id, unconfirmed!.id));
  });

  it("gives cards with what the list shows", async () => {
    const [card] = (await search("name=coastal")).artists;
    expect(card).toMatchObject({
      displayName: "Coastal Gloss",
      place: "Los Angeles, California",
      styles: ["Almond"],
      thumbnails: [],
      photoCount: 0,
      avatar: null,
    });
  });

  it("ranks the list by a style match's ranking, the other filters still applying", async () => {
    const idOf = (name: Name) => [...ids].find(([, n]) => n === name)![0];
    const ranking = await storeRanking(database().db, [
      { a: idOf("kim"), s: 0.91, p: null },
      { a: idOf("luxe"), s: 0.73, p: null },
      { a: idOf("polish"), s: 0.42, p: null },
    ]);
    const ranked = await search(`match=${ranking}`);
    // The ranked artists in the ranking's order, then the others, newest first.
    expect(ranked.names).toEqual(["kim", "luxe", "polish", "percent", "coastal"]);
    expect(ranked.ranking).toBe("found");
    expect(ranked.artists.map((card) => card.matchScore)).toEqual([
      0.91,
      0.73,
      0.42,
      undefined,
      undefined,
    ]);
    expect((await search(`match=${ranking}&state=TX`)).names).toEqual(["kim", "polish"]);
    expect((await search(`match=${ranking}&sort=newest`)).names).toEqual([
      "percent",
      "coastal",
      "kim",
      "polish",
      "luxe",
    ]);
  });

  it("lists newest first, and says so, once a ranking has expired or was never made", async () => {
    const ranking = await storeRanking(database().db, []);
    await database()
      .db.update(matchRanking)
      .set({ createdAt: new Date(Date.now() - (RANKING_HOURS + 1) * 3_600_000) })
      .where(eq(matchRanking.id, ranking));
    for (const id of [ranking, "AAAAAAAAAAAAAAAAAAAAAA"]) {
      const result = await search(`match=${id}`);
      expect(result.ranking).toBe("expired");
      expect(result.names).toEqual(["percent", "coastal", "kim", "polish", "luxe"]);
    }
    // A ranking past its day is dropped when the next one is kept.
    await storeRanking(database().db, []);
    expect(await readRanking(database().db, ranking)).toBeNull();
    const left = await database()
      .db.select({ id: matchRanking.id })
      .from(matchRanking)
      .where(eq(matchRanking.id, ranking));
    expect(left).toEqual([]);
  });
});
