import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { demoPictureSvgs } from "../demo/seed";
import { openInspiration } from "./analysis";
import { copyPrintsOf, printCorrelation } from "./copy-print";
import { findNails } from "./nails";
import { decodeOnce, detailOf, RASTER_SIZE, rasterOf } from "./raster";

// A large photo is decoded once and every view made from those pixels; the views must be the ones
// its file gives, so a phone's 12-megapixel photo reads as the same picture sent smaller does.
// Drawn once at its own size: librsvg would draw it again at every size it is resized to, 24 s
// for the panorama's.
const drawing = await sharp(Buffer.from(demoPictureSvgs(960)[3]!))
  .png()
  .toBuffer();
const phonePhoto = await sharp(drawing).resize(4000, 3000, { fit: "fill" }).jpeg().toBuffer();
const size = { width: 4000, height: 3000 };

const meanDifference = (a: Uint8Array, b: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

describe("a photo decoded once", () => {
  it("is read from its file when it is small", async () => {
    const small = await sharp(drawing).jpeg().toBuffer();
    expect(await decodeOnce(small, { width: 960, height: 960 })).toBe(small);
  });

  it("gives a large photo's views as its file does", async () => {
    const source = await decodeOnce(phonePhoto, size);
    expect(Buffer.isBuffer(source)).toBe(false);
    const [fromPixels, fromFile] = await Promise.all([rasterOf(source), rasterOf(phonePhoto)]);
    expect(meanDifference(fromPixels.pixels, fromFile.pixels)).toBeLessThan(1);
    for (const middle of [1, 0.9, 0.8]) {
      const [once, file] = await Promise.all([
        detailOf(source, { middle }),
        detailOf(phonePhoto, { middle }),
      ]);
      expect([once.width, once.height]).toEqual([file.width, file.height]);
      expect(meanDifference(once.pixels, file.pixels)).toBeLessThan(1);
      expect(findNails(once).nails.length).toBe(findNails(file).nails.length);
    }
    const [[printOnce], [printFile]] = await Promise.all([
      copyPrintsOf(source),
      copyPrintsOf(phonePhoto),
    ]);
    expect(printCorrelation(printOnce!.fine, printFile!.fine)).toBeGreaterThan(0.995);
  });

  it("keeps a long panorama wide enough across for the network's square", async () => {
    const panorama = await sharp(drawing).resize(4000, 800, { fit: "fill" }).jpeg().toBuffer();
    const source = await decodeOnce(panorama, { width: 4000, height: 800 });
    expect(Buffer.isBuffer(source) ? 0 : source.height).toBeGreaterThanOrEqual(RASTER_SIZE);
  });

  it("still refuses a large photo cut short", async () => {
    const truncated = phonePhoto.subarray(0, Math.floor(phonePhoto.length * 0.6));
    await expect(openInspiration(truncated)).rejects.toThrow(IMAGE_MESSAGES.damaged);
  });
});
