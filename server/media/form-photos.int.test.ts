import { beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_MESSAGES, UPLOAD } from "~/core/uploads";
import type { AppServices } from "../context";
import { FieldRefusal } from "../http/field-refusal";
import { testDriver, useTestDatabase } from "../testing/database";
import { testPhoto } from "../testing/images";
import { createTestServices } from "../testing/services";
import { formPhotoStore } from "./form-photos";
import type { MediaService } from "./media";
import { PHOTO_KEY_PREFIX } from "./pipeline";

class TestRefusal extends FieldRefusal<400 | 413 | 503> {}

const TOO_MANY = "Too many photos for this test.";
const storeOf = (visibility: "public" | "private") =>
  formPhotoStore({
    field: "pictures",
    limit: 2,
    tooMany: TOO_MANY,
    visibility,
    refuse: (message, status, field) => new TestRefusal(message, status, field),
  });

/** A write that never happens: the store must refuse first. */
const noWrite = () => Promise.reject(new Error("written"));

/** The keys a storage holds. */
async function keysIn(media: MediaService): Promise<string[]> {
  const found: string[] = [];
  for await (const { key } of media.storage.list(PHOTO_KEY_PREFIX)) found.push(key);
  return found.sort();
}

describe(`a form's photo store on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  it("refuses more than the limit before anything is processed or stored", async () => {
    const ingest = vi.spyOn(services.privateMedia, "ingestAll");
    const uploads = await Promise.all([1, 2, 3].map((i) => testPhoto(200, 200 + i)));
    const error = await storeOf("private")
      .storeWith(services, uploads, "author", noWrite)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestRefusal);
    expect(error).toMatchObject({ message: TOO_MANY, status: 400, field: "pictures" });
    expect(ingest).not.toHaveBeenCalled();
    ingest.mockRestore();
    expect(await keysIn(services.privateMedia)).toEqual([]);
  });

  it("stores none when one file is refused, with the pipeline's words", async () => {
    const error = await storeOf("private")
      .storeWith(
        services,
        [await testPhoto(300, 300), Buffer.from("just words")],
        "author",
        noWrite,
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestRefusal);
    expect(error).toMatchObject({
      message: IMAGE_MESSAGES.notAnImage,
      status: 400,
      field: "pictures",
    });
    expect(await keysIn(services.privateMedia)).toEqual([]);
  });

  it("answers 503 when storage fails, and leaves no file", async () => {
    const storage = services.media.storage;
    const put = vi.spyOn(storage, "put").mockRejectedValueOnce(new Error("ENOSPC"));
    const error = await storeOf("public")
      .storeWith(
        services,
        [await testPhoto(300, 300), await testPhoto(300, 310)],
        "author",
        noWrite,
      )
      .catch((e: unknown) => e);
    put.mockRestore();
    expect(error).toMatchObject({ message: IMAGE_MESSAGES.storageFailed, status: 503 });
    expect(await keysIn(services.media)).toEqual([]);
  });

  it("keeps private photos out of the public storage, and removes them when the write is refused", async () => {
    const store = storeOf("private");
    const refused = new TestRefusal("No.", 400);
    let written: string[] = [];
    const error = await store
      .storeWith(
        services,
        [await testPhoto(320, 240), await testPhoto(240, 320)],
        "author",
        async (images) => {
          written = images.flatMap((image) => image.variants.map((variant) => variant.key)).sort();
          expect(await keysIn(services.privateMedia)).toEqual(written);
          throw refused;
        },
      )
      .catch((e: unknown) => e);
    expect(error).toBe(refused);
    expect(written).not.toEqual([]);
    expect(await keysIn(services.media)).toEqual([]);
    expect(await keysIn(services.privateMedia)).toEqual([]);
  });

  it("stores public photos in the public storage and keeps them once the write is done", async () => {
    const store = storeOf("public");
    const answer = await store.storeWith(
      services,
      [await testPhoto(330, 250)],
      "author",
      (images) => Promise.resolve(images.length),
    );
    expect(answer).toBe(1);
    expect(await keysIn(services.media)).not.toEqual([]);
    expect(await keysIn(services.privateMedia)).toEqual([]);
  });

  it("reads a form's files: refuses more than the limit and one over the upload size", async () => {
    const store = storeOf("public");
    const form = (...sizes: number[]) => {
      const body = new FormData();
      for (const size of sizes) body.append("pictures", new File([new Uint8Array(size)], "a.jpg"));
      body.append("other", new File([new Uint8Array(10)], "b.jpg"));
      return body;
    };
    expect((await store.read(form(5, 7))).map((bytes) => bytes.length)).toEqual([5, 7]);
    await expect(store.read(form(1, 1, 1))).rejects.toMatchObject({
      message: TOO_MANY,
      status: 400,
    });
    await expect(store.read(form(UPLOAD.maxBytes + 1))).rejects.toMatchObject({
      message: IMAGE_MESSAGES.tooLarge,
      status: 413,
      field: "pictures",
    });
  });
});
