import sharp from "sharp";
import type { Style } from "~/core/catalogue";
import { VISIBLE_STYLES } from "../match/detectors";

// What fitting and evaluation scripts share about labelled pictures: how a phone would deliver
// one, and which of its labelled styles a photo can show. Read by scripts only, never by the
// analysis.

/** What a phone does to a picture: a crop to 80 %, a tilt, exposure, white balance, JPEG 60. */
export async function asIfFromAPhone(picture: Buffer, random: () => number): Promise<Buffer> {
  const size = 720;
  const angle = (random() * 2 - 1) * 10;
  const brightness = 1 + (random() * 2 - 1) * 0.15;
  const warm = (random() * 2 - 1) * 0.06;
  const rotated = await sharp(picture)
    .resize(size, Math.round(size * 0.75), { fit: "fill" })
    .rotate(angle, { background: "#888888" })
    .toBuffer({ resolveWithObject: true });
  // 80 % of the frame from inside the tilted one (a tilt of 10° leaves the corners' fill out).
  const width = Math.round(size * 0.8);
  const height = Math.round(size * 0.75 * 0.8);
  return sharp(rotated.data)
    .extract({
      left: Math.round((rotated.info.width - width) / 2 + (random() - 0.5) * 30),
      top: Math.round((rotated.info.height - height) / 2 + (random() - 0.5) * 20),
      width,
      height,
    })
    .modulate({ brightness })
    .recomb([
      [1 + warm, 0, 0],
      [0, 1, 0],
      [0, 0, 1 - warm],
    ])
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The styles among these that a photo can show (how a nail was built is no label here). */
export const visible = (styles: readonly Style[]) =>
  styles.filter((s) => VISIBLE_STYLES.includes(s));

/** The styles a painted or lit picture shows: plain polish and square nails are no style. */
export function stylesShown(labels: {
  technique: Style | "Plain";
  shape: Style | "Square";
}): Style[] {
  const styles: Style[] = [];
  if (labels.technique !== "Plain") styles.push(labels.technique);
  if (labels.shape !== "Square") styles.push(labels.shape);
  return visible(styles);
}
