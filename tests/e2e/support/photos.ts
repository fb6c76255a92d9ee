import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { renderNailArt } from "../../../server/demo/nail-art";
import { randomSpec, renderRasterNails } from "../../../server/eval/raster-nails";
import { randomCanvasSpec, renderCanvasNails } from "../../../server/fit/canvas-nails";

const folder = path.join(os.tmpdir(), `nailmatch-e2e-uploads-${process.pid}`);
let made = 0;

/**
 * Real photo files to upload: JPEGs with a gradient and a number, each different (stored files
 * are named by content). Small (640×480: two renditions) unless a test is about big ones: image
 * processing is most of what an upload costs the server, and the tests share it on 2 cores.
 */
export async function photoFiles(
  count: number,
  { width = 640, height = 480 }: { width?: number; height?: number } = {},
): Promise<string[]> {
  fs.mkdirSync(folder, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async () => {
      const n = ++made;
      const hue = (n * 47) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,45%)"/>
        </linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/>
        <text x="40" y="${Math.round(height / 4)}" font-size="${Math.round(width / 8)}" font-family="sans-serif" fill="#fff">${process.pid}-${n}</text></svg>`;
      const file = path.join(folder, `nails-${n}.jpg`);
      await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
      return file;
    }),
  );
}

/** A file whose name says JPEG but whose bytes are text. */
export function fakeJpeg(): string {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "not-really.jpg");
  fs.writeFileSync(file, "this is a text file pretending to be a photo");
  return file;
}

/** A file that starts like a JPEG (its magic number) and goes on as text: damaged. */
export function damagedJpeg(): string {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "damaged.jpg");
  const text = Buffer.from("the rest of this photo was lost");
  fs.writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text]));
  return file;
}

/**
 * A photo of pink almond French tips on a hand, drawn by the second, independent generator (not
 * the demo's, whose pictures the detectors were fitted on): the style match finds artists for it.
 */
export async function nailArtPhoto(): Promise<string> {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "inspiration-french-almond.jpg");
  if (!fs.existsSync(file)) fs.writeFileSync(file, await renderRasterNails(randomSpec(353)));
  return file;
}

/** A file of `size` bytes with a photo's name and type (for the size limit). */
export function oversizedJpeg(size: number): string {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `too-large-${size}.jpg`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, Buffer.alloc(size, 0xff));
  return file;
}

/** A plain text file (its name and type say so). */
export function textFile(): string {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "notes.txt");
  fs.writeFileSync(file, "not a photo of nails");
  return file;
}

/**
 * `count` different photos of nail art (the demo's generator, poses of their own), for tests
 * where the analysis must see nails: it suggests their styles and colors.
 */
export async function nailArtPhotos(count: number): Promise<string[]> {
  fs.mkdirSync(folder, { recursive: true });
  const shapes = ["almond", "coffin", "square", "stiletto"] as const;
  const colors = [["Pink"], ["Blue"], ["Red"], ["Gold"], ["Purple"]] as const;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const n = ++made;
      const file = path.join(folder, `nail-art-${n}.jpg`);
      const photo = await renderNailArt(
        {
          shape: shapes[n % shapes.length]!,
          technique: "Solid",
          colors: [...colors[n % colors.length]!],
          finish: "glossy",
          length: "long",
          skinTone: n,
          background: n,
          seed: process.pid * 1000 + n,
        },
        640,
      );
      fs.writeFileSync(file, photo);
      return file;
    }),
  );
}

/** A photo of a printed page (a heading and lines of text): no nails in it. */
export async function textPagePhoto(): Promise<string> {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "quarterly-report.jpg");
  if (!fs.existsSync(file)) {
    const lines = Array.from(
      { length: 12 },
      (_, k) =>
        `<rect x="60" y="${170 + k * 34}" width="${380 + ((k * 97) % 260)}" height="12" fill="#444"/>`,
    ).join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="620">
      <rect width="800" height="620" fill="#f4f1ea"/>
      <text x="60" y="120" font-size="54" font-family="serif" fill="#1f2937">Quarterly report</text>${lines}</svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  }
  return file;
}

/**
 * A photo of painted nails unlike any demo artist's work (a whole hand drawn by the canvas
 * generator, which the demo portfolios share nothing with): the match reads it, and says no
 * artist here does the look.
 */
export async function unmatchedNailPhoto(): Promise<string> {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "hand-on-bokeh.jpg");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, await renderCanvasNails(randomCanvasSpec(UNMATCHED_SEED)));
  }
  return file;
}
/** A canvas picture whose nearest demo photo sits at cosine 0.51 (docs/STYLE-MATCH.md). */
const UNMATCHED_SEED = 1_000_002;
