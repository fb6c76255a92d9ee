import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import path from "node:path";
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AccountUser } from "~/core/accounts/user";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { deleteAccount } from "../accounts/account";
import type { AppServices } from "../context";
import { bookingRequest, photo, requestPhoto } from "../db/schema";
import { GC_GRACE_MS } from "../media/media";
import { mediaRoutes } from "../http/media-routes";
import { testAccount, testPublishedArtist } from "../testing/artists";
import { startS3Server } from "../testing/s3";
import { testDriver, useTestDatabase } from "../testing/database";
import { testPhoto } from "../testing/images";
import { createTestServices } from "../testing/services";
import { testRequest } from "../testing/requests";
import { requestPhotoFile } from "./photos";
import { actOnRequest, openConversation } from "./requests";
import { listRequests } from "./lists";
import { sendRequest } from "./send";

const LOOK = testRequest("Hi! Something like this photo, please.", {
  styles: ["Nail Art"],
  colors: ["Silver"],
});

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : [],
    );
}

describe(`photos on requests on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let privateDir: string;
  let publicDir: string;
  beforeAll(() => {
    services = createTestServices(database());
    const { privateMedia, media } = services.config;
    if (privateMedia.driver !== "local" || media.driver !== "local") throw new Error("local only");
    privateDir = privateMedia.dir;
    publicDir = media.dir;
  });

  /** The file behind each of a line's photos' first rendition, as the viewer asks for it. */
  const fileOf = (viewer: AccountUser, requestId: string, url: string) => {
    const [, , , photoId, file] = url.split("/").slice(1);
    return requestPhotoFile(services, viewer, requestId, photoId!, file!);
  };

  it("stores a request's photos privately, shows them to its two parties and to no one else", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services, "NY");
    const stranger = await testAccount(services, "user");
    const otherArtist = await testPublishedArtist(services, "NY");
    const id = await sendRequest(services, client, dana.id, LOOK, [
      await testPhoto(1200, 900),
      await testPhoto(800, 800, "png"),
    ]);

    const seen = await openConversation(services, dana, id);
    const photos = seen!.lines[0]!.photos;
    expect(photos).toHaveLength(2);
    // Re-encoded by the pipeline, at the request's private addresses only.
    const url = photos[0]!.sources[0]!.url;
    expect(url).toMatch(new RegExp(`^/requests/${id}/photos/[0-9a-f-]{36}/\\d+\\.(avif|webp)$`));
    expect(JSON.stringify(seen)).not.toContain("/media/");
    // The list shows the first one's thumbnail.
    const [row] = await listRequests(services, dana);
    expect(row?.thumbnail).toMatch(new RegExp(`^/requests/${id}/photos/.+/thumb\\.webp$`));

    for (const party of [client, dana]) expect(await fileOf(party, id, url)).not.toBeNull();
    for (const other of [stranger, otherArtist]) expect(await fileOf(other, id, url)).toBeNull();
    // A photo id with another request's id, or a file name it does not have: not found.
    const elsewhere = await sendRequest(services, client, dana.id, LOOK);
    expect(await fileOf(client, elsewhere, url)).toBeNull();
    expect(await fileOf(client, id, url.replace(/[^/]+$/, "../../../../etc/passwd"))).toBeNull();

    // The files are in the private folder, none in the public one, and no photo row names them.
    const variant = await fileOf(dana, id, url);
    expect(filesUnder(privateDir)).toContain(variant!.key);
    expect(filesUnder(publicDir)).not.toContain(variant!.key);
    const publicRows = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(photo);
    expect(publicRows[0]?.n).toBe(0);
  });

  it("a refused photo refuses the whole request and leaves nothing behind", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services, "NY");
    const before = filesUnder(privateDir).length;
    await expect(
      sendRequest(services, client, dana.id, LOOK, [
        await testPhoto(600, 600),
        Buffer.from("not an image at all, just words"),
      ]),
    ).rejects.toMatchObject({ message: IMAGE_MESSAGES.notAnImage, field: "photos" });
    await expect(
      sendRequest(services, client, dana.id, LOOK, [
        await testPhoto(300, 300),
        await testPhoto(300, 301),
        await testPhoto(300, 302),
        await testPhoto(300, 303),
      ]),
    ).rejects.toMatchObject({ message: M.tooManyPhotos, field: "photos" });
    expect(await listRequests(services, client)).toEqual([]);
    expect(filesUnder(privateDir).length).toBe(before);
  });

  it("replies carry photos, with or without words; a refused reply stores none", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services, "NY");
    const id = await sendRequest(services, client, dana.id, LOOK);
    await actOnRequest(services, dana, id, "reply", {
      body: "Here is how it came out on my last client",
      uploads: [await testPhoto(900, 1200)],
    });
    await actOnRequest(services, client, id, "reply", {
      body: "",
      uploads: [await testPhoto(640, 480, "webp")],
    });
    const lines = (await openConversation(services, client, id))!.lines;
    expect(lines.map((line) => [line.from, line.photos.length])).toEqual([
      ["me", 0],
      ["them", 1],
      ["me", 1],
    ]);
    // Someone outside the request: refused before anything is encoded or stored.
    const before = filesUnder(privateDir).length;
    const stranger = await testAccount(services, "user");
    await expect(
      actOnRequest(services, stranger, id, "reply", {
        body: "hi",
        uploads: [await testPhoto(500, 500)],
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(filesUnder(privateDir).length).toBe(before);
  });

  it("deleting an account deletes its photos' rows and files; the other side keeps theirs", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services, "NY");
    const id = await sendRequest(services, client, dana.id, LOOK, [await testPhoto(1000, 700)]);
    await actOnRequest(services, dana, id, "reply", {
      body: "Like this?",
      uploads: [await testPhoto(700, 1000)],
    });
    const keysOf = async (authorId: string) =>
      (
        await database()
          .db.select({ variants: requestPhoto.variants })
          .from(requestPhoto)
          .where(eq(requestPhoto.authorId, authorId))
      ).flatMap((row) => row.variants.map((variant) => variant.key));
    const clientKeys = await keysOf(client.id);
    const danaKeys = await keysOf(dana.id);
    expect(clientKeys.length).toBeGreaterThan(0);

    await deleteAccount(services, client.id);
    const stored = new Set(filesUnder(privateDir));
    expect(clientKeys.filter((key) => stored.has(key))).toEqual([]);
    expect(danaKeys.every((key) => stored.has(key))).toBe(true);
    const lines = (await openConversation(services, dana, id))!.lines;
    expect(lines.map((line) => line.photos.length)).toEqual([1]);

    // When the artist goes too, no one is left to read it: the request goes.
    await deleteAccount(services, dana.id);
    const left = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(bookingRequest)
      .where(eq(bookingRequest.id, id));
    expect(left[0]?.n).toBe(0);
    const remaining = new Set(filesUnder(privateDir));
    expect(danaKeys.filter((key) => remaining.has(key))).toEqual([]);
  });

  it("what a crash mid-upload leaves goes with the account, and media:gc removes the rest after an hour", async () => {
    const client = await testAccount(services, "user");
    const other = await testAccount(services, "user");
    const dana = await testPublishedArtist(services, "NY");
    // The process stops between writing each file and renaming it to its key (kill -9).
    const rename = fsPromises.rename.bind(fsPromises);
    const stopped: Array<() => void> = [];
    const spy = vi.spyOn(fsPromises, "rename").mockImplementation((from, to) => {
      if (!String(from).endsWith(".partial")) return rename(from, to);
      return new Promise((_, reject) => stopped.push(() => reject(new Error("killed"))));
    });
    const partials = () => filesUnder(privateDir).filter((file) => file.endsWith(".partial"));
    const of = (owner: AccountUser) => (file: string) =>
      path.basename(file).startsWith(`${owner.id}.`);
    const photos = [await testPhoto(900, 600), await testPhoto(600, 900)];
    const uploads = [client, other].map((sender, i) =>
      sendRequest(services, sender, dana.id, LOOK, [photos[i]!]).catch(() => null),
    );
    try {
      // Until every file of both photos is written and stopped there.
      let seen = -1;
      for (let tries = 0; tries < 300; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = partials();
        const settled = now.length === stopped.length && now.length === seen;
        if (settled && now.some(of(client)) && now.some(of(other))) break;
        seen = now.length;
      }
      const left = partials();
      expect(left.some(of(client))).toBe(true);
      expect(left.some(of(other))).toBe(true);

      await deleteAccount(services, client.id);
      expect(partials().filter(of(client))).toEqual([]);
      const others = partials();
      expect(others.length).toBe(left.filter(of(other)).length);

      // media:gc: young partials may be writes under way; an hour on, they are a crash's.
      expect(await services.privateMedia.collectGarbage()).toMatchObject({ partials: 0 });
      const later = Date.now() + GC_GRACE_MS + 60_000;
      expect(await services.privateMedia.collectGarbage(later)).toMatchObject({
        partials: others.length,
      });
      expect(partials()).toEqual([]);
    } finally {
      spy.mockRestore();
      stopped.splice(0).forEach((fail) => fail());
      await Promise.all(uploads);
    }
  });

  it("media:gc keeps private files a row names and removes the orphans", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services, "NY");
    await sendRequest(services, client, dana.id, LOOK, [await testPhoto(500, 400)]);
    const orphan = await services.privateMedia.ingest(await testPhoto(400, 500));
    const { deleted } = await services.privateMedia.collectGarbage(Date.now() + 2 * 3600_000);
    expect(deleted).toBe(orphan.variants.length);
    const stored = new Set(filesUnder(privateDir));
    expect(orphan.variants.some((variant) => stored.has(variant.key))).toBe(false);
    const kept = await database().db.select({ variants: requestPhoto.variants }).from(requestPhoto);
    for (const row of kept) for (const v of row.variants) expect(stored.has(v.key)).toBe(true);
  });
});

describe(`photos on requests in an S3 bucket (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    services = createTestServices(database(), s3.env);
  });
  afterAll(() => s3.close());

  it("keeps them under private/, which the public media address never serves", async () => {
    const stored = await services.privateMedia.ingest(await testPhoto(600, 400));
    const key = stored.variants[0]!.key;
    // The private storage reads it; the public one finds the same bytes only under private/.
    expect(await services.privateMedia.storage.get(key)).not.toBeNull();
    expect(await services.media.storage.get(key)).toBeNull();
    const leaked = `private/${key}`;
    expect(await services.media.storage.get(leaked)).not.toBeNull();

    const app = express().use(mediaRoutes(services));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/media/${leaked}`);
      expect(response.status).toBe(404);
    } finally {
      server.close();
    }
  });
});
