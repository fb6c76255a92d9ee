import sharp from "sharp";
import type { Style } from "~/core/catalogue";
import { VISIBLE_STYLES } from "../match/detectors";
import { PHONE_LIGHT } from "../match/phone-light";

// What fitting and evaluation scripts share about labelled pictures: how a phone would deliver
// one, and which of its labelled styles a photo can show. Read by scripts only, never by the
// analysis.

/** The parts of what a phone does to a picture, each of which can be applied alone. */
export const PHONE_FACTORS = ["framing", "exposure", "white balance", "jpeg"] as const;
export type PhoneFactor = (typeof PHONE_FACTORS)[number];

/**
 * What a phone does to a picture: framing (a 720 × 540 frame, a tilt, a crop to 80 %), exposure
 * (±15 %), white balance (±6 % warmer or cooler) and JPEG 60. `factors` applies only some of them
 * (a picture without "jpeg" is encoded losslessly); the random draws are the same either way, so
 * each factor alone does to a picture what it does within the whole.
 */
export async function asIfFromAPhone(
  picture: Buffer,
  random: () => number,
  factors: readonly PhoneFactor[] = PHONE_FACTORS,
): Promise<Buffer> {
  const size = 720;
  const angle = (random() * 2 - 1) * 10;
  const brightness = 1 + (random() * 2 - 1) * PHONE_LIGHT.exposure;
  const warm = (random() * 2 - 1) * PHONE_LIGHT.warmth;
  const shiftX = random() - 0.5;
  const shiftY = random() - 0.5;
  let image = sharp(picture);
  if (factors.includes("framing")) {
    const rotated = await sharp(picture)
      .resize(size, Math.round(size * 0.75), { fit: "fill" })
      .rotate(angle, { background: "#888888" })
      .toBuffer({ resolveWithObject: true });
    // 80 % of the frame from inside the tilted one (a tilt of 10° leaves the corners' fill out).
    const width = Math.round(size * 0.8);
    const height = Math.round(size * 0.75 * 0.8);
    image = sharp(rotated.data).extract({
      left: Math.round((rotated.info.width - width) / 2 + shiftX * 30),
      top: Math.round((rotated.info.height - height) / 2 + shiftY * 20),
      width,
      height,
    });
  }
  if (factors.includes("exposure")) image = image.modulate({ brightness });
  if (factors.includes("white balance")) {
    image = image.recomb([
      [1 + warm, 0, 0],
      [0, 1, 0],
      [0, 0, 1 - warm],
    ]);
  }
  return factors.includes("jpeg") ? image.jpeg({ quality: 60 }).toBuffer() : image.png().toBuffer();
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
