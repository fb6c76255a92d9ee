// The confidence the style match shows (decision 0043): how sure the detectors are of the
// likeliest technique and shape (the geometric mean of their probabilities), mapped to the share
// of the named styles a picture really shows. The map is fitted by `npm run fit:confidence` on
// the fitting generators' pictures, clean and as a phone delivers them, and checked on the raster
// generator's by `npm run bench:match-eval` (its confidence bands).

/** Points [detectors' certainty, share of the named styles shown], certainty ascending. */
export type ConfidenceKnots = ReadonlyArray<readonly [number, number]>;

/**
 * The confidence to show for the detectors' certainty (0–1): read off the knots, straight
 * between them and level beyond the first and last.
 */
export function calibratedConfidence(certainty: number, knots: ConfidenceKnots): number {
  // At least two knots: the fitted file's unit test holds it to that.
  const first = knots[0]!;
  const last = knots.at(-1)!;
  if (certainty <= first[0]) return first[1];
  if (certainty >= last[0]) return last[1];
  const upper = knots.findIndex(([x]) => x >= certainty);
  const [x0, y0] = knots[upper - 1]!;
  const [x1, y1] = knots[upper]!;
  return x1 === x0 ? y1 : y0 + ((certainty - x0) / (x1 - x0)) * (y1 - y0);
}

/**
 * The nondecreasing fit of `shown` on `certainty`: the points in `bins` groups of equal count
 * (so no knot rests on a handful of pictures), then pool adjacent violators (least squares,
 * weighted by count), as knots at each pooled block's mean certainty. What `fit:confidence` fits.
 */
export function isotonicKnots(
  points: ReadonlyArray<{ certainty: number; shown: number }>,
  bins = 10,
): Array<[number, number]> {
  const sorted = [...points].sort((a, b) => a.certainty - b.certainty);
  const blocks: Array<{ x: number; y: number; n: number }> = [];
  for (let bin = 0; bin < bins; bin++) {
    const group = sorted.slice(
      Math.floor((bin * sorted.length) / bins),
      Math.floor(((bin + 1) * sorted.length) / bins),
    );
    if (!group.length) continue;
    const n = group.length;
    blocks.push({
      x: group.reduce((sum, p) => sum + p.certainty, 0) / n,
      y: group.reduce((sum, p) => sum + p.shown, 0) / n,
      n,
    });
    while (blocks.length > 1 && blocks.at(-2)!.y >= blocks.at(-1)!.y) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const total = a.n + b.n;
      blocks.push({
        x: (a.x * a.n + b.x * b.n) / total,
        y: (a.y * a.n + b.y * b.n) / total,
        n: total,
      });
    }
  }
  return blocks.map(({ x, y }) => [round(x), round(y)]);
}

const round = (value: number) => Math.round(value * 1000) / 1000;
