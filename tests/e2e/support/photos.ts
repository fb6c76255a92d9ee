import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const folder = path.join(os.tmpdir(), `nailmatch-e2e-uploads-${process.pid}`);
let made = 0;

/**
 * Real photo files to upload: JPEGs of 1200×900 with a gradient and a number, each different
 * (stored files are named by content).
 */
export async function photoFiles(count: number): Promise<string[]> {
  fs.mkdirSync(folder, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async () => {
      const n = ++made;
      const hue = (n * 47) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,45%)"/>
        </linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/>
        <text x="60" y="200" font-size="160" font-family="sans-serif" fill="#fff">${process.pid}-${n}</text></svg>`;
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
