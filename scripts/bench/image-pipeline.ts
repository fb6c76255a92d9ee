// npm run bench:images: figures for docs/PERFORMANCE.md.
// 1. Milliseconds to process one 12-megapixel JPEG upload (check, re-encode, placeholder), median
//    of N.
// 2. Bytes of each stored rendition against the original.
// 3. Page weight of /artist/{id} with 15 photos (HTML, JS, CSS, fonts and the images a browser
//    loads for the first screenful, at phone and desktop width) against the original design: the 15
//    photos as base64 JPEGs (600 px wide, quality 0.6) inside the document.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { openServices } from "~/server/bootstrap";
import { addPortfolioPhoto } from "~/server/artists/portfolio";
import { publish, updateProfile } from "~/server/artists/profiles";
import { randomNailArtSpec, renderNailArt } from "~/server/demo/nail-art";
import { user } from "~/server/db/schema";
import { processImage } from "~/server/media/pipeline";
import { seededRandom } from "~/core/seeded-random";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A photo-like 12 MP (4000×3000) JPEG: a generated nail picture with camera grain, quality 92. */
async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const square = await renderNailArt(randomNailArtSpec(random), 4000);
  const grain = Buffer.alloc(4000 * 3000);
  for (let i = 0; i < grain.length; i++) grain[i] = 118 + Math.floor(random() * 20);
  const noise = await sharp(grain, { raw: { width: 4000, height: 3000, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(square)
    .extract({ left: 0, top: 500, width: 4000, height: 3000 })
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function pipelineFigures(photos: Buffer[]) {
  const times: number[] = [];
  for (const photo of photos) {
    const started = performance.now();
    await processImage(photo);
    times.push(performance.now() - started);
  }
  console.log(
    `\n1. Processing one 12 MP JPEG upload (${photos.length} photos, one at a time, ${os.cpus().length} cores)`,
  );
  console.log(
    `   median ${median(times).toFixed(0)} ms · min ${Math.min(...times).toFixed(0)} ms · max ${Math.max(...times).toFixed(0)} ms`,
  );

  const sample = photos[0]!;
  const image = await processImage(sample);
  console.log(`\n2. Stored renditions of one photo (original ${kb(sample.length)}, 4000×3000)`);
  for (const variant of image.variants) {
    const share = ((variant.bytes / sample.length) * 100).toFixed(2);
    console.log(
      `   ${variant.format.padEnd(4)} ${String(variant.width).padStart(4)}×${String(variant.height).padEnd(4)} ${kb(variant.bytes).padStart(9)}  ${share.padStart(5)} % of the original`,
    );
  }
  const total = image.variants.reduce((sum, variant) => sum + variant.bytes, 0);
  console.log(
    `   all ${image.variants.length} renditions together: ${kb(total)} (${((total / sample.length) * 100).toFixed(1)} %)`,
  );
  console.log(`   placeholder (thumbhash data URL, inline): ${image.placeholder.length} bytes`);
}

/** The original design: each photo re-encoded in the browser to 600 px, JPEG quality 0.6, base64 in the document. */
async function specDesignBytes(photos: Buffer[]) {
  let base64 = "";
  for (const photo of photos) {
    const jpeg = await sharp(photo)
      .rotate()
      .resize({ width: 600 })
      .jpeg({ quality: 60 })
      .toBuffer();
    base64 += `"data:image/jpeg;base64,${jpeg.toString("base64")}",`;
  }
  return { raw: base64.length, gzip: gzipSync(base64).length };
}

async function pageWeight(photos: Buffer[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-bench-"));
  const port = 4400 + Math.floor(Math.random() * 400);
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    PORT: String(port),
  });

  // An artist with 15 photos, written through the same functions the app uses.
  const services = await openServices();
  const id = "bench-artist";
  await services.database.db.insert(user).values({
    id,
    name: "Bench",
    email: "bench@example.com",
    username: "bench_artist",
    userType: "artist",
  });
  await updateProfile(services, id, {
    displayName: "Bench Nail Studio",
    email: "bench@example.com",
    bio: "Fifteen photos.",
    backgroundColor: "bg-pink-100",
    styles: ["Ombre"],
    colors: ["Pink"],
    instagram: "bench",
    phone: "",
    bookingEmail: "",
    bookingLink: "",
    state: "NY",
    city: "New York",
  });
  for (const photo of photos.slice(0, 15))
    await addPortfolioPhoto(services, id, photo, "portfolio");
  await publish(services, id);
  await services.database.close();

  const server = spawn(process.execPath, ["server.ts"], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const results = [];
    for (const [name, width, height] of [
      ["phone", 390, 844],
      ["desktop", 1280, 800],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`http://localhost:${port}/artist/${id}`, { waitUntil: "networkidle" });
      const weights = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const byType: Record<string, number> = { document: nav.transferSize };
        for (const entry of performance.getEntriesByType(
          "resource",
        ) as PerformanceResourceTiming[]) {
          const type = /\.(avif|webp)$/.test(entry.name)
            ? "images"
            : /\.js$/.test(entry.name)
              ? "js"
              : /\.css$/.test(entry.name)
                ? "css"
                : /\.woff2$/.test(entry.name)
                  ? "fonts"
                  : "other";
          byType[type] = (byType[type] ?? 0) + entry.transferSize;
        }
        return byType;
      });
      const images = await page.evaluate(
        () =>
          performance.getEntriesByType("resource").filter((e) => /\.(avif|webp)$/.test(e.name))
            .length,
      );
      results.push({ name, weights, images });
      await page.close();
    }
    await browser.close();
    return results;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Generating ${Math.max(RUNS, 15)} photo-like 12 MP JPEGs…`);
const photos: Buffer[] = [];
for (let i = 0; i < Math.max(RUNS, 15); i++) photos.push(await twelveMegapixelJpeg(100 + i));
console.log(`   average size ${kb(photos.reduce((s, p) => s + p.length, 0) / photos.length)}`);

await pipelineFigures(photos.slice(0, RUNS));

const spec = await specDesignBytes(photos.slice(0, 15));
console.log("\n3. Page weight of /artist/{id} with 15 photos (bytes transferred, compressed)");
for (const { name, weights, images } of await pageWeight(photos)) {
  const total = Object.values(weights).reduce((sum, bytes) => sum + bytes, 0);
  const parts = Object.entries(weights)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(" · ");
  console.log(`   ${name.padEnd(7)} ${kb(total).padStart(9)}  (${parts}; ${images} image files)`);
}
console.log(
  `   spec design: 15 base64 JPEGs in the document: ${kb(spec.raw)} (${kb(spec.gzip)} gzipped), before any HTML or JS`,
);
