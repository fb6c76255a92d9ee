// Whole: one SVG drawing of a hand; its parts share the pose and nail geometry
/**
 * Draws a nail-art spec: a close-up of a hand from above (pose, finger and nail outlines, backdrop
 * and skin, then each nail's polish and finish), as SVG rasterised by sharp (librsvg).
 */
import sharp from "sharp";
import { COLOR_SWATCHES, type Color } from "~/core/catalogue";
import { darken, lighten, mix } from "~/core/color";
import {
  BACKDROPS,
  NAIL_ART_SIZE,
  paletteOf,
  SKIN_TONES,
  type NailArtSpec,
  type NailLength,
  type NailShape,
} from "./spec";
import {
  blurFilter,
  d,
  fmt,
  linearGradient,
  radialGradient,
  SvgBuilder,
  svgDocument,
  tag,
} from "./svg";
import { seededRandom } from "~/core/seeded-random";

// --- Rendering --------------------------------------------------------------------------------

/** How a picture's SVG becomes a JPEG. */
export const NAIL_ART_JPEG = { quality: 88, mozjpeg: true } as const;

/** A JPEG of `size`×`size` pixels. */
export async function renderNailArt(spec: NailArtSpec, size = NAIL_ART_SIZE): Promise<Buffer> {
  return rasterise(nailArtSvg(spec, size));
}

/** The JPEG of a picture's SVG. */
export async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg(NAIL_ART_JPEG).toBuffer();
}

/** The picture as SVG. Drawing units: the canvas is 1000×1000 whatever `size` is. */
export function nailArtSvg(spec: NailArtSpec, size = NAIL_ART_SIZE): string {
  const pose = handPose(spec);
  const backdrop = wrap(BACKDROPS, spec.background);
  const random = seededRandom(spec.seed ^ 0x5bd1e995);
  const svg = new SvgBuilder();
  svg.defs.push(sharedDefs(wrap(SKIN_TONES, spec.skinTone)));

  svg.body.push(tag("rect", { width: 1000, height: 1000, fill: backdrop.color }));
  if (backdrop.veins) svg.body.push(marbleVeins(random));
  svg.body.push(tag("rect", { width: 1000, height: 1000, fill: "url(#light)" }));

  // The hand's shadow, cast down and to the right (light from the top left): a wide soft one and
  // a tight one where the fingers nearly touch the surface.
  const silhouettes = pose.fingers.map((finger) => fingerSilhouette(finger, "#000")).join("");
  const hand = tag("g", { transform: pose.transform }, silhouettes);
  svg.body.push(
    tag("g", { transform: "translate(12 20)", opacity: 0.22, filter: "url(#shadow)" }, hand),
    tag("g", { transform: "translate(3 6)", opacity: 0.16, filter: "url(#contact)" }, hand),
  );

  const fingers = pose.fingers.map((finger) => drawFinger(svg, spec, finger, random));
  svg.body.push(tag("g", { transform: pose.transform }, fingers.join("")));
  return svg.toString(size);
}

/** A fill for each surface of a picture, for `surfacesSvg`. */
export interface SurfaceFills {
  backdrop: string;
  skin: string;
  nail: string;
}

/**
 * The picture's surfaces in flat fills, exactly where `nailArtSvg` paints them (fingers in front
 * hide what they hide there too; the hand's shadow is backdrop): what each pixel shows.
 */
export function surfacesSvg(spec: NailArtSpec, fills: SurfaceFills, size = NAIL_ART_SIZE): string {
  const pose = handPose(spec);
  const fingers = pose.fingers.map((finger) => fingerSilhouette(finger, fills.nail, fills.skin));
  return svgDocument(
    size,
    tag("rect", { width: 1000, height: 1000, fill: fills.backdrop }) +
      tag("g", { transform: pose.transform }, fingers.join("")),
  );
}

/** Only the nails, white on black: a mask for measuring the polish in a rendered picture. */
export const nailMaskSvg = (spec: NailArtSpec, size = NAIL_ART_SIZE) =>
  surfacesSvg(spec, { backdrop: "#000", skin: "#000", nail: "#fff" }, size);

// --- Pose -------------------------------------------------------------------------------------

interface NailGeometry {
  shape: NailShape;
  width: number;
  /** From the cuticle to the tip. */
  length: number;
  /** How far below the fingertip the cuticle sits. */
  cuticle: number;
  /** Where (from the cuticle) tapering shapes start to narrow. */
  shoulder: number;
}

/** A right hand seen from above, fingers up, drawn back to front (the middle finger last). */
const FINGER_LAYOUT = [
  { name: "thumb", x: 90, y: 700, angle: -30, width: 196 },
  { name: "pinky", x: 830, y: 545, angle: 9, width: 144 },
  { name: "ring", x: 666, y: 425, angle: 3.5, width: 162 },
  { name: "index", x: 300, y: 470, angle: -7.5, width: 166 },
  { name: "middle", x: 486, y: 385, angle: -2, width: 172 },
] as const;
type FingerName = (typeof FINGER_LAYOUT)[number]["name"];

interface FingerPose {
  name: FingerName;
  /** The top of the fingertip, in drawing units. */
  x: number;
  y: number;
  /** Degrees clockwise from pointing straight up. */
  angle: number;
  width: number;
  nail: NailGeometry;
}

interface HandPose {
  fingers: FingerPose[];
  /** Applied to the whole hand: a slight turn and zoom. */
  transform: string;
}

/** Free edge beyond the fingertip, in nail widths: pointed shapes need more to come to a point. */
const FREE_EDGE: Record<NailLength, Record<NailShape, number>> = {
  short: { square: 0.14, coffin: 0.24, almond: 0.32, stiletto: 0.42 },
  long: { square: 0.95, coffin: 1.05, almond: 1.08, stiletto: 1.35 },
};

/** The pose depends only on the spec's seed, shape and length, so the mask can recompute it. */
function handPose(spec: NailArtSpec): HandPose {
  const random = seededRandom(spec.seed);
  const jitter = (amount: number) => (random() * 2 - 1) * amount;
  const withThumb = random() < 0.5;
  const mirrored = random() < 0.5; // a left hand
  const fingers: FingerPose[] = [];
  for (const layout of FINGER_LAYOUT) {
    const thumb = layout.name === "thumb";
    if (thumb && !withThumb) continue;
    const x = layout.x + jitter(8);
    const angle = layout.angle + jitter(2.5);
    fingers.push({
      name: layout.name,
      x: mirrored ? 1000 - x : x,
      y: layout.y + jitter(20),
      angle: mirrored ? -angle : angle,
      width: layout.width * (1 + jitter(0.03)),
      nail: nailGeometry(spec, layout.width, thumb),
    });
  }
  // Centre the fingertips horizontally, zoom in, and lift the hand so the longest nail ends near
  // the top: a close-up, whatever the nail length.
  const left = Math.min(...fingers.map((f) => f.x - f.width / 2));
  const right = Math.max(...fingers.map((f) => f.x + f.width / 2));
  const shift = 500 - (left + right) / 2 + jitter(15);
  for (const finger of fingers) finger.x += shift;
  const top = Math.min(...fingers.map((f) => f.y - (f.nail.length - f.nail.cuticle)));
  const scale = (withThumb ? 1.1 : 1.25) * (1 + jitter(0.04));
  const lift = 150 + jitter(25) - (560 + (top - 560) * scale);
  const transform =
    `translate(0 ${fmt(lift)}) translate(500 560) rotate(${fmt(jitter(6))}) ` +
    `scale(${fmt(scale, 3)}) translate(-500 -560)`;
  return { fingers, transform };
}

function nailGeometry(spec: NailArtSpec, fingerWidth: number, thumb: boolean): NailGeometry {
  const width = fingerWidth * (thumb ? 0.7 : 0.66);
  const cuticle = width * (thumb ? 0.98 : 1.12);
  const length = cuticle + width * FREE_EDGE[spec.length][spec.shape];
  const taper = spec.shape === "stiletto" ? 0.4 : spec.shape === "square" ? 1 : 0.5;
  return { shape: spec.shape, width, length, cuticle, shoulder: length * taper };
}

// --- Outlines ---------------------------------------------------------------------------------

/** A finger in its own coordinates: fingertip top at (0, 0), running down (+y) off the canvas. */
function fingerPath(width: number): string {
  const r = width / 2;
  const base = r * 1.25; // fingers widen towards the hand
  return d("M", -r, r * 1.05, "C", -r, -r * 0.35, r, -r * 0.35, r, r * 1.05).concat(
    " ",
    d("L", base, 1400, "L", -base, 1400, "Z"),
  );
}

/** A nail in its own coordinates: the cuticle's lowest point at (0, 0), the tip at (0, -length). */
function nailPath(nail: NailGeometry): string {
  const hw = nail.width / 2;
  const h = nail.length;
  const s = nail.shoulder;
  const dip = nail.width * 0.26;
  const cuticle = d("M", -hw, -dip, "C", -hw, dip / 3, hw, dip / 3, hw, -dip);
  switch (nail.shape) {
    case "square": {
      const top = hw * 1.03; // a slight flare
      const r = nail.width * 0.16;
      return d(
        cuticle,
        ...["L", top, -h + r, "Q", top, -h, top - r, -h],
        ...["Q", 0, -h - nail.width * 0.04, -top + r, -h],
        ...["Q", -top, -h, -top, -h + r, "Z"],
      );
    }
    case "coffin": {
      const tip = nail.width * 0.3;
      const r = nail.width * 0.06;
      const bend = (h - s) * 0.25;
      const inset = (hw - tip) * 0.25;
      return d(
        cuticle,
        ...["L", hw, -s, "Q", hw, -s - bend, hw - inset, -s - bend * 1.2],
        ...["L", tip, -h + r, "Q", tip, -h, tip - r, -h],
        ...["L", -tip + r, -h, "Q", -tip, -h, -tip, -h + r],
        ...["L", -hw + inset, -s - bend * 1.2, "Q", -hw, -s - bend, -hw, -s, "Z"],
      );
    }
    case "almond":
      return pointedPath(cuticle, nail, 0.55, 0.38, 0);
    case "stiletto":
      return pointedPath(cuticle, nail, 0.42, 0.1, 0.06);
  }
}

/**
 * Sides that curve in to a point: `bulge` keeps the sides full for longer, `round` blunts the
 * point, `sharpen` draws it out.
 */
function pointedPath(
  cuticle: string,
  nail: NailGeometry,
  bulge: number,
  round: number,
  sharpen: number,
): string {
  const hw = nail.width / 2;
  const h = nail.length;
  const s = nail.shoulder;
  const c1 = -(s + (h - s) * bulge);
  const c2 = -h + (h - s) * sharpen;
  return d(
    cuticle,
    ...["L", hw, -s, "C", hw, c1, hw * round, c2, 0, -h],
    ...["C", -hw * round, c2, -hw, c1, -hw, -s, "Z"],
  );
}

/** The finger and its nail as flat shapes (for shadows and the mask). */
function fingerSilhouette(finger: FingerPose, nailFill: string, skinFill = nailFill): string {
  return tag(
    "g",
    { transform: fingerTransform(finger) },
    tag("path", { d: fingerPath(finger.width), fill: skinFill }) +
      tag("path", {
        transform: `translate(0 ${fmt(finger.nail.cuticle)})`,
        d: nailPath(finger.nail),
        fill: nailFill,
      }),
  );
}

function fingerTransform(finger: FingerPose): string {
  return `translate(${fmt(finger.x)} ${fmt(finger.y)}) rotate(${fmt(finger.angle)})`;
}

// --- Backdrop and skin ------------------------------------------------------------------------

/** Gradients and filters shared by every finger and nail (bounding-box units, so any size fits). */
function sharedDefs(skin: string): string {
  const edge = darken(skin, 0.45);
  return [
    // Backdrop: light from the top left, a faint vignette.
    radialGradient("light", { cx: 0.3, cy: 0.2, r: 0.95 }, [
      [0, "#fff", 0.35],
      [0.6, "#fff", 0],
      [1, "#000", 0.1],
    ]),
    // Fingers are rounded: darker at both sides, a soft highlight left of centre.
    linearGradient(
      "skin-round",
      [0, 0, 1, 0],
      [
        [0, edge, 0.55],
        [0.13, edge, 0.16],
        [0.3, "#fff", 0.1],
        [0.42, "#fff", 0.04],
        [0.7, edge, 0],
        [0.88, edge, 0.22],
        [1, edge, 0.65],
      ],
    ),
    radialGradient("joint", {}, [
      [0, edge, 0.1],
      [1, edge, 0],
    ]),
    // Polish follows the nail's curve: edges fall away from the light.
    linearGradient(
      "nail-round",
      [0, 0, 1, 0],
      [
        [0, "#000", 0.26],
        [0.2, "#000", 0],
        [0.8, "#000", 0],
        [1, "#000", 0.3],
      ],
    ),
    // The skin fold shades the polish just above the cuticle.
    linearGradient(
      "nail-cuticle",
      [0, 1, 0, 0],
      [
        [0, "#000", 0.22],
        [0.1, "#000", 0],
      ],
    ),
    linearGradient(
      "gloss",
      [0, 0, 0, 1],
      [
        [0, "#fff", 0],
        [0.12, "#fff", 0.9],
        [0.55, "#fff", 0.55],
        [1, "#fff", 0],
      ],
    ),
    radialGradient("matte-sheen", { cx: 0.42, cy: 0.45, r: 0.55 }, [
      [0, "#fff", 0.1],
      [1, "#fff", 0],
    ]),
    blurFilter("shadow", 14, 20),
    blurFilter("contact", 4, 20),
    blurFilter("haze", 9, 20),
    blurFilter("blur-1", 1, 50),
  ].join("");
}

/**
 * Faint grey veins, as on a marble slab: a soft cloud around a thin, wandering line. Each layer
 * is blurred once as a group: librsvg pays for every filtered element with a canvas-sized buffer.
 */
function marbleVeins(random: () => number): string {
  const clouds: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < 3; i++) {
    let x = random() * 1000;
    let y = random() * 200 - 250;
    let heading = Math.PI / 2 + (random() - 0.5) * 1.4;
    const points: Array<string | number> = ["M", x, y];
    while (y < 1050 && x > -50 && x < 1050) {
      // Veins wander: small turns with now and then a sharper kink.
      heading += (random() - 0.5) * (random() < 0.15 ? 1.6 : 0.5);
      heading = Math.min(Math.PI - 0.35, Math.max(0.35, heading));
      const step = 25 + random() * 45;
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step;
      points.push("L", x, y);
    }
    const path = d(...points);
    const opacity = 0.1 + random() * 0.12;
    const cloudWidth = 14 + random() * 16;
    const lineWidth = 0.8 + random() * 1.4;
    clouds.push(
      tag("path", { d: path, "stroke-width": cloudWidth, "stroke-opacity": opacity * 0.45 }),
    );
    lines.push(tag("path", { d: path, "stroke-width": lineWidth, "stroke-opacity": opacity }));
  }
  const layer = (stroke: string, filter: string, paths: string[]) =>
    tag("g", { fill: "none", stroke, "stroke-linejoin": "round", filter }, paths.join(""));
  return layer("#a4a1a6", "url(#haze)", clouds) + layer("#8f8c92", "url(#blur-1)", lines);
}

function drawFinger(
  svg: SvgBuilder,
  spec: NailArtSpec,
  finger: FingerPose,
  random: () => number,
): string {
  const skin = wrap(SKIN_TONES, spec.skinTone);
  const path = fingerPath(finger.width);
  const r = finger.width / 2;
  // Fingertips are rosier than the rest of the finger.
  const blush = svg.id("blush");
  svg.defs.push(
    radialGradient(blush, { gradientUnits: "userSpaceOnUse", cx: 0, cy: r * 0.6, r: r * 1.7 }, [
      [0, "#d9635f", 0.16],
      [1, "#d9635f", 0],
    ]),
  );
  return tag(
    "g",
    { transform: fingerTransform(finger) },
    tag("path", { d: path, fill: skin }) +
      tag("path", { d: path, fill: `url(#${blush})` }) +
      tag("path", { d: path, fill: "url(#skin-round)" }) +
      knuckleCreases(finger, skin) +
      tag("path", {
        d: path,
        fill: "none",
        stroke: darken(skin, 0.35),
        "stroke-opacity": 0.35,
        "stroke-width": 1.5,
      }) +
      tag(
        "g",
        { transform: `translate(0 ${fmt(finger.nail.cuticle)})` },
        drawNail(svg, spec, finger, random),
      ),
  );
}

/** Soft wrinkles over the finger's first joint (no blur: thin, faint strokes read as soft). */
function knuckleCreases(finger: FingerPose, skin: string): string {
  const y = finger.nail.cuticle + finger.width * (finger.name === "thumb" ? 0.6 : 0.85);
  const w = finger.width * 0.17;
  const line = (dy: number, scale: number, opacity: number) =>
    tag("path", {
      d: d("M", -w * scale, y + dy + 3, "Q", 0, y + dy - 5 * scale, w * scale, y + dy + 3),
      "stroke-opacity": opacity,
    });
  return (
    tag("ellipse", { cx: 0, cy: y + 6, rx: w * 2, ry: w, fill: "url(#joint)" }) +
    tag(
      "g",
      { fill: "none", stroke: darken(skin, 0.45), "stroke-width": 1.4, "stroke-linecap": "round" },
      line(0, 1, 0.2) + line(10, 1.3, 0.15),
    )
  );
}

// --- Nails ------------------------------------------------------------------------------------

/** One nail, in nail coordinates (cuticle at the origin, tip up). */
function drawNail(
  svg: SvgBuilder,
  spec: NailArtSpec,
  finger: FingerPose,
  random: () => number,
): string {
  const nail = finger.nail;
  const outline = nailPath(nail);
  const clip = svg.id("clip");
  svg.defs.push(tag("clipPath", { id: clip }, tag("path", { d: outline })));
  const clipped = (content: string) => tag("g", { "clip-path": `url(#${clip})` }, content);
  const fill = (paint: string) => tag("path", { d: outline, fill: paint });
  const { main, second } = paletteOf(spec);
  const layers = [nailShadow(outline)];

  switch (spec.technique) {
    case "Solid":
      // The optional accent colour goes on the ring finger, as salons do.
      layers.push(fill(paint(svg, second && finger.name === "ring" ? second : main)));
      break;
    case "Ombre":
      layers.push(fill(ombre(svg, main, second)));
      break;
    case "French Tips":
      layers.push(
        fill(second ? paint(svg, second) : nudeBase(svg, spec)),
        clipped(frenchTip(nail, paint(svg, main))),
      );
      break;
    case "Glitter":
      layers.push(fill(paint(svg, main)), clipped(glitter(nail, second ?? main, random)));
      break;
    case "Nail Art": {
      const ink = second ?? main;
      // Alternate nails vary the pattern's details, as a hand-painted set would.
      const odd = finger.name === "index" || finger.name === "ring";
      const art = { pattern: wrap(ART_PATTERNS, spec.seed), main, ink, odd };
      layers.push(fill(paint(svg, main)), clipped(nailArt(art, nail, paint(svg, ink), random)));
      break;
    }
  }
  layers.push(
    fill("url(#nail-round)"),
    fill("url(#nail-cuticle)"),
    spec.finish === "glossy" ? clipped(gloss(nail)) : fill("url(#matte-sheen)"),
    tag("path", {
      d: outline,
      fill: "none",
      stroke: "#000",
      "stroke-opacity": 0.22,
      "stroke-width": 1.3,
    }),
  );
  return layers.join("");
}

/** A soft shadow under the nail's edge lifts it off the skin: widening faint strokes, no filter. */
function nailShadow(outline: string): string {
  const strokes = [7, 4.5, 2].map((width) =>
    tag("path", { d: outline, "stroke-width": width, opacity: 0.07 }),
  );
  return tag(
    "g",
    { transform: "translate(1 2.5)", fill: "#000", stroke: "#000", "stroke-linejoin": "round" },
    strokes.join(""),
  );
}

/** A fill for a catalogue colour: flat, or a metallic gradient for Gold and Silver. */
function paint(svg: SvgBuilder, color: Color): string {
  const swatch = COLOR_SWATCHES[color];
  if (color !== "Gold" && color !== "Silver") return swatch;
  return svg.shared(`metal-${color}`, (id) => {
    // Bands of light and shade read as polished metal; shading and shining towards tones of the
    // same metal, not black and white, keeps gold warm.
    const deep = color === "Gold" ? "#6b4a12" : "#555b66";
    const shine = color === "Gold" ? "#fff0b0" : "#ffffff";
    return linearGradient(
      id,
      [0, 1, 1, 0.2],
      [
        [0, mix(swatch, deep, 0.4)],
        [0.22, swatch],
        [0.4, mix(swatch, shine, 0.6)],
        [0.52, mix(swatch, shine, 0.2)],
        [0.7, mix(swatch, deep, 0.18)],
        [0.86, mix(swatch, shine, 0.4)],
        [1, mix(swatch, deep, 0.35)],
      ],
    );
  });
}

/** From the cuticle colour to the tip colour (or to a pale tint of the first). */
function ombre(svg: SvgBuilder, from: Color, to: Color | undefined): string {
  const start = COLOR_SWATCHES[from];
  const end = to ? COLOR_SWATCHES[to] : lighten(start, 0.85);
  return svg.shared(`ombre-${from}-${to ?? "tint"}`, (id) =>
    linearGradient(
      id,
      [0, 1, 0, 0],
      [
        [0.12, start],
        [0.5, mix(start, end, 0.5)],
        [0.88, end],
      ],
    ),
  );
}

/** Sheer pink over the nail bed, warmed by the skin beneath. */
function nudeBase(svg: SvgBuilder, spec: NailArtSpec): string {
  return svg.shared("nude-base", (id) => {
    const nude = mix("#f4cfcb", wrap(SKIN_TONES, spec.skinTone), 0.35);
    return linearGradient(
      id,
      [0, 1, 0, 0],
      [
        [0, darken(nude, 0.05)],
        [1, lighten(nude, 0.25)],
      ],
    );
  });
}

/** The tip colour above a crisp smile line: an arch, deeper at the sides than in the middle. */
function frenchTip(nail: NailGeometry, fill: string): string {
  const w = nail.width;
  const free = nail.length - nail.cuticle;
  const middle = -nail.length + Math.max(free + w * 0.1, nail.length * 0.32);
  const drop = w * 0.34;
  const edge = w * 0.56;
  const top = -nail.length - 10;
  // A quadratic through (±edge, middle + drop) peaks at (0, middle).
  return tag("path", {
    d: d("M", -edge, middle + drop, "Q", 0, middle - drop, edge, middle + drop).concat(
      " ",
      d("L", edge, top, "L", -edge, top, "Z"),
    ),
    fill,
  });
}

/** Specks of light and dark glitter over the polish, and a few star-shaped glints. */
function glitter(nail: NailGeometry, flake: Color, random: () => number): string {
  const base = COLOR_SWATCHES[flake];
  const tones = [lighten(base, 0.55), lighten(base, 0.3), darken(base, 0.45), "#ffffff", base];
  const hw = nail.width / 2;
  const count = Math.round((nail.width * nail.length) / 70);
  const specks: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = (random() * 2 - 1) * hw;
    const cy = -random() * nail.length;
    const r = 0.8 + random() ** 2 * 2.6; // mostly fine, a few coarse flakes
    const fill = tones[Math.floor(random() * tones.length)] ?? base;
    specks.push(tag("circle", { cx, cy, r, fill, "fill-opacity": 0.65 + random() * 0.35 }));
  }
  for (let i = 0; i < 4; i++) {
    const x = (random() * 2 - 1) * hw * 0.7;
    const y = -(0.15 + random() * 0.75) * nail.length;
    specks.push(star(x, y, 5 + random() * 5));
  }
  return specks.join("");
}

/** A four-pointed glint. */
function star(x: number, y: number, r: number): string {
  const k = r * 0.18;
  const points = [
    [x, y - r],
    [x + k, y - k],
    [x + r, y],
    [x + k, y + k],
    [x, y + r],
    [x - k, y + k],
    [x - r, y],
    [x - k, y - k],
  ];
  return tag("path", {
    d: d(...points.flatMap((p, i) => [i === 0 ? "M" : "L", ...p]), "Z"),
    fill: "#fff",
  });
}

const ART_PATTERNS = ["dots", "hearts", "flowers", "stripes", "lines"] as const;

interface ArtDesign {
  /** Picked by the seed, so all nails of a set match. */
  pattern: (typeof ART_PATTERNS)[number];
  main: Color;
  ink: Color;
  /** Alternate nails vary the details. */
  odd: boolean;
}

/** A pattern painted in `inkFill` over the base polish. */
function nailArt(
  art: ArtDesign,
  nail: NailGeometry,
  inkFill: string,
  random: () => number,
): string {
  const w = nail.width;
  const h = nail.length;
  switch (art.pattern) {
    case "dots": {
      const dots: string[] = [];
      const step = w * 0.25;
      for (let row = 0; row * step < h + step; row++) {
        const offset = row % 2 === 0 ? 0 : step / 2;
        for (let cx = -w / 2 - step + offset; cx < w / 2 + step; cx += step) {
          dots.push(tag("circle", { cx, cy: -w * 0.1 - row * step, r: w * 0.07 }));
        }
      }
      return tag("g", { fill: inkFill }, dots.join(""));
    }
    case "hearts": {
      const hearts = [heart(0, -h * (0.5 + (random() - 0.5) * 0.1), w * 0.26)];
      if (art.odd) hearts.push(heart(w * 0.18, -h * 0.8, w * 0.1));
      hearts.push(heart(-w * 0.2, -h * 0.22, w * 0.08));
      return tag("g", { fill: inkFill }, hearts.join(""));
    }
    case "flowers": {
      const centre = mix(COLOR_SWATCHES[art.ink], COLOR_SWATCHES[art.main], 0.5);
      const big = {
        x: w * (random() - 0.5) * 0.3,
        y: -h * 0.55,
        size: w * 0.3,
        turn: random() * 72,
      };
      const small = { x: w * 0.35, y: -h * 0.2, size: w * 0.2, turn: random() * 72 };
      return flower(big, inkFill, centre) + flower(small, inkFill, centre);
    }
    case "stripes": {
      const stripes: string[] = [];
      const step = w * 0.42;
      for (let x = -2 * h; x < 2 * h; x += step) {
        stripes.push(tag("rect", { x, y: -2 * h, width: w * 0.14, height: 4 * h }));
      }
      const transform = `rotate(${art.odd ? -35 : 35} 0 ${fmt(-h / 2)})`;
      return tag("g", { fill: inkFill, transform }, stripes.join(""));
    }
    case "lines": {
      // Fine swirls from the cuticle to the tip, like hand-painted line art, and a dot.
      const sway = (art.odd ? 1 : -1) * w * 0.35;
      const swirl = (x0: number, width: number) =>
        tag("path", {
          d: d(
            "M",
            x0,
            w * 0.1,
            "C",
            x0 + sway,
            -h * 0.3,
            x0 - sway,
            -h * 0.6,
            x0 + sway * 0.4,
            -h - 5,
          ),
          "stroke-width": width,
        });
      const bold = swirl(-0.28 * w + (random() - 0.5) * w * 0.1, w * 0.05);
      const fine = swirl(0.12 * w + (random() - 0.5) * w * 0.1, w * 0.025);
      return tag(
        "g",
        { fill: "none", stroke: inkFill, "stroke-linecap": "round" },
        bold +
          fine +
          tag("circle", {
            cx: sway * 0.3,
            cy: -h * 0.45,
            r: w * 0.05,
            fill: inkFill,
            stroke: "none",
          }),
      );
    }
  }
}

function heart(x: number, y: number, size: number): string {
  return tag("path", {
    transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(size, 3)})`,
    d: "M 0 0.9 C -1.4 0 -0.8 -1.15 0 -0.4 C 0.8 -1.15 1.4 0 0 0.9 Z",
  });
}

/** Five petals around a centre. */
function flower(
  at: { x: number; y: number; size: number; turn: number },
  petalFill: string,
  centre: string,
): string {
  const petals = [0, 1, 2, 3, 4].map((i) =>
    tag("ellipse", {
      cy: -at.size * 0.55,
      rx: at.size * 0.36,
      ry: at.size * 0.55,
      transform: `rotate(${fmt(at.turn + i * 72)})`,
    }),
  );
  return tag(
    "g",
    { transform: `translate(${fmt(at.x)} ${fmt(at.y)})` },
    tag("g", { fill: petalFill }, petals.join("")) +
      tag("circle", { r: at.size * 0.28, fill: centre }),
  );
}

/** Window-like reflections along the curve of a glossy top coat. */
function gloss(nail: NailGeometry): string {
  const w = nail.width;
  const h = nail.length;
  // Pointed nails narrow early: keep the streaks where the nail is still wide.
  const top = nail.shape === "stiletto" ? 0.68 : nail.shape === "almond" ? 0.76 : 0.88;
  return (
    tag("rect", {
      x: -w * 0.3,
      y: -h * top,
      width: w * 0.11,
      height: h * (top - 0.16),
      rx: w * 0.055,
      fill: "url(#gloss)",
    }) +
    tag("rect", {
      x: w * 0.17,
      y: -h * (top - 0.1),
      width: w * 0.06,
      height: h * 0.3,
      rx: w * 0.03,
      fill: "url(#gloss)",
      opacity: 0.5,
    })
  );
}

// --- Other helpers ----------------------------------------------------------------------------

/** The item at `index`, wrapping around both ways. */
function wrap<T>(items: readonly T[], index: number): T {
  const n = items.length;
  return items[((Math.trunc(index) % n) + n) % n] as T;
}
