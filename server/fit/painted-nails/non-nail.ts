// Pictures without painted nails, drawn the painted generator's way (its renderer, its light, its
// camera), so that leaving out any one generator still leaves pictures of these kinds to learn
// "no nails" from: a bare hand (nails unpainted), sticks in a row (crayons, lipsticks: rounded,
// alike and pointing one way as fingers are, tipped with a polish's colors) and polish bottles
// with no hand.
import { COLORS, type Color } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";
import { renderPaintedNails } from "./render";
import { PAINTED_SHADES, randomPaintedSpec, type PaintedNailSpec, type RGB } from "./spec";

export const PAINTED_NON_NAIL_KINDS = ["bare-hand", "crayons", "lipsticks", "bottles"] as const;
export type PaintedNonNailKind = (typeof PAINTED_NON_NAIL_KINDS)[number];

const lerp = (p: RGB, q: RGB, t: number): RGB =>
  [0, 1, 2].map((k) => Math.round(p[k]! + (q[k]! - p[k]!) * t)) as RGB;
const darker = (p: RGB, k: number): RGB => p.map((v) => Math.round(v * k)) as RGB;
/** Nowhere near the frame: the palm of a picture without a hand. */
const OFF_FRAME = { x: 50, y: 50, angle: 0, halfWidth: 0.01, length: 0.01 };
/** Vivid colors, as crayons and lipsticks come (the polish shades of the colored names). */
const VIVID: Color[] = COLORS.filter((c) => !["Black", "White", "Silver", "Gold"].includes(c));
const TUBES: RGB[] = [
  [20, 20, 22],
  [200, 170, 80],
  [190, 192, 198],
  [120, 20, 40],
];

/** The spec of a picture without nails, always the same for the same kind and seed. */
export function randomPaintedNonNail(kind: PaintedNonNailKind, seed: number): PaintedNailSpec {
  const base = randomPaintedSpec(seed);
  const random = seededRandom((seed * 2654435761 + PAINTED_NON_NAIL_KINDS.indexOf(kind)) >>> 0);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const shadeOf = (color: Color) => pick(PAINTED_SHADES[color]);
  const plain = {
    ...base,
    technique: "Plain" as const,
    secondColor: undefined,
    secondShade: undefined,
  };
  switch (kind) {
    case "bare-hand": {
      // Unpainted nails: the skin's own pink, lighter, with now and then a pale free edge.
      const natural = lerp(base.skin, [248, 222, 218], between(0.3, 0.6));
      const paleEdge = random() < 0.5;
      return {
        ...plain,
        technique: paleEdge ? "French Tips" : "Plain",
        shade: paleEdge ? lerp(natural, [246, 240, 232], 0.7) : natural,
        nude: natural,
        french: { band: between(0.1, 0.2), smile: between(0.02, 0.06) },
        finish: pick(["cream", "matte"] as const),
        gloss: { x: 0.3, width: 0.3, strength: between(0, 0.15) },
        nail: { ...base.nail, end: between(0.6, 1.05) },
        prop: { ...base.prop, kind: base.prop.kind === "bottle" ? "none" : base.prop.kind },
      };
    }
    case "crayons":
    case "lipsticks": {
      // Each stick its own color; a crayon's tip its body's, a lipstick's a bullet above a tube.
      const bodies = base.fingers.map(() => shadeOf(pick(VIVID)));
      const tube = pick(TUBES);
      const tips =
        kind === "crayons"
          ? bodies.map((body) => darker(body, between(0.85, 1)))
          : base.fingers.map(() => shadeOf(pick(VIVID)));
      return {
        ...plain,
        finish: kind === "crayons" ? "matte" : pick(["glossy", "cream"] as const),
        creases: false,
        nail: {
          ...base.nail,
          // A crayon's cone is long and pointed; a lipstick's bullet blunt and slanted.
          ...(kind === "crayons"
            ? { end: between(1.6, 2.6), taperStart: between(-0.6, 0), tipRatio: 0.2 }
            : {
                halfWidth: between(0.55, 0.72),
                cuticle: -between(0.2, 0.5),
                end: between(1.7, 2.4),
                corner: between(0.3, 0.6),
              }),
        },
        shape: kind === "crayons" ? "Stiletto" : "Square",
        sticks: { bodies: kind === "crayons" ? bodies : bodies.map(() => tube), tips },
        fingers: base.fingers.map((f) => ({ ...f, thumb: false })),
        palm: OFF_FRAME,
        prop: { ...base.prop, kind: "none" },
      };
    }
    case "bottles": {
      const color = pick(COLORS);
      return {
        ...plain,
        fingers: [],
        palm: OFF_FRAME,
        prop: {
          ...base.prop,
          kind: "bottle",
          x: between(-0.15, 0.15),
          y: between(-0.05, 0.2),
          size: between(0.25, 0.4),
          body: shadeOf(color),
        },
      };
    }
  }
}

/** A picture without nails, always the same for the same kind and seed. */
export function renderPaintedNonNail(kind: PaintedNonNailKind, seed: number): Promise<Buffer> {
  return renderPaintedNails(randomPaintedNonNail(kind, seed));
}
