import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import { eq, sql } from "drizzle-orm";
import type { Color, Style } from "~/core/catalogue";
import { BACKGROUND_COLORS, COLORS, POPULAR_LOCATIONS, STYLES } from "~/core/catalogue";
import { instagramHandle } from "~/core/artists/contact";
import { isCityOf } from "~/core/us-cities";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, artistView, favorite, user } from "../db/schema";
import type { StoredImage } from "../media/media";
import {
  labelsOf,
  mulberry32,
  randomNailArtSpec,
  renderNailArt,
  type NailArtLabels,
} from "./nail-art";
import { insertPhotos } from "../artists/artist-rows";

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
/** Distinct generated pictures; artists' portfolios draw from this pool. */
const PICTURE_POOL = 72;
const PICTURE_SIZE = 800;

/** Where demo artists work: the popular locations first, then more cities across 25 states. */
const PLACES: ReadonlyArray<{ state: string; city: string }> = [
  ...POPULAR_LOCATIONS,
  { state: "TX", city: "Houston" },
  { state: "TX", city: "Dallas" },
  { state: "GA", city: "Atlanta" },
  { state: "AZ", city: "Phoenix" },
  { state: "NV", city: "Las Vegas" },
  { state: "PA", city: "Philadelphia" },
  { state: "NC", city: "Charlotte" },
  { state: "TN", city: "Nashville" },
  { state: "MN", city: "Minneapolis" },
  { state: "MI", city: "Detroit" },
  { state: "OH", city: "Columbus" },
  { state: "FL", city: "Orlando" },
  { state: "CA", city: "San Diego" },
  { state: "NJ", city: "Jersey City" },
  { state: "LA", city: "New Orleans" },
  { state: "UT", city: "Salt Lake City" },
  { state: "MO", city: "St. Louis" },
  { state: "MD", city: "Baltimore" },
  { state: "VA", city: "Richmond" },
  { state: "HI", city: "Honolulu" },
  { state: "NY", city: "Brooklyn" },
  { state: "FL", city: "Tampa" },
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

const AREA_CODES = ["212", "213", "312", "305", "206", "512", "303", "617", "415", "503"];

const BIO_OPENINGS = [
  "Home-based nail artist with {years} years behind the table.",
  "Licensed nail technician and lifelong fan of tiny canvases.",
  "Private studio, one client at a time, {years} years of experience.",
  "Former salon lead, now running my own cozy studio.",
];
const BIO_FOCUS: Partial<Record<Style, string>> = {
  "French Tips": "Crisp French tips, classic or in color, are my signature.",
  Ombre: "I love soft ombre fades that melt from one shade into the next.",
  Glitter: "If it sparkles, I'm in: glitter fades, chrome flakes and full-glam sets.",
  "Nail Art":
    "Hand-painted nail art is my favorite: florals, lines, hearts, anything you can dream up.",
  "Gel Extensions": "Long-lasting gel extensions shaped to suit your hands.",
  Acrylic: "Sculpted acrylic sets, from natural length to dramatic coffin.",
  "Dip Powder": "Dip powder for short, strong nails that last for weeks.",
  Stiletto: "Sharp stiletto shapes are a favorite.",
  Coffin: "Coffin shapes, filed just right.",
  Almond: "Elegant almond shapes for every day.",
};
const BIO_CLOSINGS = [
  "Bring your inspiration photo and let's make it yours.",
  "Gentle cuticle care and clean, long-wearing results.",
  "Appointments by booking link or DM.",
  "Walk-ins welcome when I'm free; booking is best.",
];

interface PoolPicture {
  stored: StoredImage;
  labels: NailArtLabels;
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** Renders the pool of demo pictures and stores them through the same pipeline as uploads. */
async function buildPicturePool(services: AppServices, size: number, log: (done: number) => void) {
  const random = mulberry32(2025);
  const specs = Array.from({ length: size }, () => randomNailArtSpec(random));
  const limit = pLimit(2);
  let done = 0;
  return Promise.all(
    specs.map((spec) =>
      limit(async (): Promise<PoolPicture> => {
        const stored = await services.media.ingest(await renderNailArt(spec, PICTURE_SIZE));
        log(++done);
        return { stored, labels: labelsOf(spec) };
      }),
    ),
  );
}

interface DemoArtist {
  id: string;
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
  rating: number | null;
  isFeatured: boolean;
  publishedDaysAgo: number;
  pictures: PoolPicture[];
  profilePicture: PoolPicture | null;
}

/**
 * One demo artist: a place, a signature style drawn from the pool (pictures sharing a label with
 * the first one picked), and styles and colors that are the true labels of their pictures.
 */
function makeArtist(index: number, pool: PoolPicture[]): Omit<DemoArtist, "id"> {
  const random = mulberry32(1000 + index);
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = pick(random, LAST_NAMES);
  const { state, city } = PLACES[index % PLACES.length]!;
  const displayName = [
    `Nails by ${first}`,
    `${first} ${last}`,
    `${first}'s ${pick(random, STUDIO_WORDS)}`,
    `${pick(random, ["Velvet", "Luxe", "Petal", "Gilded", "Honey", "Cherry", "Coastal", "Midnight"])} ${pick(random, STUDIO_WORDS)}`,
    // The second round of first names takes the next pattern, so no two names repeat.
  ][(index + Math.floor(index / FIRST_NAMES.length)) % 4]!;

  const anchor = pick(random, pool);
  const signature = anchor.labels.styles[0];
  const related = pool.filter(
    (p) => p !== anchor && (signature ? p.labels.styles.includes(signature) : true),
  );
  const others = pool.filter((p) => p !== anchor && !related.includes(p));
  const count = 5 + Math.floor(random() * 5); // 5 to 9 photos
  const pictures = [anchor];
  for (const candidates of [related, others]) {
    const shuffled = [...candidates].sort(() => random() - 0.5);
    while (pictures.length < count && shuffled.length) pictures.push(shuffled.pop()!);
  }
  const styles = STYLES.filter((s) => pictures.some((p) => p.labels.styles.includes(s)));
  const colors = COLORS.filter((c) => pictures.some((p) => p.labels.colors.includes(c)));
  const handle = instagramHandle(displayName.toLowerCase().replace(/[^a-z0-9]+/g, "."));
  const years = 2 + Math.floor(random() * 12);
  const bio = [
    pick(random, BIO_OPENINGS).replace("{years}", String(years)),
    (signature && BIO_FOCUS[signature as Style]) ?? "",
    pick(random, BIO_CLOSINGS),
  ]
    .filter(Boolean)
    .join(" ");

  return {
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
    // 555-0100 to 555-0199: reserved for fiction, never a real subscriber.
    phone:
      random() < 0.6
        ? `(${pick(random, AREA_CODES)}) 555-01${String(index % 100).padStart(2, "0")}`
        : "",
    bookingEmail: random() < 0.5 ? `book.${index}@nailmatch.example` : "",
    bookingLink:
      random() < 0.6 ? `https://book.nailmatch.example/${handle.replace(/\./g, "-")}` : "",
    backgroundColor: pick(random, BACKGROUND_COLORS).value,
    rating: random() < 0.7 ? Math.round((4 + random()) * 10) / 10 : null,
    isFeatured: index % 7 === 0,
    publishedDaysAgo: Math.floor(random() * 180),
    pictures,
    profilePicture: random() < 0.75 ? pick(random, pictures) : null,
  };
}

async function insertArtists(services: AppServices, artists: DemoArtist[]) {
  const { db } = services.database;
  await db.transaction(async (tx) => {
    for (const a of artists) {
      const publishedAt = new Date(Date.now() - a.publishedDaysAgo * 24 * 3600 * 1000);
      await tx
        .insert(user)
        .values({
          id: a.id,
          name: a.name,
          email: a.email,
          username: a.username,
          displayUsername: a.username,
          userType: "artist",
          createdAt: publishedAt,
        })
        .onConflictDoNothing();
      await tx.insert(artist).values({
        id: a.id,
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
        rating: a.rating,
        isFeatured: a.isFeatured,
        isActive: true,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      await insertPhotos(
        tx,
        a.pictures.map((picture, position) => ({
          artistId: a.id,
          kind: "portfolio" as const,
          position,
          stored: picture.stored,
          generatedLabels: picture.labels,
        })),
      );
      if (a.profilePicture) {
        // Its files are the portfolio picture's: stored once, used twice.
        const [profile] = await insertPhotos(tx, [
          { artistId: a.id, kind: "profile", stored: a.profilePicture.stored },
        ]);
        await tx.update(artist).set({ profilePhotoId: profile!.id }).where(eq(artist.id, a.id));
      }
    }
  });
}

/**
 * The demo client has saved a few artists and looked at a few more, over the last days, so their
 * dashboard and favorites show what a returning client sees.
 */
async function giveClientHistory(services: AppServices, clientId: string, artists: DemoArtist[]) {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
  const saved = [artists[2]!, artists[7]!, artists[11]!, artists[20]!];
  const viewed = [artists[2]!, artists[5]!, artists[7]!, artists[11]!, artists[16]!, artists[20]!];
  await services.database.db.insert(favorite).values(
    saved.map((a, index) => ({
      userId: clientId,
      artistId: a.id,
      createdAt: hoursAgo(3 + index * 20),
    })),
  );
  await services.database.db.insert(artistView).values(
    viewed.map((a, index) => ({
      userId: clientId,
      artistId: a.id,
      viewedAt: hoursAgo(2 + index * 11),
    })),
  );
}

/**
 * Demo data for an empty database: the demo client and artist accounts (known passwords), and
 * DEMO_ARTIST_COUNT published artists with generated portfolios. Does nothing if any artist
 * profile exists.
 */
export async function seedDemoIfEmpty(
  services: AppServices,
  { pictures = PICTURE_POOL }: { pictures?: number } = {},
): Promise<boolean> {
  const { db } = services.database;
  const existing = rowsOf(await db.execute(sql`select 1 from artist limit 1`));
  if (existing.length) return false;

  const log = services.logger.child({ module: "demo" });
  log.info("creating demo data (first start only)");
  const started = performance.now();
  const pool = await buildPicturePool(services, pictures, (done) => {
    if (done % 24 === 0) log.info({ done, of: pictures }, "demo pictures generated");
  });

  const accounts = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS) as Array<
    [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)["artist"]]
  >) {
    const { user: created } = await services.auth.api.signUpEmail({
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

  const artists: DemoArtist[] = Array.from({ length: DEMO_ARTIST_COUNT }, (_, index) => ({
    id: index === 0 ? accounts.artist : randomUUID(),
    ...makeArtist(index, pool),
  }));
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
  await insertArtists(services, artists);
  await giveClientHistory(services, accounts.client, artists.slice(1));
  log.info(
    {
      artists: artists.length,
      pictures: pool.length,
      seconds: Math.round((performance.now() - started) / 1000),
    },
    "demo data ready",
  );
  return true;
}
