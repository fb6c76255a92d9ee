// Whole: the demo looks' table and the few functions that draw from it
/**
 * The demo artists' looks. Each demo artist works in one signature, the way real nail artists are
 * known for a look ("pastel French almonds", "bold neon stilettos with art"): a few shapes,
 * techniques and colours, a finish and a length they favour. An artist takes their own part of
 * it (one or two shapes and techniques, three of its colours, their studio's backdrops) and
 * draws every portfolio picture from that, with now and then one picture a step outside it. What
 * the pictures show (`labelsOf`) is what the artist's profile lists, so the spread of styles and
 * colours over the demo marketplace follows from this data; seed.int.test.ts checks it.
 */
import { COLORS, STYLES, type Color, type Style } from "~/core/catalogue";
import type { PhotoTags } from "~/core/match";
import {
  BACKDROPS,
  contrastingInk,
  fadesWell,
  NAIL_SHAPES,
  NAIL_TECHNIQUES,
  showsOn,
  SKIN_TONES,
  type NailArtLabels,
  type NailArtSpec,
  type NailShape,
  type NailTechnique,
} from "./nail-art";

export interface Signature {
  /** The look in a client's words. */
  name: string;
  /** What the artist's bio says of it. */
  focus: string;
  /** Favoured shapes; an artist works in one or two of them. */
  shapes: readonly NailShape[];
  /** Favoured techniques ("Solid": plain polish); an artist works in one or two of them. */
  techniques: readonly NailTechnique[];
  /** The palette; an artist works in three of its colours. */
  colors: readonly Color[];
  /** Share of matte pictures (the rest glossy). Short and matte reads as dip powder. */
  matte: number;
  /** Share of long nails. Long coffins read as acrylic; long, glossy, plain polish as gel. */
  long: number;
}

/**
 * Fourteen looks, each palette four or five colours, so that no colour and no style belongs to
 * most of them: every colour is in two to five palettes, every shape in four to six looks.
 */
export const SIGNATURES: readonly Signature[] = [
  {
    name: "pastel French almonds",
    focus: "Soft pastel French tips on almond nails are my signature.",
    shapes: ["almond"],
    techniques: ["French Tips", "Solid"],
    colors: ["Pastel", "Pink", "White", "Blue"],
    matte: 0.1,
    long: 0.5,
  },
  {
    name: "bold neon stilettos with art",
    focus: "Long stilettos in loud neon, with hand-painted art on top.",
    shapes: ["stiletto"],
    techniques: ["Nail Art", "Solid"],
    colors: ["Neon", "Black", "Orange", "Yellow"],
    matte: 0.15,
    long: 0.9,
  },
  {
    name: "minimal nude squares",
    focus: "Minimal, clean sets: nude bases, fine tips, short square nails.",
    shapes: ["square"],
    techniques: ["French Tips"],
    colors: ["White", "Pink", "Silver", "Pastel"],
    matte: 0.6,
    long: 0.15,
  },
  {
    name: "sunset ombres",
    focus: "Warm sunset ombres that melt from one shade into the next.",
    shapes: ["almond", "square"],
    techniques: ["Ombre"],
    colors: ["Orange", "Yellow", "Red", "Purple", "Pink"],
    matte: 0.1,
    long: 0.5,
  },
  {
    name: "glitter ombre coffins",
    focus: "Glitter fades on long coffins: full glam, every time.",
    shapes: ["coffin"],
    techniques: ["Ombre", "Glitter"],
    colors: ["Pink", "Purple", "Gold", "Silver"],
    matte: 0,
    long: 0.85,
  },
  {
    name: "ocean blue fades",
    focus: "Ocean blues and sea greens, faded or solid, on coffins and squares.",
    shapes: ["coffin", "square"],
    techniques: ["Ombre", "Solid"],
    colors: ["Blue", "Green", "White", "Silver"],
    matte: 0.3,
    long: 0.4,
  },
  {
    name: "gold and silver glam almonds",
    focus: "Metallic glam: gold and silver sparkle on long almonds and stilettos.",
    shapes: ["almond", "stiletto"],
    techniques: ["Glitter", "Solid"],
    colors: ["Gold", "Silver", "Blue", "White"],
    matte: 0,
    long: 0.7,
  },
  {
    name: "vampy gel stilettos",
    focus: "Long, glossy gel in deep reds, plums and black, shaped to a point.",
    shapes: ["stiletto", "almond"],
    techniques: ["Solid", "Glitter"],
    colors: ["Red", "Black", "Purple"],
    matte: 0.05,
    long: 0.9,
  },
  {
    name: "sculpted acrylic coffins",
    focus: "Sculpted acrylic coffins, bold and long, with a little art on the side.",
    shapes: ["coffin"],
    techniques: ["Solid", "Nail Art"],
    colors: ["Black", "Red", "Gold", "Neon"],
    matte: 0.2,
    long: 1,
  },
  {
    name: "hand-painted florals",
    focus: "Hand-painted florals, dots and tiny details on short, natural nails.",
    shapes: ["almond", "square"],
    techniques: ["Nail Art"],
    colors: ["Pastel", "Pink", "Green", "Purple", "White"],
    matte: 0.2,
    long: 0.2,
  },
  {
    name: "matte dip powder brights",
    focus: "Dip powder in bright matte colours: short, strong nails that last for weeks.",
    shapes: ["square"],
    techniques: ["Solid"],
    colors: ["Blue", "Orange", "Yellow", "Green", "Red"],
    matte: 0.85,
    long: 0.1,
  },
  {
    name: "festive sparkle",
    focus: "If it sparkles, I'm in: festive glitter in every colour of the season.",
    shapes: ["square", "coffin"],
    techniques: ["Glitter"],
    colors: ["Red", "Green", "Gold", "Silver"],
    matte: 0,
    long: 0.4,
  },
  {
    name: "moody matte art",
    focus: "Moody matte sets and dark line art, from short almonds to stilettos.",
    shapes: ["stiletto", "square"],
    techniques: ["Nail Art", "Solid"],
    colors: ["Black", "Purple", "Green", "Silver"],
    matte: 0.75,
    long: 0.4,
  },
  {
    name: "classic cherry red",
    focus: "Timeless glossy reds and crisp white French, done right.",
    shapes: ["square"],
    techniques: ["Solid", "French Tips"],
    colors: ["Red", "White", "Black", "Blue"],
    matte: 0,
    long: 0.45,
  },
];

/**
 * The signature of the demo artist at `index`: the looks in turn, so each has four or five
 * artists spread over the places (the first is the demo artist's own).
 */
export function signatureOf(index: number): Signature {
  return SIGNATURES[index % SIGNATURES.length]!;
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** `count` distinct items of `list` (all of them when it has fewer), in a random order. */
function some<T>(random: () => number, list: readonly T[], count: number): T[] {
  const rest = [...list];
  const taken: T[] = [];
  while (taken.length < count && rest.length > 0) {
    taken.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  }
  return taken;
}

/**
 * A picture's colours from a palette, following how the technique paints them (see
 * `NailArtSpec.colors`): `main` first, a second colour from the palette where the technique
 * takes one, and for fades and patterns one that shows against the first.
 */
function colorsFor(
  technique: NailTechnique,
  main: Color,
  palette: readonly Color[],
  signature: Signature,
  random: () => number,
): Color[] {
  const others = palette.filter((c) => c !== main);
  /** A second colour that `fits` the first: from the artist's palette, else the signature's. */
  const partner = (fits: (c: Color) => boolean) => {
    const near = others.filter(fits);
    const wider = signature.colors.filter((c) => c !== main && fits(c));
    return near.length > 0 ? pick(random, near) : wider.length > 0 ? pick(random, wider) : null;
  };
  switch (technique) {
    case "Ombre":
      return [main, partner((c) => fadesWell(main, c)) ?? contrastingInk(main)];
    case "Nail Art":
      return [main, partner((c) => showsOn(c, main)) ?? contrastingInk(main)];
    case "French Tips":
    case "Glitter":
    case "Solid":
      // French tips: the tip, sometimes on a coloured base (nude otherwise). Glitter and solid:
      // the polish, sometimes with glitter or an accent nail in a second colour.
      return others.length > 0 && random() < 0.3 ? [main, pick(random, others)] : [main];
  }
}

/**
 * One demo artist's portfolio: `count` pictures in their part of the signature. One picture in
 * two portfolios steps outside it in one way (another shape, technique or colour), as artists
 * take the odd request. Every spec has its own seed: no two pictures are alike.
 */
export function portfolioSpecs(
  signature: Signature,
  random: () => number,
  count: number,
): NailArtSpec[] {
  const shapes = some(random, signature.shapes, random() < 0.5 ? 1 : 2);
  const techniques = some(random, signature.techniques, random() < 0.5 ? 1 : 2);
  const palette = some(random, signature.colors, 3);
  const backdrops = some(
    random,
    BACKDROPS.map((_, index) => index),
    2,
  );
  const variety = random() < 0.5 ? pick(random, ["shape", "technique", "color"] as const) : null;

  return Array.from({ length: count }, (_, position) => {
    const aside = position === count - 1 ? variety : null;
    const shape =
      aside === "shape"
        ? pick(
            random,
            NAIL_SHAPES.filter((s) => !shapes.includes(s)),
          )
        : // Each of the artist's shapes and techniques shows at least once.
          (shapes[position] ?? pick(random, shapes));
    const technique =
      aside === "technique"
        ? pick(
            random,
            NAIL_TECHNIQUES.filter((t) => !techniques.includes(t)),
          )
        : (techniques[position] ?? pick(random, techniques));
    const main =
      aside === "color"
        ? pick(
            random,
            COLORS.filter((c) => !palette.includes(c)),
          )
        : // The palette's colours lead in turn, so each shows.
          palette[position % palette.length]!;
    return {
      shape,
      technique,
      colors: colorsFor(technique, main, palette, signature, random),
      finish: random() < signature.matte ? "matte" : "glossy",
      length: random() < signature.long ? "long" : "short",
      skinTone: Math.floor(random() * SKIN_TONES.length),
      background: pick(random, backdrops),
      seed: Math.floor(random() * 2 ** 31),
    };
  });
}

/**
 * What a photo shows, as its artist would tag it: the styles and colours of its true labels, in
 * catalogue order. The one place a demo photo's tags come from (the artist's profile is their
 * union, `profileTagsOf`).
 */
export function photoTagsOf(labels: NailArtLabels): PhotoTags {
  return {
    styles: STYLES.filter((s) => labels.styles.includes(s)),
    colors: COLORS.filter((c) => labels.colors.includes(c)),
  };
}

/** An artist's styles and colours: everything their photos show, in catalogue order. */
export function profileTagsOf(photos: readonly PhotoTags[]): { styles: Style[]; colors: Color[] } {
  return {
    styles: STYLES.filter((s) => photos.some((p) => p.styles.includes(s))),
    colors: COLORS.filter((c) => photos.some((p) => p.colors.includes(c))),
  };
}
