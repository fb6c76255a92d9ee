// Paints a PaintedNailSpec as a phone-like photo, pixel by pixel into a float RGB buffer:
// exact signed distances for capsules and boxes, 4x4 supersampling on nail outlines (known only
// as a width profile). sharp only upscales, blurs and encodes the finished buffer.
import sharp from "sharp";
import { METALLIC, type PaintedFinger, type PaintedNailSpec, type RGB } from "./spec";
import { seededRandom } from "~/core/seeded-random";
import { SURFACE_RGB } from "../surface-labels";

type Vec3 = [number, number, number];
type Polish = (X: number, Y: number, t: number, gx: number, gy: number, pxPerR: number) => Vec3;

/** The buffer and the camera: pixel centre → scene point (shortest side = 1, rotated). */
interface Canvas {
  w: number;
  h: number;
  unit: number;
  cos: number;
  sin: number;
  px: Float32Array;
}

const WHITE: Vec3 = [255, 255, 255];
const PIXEL_BUDGET = 750_000;
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const mix = (p: RGB | Vec3, q: RGB | Vec3, t: number): Vec3 => [
  p[0] + (q[0] - p[0]) * t,
  p[1] + (q[1] - p[1]) * t,
  p[2] + (q[2] - p[2]) * t,
];
const scale = (p: RGB | Vec3, k: number): Vec3 => [p[0] * k, p[1] * k, p[2] * k];
const len = (x: number, y: number) => Math.sqrt(x * x + y * y); // Math.hypot is ~10x slower
const rep = (v: number, g: number) => v - g * Math.round(v / g); // centred repetition

function hash(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 0x27d4eb2d) ^ Math.imul(iy, 0x165667b1) ^ Math.imul(seed, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
function noise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  let sx = x - ix;
  let sy = y - iy;
  sx = sx * sx * (3 - 2 * sx);
  sy = sy * sy * (3 - 2 * sy);
  const h00 = hash(ix, iy, seed);
  const h10 = hash(ix + 1, iy, seed);
  const h01 = hash(ix, iy + 1, seed);
  const top = h00 + (h10 - h00) * sx;
  return top + (h01 + (hash(ix + 1, iy + 1, seed) - h01) * sx - top) * sy;
}
function fbm(x: number, y: number, seed: number): number {
  let [sum, amp] = [0, 0.5];
  for (let o = 0; o < 4; o++, x *= 2.03, y *= 2.03, amp /= 2) sum += amp * noise(x, y, seed + o);
  return sum / 0.9375;
}
function roundBox(u: number, v: number, hx: number, hy: number, rad: number): number {
  const [qx, qy] = [Math.abs(u) - hx + rad, Math.abs(v) - hy + rad];
  return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - rad;
}
function blend(c: Canvas, i: number, col: Vec3, alpha: number) {
  for (let k = 0; k < 3; k++) c.px[i + k] = c.px[i + k]! + (col[k]! - c.px[i + k]!) * alpha;
}

/** Visits pixels near the scene points (all pixels when none), passing scene coordinates. */
function sweep(
  c: Canvas,
  pts: [number, number][] | null,
  pad: number,
  fn: (i: number, x: number, y: number, px: number, py: number) => void,
) {
  const p = pad * c.unit + 2;
  const xs = pts?.map(([x, y]) => (x * c.cos - y * c.sin) * c.unit + c.w / 2) ?? [p, c.w - p];
  const ys = pts?.map(([x, y]) => (x * c.sin + y * c.cos) * c.unit + c.h / 2) ?? [p, c.h - p];
  const [x0, x1] = [
    Math.max(0, Math.floor(Math.min(...xs) - p)),
    Math.min(c.w - 1, Math.ceil(Math.max(...xs) + p)),
  ];
  const [y0, y1] = [
    Math.max(0, Math.floor(Math.min(...ys) - p)),
    Math.min(c.h - 1, Math.ceil(Math.max(...ys) + p)),
  ];
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const X = (px + 0.5 - c.w / 2) / c.unit;
      const Y = (py + 0.5 - c.h / 2) / c.unit;
      fn((py * c.w + px) * 3, X * c.cos + Y * c.sin, -X * c.sin + Y * c.cos, px, py);
    }
  }
}

type Layer = (x: number, y: number, under: Vec3) => Vec3;
const LIGHTS: Vec3[] = [
  [255, 220, 170],
  [255, 190, 140],
  [250, 250, 245],
  [200, 220, 255],
  [255, 200, 215],
];

function makeBackdrop(spec: PaintedNailSpec): Layer {
  const { kind, a, b, scale: s, angle } = spec.backdrop;
  const [ca, sa, seed] = [Math.cos(angle), Math.sin(angle), spec.seed];
  const R = seededRandom(seed ^ 0xb0ce);
  const blobs = Array.from({ length: 6 + Math.floor(R() * 10) }, () => ({
    x: R() * 2 - 1,
    y: R() * 2 - 1,
    r: 0.04 + R() * 0.12,
    col: LIGHTS[Math.floor(R() * LIGHTS.length)]!,
  }));
  return (x, y) => {
    const [u, v] = [x * ca + y * sa, -x * sa + y * ca];
    switch (kind) {
      case "solid":
        return scale(a, 0.96 + 0.07 * noise(u * 2, v * 2, seed));
      case "gradient":
        return mix(a, b, smooth(-0.8, 0.8, u));
      case "wood": {
        const ring = 0.5 + 0.5 * Math.sin(v * 28 * s + fbm(u * 1.2 * s, v * 8 * s, seed) * 9);
        const col = mix(a, b, ring * 0.7 + noise(u * 4, v * 260 * s, seed) * 0.3);
        return Math.abs(rep(v, 0.6 / s)) < 0.004 ? scale(col, 0.55) : col; // plank seams
      }
      case "marble": {
        const warp = fbm(u * 1.5 * s, v * 1.5 * s, seed) * 6;
        const vein = Math.pow(1 - Math.abs(Math.sin(u * 3 * s + v * 1.2 * s + warp)), 14);
        return mix(scale(a, 0.95 + 0.08 * fbm(u * 3, v * 3, seed + 9)), b, vein * 0.85);
      }
      case "fabric": {
        const f = 500 * s; // weave of a few pixels, plus terry fluff and soft folds
        const weave = 0.05 * Math.sin(u * f) * Math.sin(v * f);
        const fluff = 0.12 * noise(u * f * 0.6, v * f * 0.6, seed);
        return scale(a, 0.8 + weave + fluff + 0.1 * fbm(u * 1.5, v * 1.5, seed + 5));
      }
      case "tiles": {
        const g = 0.32 / s;
        const [iu, iv] = [Math.round(u / g), Math.round(v / g)];
        const edge = g / 2 - Math.max(Math.abs(u - iu * g), Math.abs(v - iv * g));
        return mix(scale(a, 0.93 + 0.1 * hash(iu, iv, seed)), b, smooth(0.007, 0.003, edge));
      }
      case "bokeh": {
        let col = mix(a, b, smooth(-0.7, 0.7, v));
        for (const o of blobs) {
          const d = len(x - o.x, y - o.y) - o.r;
          if (d < 0.012) col = mix(col, o.col, 0.4 * smooth(0.012, -0.012, d));
        }
        return col;
      }
    }
  };
}
/** A polish bottle lying behind the hand: body with a glass highlight, cap above. */
/** The bottle's outline: at a scene point, the distances (pixels) to its body and cap. */
function bottleShape(spec: PaintedNailSpec, unit: number) {
  const p = spec.prop;
  const [ca, sa, bw, bh] = [Math.cos(p.angle), Math.sin(p.angle), p.size * 0.5, p.size * 0.6];
  return (x: number, y: number) => {
    const u = (x - p.x) * ca + (y - p.y) * sa;
    const v = -(x - p.x) * sa + (y - p.y) * ca;
    if (Math.abs(u) > bw + 0.01 || v > bh + 0.01 || v < -3 * bh) return null;
    const body = roundBox(u, v, bw, bh, bw * 0.3) * unit;
    const cap = roundBox(u, v + bh * 1.75, bw * 0.4, bh * 0.8, bw * 0.08) * unit;
    return { u, bw, body, cap };
  };
}

function makeBottle(spec: PaintedNailSpec, unit: number): Layer {
  const p = spec.prop;
  const shape = bottleShape(spec, unit);
  return (x, y, col) => {
    const at = shape(x, y);
    if (!at) return col;
    const { u, bw, body, cap } = at;
    const [round, capRound] = [
      Math.sqrt(clamp01(1 - (u / bw) ** 2)),
      Math.sqrt(clamp01(1 - (u / bw / 0.4) ** 2)),
    ];
    const glass = mix(
      scale(p.body, 0.55 + 0.45 * round),
      WHITE,
      0.6 * Math.exp(-(((u / bw + 0.5) / 0.08) ** 2)),
    );
    col = mix(col, glass, clamp01(0.5 - body));
    return mix(col, scale(p.cap, 0.5 + 0.6 * capRound), clamp01(0.5 - cap));
  };
}

/** Soft shadow of the whole hand cast on the backdrop, then the back of the hand over it. */
/** The back of the hand: at a scene point, how far across it (b) and its distance (d). */
function palmShape(spec: PaintedNailSpec) {
  const pm = spec.palm;
  const [pc, ps, hl, hw] = [Math.cos(pm.angle), Math.sin(pm.angle), pm.length / 2, pm.halfWidth];
  return (x: number, y: number) => {
    const a = (x - pm.x) * pc + (y - pm.y) * ps;
    const b = -(x - pm.x) * ps + (y - pm.y) * pc;
    return { b, d: roundBox(a + hl, b, hl, hw, hw * 0.5) };
  };
}

function makeHandBack(spec: PaintedNailSpec, unit: number): Layer {
  const { dx, dy, strength, softness } = spec.camera.shadow;
  const hw = spec.palm.halfWidth;
  const fingers = spec.fingers.map((f) => ({
    ...f,
    fc: Math.cos(f.angle),
    fs: Math.sin(f.angle),
    reach: spec.nail.end * f.radius * 0.8,
  }));
  const palmAt = palmShape(spec);
  return (x, y, col) => {
    const [sx, sy] = [x - dx, y - dy];
    let d = palmAt(sx, sy).d;
    for (const f of fingers) {
      const a = (sx - f.x) * f.fc + (sy - f.y) * f.fs;
      const b = -(sx - f.x) * f.fs + (sy - f.y) * f.fc;
      if (Math.abs(b) - f.radius >= d) continue; // cannot be nearer
      const ca = a < -f.length ? -f.length : a > f.reach ? f.reach : a;
      d = Math.min(d, len(a - ca, b) - f.radius);
    }
    if (d < softness) col = scale(col, 1 - strength * (1 - smooth(-softness, softness, d)));
    const palm = palmAt(x, y);
    if (palm.d * unit >= 1) return col;
    const skin = scale(spec.skin, 0.55 + 0.35 * Math.sqrt(clamp01(1 - (palm.b / hw) ** 2)));
    return mix(col, skin, clamp01(0.5 - palm.d * unit));
  };
}

/** halfWidthAt as a lookup table: Math.pow is slow and the outline is sampled millions of times. */
function halfWidthTable(spec: PaintedNailSpec): (a: number) => number {
  const { cuticle, end } = spec.nail;
  const steps = 2048;
  const table = Float64Array.from({ length: steps + 1 }, (_, k) =>
    halfWidthAt(spec, cuticle + ((end - cuticle) * k) / steps),
  );
  return (a) => {
    const f = ((a - cuticle) / (end - cuticle)) * steps;
    if (!(f >= 0 && f <= steps)) return -1;
    const k = Math.min(steps - 1, Math.floor(f));
    return table[k]! + (table[k + 1]! - table[k]!) * (f - k);
  };
}

/** Nail half-width at `a` along the finger (radius units), or -1 outside the nail. */
function halfWidthAt(spec: PaintedNailSpec, a: number): number {
  const n = spec.nail;
  if (a < n.cuticle || a > n.end) return -1;
  let hw = n.halfWidth;
  const k = (n.cuticle + n.cap - a) / n.cap; // rounded cuticle end
  if (k > 0) hw *= Math.sqrt(Math.max(0, 1 - k * k));
  const t = (a - n.taperStart) / (n.end - n.taperStart);
  if (t <= 0 && spec.shape !== "Square") return hw;
  switch (spec.shape) {
    case "Square": {
      const rc = n.corner * n.halfWidth;
      const q = (a - (n.end - rc)) / rc;
      return q > 0 ? Math.min(hw, n.halfWidth - rc + rc * Math.sqrt(Math.max(0, 1 - q * q))) : hw;
    }
    case "Almond": // tapered with a rounded point
      return Math.min(hw, n.halfWidth * Math.pow(Math.max(0, 1 - Math.pow(t, 1.6)), 0.65));
    case "Stiletto": // finite slope at t = 1: a sharp point
      return Math.min(hw, n.halfWidth * (1 - Math.pow(t, 1.4)));
    case "Coffin": // straight taper to a flat tip
      return Math.min(hw, n.halfWidth * (1 - (1 - n.tipRatio) * Math.pow(t, 1.2)));
  }
}

const metallic = (c: RGB, X: number, t: number, phase: number): Vec3 => {
  const band = 0.5 + 0.5 * Math.sin(X * 3.4 + t * 2.2 + phase);
  return mix(scale(c, 0.3 + 1.05 * band), WHITE, Math.pow(band, 10) * 0.75);
};

/** Signed distance (pattern units) to the art motif; negative inside. */
function artDistance(spec: PaintedNailSpec, u: number, v: number, nailLen: number): number {
  const seed = spec.seed;
  const cell = (g: number) => {
    const [ci, cj] = [Math.round(u / g), Math.round(v / g)];
    const [jx, jy] = [
      (hash(ci, cj, seed) - 0.5) * g * 0.3,
      (hash(cj, ci, seed + 1) - 0.5) * g * 0.3,
    ];
    return { x: u - ci * g - jx, y: v - cj * g - jy, h: hash(ci, cj, seed + 2) };
  };
  switch (spec.art.pattern) {
    case "dots": {
      const row = Math.round(v / 0.75);
      return len(rep(u + (row & 1) * 0.375, 0.75), v - row * 0.75) - 0.19;
    }
    case "stripes":
      return Math.abs(rep(u, 0.7)) - 0.16;
    case "checks": {
      const [gu, gv] = [u / 0.5, v / 0.5];
      const [fu, fv] = [gu - Math.floor(gu), gv - Math.floor(gv)];
      const m = Math.min(fu, 1 - fu, fv, 1 - fv) * 0.5; // distance to the nearest grid line
      return (Math.floor(gu) + Math.floor(gv)) & 1 ? -m : m;
    }
    case "lines": {
      let d = Infinity;
      for (let k = 0; k < 3; k++) {
        const phi = hash(k, 3, seed) * Math.PI;
        const [ox, oy] = [(hash(k, 5, seed) - 0.5) * 1.4, hash(k, 7, seed) * nailLen];
        d = Math.min(d, Math.abs((u - ox) * -Math.sin(phi) + (v - oy) * Math.cos(phi)) - 0.035);
      }
      return d;
    }
    case "flowers": {
      const p = cell(1.3);
      const [rho, th] = [len(p.x, p.y), Math.atan2(p.y, p.x) + p.h * 6];
      return Math.max(rho - 0.42 * (0.55 + 0.45 * Math.abs(Math.cos(2.5 * th))), 0.09 - rho);
    }
    case "hearts": {
      const p = cell(1.1);
      const lobes = Math.min(len(p.x - 0.17, p.y - 0.08), len(p.x + 0.17, p.y - 0.08)) - 0.2;
      return Math.min(lobes, (Math.abs(p.x) + Math.abs(p.y + 0.1) - 0.3) / Math.SQRT2);
    }
    case "leopard": {
      const p = cell(0.8);
      const th = Math.atan2(p.y, p.x);
      const ring = Math.abs(len(p.x, p.y) - 0.2 * (1 + 0.25 * Math.sin(3 * th + p.h * 6))) - 0.055;
      return Math.cos(th + p.h * 6) > 0.6 ? Math.max(ring, 0.03) : ring; // broken rings
    }
    case "marble":
    case "half-moon":
      return Infinity; // drawn as blends in artCoverage
  }
}

function artCoverage(spec: PaintedNailSpec, X: number, Y: number, hwPx: number, nailLen: number) {
  const { pattern, scale: s, angle } = spec.art;
  if (pattern === "half-moon") return clamp01(0.5 - (len(X, Y * 0.9) - 0.8 * s) * hwPx);
  const [u, v] = [
    (X * Math.cos(angle) + Y * Math.sin(angle)) / s,
    (-X * Math.sin(angle) + Y * Math.cos(angle)) / s,
  ];
  if (pattern === "marble") {
    const swirl = Math.sin(u * 2.4 + v * 1.3 + 5 * fbm(u * 0.8, v * 0.8, spec.seed));
    return smooth(0.32, 0.05, Math.abs(swirl));
  }
  return clamp01(0.5 - artDistance(spec, u, v, nailLen / s) * s * hwPx);
}

/** Polish colour at nail coordinates: X across (−1…1), Y from the cuticle (half-widths), t along (0…1). */
function makePolish(spec: PaintedNailSpec): Polish {
  const n = spec.nail;
  const phase = hash(1, 2, spec.seed) * 6.28;
  const paint = (c: RGB, metal: boolean, X: number, t: number): Vec3 =>
    metal ? metallic(c, X, t, phase) : [c[0], c[1], c[2]];
  const metal1 = METALLIC.has(spec.color);
  const metal2 = !!spec.secondColor && METALLIC.has(spec.secondColor);
  const lenR = n.end - n.cuticle;
  return (X, Y, t, gx, gy, pxPerR) => {
    const main = paint(spec.shade, metal1, X, t);
    const second = spec.secondShade ? paint(spec.secondShade, metal2, X, t) : null;
    let col = main;
    switch (spec.technique) {
      case "French Tips": {
        const edge = 1 - spec.french.band + spec.french.smile * (1 - X * X);
        col = mix(spec.nude, main, clamp01(0.5 + (t - edge) * lenR * pxPerR));
        break;
      }
      case "Ombre": {
        const m = smooth(spec.ombre.start, spec.ombre.end, t);
        col = mix(second ?? spec.nude, main, spec.ombre.reverse ? 1 - m : m);
        break;
      }
      case "Glitter": {
        const g = spec.glitter;
        col = { dark: scale(main, 0.45), same: main, sheer: mix(spec.nude, main, 0.15) }[g.base];
        const cs = Math.max(1.2, n.halfWidth * pxPerR * g.size);
        const [ci, cj] = [Math.floor(gx / cs), Math.floor(gy / cs)];
        const h = hash(ci, cj, spec.seed);
        if (h < g.density * (g.fade ? smooth(0.1, 0.9, t) : 1)) {
          const [cx, cy] = [
            (ci + 0.25 + 0.5 * hash(cj, ci, 7)) * cs,
            (cj + 0.25 + 0.5 * hash(ci, cj, 9)) * cs,
          ];
          // Mostly the polish colour itself, with sparkles and shadowed flakes for contrast.
          const kind = hash(cj, ci, spec.seed + 3);
          const speck = kind < 0.25 ? mix(main, WHITE, 0.75) : scale(main, kind < 0.8 ? 1.15 : 0.4);
          col = mix(col, speck, clamp01(0.5 - len(gx + 0.5 - cx, gy + 0.5 - cy) + 0.4 * cs));
        }
        break;
      }
      case "Nail Art": {
        const art = artCoverage(spec, X, Y, n.halfWidth * pxPerR, lenR / n.halfWidth);
        if (second) col = mix(main, second, art);
        break;
      }
    }
    col = scale(col, 0.8 + 0.2 * Math.sqrt(Math.max(0, 1 - X * X))); // curved plate
    const g = spec.gloss;
    const streak =
      Math.exp(-(((X - g.x) / g.width) ** 2)) * smooth(0.08, 0.3, t) * (1 - smooth(0.7, 0.95, t));
    return mix(col, WHITE, streak * g.strength);
  };
}

/** One finger: shaded capsule with creases and optional ring, then cuticle shadow and the nail. */
function paintFinger(
  c: Canvas,
  spec: PaintedNailSpec,
  f: PaintedFinger,
  k: number,
  polish: Polish,
  hwAt: (a: number) => number,
  labels = false,
) {
  const n = spec.nail;
  const [r, dx, dy] = [f.radius, Math.cos(f.angle), Math.sin(f.angle)];
  const [L, pxPerR, lenR] = [f.length / r, c.unit * r, n.end - n.cuticle];
  // Per-pixel steps in finger coordinates, for supersampling the nail outline.
  const [aX, bX] = [(c.cos * dx - c.sin * dy) / pxPerR, -(c.cos * dy + c.sin * dx) / pxPerR];
  const [aY, bY] = [(c.sin * dx + c.cos * dy) / pxPerR, (c.cos * dx - c.sin * dy) / pxPerR];
  const [hx, hy, kx, ky] = [(aX + aY) / 2, (bX + bY) / 2, (aX - aY) / 2, (bX - bY) / 2]; // to pixel corners
  const inside = (a: number, b: number) => Math.abs(b) <= hwAt(a);
  const sheen = spec.gloss.x < 0 ? -0.35 : 0.35;
  const creases = [n.cuticle - 1.5, n.cuticle - 1.4, n.cuticle - 3.3, n.cuticle - 3.15];
  const ring =
    spec.prop.kind === "ring" && spec.prop.finger === k ? { a: n.cuticle - 2.3, half: 0.16 } : null;
  const ends: [number, number][] = [
    [f.x - dx * f.length, f.y - dy * f.length],
    [f.x + dx * n.end * r, f.y + dy * n.end * r],
  ];
  sweep(c, ends, r * 1.1, (i, x, y, px, py) => {
    const [ox, oy] = [x - f.x, y - f.y];
    const [a, b] = [(ox * dx + oy * dy) / r, (oy * dx - ox * dy) / r];
    const q = len(a - Math.min(Math.max(a, -L), 0), b);
    const skinCov = clamp01(0.5 - (q - 1) * pxPerR) * (f.thumb ? 1 : smooth(-L, -L + 1.6, a));
    if (labels) {
      if (skinCov >= 0.5) c.px.set(SURFACE_RGB.skin, i);
    } else if (skinCov > 0) {
      const depth = Math.sqrt(1 - Math.min(1, q * q));
      let shade = 0.5 + 0.5 * depth;
      if (spec.creases) {
        for (const at of creases) {
          const off = a - at - 0.12 * b * b;
          if (Math.abs(off) < 0.12) shade *= 1 - 0.2 * depth * Math.exp(-((off / 0.03) ** 2));
        }
      }
      // Mottled skin, a flush towards the fingertip, a faint sheen on the lit side.
      const m = shade * (0.95 + 0.1 * noise(a * 2.5 + k * 9, b * 2.5, spec.seed));
      const flush = 0.35 * smooth(n.cuticle - 1.2, n.cuticle, a);
      const sk = spec.skin;
      const flushed: Vec3 = [
        sk[0] * (1 + 0.07 * flush),
        sk[1] * (1 - 0.1 * flush),
        sk[2] * (1 - 0.12 * flush),
      ];
      let col = mix(scale(flushed, m), WHITE, 0.07 * Math.exp(-(((b - sheen) / 0.25) ** 2)));
      if (ring) {
        const band = 0.4 + 0.9 * (0.5 + 0.5 * Math.cos(b * 2.5 + 0.6));
        const metal = mix(scale(spec.prop.cap, band), WHITE, 0.5 * depth ** 12);
        col = mix(col, metal, clamp01(0.5 - (Math.abs(a - ring.a) - ring.half) * pxPerR));
      }
      blend(c, i, col, skinCov);
    }
    if (a < n.cuticle - 0.2 || a > n.end + 0.1 || Math.abs(b) > n.halfWidth + 0.2) return;
    // Coverage: centre and corners agree → 0 or 1, else 4x4 samples.
    const corners = +inside(a + hx, b + hy) + +inside(a - hx, b - hy) + +inside(a + kx, b + ky);
    const hits = corners + +inside(a - kx, b - ky) + +inside(a, b);
    let cov = hits / 5;
    if (hits > 0 && hits < 5) {
      cov = 0;
      for (let sy = -0.375; sy < 0.5; sy += 0.25)
        for (let sx = -0.375; sx < 0.5; sx += 0.25)
          cov += inside(a + sx * aX + sy * aY, b + sx * bX + sy * bY) ? 1 / 16 : 0;
    }
    if (labels) {
      if (cov >= 0.5) c.px.set(SURFACE_RGB.nail, i);
      return;
    }
    if (cov < 1 && skinCov > 0 && a < 1) {
      // Sidewall/cuticle shadow: nested grown outlines give a soft rim on the skin.
      let rim = 0;
      for (let g = 0.03; g < 0.2; g += 0.03)
        rim += Math.abs(b) <= Math.max(hwAt(a), hwAt(a + g)) + g ? 0.045 : 0;
      if (rim) blend(c, i, [0, 0, 0], rim * skinCov * (1 - cov));
    }
    if (cov > 0) {
      const [X, Y, t] = [b / n.halfWidth, (a - n.cuticle) / n.halfWidth, (a - n.cuticle) / lenR];
      blend(c, i, polish(X, Y, t, px, py, pxPerR), cov);
    }
  });
}

/** Camera: exposure, one-sided light, white balance, vignette, sensor noise → 8-bit RGB. */
function develop(c: Canvas, spec: PaintedNailSpec): Buffer {
  const cam = spec.camera;
  const [lx, ly] = [Math.cos(cam.light.angle), Math.sin(cam.light.angle)];
  const R = seededRandom(spec.seed ^ 0x5eed);
  const corner = (c.w * c.w + c.h * c.h) / (4 * c.unit * c.unit);
  const out = new Uint8ClampedArray(c.w * c.h * 3); // clamps and rounds on store
  const tint = [1 + cam.tint, 1 + cam.tint * 0.2, 1 - cam.tint];
  for (let py = 0, i = 0; py < c.h; py++) {
    for (let px = 0; px < c.w; px++, i += 3) {
      const [nx, ny] = [(px - c.w / 2) / c.unit, (py - c.h / 2) / c.unit];
      const gain =
        cam.exposure *
        (1 + cam.light.strength * (nx * lx + ny * ly)) *
        (1 - (cam.vignette * (nx * nx + ny * ny)) / corner);
      const grain = (R() + R() + R() - 1.5) * 2 * cam.noise * 255;
      for (let k = 0; k < 3; k++)
        out[i + k] = c.px[i + k]! * gain * tint[k]! + grain + (R() - 0.5) * cam.noise * 80;
    }
  }
  return Buffer.from(out.buffer);
}

/** The picture's size, and the buffer it is painted in (at most ~0.75 MP; sharp upscales). */
function canvasOf(spec: PaintedNailSpec) {
  const [w, h] = [spec.width, Math.round(spec.width * spec.aspect)];
  const k = Math.min(1, Math.sqrt(PIXEL_BUDGET / (w * h)));
  const [cw, ch] = [Math.round(w * k), Math.round(h * k)];
  const rot = spec.camera.rotation;
  const [cos, sin, px] = [Math.cos(rot), Math.sin(rot), new Float32Array(cw * ch * 3)];
  const c: Canvas = { w: cw, h: ch, unit: Math.min(cw, ch), cos, sin, px };
  return { w, h, k, c };
}

/**
 * What each pixel of the picture shows, as a label image (`server/fit/surface-labels.ts`) of its
 * size, painted in the picture's order: backdrop, bottle ("other"), back of the hand, fingers.
 */
export async function renderPaintedLabels(spec: PaintedNailSpec): Promise<Buffer> {
  const { w, h, c } = canvasOf(spec);
  const bottle = spec.prop.kind === "bottle" ? bottleShape(spec, c.unit) : null;
  const palm = palmShape(spec);
  sweep(c, null, 0, (i, x, y) => {
    const onBottle = bottle?.(x, y);
    const surface =
      palm(x, y).d * c.unit < 0.5
        ? "skin"
        : onBottle && Math.min(onBottle.body, onBottle.cap) < 0.5
          ? "other"
          : "backdrop";
    c.px.set(SURFACE_RGB[surface], i);
  });
  const hwAt = halfWidthTable(spec);
  const polish: Polish = () => [...SURFACE_RGB.nail];
  spec.fingers.forEach((f, j) => paintFinger(c, spec, f, j, polish, hwAt, true));
  return sharp(Uint8Array.from(c.px), { raw: { width: c.w, height: c.h, channels: 3 } })
    .resize(w, h, { fit: "fill", kernel: "nearest" })
    .png()
    .toBuffer();
}

/** A deterministic JPEG of the spec: same spec, same bytes. */
export async function renderPaintedNails(spec: PaintedNailSpec): Promise<Buffer> {
  const { w, h, k, c } = canvasOf(spec);
  const [cw, ch] = [c.w, c.h];
  // Backdrop, bottle, hand shadow and back of the hand in one pass; then fingers; then camera.
  const bottle = spec.prop.kind === "bottle" ? [makeBottle(spec, c.unit)] : [];
  const ground = [makeBackdrop(spec), ...bottle, makeHandBack(spec, c.unit)];
  sweep(c, null, 0, (i, x, y) => {
    let col: Vec3 = [0, 0, 0];
    for (const layer of ground) col = layer(x, y, col);
    c.px[i] = col[0];
    c.px[i + 1] = col[1];
    c.px[i + 2] = col[2];
  });
  const [polish, hwAt] = [makePolish(spec), halfWidthTable(spec)];
  spec.fingers.forEach((f, j) => paintFinger(c, spec, f, j, polish, hwAt));
  let img = sharp(develop(c, spec), { raw: { width: cw, height: ch, channels: 3 } });
  if (k < 1) img = img.resize(w, h, { fit: "fill" });
  if (spec.camera.blur >= 0.3) img = img.blur(spec.camera.blur);
  return img.jpeg({ quality: spec.camera.quality }).toBuffer();
}
