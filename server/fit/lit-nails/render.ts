// Renders a LitNailSpec as a phone would capture it: each pixel's surface (backdrop, finger or
// nail) with its normal, lit in linear light by the lamp (with its shadow and its falloff across
// the frame) and the room's fill, glossy highlights in the lamp's color, metals reflecting their
// surroundings tinted by their own color; then developed: white balance, metering, a tone curve,
// sRGB, saturation, noise. sharp only resizes, blurs and encodes the finished pixels.
import sharp from "sharp";
import { toLinear, type Albedo, type LitFinger, type LitNailSpec, type Polish } from "./spec";
import { seededRandom } from "~/core/seeded-random";
import { SURFACE_RGB } from "../surface-labels";

type Vec3 = [number, number, number];

/** Above this many pixels the scene is lit at a smaller size and scaled up (as a phone's ISP). */
const PIXEL_BUDGET = 700_000;
/** The nail's half width as a share of its finger's radius. */
const NAIL_WIDTH = 0.74;
/** Where the nail plate starts behind the fingertip's center, in finger radii. */
const CUTICLE = -1.15;
/** Where the free edge starts: the finger's rounded tip narrows below the nail there. */
const FREE_EDGE = 0.64;
/** How high the fingers sit above the backdrop (shortest-side units): the shadow's offset. */
const HAND_HEIGHT = 0.035;

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smoothstep = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const mixAlbedo = (p: Albedo, q: Albedo, t: number): Albedo => [
  p[0] + (q[0] - p[0]) * t,
  p[1] + (q[1] - p[1]) * t,
  p[2] + (q[2] - p[2]) * t,
];

function cellHash(x: number, y: number, salt: number): number {
  let h =
    (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(salt, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
function valueNoise(x: number, y: number, salt: number): number {
  const [ix, iy] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - ix, y - iy];
  const [sx, sy] = [fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)];
  const a = cellHash(ix, iy, salt) + (cellHash(ix + 1, iy, salt) - cellHash(ix, iy, salt)) * sx;
  const b =
    cellHash(ix, iy + 1, salt) + (cellHash(ix + 1, iy + 1, salt) - cellHash(ix, iy + 1, salt)) * sx;
  return a + (b - a) * sy;
}

/** A lamp's color at a color temperature, linear RGB scaled to unit luminance. */
export function lampColor(kelvin: number): Vec3 {
  // sRGB white points of black-body light, every thousand kelvin.
  const table: [number, Vec3][] = [
    [2000, [1, 0.54, 0.17]],
    [3000, [1, 0.71, 0.42]],
    [4000, [1, 0.82, 0.64]],
    [5000, [1, 0.89, 0.81]],
    [6000, [1, 0.96, 0.94]],
    [7000, [0.95, 0.95, 1]],
  ];
  let k = 0;
  while (k < table.length - 2 && kelvin > table[k + 1]![0]) k++;
  const [[k0, c0], [k1, c1]] = [table[k]!, table[k + 1]!];
  const t = clamp01((kelvin - k0) / (k1 - k0));
  const rgb = c0.map((v, i) => toLinear(v + (c1[i]! - v) * t)) as Vec3;
  const luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  return rgb.map((v) => v / luminance) as Vec3;
}

/** Where a point sits on a finger: along it (towards the free edge, radii) and across it. */
interface OnFinger {
  along: number;
  across: number;
  dir: [number, number];
}

function onFinger(finger: LitFinger, x: number, y: number): OnFinger {
  const dir: [number, number] = [Math.cos(finger.angle), Math.sin(finger.angle)];
  const [dx, dy] = [x - finger.x, y - finger.y];
  return {
    along: (dx * dir[0] + dy * dir[1]) / finger.radius,
    across: (-dx * dir[1] + dy * dir[0]) / finger.radius,
    dir,
  };
}

/** Signed distance (radii) to a finger's outline: a capsule running off behind its tip. */
function fingerDistance({ along, across }: OnFinger): number {
  return along <= 0 ? Math.abs(across) - 1 : Math.sqrt(along * along + across * across) - 1;
}

/** The nail's half width (radii) at a distance along the finger; 0 outside its length. */
function nailHalfWidth(spec: LitNailSpec, along: number): number {
  const W = NAIL_WIDTH;
  const rounding = 0.7 * W;
  if (along < CUTICLE) return 0;
  if (along < CUTICLE + rounding) {
    const q = (CUTICLE + rounding - along) / rounding;
    return W * Math.sqrt(Math.max(0, 1 - q * q));
  }
  if (along <= FREE_EDGE) return W;
  const u = (along - FREE_EDGE) / spec.extension;
  if (u > 1) return 0;
  switch (spec.shape) {
    case "Square":
      return W * (1 - u ** 8) ** 0.125;
    case "Almond":
      return W * (1 - u ** 1.8) ** 0.6;
    case "Stiletto":
      return W * (1 - u ** 1.15);
    case "Coffin":
      return W * (1 - 0.55 * u) * (1 - u ** 30) ** 0.2;
  }
}

/** How far along the nail a point is: 0 at the cuticle, 1 at the free edge's end. */
const nailPosition = (spec: LitNailSpec, along: number) =>
  (along - CUTICLE) / (FREE_EDGE + spec.extension - CUTICLE);

/** The polish at a point of the nail (its albedo, and whether that spot reflects as metal). */
function polishAt(spec: LitNailSpec, along: number, tn: number, finger: number): Polish {
  const main = spec.polish;
  const second = spec.secondPolish;
  const t = nailPosition(spec, along);
  const W = NAIL_WIDTH;
  switch (spec.technique) {
    case "Plain":
      return main;
    case "French Tips": {
      const line = 1 - spec.french.band + spec.french.smile * (0.5 - tn * tn) * 0.5;
      return t > line ? main : { albedo: spec.nude, metal: false };
    }
    case "Ombre": {
      const start = second ?? { albedo: spec.nude, metal: false };
      let w = smoothstep(0.5 - spec.ombre.softness / 2, 0.5 + spec.ombre.softness / 2, t);
      if (spec.ombre.reverse) w = 1 - w;
      return {
        albedo: mixAlbedo(start.albedo, main.albedo, w),
        metal: w > 0.5 ? main.metal : start.metal,
      };
    }
    case "Glitter": {
      const size = spec.glitter.size * W;
      const [cx, cy] = [Math.floor(along / size), Math.floor((tn * W) / size)];
      const flake = cellHash(cx, cy, spec.seed + finger * 7919) < spec.glitter.density;
      if (flake) return { albedo: main.albedo, metal: true };
      const base = spec.glitter.base === "same" ? main.albedo.map((c) => c * 0.55) : spec.nude;
      return { albedo: base as Albedo, metal: false };
    }
    case "Nail Art": {
      const art = second ?? { albedo: [0.9, 0.9, 0.9] as Albedo, metal: false };
      const s = spec.art.scale;
      const [u, v] = [along, tn * W];
      let hit = false;
      if (spec.art.pattern === "dots") {
        const g = 0.42 * W * s;
        const [du, dv] = [u / g - Math.round(u / g), v / g - Math.round(v / g)];
        hit = du * du + dv * dv < 0.09;
      } else if (spec.art.pattern === "stripes") {
        hit = Math.abs(((u + v) / (0.35 * W * s)) % 1) < 0.4;
      } else if (spec.art.pattern === "lines") {
        hit = Math.abs(Math.abs(v) - 0.35 * W) < 0.08 * W * s;
      } else {
        const centre = (CUTICLE + FREE_EDGE) / 2 + 0.2;
        for (let p = 0; p < 5 && !hit; p++) {
          const a = (p / 5) * 2 * Math.PI;
          const [pu, pv] = [centre + Math.cos(a) * 0.3 * s, Math.sin(a) * 0.3 * s];
          hit = (u - pu) ** 2 + (v - pv) ** 2 < (0.2 * s) ** 2;
        }
      }
      return hit ? art : main;
    }
  }
}

/** What a pixel shows: the surface, its normal (unit), and its polish when it is a nail. */
interface Surface {
  kind: "backdrop" | "skin" | "nail";
  normal: Vec3;
  polish?: Polish;
  /** How much of the pixel this top surface covers (its edge antialiased). */
  cover: number;
}

function surfaceAt(spec: LitNailSpec, x: number, y: number, pixel: number): Surface {
  let top: Surface = { kind: "backdrop", normal: [0, 0, 1], cover: 1 };
  spec.fingers.forEach((finger, k) => {
    const at = onFinger(finger, x, y);
    const px = pixel / finger.radius;
    const hw = nailHalfWidth(spec, at.along);
    const nailEdge = hw > 0 ? Math.abs(at.across) - hw : Infinity;
    const fingerEdge = fingerDistance(at);
    const [dx, dy] = at.dir;
    if (nailEdge < px / 2) {
      const tn = Math.max(-1, Math.min(1, at.across / Math.max(hw, 1e-6)));
      const bend = spec.dome * 0.65 * tn;
      const lift = 0.18 * nailPosition(spec, at.along);
      const n: Vec3 = [-dy * bend + dx * lift, dx * bend + dy * lift, 1];
      const m = Math.hypot(...n);
      const polish = polishAt(spec, at.along, tn, k);
      const cover = clamp01(0.5 - nailEdge / px);
      // A nail's outline over its own finger is not an edge against the backdrop.
      const under = fingerEdge < 0 ? 1 : cover;
      top = { kind: "nail", normal: [n[0] / m, n[1] / m, n[2] / m], polish, cover: under };
    } else if (fingerEdge < px / 2) {
      const c = Math.max(-1, Math.min(1, at.across)) * 0.85;
      const tip = at.along > 0 ? at.along * 0.85 : 0;
      const n: Vec3 = [-dy * c + dx * tip, dx * c + dy * tip, 0];
      n[2] = Math.sqrt(Math.max(0.05, 1 - n[0] * n[0] - n[1] * n[1]));
      const m = Math.hypot(...n);
      top = {
        kind: "skin",
        normal: [n[0] / m, n[1] / m, n[2] / m],
        cover: clamp01(0.5 - fingerEdge / px),
      };
    }
  });
  return top;
}

/** How much of the lamp reaches the backdrop at a point (the hand's soft shadow). */
function lampReaches(spec: LitNailSpec, x: number, y: number, offset: [number, number]): number {
  let shade = 0;
  for (const finger of spec.fingers) {
    const d = fingerDistance(onFinger(finger, x - offset[0], y - offset[1])) * finger.radius;
    shade = Math.max(shade, 1 - smoothstep(-0.012, 0.02, d));
  }
  return 1 - 0.85 * shade;
}

function backdropAlbedo(spec: LitNailSpec, x: number, y: number, px: number, py: number): Albedo {
  const { kind, albedo, grain } = spec.backdrop;
  let k = 1;
  if (kind === "towel") k = 1 + grain * (cellHash(px >> 1, py >> 1, spec.seed) - 0.5) * 2;
  else if (kind === "wood") {
    const ring = Math.sin((x * 0.3 + y) * 60 + 4 * valueNoise(x * 6, y * 6, spec.seed));
    k = 1 + grain * 2 * ring;
  } else if (kind === "stone") k = 1 + grain * 3 * (valueNoise(x * 9, y * 9, spec.seed) - 0.5);
  else k = 1 + grain * 0.5 * (cellHash(px, py, spec.seed) - 0.5);
  return albedo.map((c) => c * k) as Albedo;
}

/** The picture's size, and the size it is lit at (within PIXEL_BUDGET). */
function sizesOf(spec: LitNailSpec) {
  const outW = spec.width;
  const outH = Math.round(spec.width * spec.aspect);
  const shrink = Math.min(1, Math.sqrt(PIXEL_BUDGET / (outW * outH)));
  const w = Math.round(outW * shrink);
  const h = Math.round(outH * shrink);
  return { outW, outH, w, h, unit: Math.min(w, h) };
}

/**
 * What each pixel of the picture shows, as a label image (`server/fit/surface-labels.ts`) of its
 * size: the surface covering most of the pixel.
 */
export async function renderLitLabels(spec: LitNailSpec): Promise<Buffer> {
  const { outW, outH, w, h, unit } = sizesOf(spec);
  const labels = new Uint8Array(w * h * 3);
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const x = (px + 0.5 - w / 2) / unit;
      const y = (py + 0.5 - h / 2) / unit;
      const surface = surfaceAt(spec, x, y, 1 / unit);
      labels.set(SURFACE_RGB[surface.cover >= 0.5 ? surface.kind : "backdrop"], (py * w + px) * 3);
    }
  }
  return sharp(labels, { raw: { width: w, height: h, channels: 3 } })
    .resize(outW, outH, { fit: "fill", kernel: "nearest" })
    .png()
    .toBuffer();
}

export async function renderLitNails(spec: LitNailSpec): Promise<Buffer> {
  const { outW, outH, w, h, unit } = sizesOf(spec);
  const pixel = 1 / unit;
  const { light, camera } = spec;
  const L: Vec3 = [
    Math.cos(light.azimuth) * Math.cos(light.elevation),
    Math.sin(light.azimuth) * Math.cos(light.elevation),
    Math.sin(light.elevation),
  ];
  const H = ((): Vec3 => {
    const m = Math.hypot(L[0], L[1], L[2] + 1);
    return [L[0] / m, L[1] / m, (L[2] + 1) / m];
  })();
  const lamp = lampColor(light.kelvin);
  // The room's fill is the lamp's light bounced off walls: half its color, a touch cooler.
  const fill = lamp.map((v, c) => light.fill * (0.5 * v + 0.5 * [0.96, 1, 1.06][c]!)) as Vec3;
  const shadowOffset: [number, number] = [
    (-L[0] / Math.max(0.2, L[2])) * HAND_HEIGHT,
    (-L[1] / Math.max(0.2, L[2])) * HAND_HEIGHT,
  ];
  const linear = new Float32Array(w * h * 3);
  const random = seededRandom(spec.seed);

  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const x = (px + 0.5 - w / 2) / unit;
      const y = (py + 0.5 - h / 2) / unit;
      const falloff = Math.max(
        0.3,
        1 + light.falloff * (x * Math.cos(light.azimuth) + y * Math.sin(light.azimuth)),
      );
      const surface = surfaceAt(spec, x, y, pixel);
      const shadow = lampReaches(spec, x, y, shadowOffset);
      const ground = backdropAlbedo(spec, x, y, px, py);
      const groundLight = Math.max(0, L[2]) * falloff * shadow;
      const out: Vec3 = [0, 0, 0];
      for (let c = 0; c < 3; c++) out[c] = ground[c]! * (lamp[c]! * groundLight + fill[c]!);
      if (surface.kind !== "backdrop") {
        const n = surface.normal;
        const nl = Math.max(0, n[0] * L[0] + n[1] * L[1] + n[2] * L[2]);
        const nh = Math.max(0, n[0] * H[0] + n[1] * H[1] + n[2] * H[2]);
        const lit: Vec3 = [0, 0, 0];
        if (surface.kind === "skin") {
          for (let c = 0; c < 3; c++) {
            // Light scatters under skin: red least dimmed where the surface turns away.
            const wrap = c === 0 ? nl ** 0.75 : nl;
            lit[c] = spec.skin[c]! * (lamp[c]! * wrap * falloff + fill[c]!);
          }
        } else {
          const { albedo, metal } = surface.polish!;
          if (metal) {
            // A metal mirrors the room, tinted by itself: bright towards the lamp, dark elsewhere.
            const r: Vec3 = [2 * n[2] * n[0], 2 * n[2] * n[1], 2 * n[2] * n[2] - 1];
            const towardLamp = Math.max(0, r[0] * L[0] + r[1] * L[1] + r[2] * L[2]);
            const room = 0.12 + 0.5 * Math.max(0, r[2]) ** 2 + 2.4 * towardLamp ** 6;
            for (let c = 0; c < 3; c++) {
              lit[c] =
                albedo[c]! *
                (room * (lamp[c]! * 0.7 + fill[c]!) * falloff + 1.5 * nh ** 90 * lamp[c]!);
            }
          } else {
            const fresnel = 0.04 + 0.5 * (1 - n[2]) ** 5;
            const gloss = spec.finish === "glossy" ? 1.1 * nh ** 70 + fresnel : 0.02;
            for (let c = 0; c < 3; c++) {
              lit[c] =
                albedo[c]! * (lamp[c]! * nl * falloff + fill[c]!) + gloss * lamp[c]! * falloff;
            }
          }
        }
        for (let c = 0; c < 3; c++) out[c] = out[c]! + (lit[c]! - out[c]!) * surface.cover;
      }
      linear.set(out, (py * w + px) * 3);
    }
  }

  // White balance: the camera divides by the light it believes in (lamp and fill), missing a bit.
  const lampShare = Math.max(0.2, L[2]);
  const believed = lamp.map(
    (v, c) => ((v * lampShare + fill[c]!) / (lampShare + light.fill)) * camera.balanceError[c]!,
  );
  // Exposure: what would show a white card facing the lamp as white, pulled towards what the
  // meter wants (the frame's mean at mid grey, moved by the bias).
  const base = 1 / (Math.max(0.2, L[2]) + light.fill);
  let meanLuminance = 0;
  for (let i = 0; i < linear.length; i += 3) {
    meanLuminance +=
      (0.2126 * linear[i]!) / believed[0]! +
      (0.7152 * linear[i + 1]!) / believed[1]! +
      (0.0722 * linear[i + 2]!) / believed[2]!;
  }
  meanLuminance = (meanLuminance / (w * h)) * base;
  const gain =
    base * ((0.18 * 2 ** camera.bias) / Math.max(1e-4, meanLuminance)) ** camera.metering;
  // The tone curve: straight up to a knee, then a shoulder that reaches white at the white point.
  const KNEE = 0.6;
  const shoulder = 2.5 / (camera.whitePoint - KNEE);
  const tone = (v: number) =>
    v <= KNEE
      ? v
      : v >= camera.whitePoint
        ? 1
        : KNEE + ((1 - KNEE) * (1 - Math.exp(-(v - KNEE) * shoulder))) / (1 - Math.exp(-2.5));
  const encoded = new Uint8Array(w * h * 3);
  for (let i = 0; i < linear.length; i += 3) {
    const rgb = [0, 1, 2].map((c) => {
      const v = (linear[i + c]! / believed[c]!) * gain;
      const toned = tone(Math.max(0, v));
      return toned <= 0.0031308 ? 12.92 * toned : 1.055 * toned ** (1 / 2.4) - 0.055;
    });
    const luma = 0.299 * rgb[0]! + 0.587 * rgb[1]! + 0.114 * rgb[2]!;
    for (let c = 0; c < 3; c++) {
      const saturated = luma + (rgb[c]! - luma) * camera.saturation;
      // Shot noise grows with the signal; a Gaussian from two uniforms (Irwin–Hall, 2 terms).
      const grain =
        (random() + random() - 1) * 1.7 * camera.noise * (0.4 + Math.sqrt(clamp01(saturated)));
      encoded[i + c] = Math.round(255 * clamp01(saturated + grain));
    }
  }
  let picture = sharp(encoded, { raw: { width: w, height: h, channels: 3 } });
  if (camera.blur >= 0.3) picture = picture.blur(camera.blur);
  if (w !== outW || h !== outH) picture = picture.resize(outW, outH, { fit: "fill" });
  return picture.jpeg({ quality: camera.quality }).toBuffer();
}
