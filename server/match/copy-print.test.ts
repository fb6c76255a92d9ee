import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COPY_PRINT_COLUMN } from "../db/sql-only-tables";
import { demoPictureSvgs } from "../demo/seed";
import {
  COPY_PRINT_DIMENSIONS,
  copyPrintsOf,
  copyCorrelation,
  packFine,
  printCorrelation,
  SAME_PICTURE,
  unpackFine,
  type CopyPrint,
} from "./copy-print";
import { embeddedPicture } from "./embedded-picture";

// Demo pictures are drawn from a few templates: the hardest look-alikes the prints must tell apart.
const pictures = await Promise.all(
  demoPictureSvgs(400)
    .slice(0, 24)
    .map((svg) => sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()),
);
const [original] = await copyPrintsOf(pictures[0]!);

/** How alike a copy is to the original: its best view's fine correlation, as the index asks. */
const sameness = (prints: CopyPrint[], of: CopyPrint = original!) =>
  Math.max(...prints.map((print) => copyCorrelation(print, of.fine)));
const brightened = (image: Buffer) => sharp(image).modulate({ brightness: 1.2 }).jpeg().toBuffer();

const inScreenshot = async (image: Buffer) => {
  const screen = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
    <rect width="390" height="844" fill="#ffffff"/><rect width="390" height="44" fill="#f2f2f2"/>
    <text x="16" y="500" font-size="18" font-family="sans-serif">Nail inspo saved</text></svg>`;
  const photo = await sharp(image).resize(390, 390, { fit: "cover" }).png().toBuffer();
  return sharp(Buffer.from(screen))
    .composite([{ input: photo, left: 0, top: 80 }])
    .png()
    .toBuffer();
};

const rgbOf = async (image: Buffer) => {
  const { data, info } = await sharp(image)
    .resize(256, 256, { fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: new Uint8Array(data) };
};

describe("copy prints", () => {
  it("are as wide as the index column", () => {
    expect(COPY_PRINT_DIMENSIONS).toBe(COPY_PRINT_COLUMN);
    expect(original!.coarse).toHaveLength(COPY_PRINT_COLUMN);
  });

  it.each([
    ["re-encoded", (image: Buffer) => sharp(image).jpeg({ quality: 60 }).toBuffer()],
    ["brightened", brightened],
    [
      "brightened and mirrored",
      async (image: Buffer) =>
        sharp(await brightened(image))
          .flop()
          .toBuffer(),
    ],
    ["darker, more contrast", (image: Buffer) => sharp(image).linear(1.2, -40).jpeg().toBuffer()],
    ["mirrored", (image: Buffer) => sharp(image).flop().jpeg().toBuffer()],
    ["inside a phone screenshot", inScreenshot],
  ])("know a copy %s for the same picture", async (_, copy) => {
    expect(sameness(await copyPrintsOf(await copy(pictures[0]!)))).toBeGreaterThanOrEqual(
      SAME_PICTURE,
    );
  });

  it("know brightened copies whose pale parts are blown out to white", async () => {
    // Whole, these correlate 0.84–0.91 with their originals: the backdrop's shading and its hue
    // are gone, not different. Left out, the rest correlates as a copy does.
    for (const index of [4, 10, 12]) {
      const [stored] = await copyPrintsOf(pictures[index]!);
      const copies = await copyPrintsOf(await brightened(pictures[index]!));
      expect(copies[0]!.blownOut).not.toBeNull();
      const whole = Math.max(...copies.map((copy) => printCorrelation(copy.fine, stored!.fine)));
      expect(whole).toBeLessThan(SAME_PICTURE);
      expect(sameness(copies, stored)).toBeGreaterThanOrEqual(SAME_PICTURE);
    }
  });

  it("compare whole where nothing is blown out", async () => {
    const dark = await copyPrintsOf(await sharp(pictures[1]!).linear(0.7, 0).jpeg().toBuffer());
    expect(dark[0]!.blownOut).toBeNull();
    expect(copyCorrelation(dark[0]!, original!.fine)).toBe(
      printCorrelation(dark[0]!.fine, original!.fine),
    );
  });

  it("tell look-alike drawings apart", async () => {
    for (const other of pictures.slice(1)) {
      expect(sameness(await copyPrintsOf(other))).toBeLessThan(SAME_PICTURE);
    }
  });

  it("are none for a flat picture", async () => {
    const flat = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#d7263d" },
    })
      .jpeg()
      .toBuffer();
    expect(await copyPrintsOf(flat)).toEqual([]);
  });

  it("survive being stored", () => {
    const stored = unpackFine(packFine(original!.fine));
    expect(printCorrelation(stored, original!.fine)).toBeGreaterThan(0.999);
  });
});

describe("the picture inside a screenshot", () => {
  it("is found where the photo sits on the flat screen", async () => {
    const inside = embeddedPicture(await rgbOf(await inScreenshot(pictures[0]!)));
    // The photo is 390 × 390 of a 390 × 844 screen, decoded at 118 × 256.
    expect(inside?.width).toBeGreaterThanOrEqual(116);
    expect(inside?.height).toBeGreaterThanOrEqual(116);
    expect(inside?.height).toBeLessThanOrEqual(122);
  });

  it("is not a hand on a plain backdrop", async () => {
    for (const picture of pictures.slice(0, 8)) {
      expect(embeddedPicture(await rgbOf(picture))).toBeNull();
    }
  });
});
