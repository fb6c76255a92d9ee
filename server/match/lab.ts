// sRGB ↔ CIELAB (D65): distances in Lab follow what the eye sees, which RGB distances do not.

export type Lab = [number, number, number];

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** sRGB 0–255 → linear light, as a table: the analysis converts thousands of pixels. */
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => linear(i));

const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);

export function rgbToLab(r: number, g: number, b: number): Lab {
  const R = LINEAR[r]!;
  const G = LINEAR[g]!;
  const B = LINEAR[b]!;
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const fy = f(y);
  return [116 * fy - 16, 500 * (f(x) - fy), 200 * (fy - f(z))];
}

export function hexToLab(hex: string): Lab {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgbToLab((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

const fInverse = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : ((116 * t - 16) * 27) / 24389);
const gamma = (c: number) => {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, v)) * 255);
};

export function labToHex([L, a, b]: Lab): string {
  const fy = (L + 16) / 116;
  const x = 0.95047 * fInverse(fy + a / 500);
  const y = fInverse(fy);
  const z = 1.08883 * fInverse(fy - b / 200);
  const r = gamma(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  const g = gamma(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  const bl = gamma(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
  return `#${((1 << 24) | (r << 16) | (g << 8) | bl).toString(16).slice(1)}`;
}

/** CIE76 ΔE: about 2.3 is a just-noticeable difference. */
export const deltaE = (p: Lab, q: Lab) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

export const chroma = ([, a, b]: Lab) => Math.hypot(a, b);

/** Hue angle in degrees, 0–360 (0 red, 90 yellow, 180 green, 270 blue). */
export const hue = ([, a, b]: Lab) => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
