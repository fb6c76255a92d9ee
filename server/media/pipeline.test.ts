import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  animatedPng,
  animatedWebp,
  photoWithGps,
  pngClaimingSize,
  testPhoto,
} from "../testing/images";
import { IMAGE_MESSAGES, sniffImageType } from "~/core/uploads";
import {
  ImageRejectedError,
  THUMBNAIL_SIZE,
  processImage,
  thumbnailFromRendition,
} from "./pipeline";

const rejects = async (input: Buffer | Promise<Buffer>, message: string) => {
  const error = await processImage(await input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejectedError);
  expect((error as Error).message).toBe(message);
};

describe("processImage accepts", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "a %s photo, into AVIF and WebP at each width",
    async (format) => {
      const image = await processImage(await testPhoto(1600, 1200, format));
      expect(image).toMatchObject({ width: 1280, height: 960 });
      expect(image.variants.map((v) => `${v.format}@${v.width}${v.thumb ? " thumb" : ""}`)).toEqual(
        [
          "avif@320",
          "webp@320",
          "avif@640",
          "webp@640",
          "avif@1280",
          "webp@1280",
          `webp@${THUMBNAIL_SIZE} thumb`,
        ],
      );
      for (const variant of image.variants) {
        const meta = await sharp(variant.body).metadata();
        expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(variant.width);
        expect(meta.height).toBe(variant.thumb ? THUMBNAIL_SIZE : 960 * (variant.width / 1280));
        const suffix = variant.thumb ? "sq" : "";
        expect(variant.key).toMatch(
          new RegExp(
            `^photos/[0-9a-f]{2}/[0-9a-f]{32}-${variant.width}${suffix}\\.${variant.format}$`,
          ),
        );
        expect(variant.bytes).toBe(variant.body.length);
      }
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(image.placeholder.length).toBeLessThan(1000);
    },
  );

  it("a small photo without enlarging it", async () => {
    const image = await processImage(await testPhoto(500, 300));
    expect(image.variants.map((v) => v.width)).toEqual([320, 320, 500, 500, THUMBNAIL_SIZE]);
  });

  it("names renditions by their content, so equal bytes give equal keys", async () => {
    const photo = await testPhoto(700, 500);
    const [first, second] = await Promise.all([processImage(photo), processImage(photo)]);
    expect(first.variants.map((v) => v.key)).toEqual(second.variants.map((v) => v.key));
  });
});

describe("thumbnailFromRendition", () => {
  it("makes the square list thumbnail of a stored rendition", async () => {
    const thumb = await thumbnailFromRendition(await testPhoto(640, 480, "webp"));
    const meta = await sharp(thumb.body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
    });
    expect(thumb).toMatchObject({ thumb: true, width: THUMBNAIL_SIZE });
    expect(thumb.key).toMatch(/-160sq\.webp$/);
  });
});

describe("processImage strips metadata", () => {
  it("applies the EXIF orientation, then removes every EXIF field including the GPS position", async () => {
    const input = await photoWithGps(6); // stored landscape 800×400, shown rotated 90°
    // The input really carries a position and a camera, and asks to be rotated.
    expect(await exifr.gps(input)).toMatchObject({ latitude: expect.closeTo(40.75, 2) });
    expect(await exifr.parse(input)).toMatchObject({ Make: "PhoneCo" });
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const image = await processImage(input);
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 800 });
    for (const variant of image.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.exif, variant.key).toBeUndefined();
      expect(meta.icc, variant.key).toBeUndefined();
      expect(meta.xmp, variant.key).toBeUndefined();
      expect(meta.orientation ?? 1, variant.key).toBe(1);
      expect(variant.body.toString("latin1")).not.toContain("PhoneCo");
    }
  });
});

describe("processImage refuses", () => {
  it("an empty file", () => rejects(Buffer.alloc(0), IMAGE_MESSAGES.empty));

  it("a file over 10 MB", async () => {
    const big = Buffer.concat([await testPhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    await rejects(big, IMAGE_MESSAGES.tooLarge);
  });

  it("a text file named like a photo (wrong magic bytes)", () =>
    rejects(Buffer.from("definitely not a photo, just text"), IMAGE_MESSAGES.notAnImage));

  it("a GIF", () =>
    rejects(
      sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
        .gif()
        .toBuffer(),
      IMAGE_MESSAGES.notAnImage,
    ));

  it("a truncated JPEG", async () => {
    const photo = await testPhoto(1200, 900);
    await rejects(photo.subarray(0, Math.floor(photo.length / 2)), IMAGE_MESSAGES.damaged);
  });

  it("a JPEG header followed by garbage", () =>
    rejects(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      IMAGE_MESSAGES.damaged,
    ));

  it("an image claiming 20000×20000 pixels (a decompression bomb)", () =>
    rejects(pngClaimingSize(20_000, 20_000), IMAGE_MESSAGES.tooManyPixels));

  it("an animated PNG", () => rejects(animatedPng(), IMAGE_MESSAGES.animated));

  it("an animated WebP", () => rejects(animatedWebp(), IMAGE_MESSAGES.animated));

  it("an SVG, which could carry script", () =>
    rejects(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      IMAGE_MESSAGES.notAnImage,
    ));

  it("an SVG behind a PNG's first bytes", () =>
    rejects(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ]),
      IMAGE_MESSAGES.damaged,
    ));
});

describe("processImage makes a polyglot harmless", () => {
  it("keeps only the picture of a JPEG that is also HTML and a ZIP archive", async () => {
    const payload = Buffer.concat([
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
      Buffer.from([0x50, 0x4b, 0x03, 0x04]), // a ZIP entry's signature
      Buffer.alloc(64, 1),
    ]);
    const polyglot = Buffer.concat([await testPhoto(800, 600), payload]);
    const { variants } = await processImage(polyglot);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const bytes = variant.body.toString("latin1");
      expect(bytes, variant.key).not.toContain("<script");
      expect(bytes, variant.key).not.toContain("PK\x03\x04");
      expect(variant.contentType).toMatch(/^image\/(avif|webp)$/);
    }
  });
});

describe("sniffImageType (core/uploads.ts) on what encoders write", () => {
  it("reads the type from the bytes", async () => {
    expect(sniffImageType(await testPhoto(10, 10, "jpeg"))).toBe("jpeg");
    expect(sniffImageType(await testPhoto(10, 10, "png"))).toBe("png");
    expect(sniffImageType(await testPhoto(10, 10, "webp"))).toBe("webp");
  });
});
