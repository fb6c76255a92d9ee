import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "~/core/artists/profile";
import { deleteAccount } from "../accounts/account";
import type { AppServices } from "../context";
import { artist, photo, user } from "../db/schema";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { completeProfile, createUser, distinctPhotos } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { startS3Server } from "../testing/s3";
import { createTestServices } from "../testing/services";
import {
  addPortfolioPhoto,
  discardPendingPhotos,
  savePortfolio,
  setProfilePhoto,
} from "./portfolio";
import { ownArtist, publish, saveStep, updateProfile, viewArtist } from "./profiles";

async function storedKeys(services: AppServices): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of services.media.storage.list("photos/")) keys.push(key);
  return keys.sort();
}

async function saveAllSteps(services: AppServices, artistId: string) {
  for (const step of [1, 2, 4] as const) {
    await saveStep(services, artistId, step, completeProfile);
  }
}

/** Adds `howMany` new photos to the artist's portfolio, one after another, as an artist would. */
async function addPortfolioPhotos(
  services: AppServices,
  artistId: string,
  howMany: number,
  size?: number,
) {
  for (const upload of await distinctPhotos(howMany, size))
    await addPortfolioPhoto(services, artistId, upload, "portfolio");
}

describe(`artist profiles on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  it("saves wizard steps as a draft, refuses publishing under 5 photos, then publishes once", async () => {
    const id = await createUser(services, "user");
    await saveAllSteps(services, id);
    expect((await ownArtist(services, id))?.isActive).toBe(false);

    const photos = await distinctPhotos(5);
    for (const upload of photos.slice(0, 4))
      await addPortfolioPhoto(services, id, upload, "portfolio");
    await expect(publish(services, id)).rejects.toMatchObject({
      message: PROFILE_MESSAGES.publishTooFew,
      field: "form",
    });

    await addPortfolioPhoto(services, id, photos[4]!, "portfolio");
    expect(await publish(services, id)).toEqual({ firstTime: true });
    const [published] = await database().db.select().from(artist).where(eq(artist.id, id));
    expect(published).toMatchObject({ isActive: true, instagram: "test.nails", state: "TX" });
    const [account] = await database().db.select().from(user).where(eq(user.id, id));
    expect(account!.userType).toBe("artist");

    // Publishing again (the wizard's 'Update Profile') keeps the first publication time.
    expect(await publish(services, id)).toEqual({ firstTime: false });
    const [again] = await database().db.select().from(artist).where(eq(artist.id, id));
    expect(again!.publishedAt).toEqual(published!.publishedAt);
  });

  it("refuses to publish a profile with a missing step", async () => {
    const id = await createUser(services);
    await saveStep(services, id, 1, completeProfile);
    await saveStep(services, id, 4, completeProfile);
    await addPortfolioPhotos(services, id, 5);
    await expect(publish(services, id)).rejects.toMatchObject({
      message: PROFILE_MESSAGES.bookingRequired,
      field: "booking",
    });
    expect((await ownArtist(services, id))?.isActive).toBe(false);
  });

  it("refuses to publish, or to save the published profile, without a style", async () => {
    const id = await createUser(services);
    // Step 1 goes on without a style (photo tags may bring them later).
    await saveStep(services, id, 1, { ...completeProfile, styles: [] });
    await saveStep(services, id, 2, completeProfile);
    await saveStep(services, id, 4, completeProfile);
    await addPortfolioPhotos(services, id, 5);
    await expect(publish(services, id)).rejects.toMatchObject({
      message: PROFILE_MESSAGES.stylesRequired,
      field: "styles",
    });
    await expect(
      publish(services, id, { ...completeProfile, styles: ["Plaid"] }),
    ).rejects.toMatchObject({ message: PROFILE_MESSAGES.stylesRequired, field: "styles" });
    expect((await ownArtist(services, id))?.isActive).toBe(false);

    expect(await publish(services, id, completeProfile)).toEqual({ firstTime: true });
    await expect(
      updateProfile(services, id, { ...completeProfile, styles: [] }),
    ).rejects.toMatchObject({ message: PROFILE_MESSAGES.stylesRequired, field: "styles" });
    expect((await ownArtist(services, id))?.styles).toEqual(["Nail Art", "Ombre"]);
  });

  it("saves the wizard's last draft and publishes in one call, or changes nothing", async () => {
    const id = await createUser(services);
    await addPortfolioPhotos(services, id, 5);
    await expect(
      publish(services, id, { ...completeProfile, city: "Miami" }),
    ).rejects.toMatchObject({ message: PROFILE_MESSAGES.cityRequired, field: "city" });
    expect((await ownArtist(services, id))?.displayName).toBe("");

    expect(await publish(services, id, { ...completeProfile, bio: "Fresh sets." })).toEqual({
      firstTime: true,
    });
    expect(await ownArtist(services, id)).toMatchObject({ isActive: true, bio: "Fresh sets." });
  });

  it("refuses a step's invalid fields and changes nothing", async () => {
    const id = await createUser(services);
    await expect(
      saveStep(services, id, 1, { ...completeProfile, displayName: "" }),
    ).rejects.toMatchObject({
      message: PROFILE_MESSAGES.displayNameRequired,
      field: "displayName",
    });
    expect(await ownArtist(services, id)).toBeNull();
  });

  it("updates the whole profile from the dashboard with a new updatedAt", async () => {
    const id = await createUser(services);
    await saveAllSteps(services, id);
    const before = (await ownArtist(services, id))!.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await updateProfile(services, id, { ...completeProfile, bio: "Now with chrome." });
    const after = (await ownArtist(services, id))!;
    expect(after.bio).toBe("Now with chrome.");
    expect(after.updatedAt > before).toBe(true);
    await expect(
      updateProfile(services, id, { ...completeProfile, city: "Miami" }),
    ).rejects.toMatchObject({ message: PROFILE_MESSAGES.cityRequired, field: "city" });
    expect((await ownArtist(services, id))?.city).toBe("Austin");
  });

  it("keeps the portfolio at 15 photos under concurrent uploads", async () => {
    const id = await createUser(services);
    await saveAllSteps(services, id);
    const uploads = await distinctPhotos(20, 200);
    const results = await Promise.allSettled(
      uploads.map((upload) => addPortfolioPhoto(services, id, upload, "portfolio")),
    );
    const accepted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(accepted).toHaveLength(15);
    expect(refused).toHaveLength(5);
    for (const failure of refused) {
      expect((failure as PromiseRejectedResult).reason.message).toBe(PROFILE_MESSAGES.maxPhotos);
    }
    const own = (await ownArtist(services, id))!;
    expect(own.portfolio).toHaveLength(15);
    // Refused uploads left no files behind: every stored file belongs to some photo row.
    const stored = await storedKeys(services);
    const referenced = await services.media.referencedKeys(stored);
    expect(stored.filter((key) => !referenced.has(key))).toEqual([]);
  });

  it("refuses a damaged upload with a clear message and stores nothing", async () => {
    const id = await createUser(services);
    const before = await storedKeys(services);
    await expect(
      addPortfolioPhoto(services, id, Buffer.from("not an image"), "portfolio"),
    ).rejects.toMatchObject({
      message: IMAGE_MESSAGES.notAnImage,
      status: 422,
    });
    expect(await storedKeys(services)).toEqual(before);
    expect((await ownArtist(services, id))!.portfolio).toHaveLength(0);
  });

  it("saves a dashboard draft: new order, additions kept, removals deleted with their files", async () => {
    const id = await createUser(services);
    await saveAllSteps(services, id);
    const [a, b, c, d, e, f] = await distinctPhotos(6);
    const saved = [];
    for (const upload of [a!, b!, c!, d!, e!])
      saved.push((await addPortfolioPhoto(services, id, upload, "portfolio")).photo);
    await publish(services, id);
    const added = (await addPortfolioPhoto(services, id, f!, "draft")).photo;
    expect((await ownArtist(services, id))!.portfolio).toHaveLength(5); // drafts are not shown yet

    const removed = saved[1]!;
    const removedKeys = (
      await database().db.select().from(photo).where(eq(photo.id, removed.id))
    )[0]!.variants.map((v) => v.key);
    const order = [added.id, saved[4]!.id, saved[0]!.id, saved[2]!.id, saved[3]!.id];
    expect(await savePortfolio(services, id, order)).toEqual({ count: 5 });
    expect((await ownArtist(services, id))!.portfolio.map((p) => p.id)).toEqual(order);
    const stored = await storedKeys(services);
    expect(removedKeys.some((key) => stored.includes(key))).toBe(false);

    // A published profile keeps at least 5.
    await expect(savePortfolio(services, id, order.slice(0, 4))).rejects.toMatchObject({
      message: PROFILE_MESSAGES.publishTooFew,
    });
    // Photos of someone else cannot be put in.
    const other = await createUser(services);
    const foreign = (await addPortfolioPhoto(services, other, a!, "portfolio")).photo;
    await expect(savePortfolio(services, id, [...order, foreign.id])).rejects.toMatchObject({
      status: 409,
    });
  });

  it("discards the uploads of a cancelled draft", async () => {
    const id = await createUser(services);
    const [upload] = await distinctPhotos(1);
    await addPortfolioPhoto(services, id, upload!, "draft");
    expect((await ownArtist(services, id))!.pendingPhotos).toHaveLength(1);
    await discardPendingPhotos(services, id);
    expect((await ownArtist(services, id))!.pendingPhotos).toHaveLength(0);
  });

  it("replaces the profile photo and deletes the old one's files", async () => {
    const id = await createUser(services);
    const [first, second] = await distinctPhotos(2);
    await setProfilePhoto(services, id, first!);
    const firstKeys = (
      await database().db.select().from(photo).where(eq(photo.artistId, id))
    )[0]!.variants.map((v) => v.key);
    const replaced = await setProfilePhoto(services, id, second!);
    expect((await ownArtist(services, id))!.profilePhoto?.id).toBe(replaced.id);
    const stored = await storedKeys(services);
    expect(firstKeys.some((key) => stored.includes(key))).toBe(false);
    expect(await database().db.select().from(photo).where(eq(photo.artistId, id))).toHaveLength(1);
  });

  it("shows an inactive profile only to its owner, and contact details only to signed-in users", async () => {
    const id = await createUser(services);
    await saveAllSteps(services, id);
    const owner = {
      id,
      name: "",
      email: "",
      username: null,
      userType: "artist" as const,
      createdAt: "",
      admin: false,
    };
    const client = { ...owner, id: "someone-else", userType: "user" as const };
    expect(await viewArtist(services, id, null)).toBeNull();
    expect(await viewArtist(services, id, client)).toBeNull();
    expect((await viewArtist(services, id, owner))?.isOwner).toBe(true);

    await addPortfolioPhotos(services, id, 5);
    await publish(services, id);
    const anonymous = await viewArtist(services, id, null);
    expect(anonymous?.contact).toBeNull();
    expect(JSON.stringify(anonymous)).not.toContain("studio@example.com");
    expect(JSON.stringify(anonymous)).not.toContain("test.nails");
    expect((await viewArtist(services, id, client))?.contact).toMatchObject({
      email: "studio@example.com",
      instagram: "test.nails",
    });
  });

  it("deleting the account removes the profile, its photos and every stored file", async () => {
    const id = await createUser(services);
    await saveAllSteps(services, id);
    await addPortfolioPhotos(services, id, 3, 300);
    await setProfilePhoto(services, id, (await distinctPhotos(1, 310))[0]!);
    const keys = (await database().db.select().from(photo).where(eq(photo.artistId, id))).flatMap(
      (p) => p.variants.map((v) => v.key),
    );
    expect(keys.length).toBeGreaterThan(0);

    await deleteAccount(services, id);
    expect(await database().db.select().from(artist).where(eq(artist.id, id))).toHaveLength(0);
    expect(await database().db.select().from(photo).where(eq(photo.artistId, id))).toHaveLength(0);
    const stored = await storedKeys(services);
    expect(keys.filter((key) => stored.includes(key))).toEqual([]);
  });
});

describe(`artist photos on S3-compatible storage (${testDriver})`, () => {
  const database = useTestDatabase();
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let services: AppServices;
  beforeAll(async () => {
    s3 = await startS3Server();
    services = createTestServices(database(), s3.env);
  });
  afterAll(() => s3.close());

  it("stores uploads in the bucket and deletes them with the account", async () => {
    expect(services.media.storage.driver).toBe("s3");
    const id = await createUser(services);
    await saveAllSteps(services, id);
    const { photo: added } = await addPortfolioPhoto(
      services,
      id,
      (await distinctPhotos(1))[0]!,
      "portfolio",
    );
    const keys = await storedKeys(services);
    expect(keys).toHaveLength(5); // 320 and 400 px, AVIF and WebP, and the square list thumbnail
    const object = await services.media.storage.get(keys[0]!);
    expect(object?.contentLength).toBeGreaterThan(0);
    expect(added.sources[0]!.url).toMatch(/^\/media\/photos\//);

    await deleteAccount(services, id);
    expect(await storedKeys(services)).toEqual([]);
  });
});
