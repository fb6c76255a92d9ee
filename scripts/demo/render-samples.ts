// Renders random demo nail-art pictures to PNG files for a look by eye, with their labels.
// Usage: npx tsx scripts/demo/render-samples.ts [outDir]   (default /tmp/nail-art-samples)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { labelsOf, randomNailArtSpec, renderNailArt } from "~/server/demo/nail-art";
import { seededRandom } from "~/core/seeded-random";

const SAMPLES = 24;
const outDir = process.argv[2] ?? "/tmp/nail-art-samples";

await mkdir(outDir, { recursive: true });
const random = seededRandom(2024);
for (let i = 0; i < SAMPLES; i++) {
  const spec = randomNailArtSpec(random);
  // The stored picture is the JPEG: convert it, so what is seen is what the product serves.
  const png = await sharp(await renderNailArt(spec))
    .png()
    .toBuffer();
  const file = path.join(outDir, `sample-${String(i + 1).padStart(2, "0")}.png`);
  await writeFile(file, png);
  const labels = labelsOf(spec);
  console.log(
    `${file}  ${labels.styles.join(", ") || "(no style)"} | ${labels.colors.join(", ")} | ` +
      `${spec.shape} ${spec.length} ${spec.finish} ${spec.technique} skin ${spec.skinTone} ` +
      `backdrop ${spec.background}`,
  );
}
