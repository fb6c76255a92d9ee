// npm run bench:match-color-factors: which part of a phone's delivery costs the main color.
//
// Labelled pictures (server/fit/labelled-pictures) are read as the style match reads an
// inspiration (its colors, not its artists: no database), clean, with each part of the
// phone-like perturbation alone (framing, exposure, white balance, JPEG), and with all of them
// (what bench:match-eval calls perturbed). A part that costs many main colors is where color
// robustness work should look; the pictures that part turns wrong are listed (labelled →
// named), and those it turns right. Labels are read here only.
//
// Options: --pictures N per generator (default 150), --generators demo,painted,lit (the
// fitting generators; add raster, the judge, only to measure a change already chosen).
import { parseArgs } from "node:util";

import {
  labelledPictures,
  PICTURE_SETS,
  type Generator,
  type Truth,
} from "~/server/fit/labelled-pictures";
import { FITTED_HEADS } from "~/server/match/heads";
import { asIfFromAPhone, PHONE_FACTORS, type PhoneFactor } from "~/server/fit/phone-like";
import { openInspiration, readInspirationNails } from "~/server/match/analysis";
import { framedColors } from "~/server/match/nail-colors";
import { seededRandom } from "~/core/seeded-random";

const { values } = parseArgs({
  options: {
    pictures: { type: "string", default: "150" },
    generators: { type: "string", default: "demo,painted,lit" },
  },
});
const pictureCount = Number(values.pictures);
const generators = values.generators!.split(",") as Generator[];

/** The main color the style match names for a picture (none when it finds no polish). */
async function mainColor(image: Buffer) {
  const { map, source } = await openInspiration(image);
  const { framings } = await readInspirationNails(source);
  return framedColors(framings, map, FITTED_HEADS.colors)[0]?.name;
}

const rightFor = (truth: Truth, named: string | undefined) =>
  !!named && truth.colors.includes(named as Truth["colors"][number]);

const CONDITIONS: { name: string; factors: readonly PhoneFactor[] }[] = [
  ...PHONE_FACTORS.map((factor) => ({ name: `${factor} alone`, factors: [factor] })),
  { name: "all (perturbed)", factors: PHONE_FACTORS },
];

const table = [
  `| generator | clean | ${CONDITIONS.map((c) => c.name).join(" | ")} |`,
  `|---|---|${CONDITIONS.map(() => "---|").join("")}`,
];
const details: string[] = [];
for (const generator of generators) {
  console.log(`Rendering ${pictureCount} ${generator} pictures…`);
  const pictures = await Promise.all(
    labelledPictures(generator, pictureCount, PICTURE_SETS.evaluation.firstSeed).map(
      async ({ truth, draw }) => ({ truth, clean: await draw() }),
    ),
  );
  const clean = await Promise.all(pictures.map(({ clean }) => mainColor(clean)));
  const cleanRight = pictures.filter((p, k) => rightFor(p.truth, clean[k])).length;
  const cells: string[] = [];
  for (const { name, factors } of CONDITIONS) {
    // The same random stream as bench:match-eval's perturbed set, whichever factors apply.
    const perturb = seededRandom(31_337);
    let right = 0;
    const lost: string[] = [];
    const gained: string[] = [];
    for (const [k, { truth, clean: picture }] of pictures.entries()) {
      const named = await mainColor(await asIfFromAPhone(picture, perturb, factors));
      const isRight = rightFor(truth, named);
      if (isRight) right++;
      const change = `${truth.colors.join(" or ")} → ${named ?? "none"}`;
      if (rightFor(truth, clean[k]) && !isRight) lost.push(change);
      if (!rightFor(truth, clean[k]) && isRight) gained.push(change);
    }
    cells.push(`${right} (${right - cleanRight >= 0 ? "+" : ""}${right - cleanRight})`);
    details.push(
      `${generator}, ${name}: turned wrong ${lost.length}${lost.length ? ` (${lost.join(", ")})` : ""}; ` +
        `turned right ${gained.length}`,
    );
  }
  table.push(`| ${generator} | ${cleanRight} | ${cells.join(" | ")} |`);
}
console.log(`\nMain color right, of ${pictureCount} pictures per generator\n`);
console.log(table.join("\n"));
console.log(`\n${details.join("\n")}`);
