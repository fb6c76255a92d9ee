// Pictures without painted nails, drawn the lit generator's way (its surfaces, lamp and camera),
// so that leaving out any one generator still leaves pictures of these kinds to learn "no nails"
// from: a bare hand (nails unpainted) and sticks in a row (crayons, lipsticks: rounded, alike and
// pointing one way as fingers are, tipped with a polish's colors).
import { COLORS, type Color } from "~/core/catalogue";
import { renderLitNails } from "./render";
import { hsvToLinear, polishOf, randomLitSpec, tools, type Albedo, type LitNailSpec } from "./spec";

export const LIT_NON_NAIL_KINDS = ["bare-hand", "crayons", "lipsticks"] as const;
export type LitNonNailKind = (typeof LIT_NON_NAIL_KINDS)[number];

/** Vivid colors, as crayons and lipsticks come (the polish shades of the colored names). */
const VIVID: Color[] = COLORS.filter((c) => !["Black", "White", "Silver", "Gold"].includes(c));
/** Lipstick tubes: black, gold, silver, burgundy (linear albedo). */
const TUBES: Albedo[] = [
  [0.008, 0.008, 0.009],
  [0.55, 0.4, 0.1],
  [0.5, 0.51, 0.55],
  [0.2, 0.008, 0.02],
];

/** The spec of a picture without nails, always the same for the same kind and seed. */
export function randomLitNonNail(kind: LitNonNailKind, seed: number): LitNailSpec {
  const base = randomLitSpec(seed);
  const R = tools((seed * 2654435761 + LIT_NON_NAIL_KINDS.indexOf(kind)) >>> 0);
  const plain = {
    ...base,
    technique: "Plain" as const,
    secondColor: undefined,
    secondPolish: undefined,
  };
  if (kind === "bare-hand") {
    // Unpainted nails: the skin's own pink, lighter, reaching little past the fingertip.
    const pink = hsvToLinear(R.between(0, 15), R.between(0.12, 0.25), 0.95);
    const natural = base.skin.map((c, k) => c + (pink[k]! - c) * R.between(0.3, 0.6)) as Albedo;
    return {
      ...plain,
      shape: "Square",
      polish: { albedo: natural, metal: false },
      extension: R.between(0.02, 0.25),
      finish: R.chance(0.5) ? "matte" : "glossy",
    };
  }
  const bodies = base.fingers.map(() => polishOf(R, R.pick(VIVID)).albedo);
  const tube = R.pick(TUBES);
  const tips =
    kind === "crayons"
      ? bodies.map((albedo) => ({ albedo: albedo.map((c) => c * 0.85) as Albedo, metal: false }))
      : base.fingers.map(() => polishOf(R, R.pick(VIVID)));
  return {
    ...plain,
    shape: kind === "crayons" ? "Stiletto" : "Square",
    extension: kind === "crayons" ? R.between(1.3, 2) : R.between(0.6, 1.1),
    finish: kind === "crayons" ? "matte" : "glossy",
    sticks: { bodies: kind === "crayons" ? bodies : bodies.map(() => tube), tips },
  };
}

/** A picture without nails, always the same for the same kind and seed. */
export function renderLitNonNail(kind: LitNonNailKind, seed: number): Promise<Buffer> {
  return renderLitNails(randomLitNonNail(kind, seed));
}
