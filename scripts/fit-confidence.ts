// npm run fit:confidence: fits the map from the detectors' certainty to the confidence the style
// match shows (server/match/confidence-calibration.json, decision 0043): the share of the styles
// it reads from a photo that the photo really shows. Fitted on the three fitting generators'
// pictures (demo, painted, lit: other seeds than the detectors' fitting and the bench use), each
// clean and as a phone delivers it; checked on the raster generator's by `npm run
// bench:match-eval`. Only this script and the bench read the labels.
//
// Options: --pictures N per generator (default 200).
import fs from "node:fs";
import { parseArgs } from "node:util";
import type { Style } from "~/core/catalogue";
import { labelsOf as demoLabelsOf, randomNailArtSpec, renderNailArt } from "~/server/demo/nail-art";
import { litLabelsOf, randomLitSpec, renderLitNails } from "~/server/fit/lit-nails";
import { paintedLabelsOf, randomPaintedSpec, renderPaintedNails } from "~/server/fit/painted-nails";
import { asIfFromAPhone, stylesShown, visible } from "~/server/fit/phone-like";
import { readNails } from "~/server/match/analysis";
import { isotonicKnots } from "~/server/match/confidence";
import { certaintyOf, readLook } from "~/server/match/look";
import { seededRandom } from "~/core/seeded-random";

const { values } = parseArgs({ options: { pictures: { type: "string", default: "200" } } });
const count = Number(values.pictures);
const CALIBRATION_FILE = new URL("../server/match/confidence-calibration.json", import.meta.url);
/** Seeds none of the other scripts use (the detectors' fitting: 0 on, the bench: 700,000 on). */
const FIRST_SEED = 300_000;

async function labelled(generator: string, i: number, random: () => number) {
  if (generator === "painted") {
    const spec = randomPaintedSpec(FIRST_SEED + i);
    return { shown: stylesShown(paintedLabelsOf(spec)), picture: await renderPaintedNails(spec) };
  }
  if (generator === "lit") {
    const spec = randomLitSpec(FIRST_SEED + i);
    return { shown: stylesShown(litLabelsOf(spec)), picture: await renderLitNails(spec) };
  }
  const spec = randomNailArtSpec(random);
  return { shown: visible(demoLabelsOf(spec).styles), picture: await renderNailArt(spec, 720) };
}

const points: Array<{ certainty: number; shown: number }> = [];
const random = seededRandom(FIRST_SEED);
for (const generator of ["demo", "painted", "lit"]) {
  console.log(`Reading ${count} ${generator} pictures, clean and as a phone delivers them…`);
  for (let i = 0; i < count; i++) {
    const { shown, picture } = await labelled(generator, i, random);
    for (const photo of [picture, await asIfFromAPhone(picture, random)]) {
      const look = readLook(await readNails(photo));
      // The confidence is shown beside the styles read; with none named it says nothing.
      if (!look.nailsFound || !look.styles.length) continue;
      const right = look.styles.filter((style: Style) => shown.includes(style)).length;
      points.push({
        certainty: certaintyOf(look.probabilities),
        shown: right / look.styles.length,
      });
    }
  }
}

const knots = isotonicKnots(points);
fs.writeFileSync(
  CALIBRATION_FILE,
  JSON.stringify(
    {
      fittedOn: `${points.length} analyses naming styles, of ${count} pictures each from demo, painted and lit, clean and phone-like (npm run fit:confidence)`,
      knots,
    },
    null,
    2,
  ) + "\n",
);
console.log(
  `\n${points.length} analyses named styles. Certainty → share of the named styles shown:`,
);
for (const [certainty, shown] of knots) {
  console.log(`  ${(certainty * 100).toFixed(1).padStart(5)} % → ${(shown * 100).toFixed(1)} %`);
}
console.log(`Written to ${CALIBRATION_FILE.pathname}.`);
