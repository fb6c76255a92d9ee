import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { pick, seededRandom } from "~/core/seeded-random";
import { css, developPhoto, mix, paintBackdrop, paintScene, shade } from "./render";
import {
  oklch,
  randomBackdrop,
  randomCamera,
  randomCanvasSpec,
  randomFrame,
  type BackdropSpec,
  type Rgb,
} from "./spec";

// Hard negatives for the canvas-nails generator: pictures with no painted nail in them, several
// of them close to one (pointed colored crayon and lipstick tips, glossy candies, a bare hand),
// with the same camera treatment as the nail pictures.

export const CANVAS_NON_NAIL_KINDS = [
  "crayons",
  "pencils",
  "jelly-beans",
  "lipsticks",
  "keyboard",
  "portrait",
  "food",
  "text",
  "street",
  "garden",
  "pet",
  "swatches",
  "bare-hand",
] as const;
export type CanvasNonNailKind = (typeof CANVAS_NON_NAIL_KINDS)[number];

type Ctx = SKRSContext2D;
const between = (random: () => number, lo: number, hi: number) => lo + (hi - lo) * random();
/** A vivid color of any hue, as crayons, candies and paints come. */
const vivid = (random: () => number): Rgb =>
  oklch(between(random, 0.5, 0.85), between(random, 0.12, 0.25), between(random, 0, 360));

/** A picture with no painted nails, always the same for the same kind and seed. */
export async function renderCanvasNonNail(
  kind: CanvasNonNailKind,
  seed: number,
  options: { longSide?: number } = {},
): Promise<Buffer> {
  const random = seededRandom((seed * 2654435761 + CANVAS_NON_NAIL_KINDS.indexOf(kind)) >>> 0);
  const light = { angle: between(random, -Math.PI, Math.PI), falloff: between(random, 0, 0.2) };
  if (kind === "bare-hand") {
    const spec = randomCanvasSpec(seed, options);
    // No polish bottle beside a bare hand.
    const scene = paintScene(
      { ...spec, props: spec.props.filter((p) => p.kind !== "bottle") },
      true,
    );
    return developPhoto(scene, spec.camera, spec.light, spec.seed);
  }
  const { width, height } = randomFrame(random, options.longSide);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const backdrop = randomBackdrop(random);
  const camera = { ...randomCamera(random, backdrop.kind), backgroundBlur: 0 };
  const painters: Record<Exclude<CanvasNonNailKind, "bare-hand">, Painter> = {
    crayons: paintCrayons,
    pencils: paintPencils,
    "jelly-beans": paintJellyBeans,
    lipsticks: paintLipsticks,
    keyboard: paintKeyboard,
    portrait: paintPortrait,
    food: paintFood,
    text: paintText,
    street: paintStreet,
    garden: paintGarden,
    pet: paintPet,
    swatches: paintSwatches,
  };
  painters[kind](ctx, width, height, random, backdrop);
  return developPhoto(canvas, camera, light, Math.floor(random() * 2 ** 31));
}

type Painter = (
  ctx: Ctx,
  width: number,
  height: number,
  random: () => number,
  backdrop: BackdropSpec,
) => void;

/** A surface to lay objects on: a studio sweep, wood, marble or fabric. */
const surface: Painter = (ctx, width, height, random, backdrop) => {
  const b = backdrop.kind === "bokeh" ? { ...backdrop, kind: "studio" as const } : backdrop;
  paintBackdrop(ctx, b, width, height, Math.floor(random() * 2 ** 31));
};

function dropShadow(ctx: Ctx, size: number) {
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = size * 0.3;
  ctx.shadowOffsetX = size * 0.08;
  ctx.shadowOffsetY = size * 0.12;
}

function noShadow(ctx: Ctx) {
  ctx.shadowColor = "rgba(0,0,0,0)";
}

/** A cylinder's shading across its width `w` (centred on 0), for bodies drawn along x. */
function cylinder(ctx: Ctx, w: number, rgb: Rgb, shine = 0.35) {
  const g = ctx.createLinearGradient(0, -w / 2, 0, w / 2);
  g.addColorStop(0, css(shade(rgb, 0.55)));
  g.addColorStop(0.3, css(mix(rgb, [255, 255, 255], shine)));
  g.addColorStop(0.45, css(rgb));
  g.addColorStop(1, css(shade(rgb, 0.45)));
  return g;
}

const paintCrayons: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, backdrop);
  const count = 5 + Math.floor(random() * 10);
  const diag = Math.hypot(width, height);
  const w = (Math.min(width, height) * between(random, 0.6, 0.9)) / count;
  const length = diag * between(random, 0.35, 0.6);
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(between(random, -Math.PI, Math.PI));
  for (let i = 0; i < count; i++) {
    const rgb = vivid(random);
    const y = (i - (count - 1) / 2) * w * 1.15;
    const x = -length / 2 + between(random, -0.15, 0.15) * length;
    ctx.save();
    ctx.translate(x, y);
    dropShadow(ctx, w);
    // Body, then the conical tip with its worn flat point.
    ctx.fillStyle = cylinder(ctx, w, rgb, 0.25);
    ctx.fillRect(0, -w / 2, length * 0.85, w);
    ctx.beginPath();
    ctx.moveTo(length * 0.85, -w / 2);
    ctx.lineTo(length * 0.98, -w * 0.16);
    ctx.quadraticCurveTo(length, 0, length * 0.98, w * 0.16);
    ctx.lineTo(length * 0.85, w / 2);
    ctx.closePath();
    ctx.fill();
    noShadow(ctx);
    // The paper wrapper: darker, with printed bands.
    ctx.fillStyle = cylinder(ctx, w * 1.02, shade(rgb, 0.8), 0.2);
    ctx.fillRect(length * 0.1, -w * 0.51, length * 0.62, w * 1.02);
    ctx.fillStyle = "rgba(20,20,20,0.55)";
    for (const t of [0.16, 0.62]) ctx.fillRect(length * t, -w * 0.51, length * 0.03, w * 1.02);
    ctx.fillStyle = "rgba(255,255,255,0.35)";
    ctx.fillRect(length * 0.3, -w * 0.2, length * 0.2, w * 0.12);
    ctx.restore();
  }
  ctx.restore();
};

const paintPencils: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, backdrop);
  const count = 6 + Math.floor(random() * 12);
  const diag = Math.hypot(width, height);
  const w = Math.min(width, height) * between(random, 0.03, 0.06);
  const length = diag * between(random, 0.45, 0.7);
  const fan = random() < 0.5;
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(between(random, -Math.PI, Math.PI));
  const wood: Rgb = [222, 184, 135];
  for (let i = 0; i < count; i++) {
    const rgb = vivid(random);
    ctx.save();
    if (fan) ctx.rotate((i - count / 2) * 0.06);
    ctx.translate(-length * 0.55, (i - (count - 1) / 2) * w * (fan ? 0.6 : 1.25));
    dropShadow(ctx, w);
    ctx.fillStyle = cylinder(ctx, w, rgb);
    ctx.fillRect(0, -w / 2, length * 0.82, w);
    noShadow(ctx);
    // Hexagonal facets.
    ctx.fillStyle = "rgba(255,255,255,0.18)";
    ctx.fillRect(0, -w * 0.18, length * 0.82, w * 0.1);
    // The sharpened wood cone and the colored lead.
    ctx.beginPath();
    ctx.moveTo(length * 0.82, -w / 2);
    ctx.quadraticCurveTo(length * 0.86, -w * 0.45, length * 0.82, -w * 0.3);
    ctx.lineTo(length * 0.96, -w * 0.08);
    ctx.lineTo(length * 0.96, w * 0.08);
    ctx.lineTo(length * 0.82, w * 0.3);
    ctx.quadraticCurveTo(length * 0.86, w * 0.45, length * 0.82, w / 2);
    ctx.closePath();
    ctx.fillStyle = cylinder(ctx, w, wood, 0.2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(length * 0.93, -w * 0.13);
    ctx.lineTo(length, 0);
    ctx.lineTo(length * 0.93, w * 0.13);
    ctx.closePath();
    ctx.fillStyle = css(shade(rgb, 0.85));
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
};

const paintJellyBeans: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, backdrop);
  const size = Math.min(width, height) * between(random, 0.05, 0.11);
  const count = Math.round(((width * height) / (size * size)) * between(random, 0.3, 0.8));
  const palette = Array.from({ length: 4 + Math.floor(random() * 6) }, () => vivid(random));
  for (let i = 0; i < count; i++) {
    const rgb = pick(random, palette);
    const x = random() * width;
    const y = random() * height;
    const s = size * between(random, 0.8, 1.15);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(random() * Math.PI * 2);
    dropShadow(ctx, s * 0.4);
    // A bean: an ellipse pinched on one side.
    ctx.beginPath();
    ctx.moveTo(-s / 2, 0);
    ctx.bezierCurveTo(-s / 2, -s * 0.42, s / 2, -s * 0.42, s / 2, 0);
    ctx.bezierCurveTo(s / 2, s * 0.36, s * 0.1, s * 0.2, 0, s * 0.2);
    ctx.bezierCurveTo(-s * 0.1, s * 0.2, -s / 2, s * 0.36, -s / 2, 0);
    const g = ctx.createRadialGradient(-s * 0.1, -s * 0.12, 0, 0, 0, s * 0.6);
    g.addColorStop(0, css(mix(rgb, [255, 255, 255], 0.35)));
    g.addColorStop(0.6, css(rgb));
    g.addColorStop(1, css(shade(rgb, 0.55)));
    ctx.fillStyle = g;
    ctx.fill();
    noShadow(ctx);
    ctx.beginPath();
    ctx.ellipse(-s * 0.12, -s * 0.15, s * 0.14, s * 0.05, -0.2, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(255,255,255,0.7)";
    ctx.fill();
    ctx.restore();
  }
};

const paintLipsticks: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, backdrop);
  const count = 3 + Math.floor(random() * 5);
  const w = (Math.min(width, height) * between(random, 0.5, 0.8)) / count;
  const length = w * between(random, 3, 4.5);
  const caseRgb = pick(random, [
    [200, 165, 90],
    [30, 30, 32],
    [205, 208, 214],
    [170, 40, 60],
  ] as Rgb[]);
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(between(random, -0.4, 0.4) + (random() < 0.5 ? 0 : Math.PI / 2));
  for (let i = 0; i < count; i++) {
    const bullet = oklch(
      between(random, 0.35, 0.7),
      between(random, 0.08, 0.2),
      between(random, 0, 40) - 20 + 360,
    );
    ctx.save();
    ctx.translate((i - (count - 1) / 2) * w * 1.3, length * 0.3);
    // Upright: the case, the inner sleeve, the slanted bullet.
    dropShadow(ctx, w);
    ctx.rotate(-Math.PI / 2);
    ctx.fillStyle = cylinder(ctx, w, caseRgb, 0.6);
    ctx.fillRect(0, -w / 2, length * 0.55, w);
    noShadow(ctx);
    ctx.fillStyle = cylinder(ctx, w * 0.8, shade(caseRgb, 0.85), 0.6);
    ctx.fillRect(length * 0.55, -w * 0.4, length * 0.12, w * 0.8);
    ctx.beginPath();
    ctx.moveTo(length * 0.67, -w * 0.34);
    ctx.lineTo(length * 0.84, -w * 0.34);
    ctx.quadraticCurveTo(length * 0.95, -w * 0.2, length * 0.98, w * 0.1);
    ctx.quadraticCurveTo(length * 0.98, w * 0.34, length * 0.9, w * 0.34);
    ctx.lineTo(length * 0.67, w * 0.34);
    ctx.closePath();
    ctx.fillStyle = cylinder(ctx, w * 0.68, bullet, 0.3);
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
};

function glyph(ctx: Ctx, x: number, y: number, s: number, random: () => number) {
  ctx.beginPath();
  const strokes = 1 + Math.floor(random() * 3);
  for (let k = 0; k < strokes; k++) {
    ctx.moveTo(x + between(random, -s, s), y + between(random, -s, s));
    ctx.lineTo(x + between(random, -s, s), y + between(random, -s, s));
  }
  ctx.stroke();
}

function paintKeyboard(ctx: Ctx, width: number, height: number, random: () => number) {
  const dark = random() < 0.5;
  const body: Rgb = dark ? [45, 46, 50] : [200, 202, 206];
  const key: Rgb = dark ? [28, 28, 30] : [240, 240, 242];
  ctx.fillStyle = css(shade(body, 0.8));
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(between(random, -0.5, 0.5));
  const k = Math.max(width, height) * between(random, 0.06, 0.12);
  const cols = Math.ceil((Math.hypot(width, height) * 1.2) / k);
  ctx.fillStyle = css(body);
  ctx.fillRect(-cols * k * 0.6, -cols * k * 0.6, cols * k * 1.2, cols * k * 1.2);
  ctx.lineWidth = k * 0.04;
  for (let r = -cols / 2; r < cols / 2; r++) {
    const offset = (r % 3) * k * 0.25;
    for (let c = -cols / 2; c < cols / 2; c++) {
      const x = c * k + offset;
      const y = r * k;
      const g = ctx.createLinearGradient(0, y, 0, y + k);
      g.addColorStop(0, css(mix(key, [255, 255, 255], 0.12)));
      g.addColorStop(1, css(shade(key, 0.8)));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.roundRect(x + k * 0.06, y + k * 0.06, k * 0.88, k * 0.88, k * 0.12);
      ctx.fill();
      ctx.strokeStyle = dark ? "rgba(230,230,230,0.85)" : "rgba(40,40,40,0.8)";
      glyph(ctx, x + k * 0.35, y + k * 0.35, k * 0.1, random);
    }
  }
  ctx.restore();
}

const paintPortrait: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, {
    ...backdrop,
    kind: random() < 0.5 ? "studio" : backdrop.kind,
  });
  const skin = oklch(
    between(random, 0.35, 0.9),
    between(random, 0.04, 0.09),
    between(random, 45, 75),
  );
  const hair = oklch(
    between(random, 0.15, 0.7),
    between(random, 0.02, 0.1),
    between(random, 40, 80),
  );
  const s = Math.min(width, height) * between(random, 0.35, 0.55);
  const cx = width / 2 + between(random, -0.1, 0.1) * width;
  const cy = height * between(random, 0.38, 0.5);
  // Shoulders and clothing.
  ctx.fillStyle = css(vivid(random));
  ctx.beginPath();
  ctx.ellipse(cx, cy + s * 1.55, s * 1.3, s * 0.7, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css(shade(skin, 0.85));
  ctx.fillRect(cx - s * 0.2, cy + s * 0.4, s * 0.4, s * 0.6);
  // Hair behind, face, hair in front.
  ctx.fillStyle = css(hair);
  ctx.beginPath();
  ctx.ellipse(cx, cy - s * 0.05, s * 0.62, s * between(random, 0.7, 1.0), 0, 0, Math.PI * 2);
  ctx.fill();
  const fg = ctx.createRadialGradient(cx - s * 0.1, cy - s * 0.1, 0, cx, cy, s * 0.6);
  fg.addColorStop(0, css(mix(skin, [255, 240, 230], 0.15)));
  fg.addColorStop(1, css(shade(skin, 0.75)));
  ctx.fillStyle = fg;
  ctx.beginPath();
  ctx.ellipse(cx, cy, s * 0.42, s * 0.55, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css(hair);
  ctx.beginPath();
  ctx.ellipse(cx, cy - s * 0.45, s * 0.46, s * 0.22, 0, Math.PI, Math.PI * 2);
  ctx.fill();
  // Eyes, brows, nose, mouth.
  for (const side of [-1, 1]) {
    const ex = cx + side * s * 0.17;
    const ey = cy - s * 0.05;
    ctx.fillStyle = "rgb(245,245,240)";
    ctx.beginPath();
    ctx.ellipse(ex, ey, s * 0.08, s * 0.035, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = css(oklch(0.35, 0.06, between(random, 40, 250)));
    ctx.beginPath();
    ctx.arc(ex, ey, s * 0.032, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css(shade(hair, 0.7));
    ctx.lineWidth = s * 0.02;
    ctx.beginPath();
    ctx.moveTo(ex - s * 0.08, ey - s * 0.08);
    ctx.quadraticCurveTo(ex, ey - s * 0.12, ex + s * 0.08, ey - s * 0.08);
    ctx.stroke();
  }
  ctx.strokeStyle = css(shade(skin, 0.7), 0.7);
  ctx.lineWidth = s * 0.015;
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.quadraticCurveTo(cx + s * 0.04, cy + s * 0.12, cx - s * 0.02, cy + s * 0.15);
  ctx.stroke();
  const lips = oklch(
    between(random, 0.4, 0.65),
    between(random, 0.06, 0.18),
    between(random, 0, 30),
  );
  ctx.fillStyle = css(lips);
  ctx.beginPath();
  ctx.ellipse(cx, cy + s * 0.27, s * 0.12, s * 0.045, 0, 0, Math.PI * 2);
  ctx.fill();
};

const paintFood: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, {
    ...backdrop,
    kind: pick(random, ["wood", "woven", "marble"] as const),
  });
  const r = Math.min(width, height) * between(random, 0.3, 0.45);
  const cx = width * between(random, 0.35, 0.65);
  const cy = height * between(random, 0.35, 0.65);
  dropShadow(ctx, r * 0.2);
  ctx.fillStyle = "rgb(246,245,241)";
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  noShadow(ctx);
  ctx.strokeStyle = "rgba(0,0,0,0.08)";
  ctx.lineWidth = r * 0.03;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.75, 0, Math.PI * 2);
  ctx.stroke();
  const dish = Math.floor(random() * 3);
  const items = 20 + Math.floor(random() * 40);
  for (let i = 0; i < items; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r * 0.62;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const s = r * between(random, 0.06, 0.16);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(random() * 6);
    if (dish === 0) {
      // Salad: leaves, tomato halves, corn.
      const t = random();
      ctx.fillStyle = css(
        t < 0.6
          ? oklch(between(random, 0.5, 0.75), 0.14, between(random, 120, 145))
          : t < 0.85
            ? [210, 40, 35]
            : [240, 200, 60],
      );
      ctx.beginPath();
      if (t < 0.6) ctx.ellipse(0, 0, s * 1.4, s * 0.6, 0, 0, Math.PI * 2);
      else ctx.arc(0, 0, s * (t < 0.85 ? 0.7 : 0.25), 0, Math.PI * 2);
      ctx.fill();
    } else if (dish === 1) {
      // Pasta: curled strands and a little sauce.
      ctx.strokeStyle = css([236, 200, 120]);
      ctx.lineWidth = s * 0.18;
      ctx.beginPath();
      ctx.arc(0, 0, s, 0, Math.PI * between(random, 0.8, 1.8));
      ctx.stroke();
      if (random() < 0.3) {
        ctx.fillStyle = "rgba(190,40,30,0.8)";
        ctx.beginPath();
        ctx.arc(s * 0.5, 0, s * 0.4, 0, Math.PI * 2);
        ctx.fill();
      }
    } else {
      // Fruit: berries and citrus slices.
      const berry = random() < 0.5;
      ctx.fillStyle = css(berry ? [180, 20, 45] : [245, 160, 40]);
      ctx.beginPath();
      ctx.arc(0, 0, s * (berry ? 0.6 : 0.9), 0, Math.PI * 2);
      ctx.fill();
      if (!berry) {
        ctx.strokeStyle = "rgba(255,240,200,0.8)";
        ctx.lineWidth = s * 0.06;
        for (let k = 0; k < 8; k++) {
          ctx.beginPath();
          ctx.moveTo(0, 0);
          ctx.lineTo(Math.cos(k * 0.785) * s * 0.8, Math.sin(k * 0.785) * s * 0.8);
          ctx.stroke();
        }
      }
    }
    ctx.restore();
  }
  // A fork beside the plate.
  ctx.save();
  ctx.translate(cx + r * 1.15, cy);
  dropShadow(ctx, r * 0.05);
  ctx.fillStyle = "rgb(200,202,206)";
  ctx.fillRect(-r * 0.03, -r * 0.4, r * 0.06, r * 1.2);
  for (let k = -1.5; k <= 1.5; k++)
    ctx.fillRect(k * r * 0.035 - r * 0.01, -r * 0.7, r * 0.02, r * 0.32);
  ctx.restore();
};

const paintText: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, { ...backdrop, kind: "wood" });
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(between(random, -0.25, 0.25));
  const pw = Math.max(width, height) * between(random, 0.7, 1.1);
  const ph = pw * 1.41;
  dropShadow(ctx, pw * 0.03);
  ctx.fillStyle = css(oklch(between(random, 0.93, 0.98), 0.01, 90));
  ctx.fillRect(-pw / 2, -ph / 2, pw, ph);
  noShadow(ctx);
  const line = pw * between(random, 0.022, 0.04);
  const ink = pick(random, [
    [30, 30, 35],
    [40, 50, 90],
    [60, 40, 30],
  ] as Rgb[]);
  ctx.fillStyle = css(ink, 0.85);
  let y = -ph / 2 + line * 3;
  // A heading, then paragraphs of word-shaped marks.
  for (let x = -pw / 2 + line * 3; x < pw * 0.1; x += line * between(random, 2, 5)) {
    ctx.fillRect(x, y, line * between(random, 1.2, 4), line * 0.9);
  }
  y += line * 3;
  while (y < ph / 2 - line * 3) {
    const lines = 3 + Math.floor(random() * 6);
    for (let l = 0; l < lines && y < ph / 2 - line * 3; l++) {
      let x = -pw / 2 + line * 3 + (l === 0 ? line * 2 : 0);
      const end = pw / 2 - line * 3 - (l === lines - 1 ? pw * random() * 0.5 : 0);
      while (x < end) {
        const w = line * between(random, 0.8, 4);
        ctx.fillRect(x, y, Math.min(w, end - x), line * 0.45);
        x += w + line * 0.45;
      }
      y += line * 1.3;
    }
    y += line * 0.8;
  }
  ctx.restore();
};

function paintStreet(ctx: Ctx, width: number, height: number, random: () => number) {
  const horizon = height * between(random, 0.45, 0.6);
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  const day = random() < 0.7;
  sky.addColorStop(0, day ? "rgb(110,160,220)" : "rgb(20,24,50)");
  sky.addColorStop(1, day ? "rgb(200,220,240)" : "rgb(80,60,90)");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, horizon);
  // Buildings receding toward a vanishing point on both sides.
  const vx = width * between(random, 0.35, 0.65);
  for (const side of [-1, 1]) {
    for (let i = 0; i < 8; i++) {
      const t0 = i / 8;
      const t1 = (i + 1) / 8;
      const x0 = vx + side * (width * 0.05 + (1 - t0) ** 2 * width * 0.9);
      const x1 = vx + side * (width * 0.05 + (1 - t1) ** 2 * width * 0.9);
      const top = horizon - height * between(random, 0.15, 0.5) * (1 - t0 * 0.7);
      const rgb = oklch(
        between(random, 0.35, 0.75),
        between(random, 0, 0.05),
        between(random, 20, 260),
      );
      ctx.fillStyle = css(rgb);
      ctx.beginPath();
      ctx.moveTo(x0, top);
      ctx.lineTo(x1, top + (horizon - top) * 0.15);
      ctx.lineTo(x1, horizon);
      ctx.lineTo(x0, height);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = day ? "rgba(170,200,230,0.6)" : "rgba(255,220,140,0.75)";
      const cols = 3;
      for (let r = 0; r < 6; r++) {
        for (let c = 0; c < cols; c++) {
          const fx = x0 + ((x1 - x0) * (c + 0.3)) / cols;
          const fy = top + (horizon - top) * (0.1 + r * 0.13);
          ctx.fillRect(fx, fy, ((x1 - x0) / cols) * 0.4, (horizon - top) * 0.07);
        }
      }
    }
  }
  // The road with its lane marks, and a few cars.
  ctx.fillStyle = "rgb(70,72,76)";
  ctx.beginPath();
  ctx.moveTo(vx - width * 0.04, horizon);
  ctx.lineTo(vx + width * 0.04, horizon);
  ctx.lineTo(width * 1.2, height);
  ctx.lineTo(-width * 0.2, height);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = "rgba(240,240,230,0.85)";
  for (let t = 0.1; t < 1; t += 0.15) {
    const y = horizon + (height - horizon) * t * t;
    const w = width * 0.004 + width * 0.015 * t;
    ctx.fillRect(vx - w / 2, y, w, (height - horizon) * 0.05 * t + 1);
  }
  const cars = 1 + Math.floor(random() * 4);
  for (let i = 0; i < cars; i++) {
    const t = between(random, 0.2, 0.9);
    const y = horizon + (height - horizon) * t * t;
    const w = width * 0.05 + width * 0.3 * t * t;
    const x = vx + between(random, -0.4, 0.4) * w * 2;
    ctx.fillStyle = css(vivid(random));
    ctx.beginPath();
    ctx.roundRect(x - w / 2, y - w * 0.45, w, w * 0.45, w * 0.12);
    ctx.fill();
    ctx.fillStyle = "rgba(40,50,60,0.8)";
    ctx.fillRect(x - w * 0.35, y - w * 0.4, w * 0.7, w * 0.15);
  }
}

function paintGarden(ctx: Ctx, width: number, height: number, random: () => number) {
  const horizon = height * between(random, 0.15, 0.4);
  ctx.fillStyle = "rgb(160,200,235)";
  ctx.fillRect(0, 0, width, horizon);
  const lawn = ctx.createLinearGradient(0, horizon, 0, height);
  lawn.addColorStop(0, "rgb(70,120,55)");
  lawn.addColorStop(1, "rgb(95,150,60)");
  ctx.fillStyle = lawn;
  ctx.fillRect(0, horizon, width, height - horizon);
  // Bushes along the horizon, grass blades, then flowers growing larger toward the camera.
  for (let i = 0; i < 14; i++) {
    ctx.fillStyle = css(oklch(between(random, 0.35, 0.55), 0.1, between(random, 125, 150)));
    ctx.beginPath();
    ctx.ellipse(
      random() * width,
      horizon,
      width * between(random, 0.05, 0.15),
      height * 0.08,
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.strokeStyle = "rgba(40,90,35,0.5)";
  ctx.lineWidth = Math.max(1, width * 0.0015);
  for (let i = 0; i < 600; i++) {
    const x = random() * width;
    const y = horizon + random() * (height - horizon);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + between(random, -3, 3), y - height * 0.02);
    ctx.stroke();
  }
  const flowers = 20 + Math.floor(random() * 60);
  const palette = Array.from({ length: 3 }, () => vivid(random));
  for (let i = 0; i < flowers; i++) {
    const y = horizon + (height - horizon) * Math.sqrt(random());
    const x = random() * width;
    const r = width * 0.008 + ((y - horizon) / (height - horizon)) * width * 0.035;
    const rgb = pick(random, palette);
    ctx.fillStyle = css(rgb);
    ctx.beginPath();
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      ctx.moveTo(x + Math.cos(a) * r + r * 0.6, y + Math.sin(a) * r);
      ctx.arc(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.6, 0, Math.PI * 2);
    }
    ctx.fill();
    ctx.fillStyle = "rgb(240,200,60)";
    ctx.beginPath();
    ctx.arc(x, y, r * 0.4, 0, Math.PI * 2);
    ctx.fill();
  }
}

const paintPet: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, {
    ...backdrop,
    kind: pick(random, ["knit", "bedsheet", "wood", "towel"] as const),
  });
  const fur = pick(random, [
    [210, 130, 60],
    [40, 38, 40],
    [230, 228, 222],
    [140, 140, 145],
    [120, 85, 55],
  ] as Rgb[]);
  const s = Math.min(width, height) * between(random, 0.3, 0.5);
  const cx = width * between(random, 0.4, 0.6);
  const cy = height * between(random, 0.45, 0.6);
  const cat = random() < 0.6;
  const body = (x: number, y: number, rx: number, ry: number, rot: number) => {
    const g = ctx.createRadialGradient(x - rx * 0.2, y - ry * 0.3, 0, x, y, Math.max(rx, ry));
    g.addColorStop(0, css(mix(fur, [255, 255, 255], 0.15)));
    g.addColorStop(1, css(shade(fur, 0.6)));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
    ctx.fill();
  };
  dropShadow(ctx, s * 0.2);
  body(cx + s * 0.5, cy + s * 0.25, s * 0.9, s * 0.5, 0.1);
  noShadow(ctx);
  // Fur strokes over the body.
  ctx.strokeStyle = css(shade(fur, 0.7), 0.35);
  ctx.lineWidth = Math.max(1, s * 0.006);
  for (let i = 0; i < 400; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random());
    const x = cx + s * 0.5 + Math.cos(a) * d * s * 0.85;
    const y = cy + s * 0.25 + Math.sin(a) * d * s * 0.45;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + s * 0.04, y + s * 0.01);
    ctx.stroke();
  }
  // Head with ears, eyes and nose.
  for (const side of [-1, 1]) {
    ctx.fillStyle = css(shade(fur, 0.85));
    ctx.beginPath();
    if (cat) {
      ctx.moveTo(cx + side * s * 0.12, cy - s * 0.3);
      ctx.lineTo(cx + side * s * 0.38, cy - s * 0.6);
      ctx.lineTo(cx + side * s * 0.4, cy - s * 0.15);
    } else {
      ctx.ellipse(
        cx + side * s * 0.38,
        cy - s * 0.05,
        s * 0.12,
        s * 0.3,
        side * 0.3,
        0,
        Math.PI * 2,
      );
    }
    ctx.fill();
  }
  body(cx, cy, s * 0.42, s * 0.36, 0);
  for (const side of [-1, 1]) {
    ctx.fillStyle = cat ? "rgb(170,190,60)" : "rgb(70,45,25)";
    ctx.beginPath();
    ctx.ellipse(cx + side * s * 0.15, cy - s * 0.06, s * 0.06, s * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "rgb(15,15,15)";
    ctx.beginPath();
    ctx.ellipse(
      cx + side * s * 0.15,
      cy - s * 0.06,
      s * (cat ? 0.015 : 0.035),
      s * 0.045,
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = cat ? "rgb(220,130,140)" : "rgb(30,25,25)";
  ctx.beginPath();
  ctx.ellipse(cx, cy + s * 0.1, s * 0.05, s * 0.035, 0, 0, Math.PI * 2);
  ctx.fill();
  if (cat) {
    ctx.strokeStyle = "rgba(250,250,250,0.7)";
    ctx.lineWidth = Math.max(1, s * 0.004);
    for (const side of [-1, 1]) {
      for (let k = -1; k <= 1; k++) {
        ctx.beginPath();
        ctx.moveTo(cx + side * s * 0.08, cy + s * 0.13);
        ctx.lineTo(cx + side * s * 0.45, cy + s * (0.1 + k * 0.06));
        ctx.stroke();
      }
    }
  }
};

const paintSwatches: Painter = (ctx, width, height, random, backdrop) => {
  surface(ctx, width, height, random, { ...backdrop, kind: "studio" });
  // Laid out on a loose grid, overlapping a little.
  const cols = 2 + Math.floor(random() * 3);
  const size = (width / cols) * between(random, 0.85, 1.1);
  const rows = Math.ceil(height / (size * 0.8)) + 1;
  for (let i = 0; i < cols * rows; i++) {
    const kinds = ["knit", "woven", "towel", "bedsheet"] as const;
    const fabric: BackdropSpec = randomBackdrop(random);
    const swatch = createCanvas(Math.ceil(size), Math.ceil(size * 0.8));
    const sctx = swatch.getContext("2d");
    paintBackdrop(
      sctx,
      {
        ...fabric,
        kind: pick(random, kinds),
        scale: fabric.kind === "knit" ? 0.08 : fabric.scale * 2,
      },
      swatch.width,
      swatch.height,
      Math.floor(random() * 2 ** 31),
    );
    // Pinked edges: a zigzag outline.
    const cut = createCanvas(swatch.width, swatch.height);
    const cctx = cut.getContext("2d");
    const tooth = size * 0.025;
    cctx.beginPath();
    zigzag(cctx, swatch.width, swatch.height, tooth);
    cctx.clip();
    cctx.drawImage(swatch, 0, 0);
    ctx.save();
    ctx.translate(
      ((i % cols) + 0.5 + between(random, -0.15, 0.15)) * (width / cols),
      (Math.floor(i / cols) + between(random, -0.15, 0.15)) * size * 0.8,
    );
    ctx.rotate(between(random, -0.6, 0.6));
    dropShadow(ctx, size * 0.05);
    ctx.drawImage(cut, -swatch.width / 2, -swatch.height / 2);
    ctx.restore();
  }
};

function zigzag(ctx: Ctx, w: number, h: number, tooth: number) {
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const n = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / tooth));
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const inward = k % 2 === 0 ? 0 : tooth * 0.6;
      const nx = -(y1 - y0) / Math.hypot(x1 - x0, y1 - y0);
      const ny = (x1 - x0) / Math.hypot(x1 - x0, y1 - y0);
      ctx.lineTo(x0 + (x1 - x0) * t + nx * inward, y0 + (y1 - y0) * t + ny * inward);
    }
  };
  const m = tooth;
  ctx.moveTo(m, m);
  edge(m, m, w - m, m);
  edge(w - m, m, w - m, h - m);
  edge(w - m, h - m, m, h - m);
  edge(m, h - m, m, m);
  ctx.closePath();
}
