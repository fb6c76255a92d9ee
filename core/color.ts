// Colour maths on "#rrggbb" hex strings: conversion, blending, luminance and distance, and CIELAB
// (D65), where distances follow what the eye sees. Pure and isomorphic: no I/O.

/** Red, green and blue channels, each 0–255. */
export type Rgb = [number, number, number];

/** The channels of a "#rrggbb" colour. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A "#rrggbb" colour; channels are rounded and clamped to 0–255. */
export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `a` blended towards `b` by `t` (0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** `hex` blended towards black by `t`. */
export const darken = (hex: string, t: number) => mix(hex, "#000000", t);

/** `hex` blended towards white by `t`. */
export const lighten = (hex: string, t: number) => mix(hex, "#ffffff", t);

/** Relative luminance in [0, 1] (sRGB weights, no gamma: good enough for contrast choices). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Euclidean distance between two colours in RGB (0 to 441.67, black to white). */
export function rgbDistance(a: string, b: string): number {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

// --- CIELAB ---------------------------------------------------------------------------------

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

export const hexToLab = (hex: string): Lab => rgbToLab(...hexToRgb(hex));

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
  return rgbToHex([
    gamma(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    gamma(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    gamma(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ]);
}

/** CIE76 ΔE: about 2.3 is a just-noticeable difference. */
export const deltaE = (p: Lab, q: Lab) => Math.sqrt(deltaE2(p[0], p[1], p[2], q));

/** ΔE squared, from loose numbers (no array per pixel in the hot loops). */
export function deltaE2(L: number, a: number, b: number, q: Lab): number {
  const dL = L - q[0];
  const da = a - q[1];
  const db = b - q[2];
  return dL * dL + da * da + db * db;
}

export const chroma = ([, a, b]: Lab) => Math.hypot(a, b);

/** Hue angle in degrees, 0–360 (0 red, 90 yellow, 180 green, 270 blue). */
export const hue = ([, a, b]: Lab) => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
