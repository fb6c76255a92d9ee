// Whole: the demo's plan and the DemoSeed class that carries it out, resumably
import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import { eq, inArray, sql } from "drizzle-orm";
import type { Color, Style } from "~/core/catalogue";
import { BACKGROUND_COLORS, POPULAR_LOCATIONS } from "~/core/catalogue";
import type { PhotoTags } from "~/core/match";
import { instagramHandle } from "~/core/artists/contact";
import { isCityOf } from "~/core/us-cities";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, artistService, artistView, demoData, favorite, user } from "../db/schema";
import type { Logger } from "../logger";
import type { StoredImage } from "../media/media";
import { labelsOf, nailArtSvg, type NailArtLabels, type NailArtSpec } from "./nail-art";
import { insertPhotos } from "../artists/artist-rows";
import { DEMO_PICTURE_CACHE, DemoPictureCache } from "./picture-cache";
import { DemoProgress, progressMessage } from "./progress";
import {
  ensureDemoReviewers,
  insertClientAppointment,
  insertDemoReviews,
  planReviews,
  type DemoReviewer,
  type PlannedReview,
} from "./reviews";
import { photoTagsOf, portfolioSpecs, profileTagsOf, signatureOf } from "./signatures";
import { seededRandom } from "~/core/seeded-random";
import type { Service } from "~/core/artists/services";
import { planServices } from "./services";

/** Accounts with known passwords, listed in the README. */
export const DEMO_ACCOUNTS = {
  artist: {
    email: "artist@nailmatch.example",
    password: "Polish-Demo-2025",
    username: "demo_artist",
    name: "Dana Reyes",
  },
  client: {
    email: "client@nailmatch.example",
    password: "Polish-Demo-2025",
    username: "demo_client",
    name: "Casey Morgan",
  },
} as const;

export const DEMO_ARTIST_COUNT = 64;
/** Pictures in a demo artist's portfolio, each their own: 5 or 6 (about 350 in all). */
const PORTFOLIO_SIZE = { min: 5, max: 6 } as const;
/**
 * Width and height of a demo picture: its renditions are 320 and 400 px wide (AVIF and WebP), and
 * the list thumbnail. About 0.2 s of CPU each against 0.66 s at 800 px, so that five times as
 * many pictures take not much longer (decision 0027).
 */
const PICTURE_SIZE = 400;
/**
 * The demo artist's own portfolio is drawn at 1280 px, the pipeline's largest rendition, so their
 * profile (the one the demo artist account edits) shows what a real upload gets in the full-screen
 * viewer: about 1 s of CPU more per picture, six pictures, paid once per machine (decision 0061).
 */
const SHOWCASE_PICTURE_SIZE = 1280;
/** Pictures made at once: each already spreads its encodings over the cores. */
export const PICTURES_AT_ONCE = 2;

/** Where demo artists work: the popular locations first, then more cities across 25 states. */
/** Each demo city's area code (a demo phone number is local to its artist). */
const AREA_CODES: Readonly<Record<string, string>> = {
  "New York, NY": "212",
  "Los Angeles, CA": "213",
  "Chicago, IL": "312",
  "Miami, FL": "305",
  "Seattle, WA": "206",
  "Austin, TX": "512",
  "Denver, CO": "303",
  "Boston, MA": "617",
  "San Francisco, CA": "415",
  "Portland, OR": "503",
};
/** The cities after the popular locations, in order, with their area codes. */
const MORE_AREA_CODES: Readonly<Record<string, string>> = {
  "Houston, TX": "713",
  "Dallas, TX": "214",
  "Atlanta, GA": "404",
  "Phoenix, AZ": "602",
  "Las Vegas, NV": "702",
  "Philadelphia, PA": "215",
  "Charlotte, NC": "704",
  "Nashville, TN": "615",
  "Minneapolis, MN": "612",
  "Detroit, MI": "313",
  "Columbus, OH": "614",
  "Orlando, FL": "407",
  "San Diego, CA": "619",
  "Jersey City, NJ": "201",
  "New Orleans, LA": "504",
  "Salt Lake City, UT": "801",
  "St. Louis, MO": "314",
  "Baltimore, MD": "410",
  "Richmond, VA": "804",
  "Honolulu, HI": "808",
  "Brooklyn, NY": "718",
  "Tampa, FL": "813",
};
const areaCodeOf = (city: string, state: string) =>
  AREA_CODES[`${city}, ${state}`] ?? MORE_AREA_CODES[`${city}, ${state}`]!;

const PLACES: ReadonlyArray<{ state: string; city: string }> = [
  ...POPULAR_LOCATIONS,
  ...Object.keys(MORE_AREA_CODES).map((place) => {
    const [city, state] = place.split(", ") as [string, string];
    return { state, city };
  }),
];

const FIRST_NAMES = [
  "Maya",
  "Luna",
  "Aria",
  "Zoe",
  "Camila",
  "Nia",
  "Sofia",
  "Jade",
  "Ivy",
  "Leah",
  "Mila",
  "Rosa",
  "Tiana",
  "Kira",
  "Elena",
  "Harper",
  "Imani",
  "Chloe",
  "Grace",
  "Valeria",
  "Noor",
  "Priya",
  "Mei",
  "Yara",
  "Amara",
  "Bella",
  "Dani",
  "Esme",
  "Freya",
  "Gia",
  "Hana",
  "Iris",
];
const LAST_NAMES = [
  "Santos",
  "Kim",
  "Nguyen",
  "Carter",
  "Lopez",
  "Patel",
  "Rivera",
  "Brooks",
  "Chen",
  "Hughes",
  "Reyes",
  "Bennett",
  "Okafor",
  "Silva",
  "Parker",
  "Flores",
];
const STUDIO_WORDS = [
  "Lacquer",
  "Polish",
  "Gloss",
  "Tips",
  "Nail Bar",
  "Nail Studio",
  "Nails",
  "Manicure Lounge",
];

const STUDIO_ADJECTIVES = [
  "Velvet",
  "Luxe",
  "Petal",
  "Gilded",
  "Honey",
  "Cherry",
  "Coastal",
  "Midnight",
];

const BIO_OPENINGS = [
  "Home-based nail artist with {years} years behind the table.",
  "Licensed nail technician and lifelong fan of tiny canvases.",
  "Private studio, one client at a time, {years} years of experience.",
  "Former salon lead, now running my own cozy studio.",
];
const BIO_CLOSINGS = [
  "Bring your inspiration photo and let's make it yours.",
  "Gentle cuticle care and clean, long-wearing results.",
  "Appointments by booking link or DM.",
  "Walk-ins welcome when I'm free; booking is best.",
];

/** A demo picture before it is made: what it shows, and the tags its artist gives it. */
interface PlannedPicture {
  spec: NailArtSpec;
  /** Width and height it is drawn at. */
  size: number;
  labels: NailArtLabels;
  tags: PhotoTags;
}

/** A demo picture once made and stored. */
interface MadePicture {
  stored: StoredImage;
  labels: NailArtLabels;
  tags: PhotoTags;
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** A demo artist as planned: everything but their account's id, pictures as places in the plan. */
interface PlannedArtist {
  /** Place among the demo artists; 0 is the demo artist account's profile. */
  index: number;
  name: string;
  username: string;
  email: string;
  displayName: string;
  bio: string;
  styles: Style[];
  colors: Color[];
  state: string;
  city: string;
  instagram: string;
  phone: string;
  bookingEmail: string;
  bookingLink: string;
  backgroundColor: string;
  /** Reviews of completed requests by demo clients (none: "New"). */
  reviews: PlannedReview[];
  isFeatured: boolean;
  publishedDaysAgo: number;
  /** Their own pictures, as places in the plan's list of pictures. */
  pictures: number[];
  /** The picture their profile shows (one of theirs). */
  profilePicture: number;
  /** Their service menu, priced for their city (./services). */
  services: Service[];
}

/** Draws and drops one number (planned values after it stay as they were). */
function skipDraw(random: () => number): PlannedReview[] {
  random();
  return [];
}

/**
 * One demo artist: a place, a signature look (`signatures.ts`) and their own pictures in it, and
 * as their styles and colors everything those pictures show. `firstPicture` is the place of their
 * first picture in the plan's list.
 */
function planArtist(
  index: number,
  firstPicture: number,
): { artist: PlannedArtist; pictures: PlannedPicture[] } {
  const random = seededRandom(1000 + index);
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = pick(random, LAST_NAMES);
  const { state, city } = PLACES[index % PLACES.length]!;
  const studio = pick(random, STUDIO_WORDS);
  // Drawn and set aside, so every draw after them stays as it was.
  pick(random, STUDIO_ADJECTIVES);
  pick(random, STUDIO_WORDS);
  const displayName = [
    `Nails by ${first}`,
    `${first} ${last}`,
    `${first}'s ${studio}`,
    // One adjective and word per artist: eight of each make 64 names, none twice.
    `${STUDIO_ADJECTIVES[index % STUDIO_ADJECTIVES.length]} ${STUDIO_WORDS[Math.floor(index / STUDIO_ADJECTIVES.length) % STUDIO_WORDS.length]}`,
    // The second round of first names takes the next pattern, so no two names repeat.
  ][(index + Math.floor(index / FIRST_NAMES.length)) % 4]!;

  // The portfolio draws from a sequence of its own, so the profile's details do not hang on it.
  const signature = signatureOf(index);
  const portfolioRandom = seededRandom(5000 + index);
  const count =
    PORTFOLIO_SIZE.min +
    Math.floor(portfolioRandom() * (PORTFOLIO_SIZE.max - PORTFOLIO_SIZE.min + 1));
  const pictures = portfolioSpecs(signature, portfolioRandom, count).map((spec) => {
    const labels = labelsOf(spec);
    const size = index === 0 ? SHOWCASE_PICTURE_SIZE : PICTURE_SIZE;
    return { spec, size, labels, tags: photoTagsOf(labels) };
  });
  const places = pictures.map((_, i) => firstPicture + i);
  const { styles, colors } = profileTagsOf(pictures.map((p) => p.tags));
  const handle = instagramHandle(displayName.toLowerCase().replace(/[^a-z0-9]+/g, "."));
  const years = 2 + Math.floor(random() * 12);
  const bio = [
    pick(random, BIO_OPENINGS).replace("{years}", String(years)),
    signature.focus,
    pick(random, BIO_CLOSINGS),
  ]
    .filter(Boolean)
    .join(" ");

  const hasPhone = random() < 0.6;
  if (hasPhone) skipDraw(random); // once an area code: the values planned after it stay as they were
  const artist: PlannedArtist = {
    index,
    name: `${first} ${last}`,
    username: `${first}_${last}_${index}`.toLowerCase().slice(0, 20),
    email: `demo.artist.${index}@nailmatch.example`,
    displayName,
    bio,
    styles,
    colors,
    state,
    city,
    instagram: handle.replace(/^\.+|\.+$/g, "").slice(0, 30),
    // 555-0100 to 555-0199: reserved for fiction, never a real subscriber; the city's area code.
    phone: hasPhone
      ? `(${areaCodeOf(city, state)}) 555-01${String(index % 100).padStart(2, "0")}`
      : "",
    bookingEmail: random() < 0.5 ? `book.${index}@nailmatch.example` : "",
    bookingLink:
      random() < 0.6 ? `https://book.nailmatch.example/${handle.replace(/\./g, "-")}` : "",
    backgroundColor: pick(random, BACKGROUND_COLORS).value,
    // The made-up rating was drawn here: the draw stays, so the fields after it keep their values.
    reviews: skipDraw(random),
    isFeatured: index % 7 === 0,
    publishedDaysAgo: Math.floor(random() * 180),
    pictures: places,
    // Every demo artist shows a profile picture (the last draw: nothing planned after it moves).
    profilePicture: pick(random, places),
    services: planServices(index, { city, state }, styles),
  };
  artist.reviews = planReviews(index, styles, artist.publishedDaysAgo);
  return { artist, pictures };
}

/**
 * The demo data, the same on every start (so a start stopped midway can be carried on): every
 * artist's profile and their own pictures (no picture belongs to two artists).
 */
export function planDemo() {
  const pictures: PlannedPicture[] = [];
  const artists: PlannedArtist[] = [];
  for (let index = 0; index < DEMO_ARTIST_COUNT; index++) {
    const planned = planArtist(index, pictures.length);
    artists.push(planned.artist);
    pictures.push(...planned.pictures);
  }
  // The demo artist account owns the first profile, under its own name.
  Object.assign(artists[0]!, {
    name: DEMO_ACCOUNTS.artist.name,
    email: DEMO_ACCOUNTS.artist.email,
    username: DEMO_ACCOUNTS.artist.username,
    displayName: "Dana's Nail Studio",
    instagram: "danas.nail.studio",
    bookingLink: "https://book.nailmatch.example/danas-nail-studio",
  });
  for (const a of artists) {
    if (!isCityOf(a.state, a.city))
      throw new Error(`demo place ${a.city}, ${a.state} is not in the catalogue`);
  }
  return { pictures, artists };
}

/** Every demo picture as drawn for the demo data, at its planned size or at `size`. */
export const demoPictureSvgs = (size?: number) =>
  planDemo().pictures.map((picture) => nailArtSvg(picture.spec, size ?? picture.size));

/**
 * The demo client has saved a few artists and looked at a few more, over the last days, so their
 * dashboard and favorites show what a returning client sees: by place among the demo artists,
 * with how many hours ago.
 */
const CLIENT_SAVED = new Map([3, 8, 12, 21].map((index, order) => [index, 3 + order * 20]));
/** The demo artist the demo client had an appointment with yesterday, still to review. */
const CLIENT_APPOINTMENT = 3;
const CLIENT_VIEWED = new Map([3, 6, 8, 12, 17, 21].map((index, order) => [index, 2 + order * 11]));

/** How the demo data stands on this database (`DemoSeed.prepare`). */
export type DemoState =
  /** Not made here: SEED_DEMO is off, or the database had artists before any demo data. */
  | "off"
  /** The accounts and the demo artist's profile exist; more artists are still to come. */
  | "in progress"
  | "complete";

export interface DemoSeedOptions {
  /** Width and height of every picture in pixels (default: as planned; smaller: faster tests). */
  pictureSize?: number;
  /** Called after each artist is published (the server indexes their photos for the style match). */
  onPublished?: () => void;
  /** Where made pictures are kept between databases; null: made every time (default: per machine). */
  pictureCache?: string | null;
}

/** Raised inside the seed when it is stopped (the server shutting down). */
class SeedStopped extends Error {}

/**
 * Demo data for an empty database, made in two steps so the server can answer early:
 * `prepare` (under the start-up lock, before listening) marks the database, creates the demo
 * client and artist accounts (known passwords) and publishes the demo artist's profile;
 * `finish` (in the background, under the "demo" lock) publishes the other DEMO_ARTIST_COUNT − 1
 * artists one by one, each as soon as its pictures are made, then marks the data complete. Each
 * artist is one transaction, so a start stopped anywhere leaves whole artists, and the next start
 * carries on with the missing ones (the `demo_data` row says the data is unfinished).
 */
export class DemoSeed {
  private readonly services: AppServices;
  private readonly log: Logger;
  private readonly plan: ReturnType<typeof planDemo>;
  /** The pictures made (or being made) by this process, by place in the plan. */
  private readonly pictures = new Map<number, Promise<MadePicture>>();
  private readonly pictureSize: number | undefined;
  private readonly limit = pLimit(PICTURES_AT_ONCE);
  private readonly pictureCache: DemoPictureCache;
  /** The pictures the progress counts (made, or to be made). */
  private readonly counted = new Set<number>();
  private accounts: Record<keyof typeof DEMO_ACCOUNTS, string> | null = null;
  private reviewers: DemoReviewer[] | null = null;
  private progress: DemoProgress | null = null;
  private started = performance.now();
  private stopped = false;

  private readonly onPublished: () => void;

  constructor(services: AppServices, options: DemoSeedOptions = {}) {
    this.services = services;
    this.onPublished = options.onPublished ?? (() => {});
    this.pictureSize = options.pictureSize;
    this.log = services.logger.child({ module: "demo" });
    this.plan = planDemo();
    this.pictureCache = new DemoPictureCache(
      options.pictureCache === undefined ? DEMO_PICTURE_CACHE : options.pictureCache,
      this.log,
    );
  }

  /**
   * Decides whether this database gets demo data (an empty one does, and one whose demo data was
   * left unfinished), and if so makes what must exist before the first answer: the accounts and
   * the demo artist's profile. Run it holding the start-up lock.
   */
  async prepare(): Promise<DemoState> {
    const { db } = this.services.database;
    const [marker] = await db.select().from(demoData);
    if (marker?.completedAt) return "complete";
    if (!marker) {
      const existing = rowsOf(await db.execute(sql`select 1 from artist limit 1`));
      if (existing.length) return "off";
      await db.insert(demoData).values({}).onConflictDoNothing();
      this.log.info(
        `creating demo data (first start only): the accounts, then ${DEMO_ARTIST_COUNT} artists, published one by one`,
      );
    } else {
      this.log.info("carrying on with the demo data a previous start left unfinished");
    }
    this.started = performance.now();
    this.accounts = await this.ensureAccounts();
    this.reviewers = await ensureDemoReviewers(db);
    await this.publishMissing(1);
    return "in progress";
  }

  /**
   * Publishes every demo artist still missing, then marks the demo data complete. Returns true
   * once it is complete (also when another instance completed it), false when stopped. Run it
   * after `prepare`, holding the "demo" lock.
   */
  async finish(): Promise<boolean> {
    const { db } = this.services.database;
    const [marker] = await db.select().from(demoData);
    if (!marker || marker.completedAt) return true;
    this.accounts ??= await this.ensureAccounts();
    this.reviewers ??= await ensureDemoReviewers(db);
    if (!(await this.publishMissing(DEMO_ARTIST_COUNT))) return false;
    await db.update(demoData).set({ completedAt: new Date() });
    this.log.info(
      {
        artists: DEMO_ARTIST_COUNT,
        pictures: this.pictures.size,
        seconds: Math.round((performance.now() - this.started) / 1000),
      },
      "demo data ready",
    );
    return true;
  }

  /** Stops after the pictures being made; `finish` then returns false. */
  stop(): void {
    this.stopped = true;
  }

  /**
   * The demo accounts, created where missing. An account left without its password by a start
   * stopped while creating it is made again.
   */
  private async ensureAccounts() {
    const { db } = this.services.database;
    const accounts = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
    for (const [kind, account] of Object.entries(DEMO_ACCOUNTS) as Array<
      [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)["artist"]]
    >) {
      const [existing] = rowsOf<{ id: string; has_password: boolean }>(
        await db.execute(sql`
          select u.id, exists (
            select 1 from account a where a.user_id = u.id and a.provider_id = 'credential'
          ) as has_password
          from "user" u where lower(u.email) = ${account.email}`),
      );
      if (existing?.has_password) {
        accounts[kind] = existing.id;
        continue;
      }
      if (existing) await db.delete(user).where(eq(user.id, existing.id));
      const { user: created } = await this.services.auth.api.signUpEmail({
        body: {
          name: account.name,
          email: account.email,
          password: account.password,
          username: account.username,
          displayUsername: account.username,
          userType: kind === "artist" ? "artist" : "user",
        },
      });
      accounts[kind] = created.id;
    }
    return accounts;
  }

  /**
   * Publishes those of the first `count` planned artists not yet published, in order, each as
   * soon as its pictures are made. Returns false when stopped before the end. The progress counts
   * every artist still missing, these or not.
   */
  private async publishMissing(count: number): Promise<boolean> {
    const emails = this.plan.artists.map((a) => a.email);
    const users = new Map(
      rowsOf<{ email: string; id: string; published: boolean }>(
        await this.services.database.db.execute(sql`
          select "user".email, "user".id, artist.id is not null as published
          from "user" left join artist on artist.id = "user".id
          where ${inArray(user.email, emails)}`),
      ).map((row) => [row.email, row]),
    );
    const unpublished = this.plan.artists.filter((a) => !users.get(a.email)?.published);
    this.progress ??= new DemoProgress({
      artists: { done: DEMO_ARTIST_COUNT - unpublished.length, total: DEMO_ARTIST_COUNT },
      report: (line) => this.log.info(line, progressMessage(line)),
    });
    const toCount = unpublished.flatMap((a) => a.pictures).filter((i) => !this.counted.has(i));
    for (const index of toCount) this.counted.add(index);
    this.progress.expectPictures(new Set(toCount).size);

    const missing = unpublished.filter((a) => a.index < count);
    // Asked for in the order they are needed: the first artists' pictures are made first.
    for (const index of new Set(missing.flatMap((a) => a.pictures))) {
      void this.picture(index); // failures surface where awaited below
    }
    try {
      for (const planned of missing) {
        const pictures = await Promise.all(planned.pictures.map((index) => this.picture(index)));
        if (this.stopped) return false;
        const existing = users.get(planned.email);
        const id = planned.index === 0 ? this.accounts!.artist : (existing?.id ?? randomUUID());
        await this.insertArtist(planned, id, !existing, pictures);
        this.progress.artistDone();
        this.onPublished();
      }
    } catch (error) {
      if (error instanceof SeedStopped) return false;
      throw error;
    }
    return true;
  }

  /** A planned picture, made and stored once by this process. */
  private picture(index: number): Promise<MadePicture> {
    let made = this.pictures.get(index);
    if (!made) {
      made = this.limit(async () => {
        if (this.stopped) throw new SeedStopped();
        const { spec, size, labels, tags } = this.plan.pictures[index]!;
        const stored = await this.pictureCache.store(
          this.services.media,
          nailArtSvg(spec, this.pictureSize ?? size),
        );
        this.progress?.pictureDone();
        return { stored, labels, tags };
      });
      // A failed picture is made again when next asked for; nobody may be waiting for it yet.
      made.catch(() => this.pictures.delete(index));
      this.pictures.set(index, made);
    }
    return made;
  }

  /** One artist, whole or not at all: account, profile, photos and the demo client's history. */
  private async insertArtist(
    a: PlannedArtist,
    id: string,
    newUser: boolean,
    pictures: MadePicture[],
  ) {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    const publishedAt = new Date(Date.now() - a.publishedDaysAgo * 24 * 3600 * 1000);
    await this.services.database.db.transaction(async (tx) => {
      if (newUser) {
        await tx.insert(user).values({
          id,
          name: a.name,
          email: a.email,
          username: a.username,
          displayUsername: a.username,
          userType: "artist",
          createdAt: publishedAt,
        });
      }
      await tx.insert(artist).values({
        id,
        displayName: a.displayName,
        email: a.email,
        bio: a.bio,
        styles: a.styles,
        colors: a.colors,
        backgroundColor: a.backgroundColor,
        instagram: a.instagram,
        phone: a.phone,
        bookingEmail: a.bookingEmail,
        bookingLink: a.bookingLink,
        state: a.state,
        city: a.city,
        isFeatured: a.isFeatured,
        isActive: true,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      await insertPhotos(
        tx,
        pictures.map((picture, position) => ({
          artistId: id,
          kind: "portfolio" as const,
          position,
          stored: picture.stored,
          generatedLabels: picture.labels,
          // What its artist would confirm (photoTagsOf); the profile's are their union.
          tags: { ...picture.tags, confirmed: true },
        })),
      );
      // Its files are the portfolio picture's: stored once, used twice.
      const [profile] = await insertPhotos(tx, [
        { artistId: id, kind: "profile", stored: (await this.picture(a.profilePicture)).stored },
      ]);
      await tx.update(artist).set({ profilePhotoId: profile!.id }).where(eq(artist.id, id));
      if (a.services.length) {
        await tx.insert(artistService).values(
          a.services.map((service, position) => ({
            ...service,
            id: randomUUID(),
            artistId: id,
            position,
          })),
        );
      }
      await insertDemoReviews(
        tx,
        { id, state: a.state },
        a.reviews,
        this.reviewers!,
        pictures.map((picture) => picture.stored),
      );
      const client = this.accounts!.client;
      if (a.index === CLIENT_APPOINTMENT) {
        await insertClientAppointment(
          tx,
          { id, state: a.state },
          { id: client, firstName: DEMO_ACCOUNTS.client.name.split(" ")[0]! },
        );
      }
      const savedHoursAgo = CLIENT_SAVED.get(a.index);
      if (savedHoursAgo !== undefined) {
        await tx
          .insert(favorite)
          .values({ userId: client, artistId: id, createdAt: hoursAgo(savedHoursAgo) });
      }
      const viewedHoursAgo = CLIENT_VIEWED.get(a.index);
      if (viewedHoursAgo !== undefined) {
        await tx
          .insert(artistView)
          .values({ userId: client, artistId: id, viewedAt: hoursAgo(viewedHoursAgo) });
      }
    });
  }
}

/**
 * Makes the whole demo data now (tests, the match evaluation), or carries on with unfinished
 * demo data. Returns false, doing nothing, when the database has artists but no unfinished demo
 * data, or its demo data is complete.
 */
export async function seedDemoIfEmpty(
  services: AppServices,
  options: DemoSeedOptions = {},
): Promise<boolean> {
  const seed = new DemoSeed(services, options);
  if ((await seed.prepare()) !== "in progress") return false;
  await seed.finish();
  return true;
}
