import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { AccountUser } from "~/core/accounts/user";
import type { AppServices } from "../context";
import { artist, user } from "../db/schema";

/** A user row to hang an artist profile on. */
export async function createUser(services: AppServices, userType: "user" | "artist" = "artist") {
  const id = betterAuthLikeId();
  await services.database.db.insert(user).values({
    id,
    name: "Test Artist",
    email: `${id}@example.com`,
    username: `u${id.slice(0, 12).replaceAll("-", "")}`,
    userType,
  });
  return id;
}

/**
 * A published artist on a new account: in Austin, TX, listed, published now, unless `fields`
 * say otherwise. Returns the account's id.
 */
export async function insertArtist(
  services: AppServices,
  fields: Partial<typeof artist.$inferInsert> = {},
) {
  const id = await createUser(services);
  await services.database.db.insert(artist).values({
    id,
    displayName: "Test Artist",
    state: "TX",
    city: "Austin",
    isActive: true,
    publishedAt: new Date(),
    ...fields,
  });
  return id;
}

/**
 * An id as Better Auth makes a signed-up account's: 32 letters and digits, not a UUID (only the
 * demo accounts have those), so a rule that takes every id for a UUID fails here as in use.
 */
function betterAuthLikeId() {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join("");
}

/** A new account as the app sees a signed-in person, with this name. */
export async function testAccount(
  services: AppServices,
  userType: "user" | "artist",
  name = "Cleo Client Smith",
): Promise<AccountUser> {
  const id = await createUser(services, userType);
  await services.database.db.update(user).set({ name }).where(eq(user.id, id));
  const [row] = await services.database.db.select().from(user).where(eq(user.id, id));
  return row as unknown as AccountUser;
}

/** An artist account with a published profile (no photos): enough to write to and review. */
export async function testPublishedArtist(services: AppServices, state = "CA") {
  const who = await testAccount(services, "artist", "Dana Reyes");
  await services.database.db
    .insert(artist)
    .values({ id: who.id, displayName: "Dana's Nails", state, isActive: true });
  return who;
}

let made = 0;

/**
 * Small photos that differ from every other one made in this process: stored files are named by
 * content, so equal pictures would share files.
 */
export async function distinctPhotos(howMany: number, size = 400): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: howMany }, () => {
      const n = ++made;
      const colour = (k: number) => (n * k) % 256;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${Math.round(size * 0.75)}">
        <rect width="100%" height="100%" fill="rgb(${colour(37)},${colour(91)},${colour(53)})"/>
        <text x="20" y="60" font-size="40" fill="#fff">${n}</text></svg>`;
      return sharp(Buffer.from(svg)).jpeg().toBuffer();
    }),
  );
}

export const completeProfile = {
  displayName: "Nails by Test",
  email: "studio@example.com",
  bio: "Gel and nail art.",
  backgroundColor: "bg-pink-100",
  styles: ["Ombre", "Nail Art"],
  colors: ["Pink"],
  instagram: "@test.nails",
  phone: "",
  bookingEmail: "",
  bookingLink: "",
  state: "TX",
  city: "Austin",
};

/** A stored picture no other made in this process shares, for photo rows to point at. */
export async function storedTestPhoto(services: AppServices) {
  return services.media.ingest((await distinctPhotos(1))[0]!);
}
