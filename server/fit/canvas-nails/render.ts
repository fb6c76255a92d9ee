import { createCanvas, Path2D, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { pick, seededRandom } from "~/core/seeded-random";
import { surfaceCss } from "../surface-labels";
import {
  oklch,
  rgbToOklab,
  type BackdropSpec,
  type CameraSpec,
  type CanvasNailSpec,
  type CanvasShape,
  type FingerSpec,
  type HandSpec,
  type LightSpec,
  type PolishSpec,
  type PropSpec,
  type Rgb,
  type Shade,
} from "./spec";

// Draws a CanvasNailSpec with Skia: a textured backdrop with props, hands built from bezier
// outlines (palm, fingers, thumb) in a hand-sized centimetre model, nails painted in each nail's
// own foreshortened frame, then a camera pass (shadow, light falloff, vignette, exposure,
// white balance, noise, JPEG).

type Ctx = SKRSContext2D;
interface P {
  x: number;
  y: number;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const add = (a: P, b: P): P => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: P, b: P): P => ({ x: a.x - b.x, y: a.y - b.y });
const mul = (a: P, k: number): P => ({ x: a.x * k, y: a.y * k });
const len = (a: P) => Math.hypot(a.x, a.y);
const unit = (a: P): P => {
  const l = len(a) || 1;
  return { x: a.x / l, y: a.y / l };
};
/** Rotated a quarter turn counter-clockwise on screen. */
const perp = (a: P): P => ({ x: a.y, y: -a.x });
const dot = (a: P, b: P) => a.x * b.x + a.y * b.y;
/** The direction `angle` radians clockwise from straight up, on screen (y grows downward). */
const heading = (angle: number): P => ({ x: Math.sin(angle), y: -Math.cos(angle) });

function get<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`index ${i} out of range`);
  return item;
}

const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
export const css = (rgb: Rgb, alpha = 1) =>
  `rgba(${Math.round(clamp255(rgb[0]))},${Math.round(clamp255(rgb[1]))},${Math.round(clamp255(rgb[2]))},${alpha})`;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
/** Darker (k < 1) or lighter; red kept a little, as skin in shadow turns warmer, not grey. */
export const shade = (c: Rgb, k: number): Rgb => [
  clamp255(c[0] * k ** 0.85),
  clamp255(c[1] * k),
  clamp255(c[2] * k ** 1.05),
];
const between = (random: () => number, lo: number, hi: number) => lo + (hi - lo) * random();

/** The Catmull-Rom piece from `p1` to `p2`, its tangents set by `p0` and `p3`, as a Bézier. */
function catmullRom(ctx: Ctx, p0: P, p1: P, p2: P, p3: P) {
  ctx.bezierCurveTo(
    p1.x + (p2.x - p0.x) / 6,
    p1.y + (p2.y - p0.y) / 6,
    p2.x - (p3.x - p1.x) / 6,
    p2.y - (p3.y - p1.y) / 6,
    p2.x,
    p2.y,
  );
}

/** A closed Catmull-Rom curve through `pts`, as cubic beziers. */
function smoothClosed(ctx: Ctx, pts: readonly P[]) {
  const n = pts.length;
  const first = get(pts, 0);
  ctx.moveTo(first.x, first.y);
  for (let i = 0; i < n; i++) {
    catmullRom(
      ctx,
      get(pts, (i - 1 + n) % n),
      get(pts, i),
      get(pts, (i + 1) % n),
      get(pts, (i + 2) % n),
    );
  }
  ctx.closePath();
}

/** An open Catmull-Rom curve through `pts`. */
function smoothOpen(ctx: Ctx, pts: readonly P[]) {
  const n = pts.length;
  const first = get(pts, 0);
  ctx.moveTo(first.x, first.y);
  for (let i = 0; i < n - 1; i++) {
    catmullRom(
      ctx,
      get(pts, Math.max(0, i - 1)),
      get(pts, i),
      get(pts, i + 1),
      get(pts, Math.min(n - 1, i + 2)),
    );
  }
}

function oklchOf(rgb: Rgb): [number, number, number] {
  const [l, a, b] = rgbToOklab(rgb);
  return [l, Math.hypot(a, b), ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360];
}

// ---------------------------------------------------------------------------------------------
// The hand model, in centimetres: knuckle line at y = 0, fingers toward -y, wrist at +8.5, the
// index finger on the thumb's side (-x). A left hand is the mirror image.

const FINGERS = [
  { x: -2.85, y: 0.25, seg: [4.0, 2.4, 2.05], half: 0.93 },
  { x: -0.95, y: 0, seg: [4.45, 2.75, 2.25], half: 0.97 },
  { x: 0.95, y: 0.2, seg: [4.15, 2.6, 2.15], half: 0.9 },
  { x: 2.75, y: 1.05, seg: [3.35, 1.95, 1.9], half: 0.78 },
] as const;
const FINGER_REST_ANGLE = [-0.1, -0.03, 0.05, 0.16];
const THUMB = { x: -3.35, y: 5.6, seg: [3.0, 3.0, 2.6], half: 1.15 } as const;
/** Half width along a finger, relative to its base: knuckle bulge, then tapering to the tip. */
const FINGER_TAPER = [1.0, 1.02, 0.97, 0.95, 0.9, 0.87, 0.84, 0.8];

export interface NailFrame {
  /** Screen position of the cuticle's centre and the screen vectors of one nail-centimetre. */
  origin: P;
  ex: P;
  ey: P;
  half: number;
  bed: number;
  total: number;
}

interface FingerGeom {
  /** Centreline (base inside the palm … tip) and half widths, screen pixels. */
  pts: P[];
  half: number[];
  dir: P;
  /** The tip's rounded cap length. */
  cap: number;
  /** Joint positions on the centreline: knuckle, middle, last; with their foreshortening. */
  joints: { at: P; half: number; fore: number }[];
  nail: NailFrame;
  /** Index in FINGERS, or 4 for the thumb. */
  which: number;
}

interface HandGeom {
  outline: P[];
  fingers: FingerGeom[];
  /** Drawn before the palm, which covers its root. */
  thumb: FingerGeom | null;
  knuckles: P[];
  /** Pixels per centimetre. */
  scale: number;
  along: P;
  across: P;
  palmCenter: P;
  palmHalf: number;
  wrist: P;
  sleeve: { outline: P[]; rgb: Rgb } | null;
}

/** Screen mapping of a hand: mirror, rotate, scale, then translate. */
function handMapper(hand: HandSpec, scale: number, origin: P) {
  const mirror = hand.side === "left" ? -1 : 1;
  const c = Math.cos(hand.angle);
  const s = Math.sin(hand.angle);
  const linear = (p: P): P => ({
    x: (mirror * p.x * c - p.y * s) * scale,
    y: (mirror * p.x * s + p.y * c) * scale,
  });
  return { linear, point: (p: P) => add(origin, linear(p)) };
}

interface LocalFinger {
  pts: P[];
  half: number[];
  dir: P;
  joints: { at: P; half: number; fore: number }[];
  cuticle: P;
  nailX: P;
  nailY: P;
  nailHalf: number;
  bed: number;
  cap: number;
}

/** One finger in hand centimetres; bends foreshorten each segment (the hand's pitch included). */
function localFinger(
  base: P,
  angle: number,
  seg: readonly number[],
  half0: number,
  finger: FingerSpec,
  pitch: number,
): LocalFinger {
  const dir = heading(angle);
  const pts: P[] = [sub(base, mul(dir, 1.6 * Math.cos(pitch))), base];
  const joints: LocalFinger["joints"] = [{ at: base, half: half0 * 1.02, fore: Math.cos(pitch) }];
  let p = base;
  let flex = 0;
  let fore = 1;
  for (let j = 0; j < 3; j++) {
    flex += get(finger.bend, j);
    fore = Math.max(0.2, Math.abs(Math.cos(pitch - flex)));
    const l = get(seg, j) * finger.length * fore;
    pts.push(add(p, mul(dir, l / 2)));
    p = add(p, mul(dir, l));
    pts.push(p);
    if (j < 2) joints.push({ at: p, half: half0 * get(FINGER_TAPER, 3 + 2 * j), fore });
  }
  const half = FINGER_TAPER.map((t) => t * half0);
  const tipHalf = get(half, half.length - 1);
  const cap = tipHalf * (0.62 + 0.3 * fore);
  // The nail: its bed ends a little short of the fingertip's end; roll turns it sideways.
  const bed = 0.55 * get(seg, 2) * finger.length;
  const side = perp(dir);
  const bedEnd = add(p, mul(dir, cap * 0.42));
  const cuticle = add(
    sub(bedEnd, mul(dir, bed * fore)),
    mul(side, tipHalf * Math.sin(finger.roll) * 0.65),
  );
  return {
    pts,
    half,
    dir,
    joints,
    cuticle,
    nailX: mul(side, Math.cos(finger.roll)),
    nailY: mul(dir, fore),
    nailHalf: tipHalf * 0.8,
    bed,
    cap,
  };
}

function handGeometry(
  hand: HandSpec,
  width: number,
  nailLength: number,
  sleeveOf: HandSpec["sleeve"],
): HandGeom {
  const scale = (hand.size * width) / 8;
  const b = hand.breadth;
  const cosPitch = Math.cos(hand.pitch);
  const forearm = Math.cos(Math.min(hand.pitch, 0.35));
  const locals: { local: LocalFinger; which: number }[] = hand.fingers.map((finger, i) => {
    const f = get(FINGERS, i);
    const base = { x: f.x * b, y: f.y * cosPitch };
    const angle = get(FINGER_REST_ANGLE, i) + finger.splay;
    return {
      local: localFinger(base, angle, f.seg, f.half * b, finger, hand.pitch),
      which: i,
    };
  });
  const thumbLocal = hand.thumb
    ? localFinger(
        { x: THUMB.x * b, y: THUMB.y * cosPitch },
        -hand.thumb.angle,
        THUMB.seg,
        THUMB.half * b,
        hand.thumb,
        hand.pitch,
      )
    : null;

  // The palm's outline: thumb side from the wrist up, over the webs between fingers, down the
  // little finger's side, and the forearm running out of the frame.
  const at = (l: LocalFinger, d: number, side: number) =>
    add(add(get(l.pts, 1), mul(l.dir, d)), mul(perp(l.dir), side));
  const [f0, f1, f2, f3] = locals.map((l) => l.local) as [
    LocalFinger,
    LocalFinger,
    LocalFinger,
    LocalFinger,
  ];
  const web = (a: LocalFinger, c: LocalFinger) => {
    const m = mul(add(at(a, 1.3, 0), at(c, 1.3, 0)), 0.5);
    return add(m, mul(add(a.dir, c.dir), -0.15));
  };
  const wristY = 8.5 * cosPitch;
  const outlineLocal: P[] = [
    { x: -2.95 * b, y: wristY },
    { x: -3.55 * b, y: 6.6 * cosPitch },
    { x: -4.0 * b, y: 3.6 * cosPitch },
    { x: -4.0 * b, y: 1.5 * cosPitch },
    at(f0, 0.7, -get(f0.half, 2) * 0.98),
    at(f0, 1.0, 0),
    web(f0, f1),
    at(f1, 1.0, 0),
    web(f1, f2),
    at(f2, 1.0, 0),
    web(f2, f3),
    at(f3, 0.8, 0),
    at(f3, 0.7, get(f3.half, 2) * 0.98),
    { x: 3.72 * b, y: 2.4 * cosPitch },
    { x: 3.55 * b, y: 5.6 * cosPitch },
    { x: 3.0 * b, y: wristY },
    // The forearm, in short steps so the smooth curve does not overshoot at the wrist.
    ...[3, 7, 12, 20, 30, 48].map((d) => ({ x: (3.0 + 0.018 * d) * b, y: wristY + d * forearm })),
    ...[48, 30, 20, 12, 7, 3].map((d) => ({ x: -(2.95 + 0.018 * d) * b, y: wristY + d * forearm })),
  ];

  // Place the anchor: the fingertips' centre, or one finger's nail centre.
  const nailCentre = (l: LocalFinger) =>
    add(l.cuticle, mul(l.nailY, l.bed * (1 + nailLength) * 0.5));
  const anchorLocal =
    hand.anchor === "tips"
      ? mul(
          locals.reduce((s, l) => add(s, get(l.local.pts, l.local.pts.length - 1)), { x: 0, y: 0 }),
          0.25,
        )
      : nailCentre(get(locals, hand.anchor).local);
  const probe = handMapper(hand, scale, { x: 0, y: 0 });
  const origin = sub({ x: hand.at[0] * width, y: hand.at[1] * width }, probe.linear(anchorLocal));
  const map = handMapper(hand, scale, origin);

  const toGeom = (l: LocalFinger, which: number): FingerGeom => {
    const ex = map.linear(l.nailX);
    const ey = map.linear(l.nailY);
    return {
      pts: l.pts.map(map.point),
      half: l.half.map((h) => h * scale),
      dir: unit(map.linear(l.dir)),
      cap: l.cap * scale,
      joints: l.joints.map((j) => ({ at: map.point(j.at), half: j.half * scale, fore: j.fore })),
      nail: {
        origin: map.point(l.cuticle),
        ex,
        ey,
        half: l.nailHalf,
        bed: l.bed,
        total: l.bed * (1 + nailLength),
      },
      which,
    };
  };
  const fingers = locals.map((l) => toGeom(l.local, l.which));
  if (hand.order === "index-on-top") fingers.reverse();

  const sleeve = sleeveOf
    ? {
        rgb: sleeveOf.rgb,
        outline: [
          { x: 0, y: wristY + (sleeveOf.from - 0.4) * forearm },
          { x: 2.4 * b, y: wristY + (sleeveOf.from - 0.2) * forearm },
          ...[0, 2, 6, 14, 26, 48].map((d) => ({
            x: (3.7 + 0.015 * d) * b,
            y: wristY + (sleeveOf.from + d) * forearm,
          })),
          ...[48, 26, 14, 6, 2, 0].map((d) => ({
            x: -(3.75 + 0.015 * d) * b,
            y: wristY + (sleeveOf.from + d) * forearm,
          })),
          { x: -2.4 * b, y: wristY + (sleeveOf.from - 0.2) * forearm },
        ].map(map.point),
      }
    : null;

  return {
    outline: outlineLocal.map(map.point),
    fingers,
    thumb: thumbLocal ? toGeom(thumbLocal, 4) : null,
    knuckles: locals.map((l) => map.point(get(l.local.pts, 1))),
    scale,
    along: unit(map.linear({ x: 0, y: -1 })),
    across: unit(map.linear({ x: 1, y: 0 })),
    palmCenter: map.point({ x: 0, y: 3.5 * cosPitch }),
    palmHalf: 4 * b * scale,
    wrist: map.point({ x: 0, y: wristY }),
    sleeve,
  };
}

// ---------------------------------------------------------------------------------------------
// Skin

interface Look {
  skin: Rgb;
  /** Points toward the light, on screen. */
  light: P;
  polish: PolishSpec | null;
  seed: number;
}

/** A gradient across a limb: dark rims, lit toward the light. */
function acrossGradient(ctx: Ctx, centre: P, across: P, half: number, skin: Rgb, light: P) {
  const l = dot(light, across) * 0.22;
  const a = sub(centre, mul(across, half * 1.04));
  const b = add(centre, mul(across, half * 1.04));
  const g = ctx.createLinearGradient(a.x, a.y, b.x, b.y);
  g.addColorStop(0, css(shade(skin, 0.6)));
  g.addColorStop(0.1, css(shade(skin, 0.8)));
  g.addColorStop(0.3 + l, css(skin));
  g.addColorStop(0.5 + l, css(mix(skin, [255, 244, 236], 0.13)));
  g.addColorStop(0.72 + l, css(skin));
  g.addColorStop(0.92, css(shade(skin, 0.8)));
  g.addColorStop(1, css(shade(skin, 0.62)));
  return g;
}

function fingerOutline(f: FingerGeom): P[] {
  const n = perp(f.dir);
  const right = f.pts.map((p, i) => sub(p, mul(n, get(f.half, i))));
  const left = f.pts.map((p, i) => add(p, mul(n, get(f.half, i))));
  const tip = get(f.pts, f.pts.length - 1);
  const tipHalf = get(f.half, f.half.length - 1);
  const cap: P[] = [-60, -30, 0, 30, 60].map((deg) => {
    const t = (deg * Math.PI) / 180;
    return add(add(tip, mul(f.dir, f.cap * Math.cos(t))), mul(n, tipHalf * Math.sin(t)));
  });
  const base = sub(get(f.pts, 0), mul(f.dir, get(f.half, 0) * 0.5));
  return [...right, ...cap, ...left.reverse(), base];
}

/** Strokes the current path in `style`, `width` wide, with round ends. */
function strokeRound(ctx: Ctx, style: string, width: number) {
  ctx.strokeStyle = style;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.stroke();
}

/** A crease: a shallow arc across a limb at `at`, bulging toward `dir`. */
function crease(
  ctx: Ctx,
  at: P,
  dir: P,
  half: number,
  bulge: number,
  width: number,
  rgb: Rgb,
  alpha: number,
) {
  const n = perp(dir);
  const a = add(at, mul(n, half));
  const b = sub(at, mul(n, half));
  const c = add(at, mul(dir, bulge));
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.quadraticCurveTo(c.x, c.y, b.x, b.y);
  strokeRound(ctx, css(rgb, alpha), width);
}

function paintPalm(ctx: Ctx, hand: HandGeom, look: Look) {
  const { skin, light } = look;
  const s = hand.scale;
  ctx.save();
  ctx.beginPath();
  smoothClosed(ctx, hand.outline);
  ctx.fillStyle = css(skin);
  ctx.fill();
  ctx.clip();
  ctx.fillStyle = acrossGradient(ctx, hand.palmCenter, hand.across, hand.palmHalf, skin, light);
  ctx.fill();
  // The back of the hand catches more light than the wrist running away from it.
  const w = hand.wrist;
  const far = add(w, mul(hand.along, -12 * s));
  const g = ctx.createLinearGradient(w.x, w.y, far.x, far.y);
  g.addColorStop(0, "rgba(0,0,0,0)");
  g.addColorStop(1, "rgba(0,0,0,0.22)");
  ctx.fillStyle = g;
  ctx.fill();
  // Knuckles: a soft highlight on each, a few folds just past it, tendons toward the wrist.
  hand.knuckles.forEach((k, i) => {
    const c = add(k, mul(hand.along, 0.15 * s));
    const r = 0.75 * s;
    const lit = add(c, mul(light, 0.2 * s));
    const hg = ctx.createRadialGradient(lit.x, lit.y, 0, lit.x, lit.y, r);
    hg.addColorStop(0, css(mix(skin, [255, 240, 230], 0.22), 0.55));
    hg.addColorStop(1, css(skin, 0));
    ctx.fillStyle = hg;
    ctx.fillRect(c.x - r, c.y - r, 2 * r, 2 * r);
    const foldRgb = shade(skin, 0.62);
    for (let j = 0; j < 2; j++) {
      crease(
        ctx,
        add(k, mul(hand.along, (0.45 + 0.18 * j) * s)),
        hand.along,
        0.45 * s,
        0.12 * s,
        0.04 * s,
        foldRgb,
        0.22,
      );
    }
    if (i < 3) {
      const t = sub(hand.wrist, k);
      ctx.beginPath();
      ctx.moveTo(k.x + t.x * 0.12, k.y + t.y * 0.12);
      ctx.lineTo(k.x + t.x * 0.7, k.y + t.y * 0.7);
      ctx.strokeStyle = css(mix(skin, [255, 240, 230], 0.2), 0.16);
      ctx.lineWidth = 0.35 * s;
      ctx.stroke();
    }
  });
  ctx.restore();
  if (hand.sleeve) paintSleeve(ctx, hand, hand.sleeve, light);
}

function paintSleeve(ctx: Ctx, hand: HandGeom, sleeve: { outline: P[]; rgb: Rgb }, light: P) {
  const s = hand.scale;
  ctx.save();
  ctx.beginPath();
  smoothClosed(ctx, sleeve.outline);
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = 0.4 * s;
  ctx.fillStyle = css(sleeve.rgb);
  ctx.fill();
  ctx.shadowColor = "rgba(0,0,0,0)";
  ctx.clip();
  const cuff = get(sleeve.outline, 0);
  ctx.fillStyle = acrossGradient(
    ctx,
    add(cuff, mul(hand.along, -6 * s)),
    hand.across,
    4.3 * s,
    sleeve.rgb,
    light,
  );
  ctx.fill();
  // Ribbing along the arm.
  for (let i = -12; i <= 12; i++) {
    const a = add(cuff, mul(hand.across, i * 0.35 * s));
    const b = add(a, mul(hand.along, -40 * s));
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.strokeStyle = css(shade(sleeve.rgb, 0.7), 0.35);
    ctx.lineWidth = 0.08 * s;
    ctx.stroke();
  }
  ctx.restore();
}

/** A finger (or the thumb) with its nail, drawn on its own small canvas so its base can fade
 * into the palm without a seam. */
function paintFinger(
  ctx: Ctx,
  f: FingerGeom,
  look: Look,
  ring: HandSpec["ring"],
  scale: number,
  bare: boolean,
  fadeBase: boolean,
) {
  const outline = fingerOutline(f);
  const nailCorners = nailCornersOf(f.nail);
  const all = [...outline, ...nailCorners];
  const pad = 0.6 * scale;
  const x0 = Math.max(0, Math.floor(Math.min(...all.map((p) => p.x)) - pad));
  const y0 = Math.max(0, Math.floor(Math.min(...all.map((p) => p.y)) - pad));
  const x1 = Math.min(ctx.canvas.width, Math.ceil(Math.max(...all.map((p) => p.x)) + pad));
  const y1 = Math.min(ctx.canvas.height, Math.ceil(Math.max(...all.map((p) => p.y)) + pad));
  if (x1 - x0 < 2 || y1 - y0 < 2) return;
  const layer = createCanvas(x1 - x0, y1 - y0);
  const c = layer.getContext("2d");
  c.translate(-x0, -y0);
  const { skin, light } = look;
  const n = perp(f.dir);

  c.save();
  c.beginPath();
  smoothClosed(c, outline);
  c.fillStyle = css(skin);
  c.fill();
  c.clip();
  const mid = mul(add(get(f.pts, 1), get(f.pts, f.pts.length - 1)), 0.5);
  c.fillStyle = acrossGradient(c, mid, n, get(f.half, 3), skin, light);
  c.fill();
  // Fingertips are pinker (blood close under the skin).
  const tip = get(f.pts, f.pts.length - 1);
  const r = get(f.half, f.half.length - 1) * 1.8;
  const tg = c.createRadialGradient(tip.x, tip.y, 0, tip.x, tip.y, r);
  tg.addColorStop(0, css(mix(skin, [225, 110, 110], 0.22), 0.6));
  tg.addColorStop(1, css(skin, 0));
  c.fillStyle = tg;
  c.fillRect(tip.x - r, tip.y - r, 2 * r, 2 * r);
  // Knuckle creases: three folds over the middle joint, two over the last.
  const fold = shade(skin, 0.55);
  f.joints.slice(1).forEach((j, k) => {
    const count = k === 0 ? 3 : 2;
    for (let i = 0; i < count; i++) {
      const at = add(j.at, mul(f.dir, (i - (count - 1) / 2) * 0.13 * scale * j.fore));
      crease(c, at, f.dir, j.half * 0.6, 0.16 * scale * j.fore, 0.035 * scale, fold, 0.3);
    }
  });
  c.restore();

  if (ring) paintRing(c, f, ring, scale, light);
  paintNail(c, f.nail, look, bare, scale, f.which);

  if (fadeBase) {
    // Fade the base into the palm, which lies under it.
    const a = add(get(f.pts, 0), mul(f.dir, 0.2 * scale));
    const b = get(f.pts, 1);
    const fade = c.createLinearGradient(a.x, a.y, b.x, b.y);
    fade.addColorStop(0, "rgba(0,0,0,0)");
    fade.addColorStop(1, "rgba(0,0,0,1)");
    c.globalCompositeOperation = "destination-in";
    c.fillStyle = fade;
    c.fillRect(x0, y0, x1 - x0, y1 - y0);
  }

  // A soft contact shadow where this finger lies over a neighbour.
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.28)";
  ctx.shadowBlur = 0.25 * scale;
  ctx.shadowOffsetX = -light.x * 0.08 * scale;
  ctx.shadowOffsetY = -light.y * 0.08 * scale;
  ctx.drawImage(layer, x0, y0);
  ctx.restore();
}

function paintRing(
  c: Ctx,
  f: FingerGeom,
  ring: NonNullable<HandSpec["ring"]>,
  scale: number,
  light: P,
) {
  const k = get(f.pts, 1);
  const pip = get(f.pts, 3);
  const at = add(k, mul(sub(pip, k), 0.55));
  const half = get(f.half, 2) * 1.04;
  const n = perp(f.dir);
  const metal: Rgb = ring.metal === "gold" ? [212, 175, 80] : [205, 208, 214];
  const a = sub(at, mul(n, half));
  const b = add(at, mul(n, half));
  const g = c.createLinearGradient(a.x, a.y, b.x, b.y);
  const lit = dot(light, n) * 0.2;
  g.addColorStop(0, css(shade(metal, 0.45)));
  g.addColorStop(0.35 + lit, css(mix(metal, [255, 255, 255], 0.7)));
  g.addColorStop(0.55 + lit, css(metal));
  g.addColorStop(0.8, css(shade(metal, 0.6)));
  g.addColorStop(1, css(shade(metal, 0.4)));
  c.save();
  c.shadowColor = "rgba(0,0,0,0.35)";
  c.shadowBlur = 0.1 * scale;
  crease(c, at, f.dir, half, 0.25 * scale * get(f.joints, 0).fore, 0.28 * scale, [0, 0, 0], 1);
  c.strokeStyle = g;
  c.stroke();
  c.restore();
  if (ring.gem) {
    const p = add(at, mul(f.dir, 0.18 * scale));
    const r = 0.26 * scale;
    const gg = c.createRadialGradient(p.x - r * 0.3, p.y - r * 0.3, 0, p.x, p.y, r);
    gg.addColorStop(0, "rgba(255,255,255,1)");
    gg.addColorStop(0.35, css(ring.gem));
    gg.addColorStop(1, css(shade(ring.gem, 0.5)));
    c.beginPath();
    c.arc(p.x, p.y, r, 0, Math.PI * 2);
    c.fillStyle = gg;
    c.fill();
    c.strokeStyle = css(metal);
    c.lineWidth = 0.06 * scale;
    c.stroke();
  }
}

// ---------------------------------------------------------------------------------------------
// Nails, drawn in each nail's own frame: u across (cm), v from the cuticle toward the free edge.

function nailCornersOf(nail: NailFrame): P[] {
  const at = (u: number, v: number) => add(add(nail.origin, mul(nail.ex, u)), mul(nail.ey, v));
  return [
    at(-nail.half, 0),
    at(nail.half, 0),
    at(-nail.half, nail.total),
    at(nail.half, nail.total),
  ];
}

function traceNail(ctx: Ctx, shape: CanvasShape, h: number, bed: number, total: number) {
  const cut = 0.34 * h;
  ctx.beginPath();
  ctx.moveTo(-h, cut);
  ctx.bezierCurveTo(-h, -0.04 * h, h, -0.04 * h, h, cut);
  switch (shape) {
    case "Square": {
      const r = 0.22 * h;
      ctx.lineTo(h * 1.01, total - r);
      ctx.quadraticCurveTo(h * 1.01, total, h - r, total + 0.02 * h);
      ctx.quadraticCurveTo(0, total + 0.08 * h, -h + r, total + 0.02 * h);
      ctx.quadraticCurveTo(-h * 1.01, total, -h * 1.01, total - r);
      break;
    }
    case "Coffin": {
      const start = Math.max(cut, bed * 0.75);
      const tip = 0.5 * h;
      ctx.lineTo(h, start);
      ctx.lineTo(tip + 0.06 * h, total - 0.05 * h);
      ctx.quadraticCurveTo(tip, total, tip - 0.08 * h, total);
      ctx.lineTo(-tip + 0.08 * h, total);
      ctx.quadraticCurveTo(-tip, total, -tip - 0.06 * h, total - 0.05 * h);
      ctx.lineTo(-h, start);
      break;
    }
    case "Almond": {
      const start = Math.max(cut, bed * 0.72);
      const rise = total - start;
      ctx.lineTo(h, start);
      ctx.bezierCurveTo(h, start + rise * 0.55, 0.45 * h, total, 0, total);
      ctx.bezierCurveTo(-0.45 * h, total, -h, start + rise * 0.55, -h, start);
      break;
    }
    case "Stiletto": {
      const start = Math.max(cut, bed * 0.55);
      const rise = total - start;
      ctx.lineTo(h, start);
      ctx.bezierCurveTo(h, start + rise * 0.4, 0.14 * h, total - rise * 0.06, 0, total);
      ctx.bezierCurveTo(-0.14 * h, total - rise * 0.06, -h, start + rise * 0.4, -h, start);
      break;
    }
  }
  ctx.closePath();
}

const NATURAL_FREE_EDGE: Rgb = [246, 240, 228];

function nailBedRgb(skin: Rgb): Rgb {
  const [l] = oklchOf(skin);
  // Nail beds are lighter and pinker than the skin, on every skin tone.
  return mix(mix(skin, [236, 170, 168], 0.55), [255, 235, 230], Math.max(0, 0.5 - l) * 0.5);
}

/** Fills the current clip with a polish shade: metals as chrome or brushed foil, others flat. */
function fillShade(
  ctx: Ctx,
  sh: Shade,
  h: number,
  total: number,
  brushed: boolean,
  random: () => number,
  alpha = 1,
) {
  if (sh.color !== "Gold" && sh.color !== "Silver") {
    ctx.fillStyle = css(sh.rgb, alpha);
    ctx.fillRect(-h * 2, -h, h * 4, total + 2 * h);
    return;
  }
  const [l, c, hue] = oklchOf(sh.rgb);
  const tilt = between(random, -0.5, 0.5) * h;
  const g = ctx.createLinearGradient(-h, total * 0.2 + tilt, h, total * 0.8 - tilt);
  const contrast = brushed ? 0.55 : 1;
  const stops: [number, number, number][] = [
    [0, -0.3, 0.8],
    [0.16, 0, 1],
    [0.3, 0.22, 0.45],
    [0.4, 0.04, 0.9],
    [0.56, -0.36, 0.7],
    [0.7, 0, 1],
    [0.84, 0.16, 0.6],
    [1, -0.24, 0.8],
  ];
  for (const [t, dl, dc] of stops) {
    const jitter = t === 0 || t === 1 ? 0 : between(random, -0.04, 0.04);
    g.addColorStop(
      t + jitter,
      css(oklch(Math.min(0.98, Math.max(0.08, l + dl * contrast)), c * dc, hue), alpha),
    );
  }
  ctx.fillStyle = g;
  ctx.fillRect(-h * 2, -h, h * 4, total + 2 * h);
  if (brushed) {
    // Fine streaks along the nail.
    for (let i = 0; i < 40; i++) {
      const u = between(random, -h, h);
      ctx.beginPath();
      ctx.moveTo(u, 0);
      ctx.lineTo(u + between(random, -0.05, 0.05), total);
      ctx.strokeStyle = random() < 0.5 ? "rgba(255,255,255,0.16)" : "rgba(0,0,0,0.12)";
      ctx.lineWidth = between(random, 0.005, 0.02);
      ctx.stroke();
    }
  }
}

function paintNaturalNail(
  ctx: Ctx,
  skin: Rgb,
  h: number,
  bed: number,
  total: number,
  lunula: boolean,
  px: number,
) {
  ctx.fillStyle = css(nailBedRgb(skin));
  ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
  // The free edge: the part of the nail past the fingertip, whitish and translucent.
  ctx.beginPath();
  ctx.moveTo(-2 * h, bed * 0.98 - 0.12 * h);
  ctx.quadraticCurveTo(0, bed * 1.02 + 0.12 * h, 2 * h, bed * 0.98 - 0.12 * h);
  ctx.lineTo(2 * h, total + h);
  ctx.lineTo(-2 * h, total + h);
  ctx.closePath();
  ctx.fillStyle = css(NATURAL_FREE_EDGE, 0.8);
  ctx.fill();
  if (lunula) {
    ctx.save();
    ctx.filter = `blur(${Math.max(0.5, 0.04 * px).toFixed(2)}px)`;
    ctx.beginPath();
    ctx.ellipse(0, 0.06 * h, 0.62 * h, 0.36 * h, 0, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(255,250,245,0.5)";
    ctx.fill();
    ctx.restore();
  }
}

function paintNail(
  ctx: Ctx,
  nail: NailFrame,
  look: Look,
  bare: boolean,
  scale: number,
  which: number,
) {
  const polish = look.polish;
  const shape: CanvasShape = bare || !polish ? "Square" : polish.shape;
  const h = nail.half;
  const bed = nail.bed;
  const total = nail.total;
  const random = seededRandom((look.seed ^ (which * 7919 + 17)) >>> 0);
  const px = scale;
  const exU = unit(nail.ex);
  const eyU = unit(nail.ey);
  const lu = dot(look.light, exU);
  const lv = dot(look.light, eyU);

  // The finger canvas's offset is the current transform; the nail's frame composes onto it.
  ctx.save();
  ctx.transform(nail.ex.x, nail.ex.y, nail.ey.x, nail.ey.y, nail.origin.x, nail.origin.y);

  // The nail fold: skin around the nail a little darker and pinker.
  ctx.save();
  ctx.filter = `blur(${Math.max(0.4, 0.05 * px).toFixed(2)}px)`;
  ctx.beginPath();
  ctx.moveTo(-h * 1.16, Math.min(bed, total) * 0.9);
  ctx.lineTo(-h * 1.16, 0.3 * h);
  ctx.bezierCurveTo(-h * 1.16, -0.2 * h, h * 1.16, -0.2 * h, h * 1.16, 0.3 * h);
  ctx.lineTo(h * 1.16, Math.min(bed, total) * 0.9);
  ctx.closePath();
  ctx.fillStyle = css(mix(shade(look.skin, 0.8), [200, 90, 95], 0.2), 0.7);
  ctx.fill();
  ctx.restore();

  traceNail(ctx, shape, h, bed, total);
  ctx.save();
  ctx.clip();
  if (bare || !polish) {
    paintNaturalNail(ctx, look.skin, h, bed, total, true, px);
  } else {
    paintPolish(ctx, polish, look.skin, h, bed, total, random, px);
  }

  // The nail's curve: darker toward its sides, brightest toward the light.
  const cg = ctx.createLinearGradient(-h, 0, h, 0);
  const off = lu * 0.18;
  cg.addColorStop(0, "rgba(0,0,0,0.32)");
  cg.addColorStop(0.16, "rgba(0,0,0,0.07)");
  cg.addColorStop(0.5 + off, "rgba(0,0,0,0)");
  cg.addColorStop(0.84, "rgba(0,0,0,0.07)");
  cg.addColorStop(1, "rgba(0,0,0,0.32)");
  ctx.fillStyle = cg;
  ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
  const vg = ctx.createLinearGradient(0, 0, 0, Math.max(0.1, total * 0.18));
  vg.addColorStop(0, "rgba(60,20,20,0.25)");
  vg.addColorStop(1, "rgba(60,20,20,0)");
  ctx.fillStyle = vg;
  ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);

  const glossy = bare || !polish || polish.finish === "glossy";
  const side = lu >= 0 ? 1 : -1;
  if (glossy) {
    const strength = bare || !polish ? 0.35 : polish.main.color === "Black" ? 0.85 : 0.7;
    const reflection = polish?.reflection ?? "streak";
    ctx.save();
    ctx.filter = `blur(${Math.max(0.3, 0.03 * px).toFixed(2)}px)`;
    const shift = -lv * 0.12 * total;
    if (reflection === "streak") {
      ctx.beginPath();
      ctx.moveTo(side * 0.52 * h, 0.2 * bed + shift);
      ctx.bezierCurveTo(
        side * 0.74 * h,
        0.42 * total + shift,
        side * 0.7 * h,
        0.62 * total + shift,
        side * 0.46 * h,
        0.8 * total + shift,
      );
      strokeRound(ctx, `rgba(255,255,255,${strength})`, 0.13 * h);
      ctx.beginPath();
      ctx.moveTo(-side * 0.55 * h, 0.35 * total);
      ctx.quadraticCurveTo(-side * 0.68 * h, 0.5 * total, -side * 0.6 * h, 0.62 * total);
      ctx.strokeStyle = `rgba(255,255,255,${strength * 0.35})`;
      ctx.lineWidth = 0.07 * h;
      ctx.stroke();
    } else {
      const u0 = side > 0 ? 0.08 * h : -0.64 * h;
      const w = 0.56 * h;
      const v0 = 0.16 * total + Math.max(0, shift);
      const hh = 0.32 * Math.min(total, bed * 1.4);
      // A soft window: two panes, curved along the nail.
      ctx.filter = `blur(${Math.max(0.5, 0.07 * px).toFixed(2)}px)`;
      const wg = ctx.createLinearGradient(0, v0, 0, v0 + hh);
      wg.addColorStop(0, `rgba(255,255,255,${strength * 0.75})`);
      wg.addColorStop(1, `rgba(255,255,255,${strength * 0.2})`);
      ctx.fillStyle = wg;
      ctx.beginPath();
      ctx.roundRect(u0, v0, w * 0.44, hh, 0.1 * h);
      ctx.roundRect(u0 + w * 0.56, v0, w * 0.44, hh, 0.1 * h);
      ctx.fill();
    }
    ctx.restore();
  } else {
    // Matte: a broad, dull sheen, no sharp reflection.
    const cx = side * 0.35 * h;
    const rg = ctx.createRadialGradient(cx, total * 0.45, 0, cx, total * 0.45, total * 0.6);
    rg.addColorStop(0, "rgba(255,255,255,0.13)");
    rg.addColorStop(1, "rgba(255,255,255,0)");
    ctx.fillStyle = rg;
    ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
  }
  ctx.restore();

  // A thin edge where the nail meets the skin and the free edge's rim.
  traceNail(ctx, shape, h, bed, total);
  ctx.strokeStyle = "rgba(40,20,20,0.3)";
  ctx.lineWidth = Math.max(0.012, 0.03 * h);
  ctx.stroke();
  ctx.restore();
}

/** Paints on one nail in its own frame (`h`, `bed`, `total`: its NailFrame's; `px`: its scale). */
type NailPainter = (
  ctx: Ctx,
  polish: PolishSpec,
  skin: Rgb,
  h: number,
  bed: number,
  total: number,
  random: () => number,
  px: number,
) => void;

const paintPolish: NailPainter = (ctx, polish, skin, h, bed, total, random, px) => {
  const d = polish.detail;
  const main = polish.main;
  const sheer = () => {
    paintNaturalNail(ctx, skin, h, bed, total, polish.lunula, px);
    ctx.fillStyle = css(polish.nude, polish.nudeAlpha);
    ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
  };
  switch (d.technique) {
    case "Plain":
      fillShade(ctx, main, h, total, polish.brushed, random);
      return;
    case "French Tips": {
      sheer();
      const vc = Math.max(bed * 0.8, total * (1 - d.depth));
      const vs = vc - d.smile * h * 0.85;
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(-h * 1.4, vs - 0.3 * d.smile * h);
      ctx.bezierCurveTo(-h * 0.9, vs + 0.1 * h, -h * 0.55, vc, 0, vc);
      ctx.bezierCurveTo(h * 0.55, vc, h * 0.9, vs + 0.1 * h, h * 1.4, vs - 0.3 * d.smile * h);
      ctx.lineTo(h * 1.4, total + h);
      ctx.lineTo(-h * 1.4, total + h);
      ctx.closePath();
      ctx.clip();
      fillShade(ctx, main, h, total, polish.brushed, random);
      ctx.restore();
      return;
    }
    case "Ombre": {
      if (d.toNude) sheer();
      const from = d.toNude ? null : polish.second;
      const g =
        d.axis === "along"
          ? ctx.createLinearGradient(0, total * 0.1, 0, total * 0.95)
          : ctx.createLinearGradient(-h, 0, h, 0);
      const mid = 0.5;
      const half = d.softness / 2;
      g.addColorStop(0, from ? css(from.rgb) : css(main.rgb, 0));
      g.addColorStop(Math.max(0.01, mid - half), from ? css(from.rgb) : css(main.rgb, 0));
      g.addColorStop(Math.min(0.99, mid + half), css(main.rgb));
      g.addColorStop(1, css(main.rgb));
      ctx.fillStyle = g;
      ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
      // Sponged: specks of both colors around the blend.
      for (let i = 0; i < 90; i++) {
        const t = mid + between(random, -half, half);
        const [u, v] =
          d.axis === "along"
            ? [between(random, -h, h), total * (0.1 + 0.85 * t)]
            : [-h + 2 * h * t, between(random, 0, total)];
        const rgb = random() < t ? main.rgb : (from?.rgb ?? polish.nude);
        ctx.fillStyle = css(rgb, 0.2);
        ctx.beginPath();
        ctx.arc(u, v, between(random, 0.006, 0.016), 0, Math.PI * 2);
        ctx.fill();
      }
      if (main.color === "Gold" || main.color === "Silver") metalSheen(ctx, h, total, random);
      return;
    }
    case "Glitter": {
      if (d.base === "sheer") sheer();
      else {
        // A flat, deeper base of the same color (a metal base would read as chrome, not glitter).
        ctx.fillStyle = css(shade(main.rgb, 0.72));
        ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
      }
      const area = 2 * h * total;
      const count = Math.min(3000, Math.round((d.density * area) / (d.flakeSize * d.flakeSize)));
      for (let i = 0; i < count; i++) {
        const u = between(random, -h, h);
        const v = between(random, 0, total);
        const size = d.flakeSize * (0.35 + 1.3 * random() ** 2);
        const r = random();
        const rgb =
          r < 0.4
            ? get(d.flakes, 0)
            : r < 0.6
              ? get(d.flakes, 1)
              : r < 0.8
                ? get(d.flakes, 2)
                : r < 0.9
                  ? get(d.flakes, 0)
                  : get(d.flakes, 3);
        // Each flake's facet catches the light differently.
        const facet = between(random, 0.55, 1.3);
        ctx.fillStyle = css(
          facet > 1 ? mix(rgb, [255, 255, 255], facet - 1) : shade(rgb, facet),
          0.95,
        );
        const sides = random() < 0.6 ? 6 : 4;
        const rot = random() * Math.PI;
        ctx.beginPath();
        for (let k = 0; k < sides; k++) {
          const a = rot + (k * 2 * Math.PI) / sides;
          const x = u + Math.cos(a) * size * 0.5;
          const y = v + Math.sin(a) * size * 0.5;
          if (k === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.closePath();
        ctx.fill();
      }
      // A few star glints.
      const stars = Math.floor(random() * 4);
      for (let i = 0; i < stars; i++) {
        const u = between(random, -0.7 * h, 0.7 * h);
        const v = between(random, 0.1 * total, 0.9 * total);
        const r = between(random, 0.06, 0.14);
        ctx.strokeStyle = "rgba(255,255,255,0.6)";
        ctx.lineWidth = 0.01;
        ctx.beginPath();
        ctx.moveTo(u - r, v);
        ctx.lineTo(u + r, v);
        ctx.moveTo(u, v - r);
        ctx.lineTo(u, v + r);
        ctx.stroke();
      }
      return;
    }
    case "Nail Art":
      paintArt(ctx, polish, skin, h, bed, total, random, px);
      return;
  }
};

/** Bright and dark bands over a gradient, so a metal in an ombre still reads as metal. */
function metalSheen(ctx: Ctx, h: number, total: number, random: () => number) {
  const g = ctx.createLinearGradient(-h, total * 0.3, h, total * 0.7);
  const t = between(random, 0.25, 0.4);
  g.addColorStop(0, "rgba(0,0,0,0.25)");
  g.addColorStop(t, "rgba(255,255,255,0.45)");
  g.addColorStop(t + 0.15, "rgba(255,255,255,0)");
  g.addColorStop(0.7, "rgba(0,0,0,0.25)");
  g.addColorStop(1, "rgba(255,255,255,0.2)");
  ctx.fillStyle = g;
  ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
}

function heartPath(ctx: Ctx, x: number, y: number, size: number) {
  // Point toward the free edge (+v), lobes toward the cuticle.
  const s = size / 2;
  ctx.moveTo(x, y + s);
  ctx.bezierCurveTo(x - s * 1.2, y + s * 0.2, x - s * 1.1, y - s * 0.9, x, y - s * 0.35);
  ctx.bezierCurveTo(x + s * 1.1, y - s * 0.9, x + s * 1.2, y + s * 0.2, x, y + s);
  ctx.closePath();
}

const paintArt: NailPainter = (ctx, polish, skin, h, bed, total, random, px) => {
  if (polish.detail.technique !== "Nail Art" || !polish.second) return;
  const { pattern, scale, angle } = polish.detail;
  const main = polish.main;
  const second = polish.second;
  const ink = css(second.rgb);
  if (pattern === "negative-space") {
    paintNaturalNail(ctx, skin, h, bed, total, polish.lunula, px);
    ctx.fillStyle = css(polish.nude, polish.nudeAlpha * 0.6);
    ctx.fillRect(-2 * h, -h, 4 * h, total + 2 * h);
  } else {
    fillShade(ctx, main, h, total, polish.brushed, random);
  }
  ctx.save();
  ctx.translate(0, total / 2);
  ctx.rotate(angle);
  ctx.scale(scale, scale);
  ctx.translate(0, -total / 2);
  const span = Math.max(h, total) * 1.6;
  switch (pattern) {
    case "marble": {
      // Soft smears first, then sharp veins on top.
      for (let i = 0; i < 5; i++) {
        ctx.save();
        const blur = i < 2;
        if (blur) ctx.filter = `blur(${Math.max(0.5, 0.06 * px).toFixed(2)}px)`;
        const pts: P[] = [];
        let u = between(random, -h, h);
        for (let v = -0.2 * total; v <= total * 1.2; v += total * 0.2) {
          u += between(random, -0.5, 0.5) * h;
          pts.push({ x: u, y: v });
        }
        ctx.beginPath();
        smoothOpen(ctx, pts);
        strokeRound(
          ctx,
          css(second.rgb, blur ? 0.6 : 0.9),
          blur ? between(random, 0.18, 0.32) : between(random, 0.025, 0.08),
        );
        ctx.restore();
      }
      return void ctx.restore();
    }
    case "leopard": {
      const count = 5 + Math.floor(random() * 5);
      for (let i = 0; i < count; i++) {
        const u = between(random, -h, h);
        const v = between(random, 0.05, 1) * total;
        const r = between(random, 0.1, 0.17);
        ctx.fillStyle = css(mix(main.rgb, second.rgb, 0.28));
        ctx.beginPath();
        ctx.ellipse(u, v, r * 0.8, r * 0.65, random() * 3, 0, Math.PI * 2);
        ctx.fill();
        const arcs = 2 + Math.floor(random() * 2);
        for (let k = 0; k < arcs; k++) {
          const a0 = (k * 2 * Math.PI) / arcs + between(random, 0, 0.6);
          ctx.beginPath();
          ctx.ellipse(u, v, r, r * 0.82, 0, a0, a0 + between(random, 1.2, 1.9));
          strokeRound(ctx, ink, between(random, 0.05, 0.08));
        }
      }
      return void ctx.restore();
    }
    case "checker": {
      const cell = between(random, 0.24, 0.36);
      ctx.fillStyle = ink;
      for (let i = -8; i < 8; i++) {
        for (let j = -8; j < 12; j++) {
          if ((i + j) % 2 === 0) ctx.fillRect(i * cell, j * cell, cell, cell);
        }
      }
      return void ctx.restore();
    }
    case "hearts": {
      ctx.fillStyle = ink;
      ctx.beginPath();
      heartPath(
        ctx,
        between(random, -0.2, 0.2) * h,
        total * between(random, 0.4, 0.6),
        between(random, 1.15, 1.5) * h,
      );
      const extra = Math.floor(random() * 3);
      for (let i = 0; i < extra; i++) {
        heartPath(
          ctx,
          between(random, -0.7, 0.7) * h,
          total * between(random, 0.1, 0.95),
          between(random, 0.3, 0.5) * h,
        );
      }
      ctx.fill();
      return void ctx.restore();
    }
    case "lines": {
      // One organic blob and a few swooping lines.
      ctx.fillStyle = ink;
      ctx.beginPath();
      const c = { x: between(random, -0.5, 0.5) * h, y: total * between(random, 0.3, 0.8) };
      const blob: P[] = [];
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2;
        const r = h * between(random, 0.35, 0.65);
        blob.push({ x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r * 1.2 });
      }
      smoothClosed(ctx, blob);
      ctx.fill();
      for (let i = 0; i < 3; i++) {
        const pts: P[] = [];
        for (let k = 0; k < 4; k++)
          pts.push({ x: between(random, -1.3, 1.3) * h, y: (k / 3) * total * 1.1 });
        ctx.beginPath();
        smoothOpen(ctx, pts);
        strokeRound(ctx, ink, between(random, 0.04, 0.09));
      }
      return void ctx.restore();
    }
    case "negative-space": {
      ctx.restore();
      // The main color over most of the nail, a bare window, and bands of the second color.
      const diagonal = random() < 0.5;
      ctx.beginPath();
      if (diagonal) {
        ctx.moveTo(-2 * h, total * 0.15);
        ctx.lineTo(2 * h, total * 0.55);
        ctx.lineTo(2 * h, total + h);
        ctx.lineTo(-2 * h, total + h);
      } else {
        ctx.rect(-2 * h, total * 0.42, 4 * h, total);
        ctx.ellipse(0, 0, h * 0.75, total * 0.3, 0, 0, Math.PI * 2);
      }
      ctx.closePath();
      ctx.save();
      ctx.clip("evenodd");
      fillShade(ctx, main, h, total, polish.brushed, random);
      ctx.restore();
      ctx.strokeStyle = ink;
      ctx.lineWidth = 0.13 * h * scale + 0.06;
      ctx.beginPath();
      if (diagonal) {
        ctx.moveTo(-2 * h, total * 0.15);
        ctx.lineTo(2 * h, total * 0.55);
        ctx.moveTo(-2 * h, total * 0.72);
        ctx.lineTo(2 * h, total * 1.02);
      } else {
        ctx.moveTo(-2 * h, total * 0.42);
        ctx.lineTo(2 * h, total * 0.42);
        ctx.moveTo(-2 * h, total * 0.8);
        ctx.lineTo(2 * h, total * 0.8);
      }
      ctx.stroke();
      return;
    }
    case "flowers": {
      const count = 2 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) {
        const cx = between(random, -0.8, 0.8) * h;
        const cy = total * between(random, 0.12, 0.92);
        const r = between(random, 0.1, 0.17);
        ctx.fillStyle = ink;
        ctx.beginPath();
        for (let k = 0; k < 5; k++) {
          const a = (k / 5) * Math.PI * 2 + random();
          ctx.moveTo(cx + Math.cos(a) * r * 1.9, cy + Math.sin(a) * r * 1.9);
          ctx.arc(cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.9, 0, Math.PI * 2);
        }
        ctx.fill();
        ctx.beginPath();
        ctx.arc(cx, cy, r * 0.55, 0, Math.PI * 2);
        ctx.fillStyle = css(mix(second.rgb, [255, 245, 200], 0.55));
        ctx.fill();
      }
      return void ctx.restore();
    }
    case "chrome": {
      ctx.restore();
      const variant = Math.floor(random() * 3);
      ctx.save();
      ctx.beginPath();
      if (variant === 0) {
        // A chrome half-moon over the cuticle.
        ctx.ellipse(0, 0, h * 1.05, Math.max(bed * 0.5, total * 0.35), 0, 0, Math.PI * 2);
      } else if (variant === 1) {
        // A diagonal chrome band.
        ctx.moveTo(-2 * h, total * 0.25);
        ctx.lineTo(2 * h, total * 0.55);
        ctx.lineTo(2 * h, total * 0.78);
        ctx.lineTo(-2 * h, total * 0.48);
      } else {
        // Chrome swirls.
        for (let i = 0; i < 2; i++) {
          const v = total * (0.3 + 0.35 * i);
          ctx.moveTo(-2 * h, v);
          ctx.bezierCurveTo(-0.5 * h, v - 0.5 * h, 0.3 * h, v + 0.6 * h, 2 * h, v - 0.1 * h);
          ctx.lineTo(2 * h, v + 0.25 * h);
          ctx.bezierCurveTo(0.3 * h, v + 0.85 * h, -0.5 * h, v - 0.25 * h, -2 * h, v + 0.25 * h);
          ctx.closePath();
        }
      }
      ctx.clip();
      fillShade(ctx, second, h, total, false, random);
      ctx.restore();
      return;
    }
    case "dots": {
      const step = between(random, 0.26, 0.34);
      const r = step * between(random, 0.22, 0.32);
      ctx.fillStyle = ink;
      ctx.beginPath();
      for (let j = -6; j < 14; j++) {
        for (let i = -6; i < 6; i++) {
          const x = i * step + (j % 2 === 0 ? 0 : step / 2);
          const y = j * step * 0.86;
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
        }
      }
      ctx.fill();
      return void ctx.restore();
    }
    case "stripes": {
      const step = between(random, 0.26, 0.4);
      ctx.fillStyle = ink;
      for (let k = -12; k < 12; k++) ctx.fillRect(k * step, -span, step * 0.45, span * 3);
      return void ctx.restore();
    }
    case "waves": {
      ctx.strokeStyle = ink;
      ctx.lineWidth = between(random, 0.09, 0.15);
      ctx.lineCap = "round";
      const amp = between(random, 0.08, 0.16);
      const count = 3 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) {
        const v0 = (total * (i + 0.5)) / count;
        ctx.beginPath();
        for (let u = -1.6 * h; u <= 1.6 * h; u += 0.04) {
          const v = v0 + Math.sin((u / h) * 3 + i) * amp;
          if (u === -1.6 * h) ctx.moveTo(u, v);
          else ctx.lineTo(u, v);
        }
        ctx.stroke();
      }
      return void ctx.restore();
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Hands

/** All the hands of a scene on a transparent layer. `bare` draws unpainted natural nails. */
export function paintHands(
  spec: Pick<CanvasNailSpec, "width" | "height" | "hands" | "skin" | "light" | "seed"> & {
    polish: PolishSpec | null;
  },
  bare: boolean,
): Canvas {
  const layer = createCanvas(spec.width, spec.height);
  const ctx = layer.getContext("2d");
  const light = heading(spec.light.angle);
  const look: Look = { skin: spec.skin.rgb, light, polish: spec.polish, seed: spec.seed };
  const nailLength = bare || !spec.polish ? 0.08 : spec.polish.length;
  spec.hands.forEach((hand, i) => {
    const geom = handGeometry(hand, spec.width, nailLength, hand.sleeve);
    const handLook = { ...look, seed: look.seed + i * 101 };
    if (geom.thumb) paintFinger(ctx, geom.thumb, handLook, null, geom.scale, bare, false);
    paintPalm(ctx, geom, look);
    for (const f of geom.fingers) {
      const ring = hand.ring && hand.ring.finger === f.which ? hand.ring : null;
      paintFinger(ctx, f, handLook, ring, geom.scale, bare, true);
    }
  });
  return layer;
}

/**
 * The hands of `paintHands` as surface labels (`server/fit/surface-labels.ts`), drawn in the same
 * order so that what lies on top is what shows; a sleeve is "other".
 */
export function paintLabels(
  spec: Pick<CanvasNailSpec, "width" | "height" | "hands"> & { polish: PolishSpec | null },
): Canvas {
  const layer = createCanvas(spec.width, spec.height);
  const ctx = layer.getContext("2d");
  ctx.fillStyle = surfaceCss("backdrop");
  ctx.fillRect(0, 0, spec.width, spec.height);
  const [skin, nail, other] = [surfaceCss("skin"), surfaceCss("nail"), surfaceCss("other")];
  const nailLength = spec.polish ? spec.polish.length : 0.08;
  const shape: CanvasShape = spec.polish ? spec.polish.shape : "Square";
  const finger = (f: FingerGeom) => {
    ctx.beginPath();
    smoothClosed(ctx, fingerOutline(f));
    ctx.fillStyle = skin;
    ctx.fill();
    const { origin, ex, ey, half, bed, total } = f.nail;
    ctx.save();
    ctx.transform(ex.x, ex.y, ey.x, ey.y, origin.x, origin.y);
    traceNail(ctx, shape, half, bed, total);
    ctx.restore();
    ctx.fillStyle = nail;
    ctx.fill();
  };
  for (const hand of spec.hands) {
    const geom = handGeometry(hand, spec.width, nailLength, hand.sleeve);
    if (geom.thumb) finger(geom.thumb);
    ctx.beginPath();
    smoothClosed(ctx, geom.outline);
    ctx.fillStyle = skin;
    ctx.fill();
    if (geom.sleeve) {
      ctx.beginPath();
      smoothClosed(ctx, geom.sleeve.outline);
      ctx.fillStyle = other;
      ctx.fill();
    }
    geom.fingers.forEach(finger);
  }
  return layer;
}

// ---------------------------------------------------------------------------------------------
// Backdrops

/** A whole ellipse as its own subpath (no line joining it to the previous one). */
function addEllipse(path: Path2D, x: number, y: number, rx: number, ry: number, rotation: number) {
  path.moveTo(x + rx * Math.cos(rotation), y + rx * Math.sin(rotation));
  path.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
}

/** Six yarn or thread tones between the dominant color and its two neighbours. */
function tonesOf(c0: Rgb, c1: Rgb, c2: Rgb, spread: number): Rgb[] {
  return [0, 0.33, 0.66, 1]
    .flatMap((t) => [mix(c0, c1, t * spread), mix(c0, c2, t * spread)])
    .slice(1, 7);
}

export function paintBackdrop(
  ctx: Ctx,
  b: BackdropSpec,
  width: number,
  height: number,
  seed: number,
) {
  const random = seededRandom(seed);
  const c0 = get(b.colors, 0);
  const c1 = b.colors[1] ?? c0;
  const c2 = b.colors[2] ?? c1;
  const diag = Math.hypot(width, height);
  const cell = b.scale * width;
  ctx.save();
  ctx.fillStyle = css(c0);
  ctx.fillRect(0, 0, width, height);
  // Textures are drawn in a rotated frame covering the whole picture.
  const rotated = () => {
    ctx.translate(width / 2, height / 2);
    ctx.rotate(b.angle);
    ctx.translate(-diag / 2, -diag / 2);
  };
  switch (b.kind) {
    case "studio": {
      const dir = heading(b.angle * 2 + (b.variant < 0.5 ? 0 : Math.PI / 2));
      const g = ctx.createLinearGradient(
        width / 2 - dir.x * diag * 0.5,
        height / 2 - dir.y * diag * 0.5,
        width / 2 + dir.x * diag * 0.5,
        height / 2 + dir.y * diag * 0.5,
      );
      g.addColorStop(0, css(c1));
      g.addColorStop(0.55, css(c0));
      g.addColorStop(1, css(mix(c0, [255, 255, 255], 0.25)));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      const hx = width * between(random, 0.2, 0.8);
      const hy = height * between(random, 0.2, 0.8);
      const rg = ctx.createRadialGradient(hx, hy, 0, hx, hy, diag * 0.5);
      rg.addColorStop(0, "rgba(255,255,255,0.18)");
      rg.addColorStop(1, "rgba(255,255,255,0)");
      ctx.fillStyle = rg;
      ctx.fillRect(0, 0, width, height);
      break;
    }
    case "wood": {
      rotated();
      const plank = Math.max(20, cell);
      for (let y = 0; y < diag; y += plank) {
        const base = mix(c0, random() < 0.5 ? c1 : c2, random() * 0.6);
        ctx.fillStyle = css(base);
        ctx.fillRect(0, y, diag, plank);
        const lines = Math.round(plank / Math.max(2, width * 0.004));
        for (let k = 0; k < lines; k++) {
          const y0 = y + random() * plank;
          const amp = between(random, 0.5, 4) * (width / 1000);
          const freq = between(random, 0.002, 0.008) * (1000 / width);
          const phase = random() * 10;
          ctx.beginPath();
          for (let x = 0; x <= diag; x += diag / 40) {
            const yy = y0 + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1) * amp * 0.3;
            if (x === 0) ctx.moveTo(x, yy);
            else ctx.lineTo(x, yy);
          }
          ctx.strokeStyle = css(
            random() < 0.6 ? shade(base, 0.72) : mix(base, [255, 240, 220], 0.2),
            between(random, 0.12, 0.4),
          );
          ctx.lineWidth = between(random, 0.6, 2.2) * (width / 1000);
          ctx.stroke();
        }
        if (random() < 0.3) {
          const kx = random() * diag;
          const ky = y + plank * between(random, 0.3, 0.7);
          for (let r = 1; r < 6; r++) {
            ctx.beginPath();
            ctx.ellipse(kx, ky, r * plank * 0.09, r * plank * 0.03, 0, 0, Math.PI * 2);
            ctx.strokeStyle = css(shade(base, 0.6), 0.35);
            ctx.lineWidth = width / 1000;
            ctx.stroke();
          }
        }
        ctx.fillStyle = css(shade(base, 0.45), 0.8);
        ctx.fillRect(0, y, diag, Math.max(1, width * 0.0015));
      }
      break;
    }
    case "marble": {
      // Clouds, then veins as random walks with branches.
      for (let i = 0; i < 8; i++) {
        const x = random() * width;
        const y = random() * height;
        const r = between(random, 0.2, 0.6) * diag;
        const g = ctx.createRadialGradient(x, y, 0, x, y, r);
        g.addColorStop(0, css(random() < 0.5 ? c1 : mix(c0, [255, 255, 255], 0.5), 0.1));
        g.addColorStop(1, css(c0, 0));
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, width, height);
      }
      // Veins: smooth random walks (the turn rate itself wanders), each a soft wide band
      // under a sharp line, with thinner branches.
      const walk = (start: P, angle: number, steps: number, step: number) => {
        const pts: P[] = [start];
        let p = start;
        let a = angle;
        let turn = 0;
        for (let k = 0; k < steps; k++) {
          turn = turn * 0.8 + between(random, -0.12, 0.12);
          a += turn;
          p = add(p, mul(heading(a), step));
          pts.push(p);
        }
        return pts;
      };
      const veins = 3 + Math.floor(random() * 5);
      for (let i = 0; i < veins; i++) {
        const vein = random() < 0.75 ? c1 : c2;
        const start = {
          x: between(random, -0.2, 1.2) * width,
          y: between(random, -0.2, 1.2) * height,
        };
        const toward =
          Math.atan2(width / 2 - start.x, -(height / 2 - start.y)) + between(random, -0.7, 0.7);
        const pts = walk(start, toward, 40, diag * 0.03);
        ctx.save();
        ctx.filter = `blur(${(width * 0.006).toFixed(1)}px)`;
        ctx.beginPath();
        smoothOpen(ctx, pts);
        ctx.strokeStyle = css(vein, 0.18);
        ctx.lineWidth = width * between(random, 0.015, 0.04);
        ctx.stroke();
        ctx.restore();
        ctx.beginPath();
        smoothOpen(ctx, pts);
        ctx.strokeStyle = css(vein, between(random, 0.45, 0.8));
        ctx.lineWidth = width * between(random, 0.001, 0.004);
        ctx.stroke();
        for (let k = 0; k < 3; k++) {
          const from = get(pts, 5 + Math.floor(random() * (pts.length - 10)));
          const branch = walk(from, toward + between(random, -1.3, 1.3), 10, diag * 0.02);
          ctx.beginPath();
          smoothOpen(ctx, branch);
          ctx.strokeStyle = css(vein, 0.4);
          ctx.lineWidth = Math.max(0.6, width * 0.0012);
          ctx.stroke();
        }
      }
      break;
    }
    case "terrazzo": {
      const chips = Math.round(((width * height) / (cell * cell)) * 0.22);
      const palette = b.colors.slice(1);
      for (let i = 0; i < Math.min(chips, 3000); i++) {
        const x = random() * width;
        const y = random() * height;
        const r = cell * between(random, 0.15, 0.8) * (random() < 0.1 ? 2 : 1);
        const sides = 4 + Math.floor(random() * 4);
        const rot = random() * 6;
        ctx.beginPath();
        for (let k = 0; k < sides; k++) {
          const a = rot + (k / sides) * Math.PI * 2;
          const rr = r * between(random, 0.5, 1);
          if (k === 0) ctx.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
          else ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
        }
        ctx.closePath();
        ctx.fillStyle = css(pick(random, palette));
        ctx.fill();
      }
      for (let i = 0; i < Math.min(6000, chips * 4); i++) {
        ctx.fillStyle = css(random() < 0.5 ? shade(c0, 0.6) : pick(random, palette), 0.6);
        const s = between(random, 0.8, 2.2) * (width / 1000);
        ctx.fillRect(random() * width, random() * height, s, s);
      }
      break;
    }
    case "knit": {
      rotated();
      const sw = Math.max(8, cell);
      const sh = sw * 0.72;
      ctx.fillStyle = css(shade(c0, 0.55));
      ctx.fillRect(0, 0, diag, diag);
      const ribbed = b.variant < 0.5;
      // Yarn tones in a few buckets, each row's stitches batched by tone: far fewer draw calls.
      const tones = tonesOf(c0, c1, c2, 0.5);
      for (let row = 0; row * sh < diag + sh; row++) {
        const legs = tones.map(() => new Path2D());
        const lights = tones.map(() => new Path2D());
        for (let col = 0; col * sw < diag + sw; col++) {
          if (ribbed && col % 5 === 4) continue;
          const cx = col * sw + sw / 2;
          const cy = row * sh;
          const t = Math.floor(random() * tones.length);
          for (const side of [-1, 1]) {
            addEllipse(get(legs, t), cx + side * sw * 0.22, cy, sw * 0.27, sh * 0.68, side * 0.55);
            addEllipse(
              get(lights, t),
              cx + side * sw * 0.2,
              cy - sh * 0.1,
              sw * 0.1,
              sh * 0.38,
              side * 0.55,
            );
          }
        }
        ctx.lineWidth = sw * 0.06;
        tones.forEach((tone, t) => {
          ctx.fillStyle = css(tone);
          ctx.fill(get(legs, t));
          ctx.strokeStyle = css(shade(tone, 0.65), 0.7);
          ctx.stroke(get(legs, t));
          ctx.fillStyle = css(mix(tone, [255, 255, 255], 0.22), 0.55);
          ctx.fill(get(lights, t));
        });
      }
      break;
    }
    case "woven": {
      rotated();
      const cs = Math.max(6, cell);
      ctx.fillStyle = css(shade(c0, 0.6));
      ctx.fillRect(0, 0, diag, diag);
      const tones = tonesOf(c0, c1, c2, 0.4);
      for (let i = 0; i * cs < diag; i++) {
        const strands = tones.map(() => new Path2D());
        const lights = tones.map(() => new Path2D());
        for (let j = 0; j * cs < diag; j++) {
          const horizontal = (i + j) % 2 === 0;
          const t = Math.floor(random() * tones.length);
          for (let k = 0; k < 3; k++) {
            const o = (k + 0.5) * (cs / 3);
            const [x, y, w, hh] = horizontal
              ? [i * cs, j * cs + o - cs / 7.5, cs, cs / 3.8]
              : [i * cs + o - cs / 7.5, j * cs, cs / 3.8, cs];
            get(strands, t).roundRect(x, y, w, hh, cs / 10);
            if (horizontal)
              get(lights, t).rect(x + cs * 0.1, y + hh * 0.2, w - cs * 0.2, hh * 0.25);
            else get(lights, t).rect(x + w * 0.2, y + cs * 0.1, w * 0.25, hh - cs * 0.2);
          }
        }
        tones.forEach((tone, t) => {
          ctx.fillStyle = css(tone);
          ctx.fill(get(strands, t));
          ctx.fillStyle = css(mix(tone, [255, 255, 255], 0.2), 0.5);
          ctx.fill(get(lights, t));
        });
      }
      break;
    }
    case "towel": {
      // Terry loops: dense light and dark specks, with a woven band.
      const loop = Math.max(2, cell);
      const count = Math.min(60000, Math.round((width * height) / (loop * loop)));
      // Batched, in chunks: one path of thousands of ellipses rasterises slowly.
      const darkRgb = css(shade(c0, 0.72), 0.5);
      const brightRgb = css(mix(c0, [255, 255, 255], 0.3), 0.5);
      for (let i = 0; i < count; i += 300) {
        const dark = new Path2D();
        const bright = new Path2D();
        for (let k = i; k < Math.min(count, i + 300); k++) {
          const x = random() * width;
          const y = random() * height;
          addEllipse(random() < 0.5 ? dark : bright, x, y, loop * 0.5, loop * 0.35, random() * 3);
        }
        ctx.fillStyle = darkRgb;
        ctx.fill(dark);
        ctx.fillStyle = brightRgb;
        ctx.fill(bright);
      }
      if (b.variant < 0.6) {
        rotated();
        const y = diag * between(random, 0.15, 0.35);
        const band = width * between(random, 0.05, 0.1);
        ctx.fillStyle = css(c1);
        ctx.fillRect(0, y, diag, band);
        for (let k = 0; k < band; k += Math.max(1.5, width * 0.003)) {
          ctx.fillStyle = css(shade(c1, 0.8), 0.5);
          ctx.fillRect(0, y + k, diag, Math.max(0.7, width * 0.001));
        }
      }
      break;
    }
    case "bokeh": {
      const g = ctx.createLinearGradient(0, 0, width * 0.3, height);
      g.addColorStop(0, css(c1));
      g.addColorStop(1, css(c0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      ctx.save();
      ctx.filter = `blur(${(width * 0.02).toFixed(1)}px)`;
      for (let i = 0; i < 5; i++) {
        ctx.fillStyle = css(mix(c0, c1, random()), 0.7);
        ctx.fillRect(
          random() * width,
          random() * height,
          between(random, 0.1, 0.5) * width,
          between(random, 0.1, 0.6) * height,
        );
      }
      ctx.restore();
      ctx.globalCompositeOperation = "screen";
      const lights = 12 + Math.floor(random() * 30);
      for (let i = 0; i < lights; i++) {
        const x = random() * width;
        const y = random() * height;
        const r = cell * between(random, 0.4, 1.6);
        const tint = random() < 0.7 ? c2 : get(b.colors, 3);
        const rg = ctx.createRadialGradient(x, y, 0, x, y, r);
        const a = between(random, 0.15, 0.5);
        rg.addColorStop(0, css(tint, a * 0.7));
        rg.addColorStop(0.85, css(tint, a));
        rg.addColorStop(1, css(tint, 0));
        ctx.fillStyle = rg;
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case "bedsheet": {
      rotated();
      const step = Math.max(10, cell);
      if (b.variant < 0.25) {
        ctx.fillStyle = css(c1, 0.85);
        for (let x = 0; x < diag; x += step) ctx.fillRect(x, 0, step * 0.35, diag);
      } else if (b.variant < 0.5) {
        ctx.fillStyle = css(c1, 0.4);
        for (let x = 0; x < diag; x += step) {
          ctx.fillRect(x, 0, step / 2, diag);
          ctx.fillRect(0, x, diag, step / 2);
        }
      } else if (b.variant < 0.75) {
        ctx.fillStyle = css(c1);
        ctx.beginPath();
        for (let y = 0; y < diag; y += step) {
          for (let x = (y / step) % 2 === 0 ? 0 : step / 2; x < diag; x += step) {
            ctx.moveTo(x + step * 0.15, y);
            ctx.arc(x, y, step * 0.15, 0, Math.PI * 2);
          }
        }
        ctx.fill();
      } else {
        for (let y = 0; y < diag; y += step * 1.3) {
          for (let x = (y / (step * 1.3)) % 2 < 1 ? 0 : step * 0.65; x < diag; x += step * 1.3) {
            const jx = x + between(random, -0.2, 0.2) * step;
            const jy = y + between(random, -0.2, 0.2) * step;
            ctx.fillStyle = css(c2, 0.9);
            ctx.beginPath();
            ctx.ellipse(
              jx + step * 0.3,
              jy + step * 0.2,
              step * 0.2,
              step * 0.08,
              0.6,
              0,
              Math.PI * 2,
            );
            ctx.fill();
            ctx.fillStyle = css(c1);
            ctx.beginPath();
            for (let k = 0; k < 5; k++) {
              const a = (k / 5) * Math.PI * 2;
              ctx.moveTo(
                jx + Math.cos(a) * step * 0.12 + step * 0.08,
                jy + Math.sin(a) * step * 0.12,
              );
              ctx.arc(
                jx + Math.cos(a) * step * 0.12,
                jy + Math.sin(a) * step * 0.12,
                step * 0.08,
                0,
                Math.PI * 2,
              );
            }
            ctx.fill();
          }
        }
      }
      break;
    }
  }
  ctx.restore();
  // Soft folds on fabrics.
  if (b.kind === "bedsheet" || b.kind === "towel" || b.kind === "knit" || b.kind === "woven") {
    ctx.save();
    ctx.filter = `blur(${(width * 0.025).toFixed(1)}px)`;
    const folds = 2 + Math.floor(random() * 4);
    for (let i = 0; i < folds; i++) {
      ctx.beginPath();
      const pts: P[] = [];
      for (let k = 0; k < 5; k++)
        pts.push({ x: (k / 4) * width * 1.2 - width * 0.1, y: between(random, 0, height) });
      if (random() < 0.5)
        pts.forEach((p) => ([p.x, p.y] = [p.y * (width / height), p.x * (height / width)]));
      smoothOpen(ctx, pts);
      ctx.strokeStyle = random() < 0.6 ? "rgba(0,0,0,0.16)" : "rgba(255,255,255,0.12)";
      ctx.lineWidth = width * between(random, 0.02, 0.06);
      ctx.stroke();
    }
    ctx.restore();
  }
}

// ---------------------------------------------------------------------------------------------
// Props

export function paintProp(ctx: Ctx, prop: PropSpec, width: number, light: P) {
  const size = prop.size * width;
  ctx.save();
  ctx.translate(prop.at[0] * width, prop.at[1] * width);
  ctx.rotate(prop.angle);
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = size * 0.06;
  ctx.shadowOffsetX = -light.x * size * 0.05;
  ctx.shadowOffsetY = -light.y * size * 0.05;
  switch (prop.kind) {
    case "bottle": {
      const w = size * 0.62;
      const h = size * 0.7;
      ctx.beginPath();
      ctx.roundRect(-w / 2, -h / 2, w, h, w * 0.18);
      ctx.fillStyle = css(prop.rgb);
      ctx.fill();
      ctx.shadowColor = "rgba(0,0,0,0)";
      const g = ctx.createLinearGradient(-w / 2, 0, w / 2, 0);
      g.addColorStop(0, "rgba(0,0,0,0.35)");
      g.addColorStop(0.25, "rgba(255,255,255,0.25)");
      g.addColorStop(0.35, "rgba(255,255,255,0)");
      g.addColorStop(0.8, "rgba(0,0,0,0.1)");
      g.addColorStop(1, "rgba(0,0,0,0.4)");
      ctx.fillStyle = g;
      ctx.fill();
      ctx.strokeStyle = "rgba(255,255,255,0.45)";
      ctx.lineWidth = w * 0.04;
      ctx.stroke();
      // Neck and cap.
      ctx.fillStyle = css(mix(prop.rgb, [255, 255, 255], 0.3));
      ctx.fillRect(-w * 0.16, -h / 2 - h * 0.08, w * 0.32, h * 0.1);
      const cw = w * 0.4;
      const ch = h * 0.75;
      const cg = ctx.createLinearGradient(-cw / 2, 0, cw / 2, 0);
      cg.addColorStop(0, css(shade(prop.accent, 0.5)));
      cg.addColorStop(0.3, css(mix(prop.accent, [255, 255, 255], 0.5)));
      cg.addColorStop(0.6, css(prop.accent));
      cg.addColorStop(1, css(shade(prop.accent, 0.45)));
      ctx.fillStyle = cg;
      ctx.beginPath();
      ctx.roundRect(-cw / 2, -h / 2 - h * 0.07 - ch, cw, ch, cw * 0.12);
      ctx.fill();
      break;
    }
    case "flower": {
      const r = size / 2;
      ctx.strokeStyle = css([70, 120, 60]);
      ctx.lineWidth = size * 0.05;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.quadraticCurveTo(r * 0.6, r * 1.5, r * 0.2, r * 3.2);
      ctx.stroke();
      ctx.fillStyle = css([80, 135, 65]);
      ctx.beginPath();
      ctx.ellipse(r * 0.55, r * 1.5, r * 0.45, r * 0.16, 0.8, 0, Math.PI * 2);
      ctx.fill();
      const petals = 5 + Math.floor(((prop.angle + 4) * 10) % 4);
      for (let i = 0; i < petals; i++) {
        const a = (i / petals) * Math.PI * 2;
        const pg = ctx.createRadialGradient(0, 0, r * 0.1, 0, 0, r);
        pg.addColorStop(0, css(shade(prop.rgb, 0.75)));
        pg.addColorStop(1, css(mix(prop.rgb, [255, 255, 255], 0.2)));
        ctx.fillStyle = pg;
        ctx.beginPath();
        ctx.ellipse(
          Math.cos(a) * r * 0.5,
          Math.sin(a) * r * 0.5,
          r * 0.5,
          r * 0.26,
          a,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      ctx.shadowColor = "rgba(0,0,0,0)";
      ctx.fillStyle = css(prop.accent);
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.2, 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case "cup": {
      const r = size / 2;
      ctx.fillStyle = css(prop.rgb);
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.roundRect(r * 0.55, -r * 0.12, r * 0.42, r * 0.24, r * 0.1);
      ctx.fill();
      ctx.shadowColor = "rgba(0,0,0,0)";
      ctx.strokeStyle = css(shade(prop.rgb, 0.8));
      ctx.lineWidth = r * 0.03;
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.62, 0, Math.PI * 2);
      ctx.stroke();
      const cg = ctx.createRadialGradient(0, 0, 0, 0, 0, r * 0.55);
      cg.addColorStop(0, css(mix(prop.accent, [255, 255, 255], 0.35)));
      cg.addColorStop(0.8, css(prop.accent));
      cg.addColorStop(1, css(shade(prop.accent, 0.6)));
      ctx.fillStyle = cg;
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.55, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "rgba(250,240,225,0.85)";
      ctx.beginPath();
      heartPath(ctx, 0, 0, r * 0.5);
      ctx.fill();
      break;
    }
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// Camera

/** Light falloff, vignette, exposure, white balance and sensor noise, then JPEG. */
export async function developPhoto(
  canvas: Canvas,
  camera: CameraSpec,
  light: Pick<LightSpec, "angle" | "falloff">,
  seed: number,
): Promise<Buffer> {
  const ctx = canvas.getContext("2d");
  const { width, height } = canvas;
  const diag = Math.hypot(width, height);
  const dir = heading(light.angle);
  ctx.save();
  if (light.falloff > 0) {
    const g = ctx.createLinearGradient(
      width / 2 + dir.x * diag * 0.5,
      height / 2 + dir.y * diag * 0.5,
      width / 2 - dir.x * diag * 0.5,
      height / 2 - dir.y * diag * 0.5,
    );
    g.addColorStop(0, `rgba(255,250,240,${light.falloff * 0.5})`);
    g.addColorStop(0.5, "rgba(0,0,0,0)");
    g.addColorStop(1, `rgba(0,0,0,${light.falloff})`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
  }
  if (camera.vignette > 0) {
    const g = ctx.createRadialGradient(
      width / 2,
      height / 2,
      diag * 0.25,
      width / 2,
      height / 2,
      diag * 0.6,
    );
    g.addColorStop(0, "rgba(0,0,0,0)");
    g.addColorStop(1, `rgba(0,0,0,${camera.vignette})`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.restore();
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  // Exposure works in linear light: in sRGB it is roughly a power 1/2.2 of the multiplier.
  const gain = camera.exposure ** (1 / 2.2);
  const luts = camera.cast.map((k) => {
    const lut = new Float32Array(256);
    for (let v = 0; v < 256; v++) lut[v] = v * gain * k;
    return lut;
  }) as [Float32Array, Float32Array, Float32Array];
  const random = seededRandom(seed ^ 0x5eed);
  const amplitude = camera.noise * 3.46;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() - 0.5) * amplitude;
    data[i] = luts[0][data[i]!]! + n;
    data[i + 1] = luts[1][data[i + 1]!]! + n;
    data[i + 2] = luts[2][data[i + 2]!]! + n;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.encode("jpeg", camera.quality);
}

// ---------------------------------------------------------------------------------------------

/** The scene before the camera pass: backdrop, props, the hands' shadow, the hands. */
export function paintScene(spec: CanvasNailSpec, bare: boolean): Canvas {
  const { width, height } = spec;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const light = heading(spec.light.angle);

  const backdrop = createCanvas(width, height);
  const bctx = backdrop.getContext("2d");
  paintBackdrop(bctx, spec.backdrop, width, height, spec.seed);
  for (const prop of spec.props) paintProp(bctx, prop, width, light);
  const blur = spec.camera.backgroundBlur * width;
  if (blur >= 0.5) ctx.filter = `blur(${blur.toFixed(2)}px)`;
  ctx.drawImage(backdrop, 0, 0);
  ctx.filter = "none";

  const hands = paintHands(spec, bare);
  ctx.save();
  ctx.shadowColor = `rgba(0,0,0,${spec.light.shadowAlpha})`;
  ctx.shadowBlur = spec.light.shadowSoftness * width;
  ctx.shadowOffsetX = -light.x * spec.light.shadowDistance * width;
  ctx.shadowOffsetY = -light.y * spec.light.shadowDistance * width;
  ctx.drawImage(hands, 0, 0);
  ctx.restore();
  return canvas;
}

/** The spec's picture, as a JPEG. */
export async function renderCanvasNails(spec: CanvasNailSpec): Promise<Buffer> {
  return developPhoto(paintScene(spec, false), spec.camera, spec.light, spec.seed);
}
