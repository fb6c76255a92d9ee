import { chroma, hue } from "~/core/color";
import type { PolishMap } from "./polish-map";

// The hand-built descriptor: what a nail photo is made of, in 236 numbers.
// - the polish's colors: a histogram of polish pixels, 8 hues × 3 lightness bands for colored
//   pixels and 4 lightness bands for neutral ones (28);
// - where the polish is: its share of each cell of an 8 × 8 grid (64), which tells long pointed
//   nails from short square ones;
// - shape and texture: histograms of gradient orientation (9 bins, magnitude-weighted) in a 4 × 4
//   grid of the lightness channel (144): stripes, dots, glitter and smile lines.
// Each part is normalized on its own, then weighted, so that none drowns the others.

export const HAND_BUILT_DIMENSIONS = 28 + 64 + 144;

const WEIGHTS = { colors: 1, layout: 0.6, gradients: 0.8 };

function normalize(values: Float32Array, weight = 1): Float32Array {
  let norm = 0;
  for (const value of values) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < values.length; i++) values[i] = (values[i]! / norm) * weight;
  return values;
}

function colorHistogram({ lab, polish }: PolishMap): Float32Array {
  const histogram = new Float32Array(28);
  for (let i = 0; i < polish.length; i++) {
    if (!polish[i]) continue;
    const p: [number, number, number] = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
    const band = Math.min(2, Math.floor(p[0] / 34));
    if (chroma(p) < 12) histogram[24 + Math.min(3, Math.floor(p[0] / 25))]! += 1;
    else histogram[Math.min(7, Math.floor(hue(p) / 45)) * 3 + band]! += 1;
  }
  // Square roots (the Hellinger kernel): a dominant color does not swamp a second one.
  return histogram.map(Math.sqrt);
}

function layout({ polish, size }: PolishMap): Float32Array {
  const grid = 8;
  const cells = new Float32Array(grid * grid);
  const cell = size / grid;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (polish[y * size + x]) cells[Math.floor(y / cell) * grid + Math.floor(x / cell)]! += 1;
    }
  }
  return cells;
}

function gradients({ lab, size }: PolishMap): Float32Array {
  const grid = 4;
  const bins = 9;
  const histogram = new Float32Array(grid * grid * bins);
  const L = (x: number, y: number) => lab[(y * size + x) * 3]!;
  const cell = size / grid;
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const gx = L(x + 1, y - 1) + 2 * L(x + 1, y) + L(x + 1, y + 1);
      const gxl = L(x - 1, y - 1) + 2 * L(x - 1, y) + L(x - 1, y + 1);
      const gy = L(x - 1, y + 1) + 2 * L(x, y + 1) + L(x + 1, y + 1);
      const gyu = L(x - 1, y - 1) + 2 * L(x, y - 1) + L(x + 1, y - 1);
      const dx = gx - gxl;
      const dy = gy - gyu;
      const magnitude = Math.hypot(dx, dy);
      if (magnitude < 1) continue;
      const angle = (Math.atan2(dy, dx) + Math.PI) % Math.PI; // unsigned: 0–π
      const bin = Math.min(bins - 1, Math.floor((angle / Math.PI) * bins));
      const at = (Math.floor(y / cell) * grid + Math.floor(x / cell)) * bins + bin;
      histogram[at]! += magnitude;
    }
  }
  for (let c = 0; c < grid * grid; c++) normalize(histogram.subarray(c * bins, (c + 1) * bins));
  return histogram;
}

export function handBuiltDescriptor(map: PolishMap): Float32Array {
  const vector = new Float32Array(HAND_BUILT_DIMENSIONS);
  vector.set(normalize(colorHistogram(map), WEIGHTS.colors), 0);
  vector.set(normalize(layout(map), WEIGHTS.layout), 28);
  vector.set(normalize(gradients(map), WEIGHTS.gradients), 28 + 64);
  return normalize(vector);
}
