// The picture inside a screenshot: a copy print is taken of it on its own too (copy-print.ts),
// since a photo shared as a screenshot sits in a flat screen's frame.

/** An RGB picture at its own aspect ratio. */
export interface Rgb {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** How far (sum of RGB differences) a pixel may be from the screen's color and still be screen. */
const SCREEN_TOLERANCE = 24;
/** A row or column of the picture is this much unlike the screen; its edges nearly all. */
const PICTURE_COVER = 0.6;
const PICTURE_EDGE = 0.9;

/**
 * The picture inside a screenshot: a rectangle unlike the flat screen around it, whose four edges
 * are unlike the screen along nearly all their length (a hand on a plain backdrop has no such
 * edges). Null when there is none, or it fills nearly the whole frame.
 */
export function embeddedPicture(view: Rgb): Rgb | null {
  const { width, height, pixels } = view;
  const screen = borderColor(view);
  if (!screen) return null;
  const unlike = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return (
      Math.abs(pixels[i]! - screen[0]) +
        Math.abs(pixels[i + 1]! - screen[1]) +
        Math.abs(pixels[i + 2]! - screen[2]) >
      SCREEN_TOLERANCE
    );
  };
  const share = (count: number, test: (k: number) => boolean) => {
    let n = 0;
    for (let k = 0; k < count; k++) if (test(k)) n++;
    return n / count;
  };
  const [top, bottom] = longestRun(
    height,
    (y) => share(width, (x) => unlike(x, y)) > PICTURE_COVER,
  );
  const rows = bottom - top;
  if (rows < 0.15 * height) return null;
  const [left, right] = longestRun(
    width,
    (x) => share(rows, (k) => unlike(x, top + k)) > PICTURE_COVER,
  );
  const columns = right - left;
  if (columns < 0.15 * width || columns * rows > 0.9 * width * height) return null;
  const edges = [
    share(columns, (k) => unlike(left + k, top)),
    share(columns, (k) => unlike(left + k, bottom - 1)),
    share(rows, (k) => unlike(left, top + k)),
    share(rows, (k) => unlike(right - 1, top + k)),
  ];
  if (edges.some((edge) => edge < PICTURE_EDGE)) return null;
  const cropped = new Uint8Array(columns * rows * 3);
  for (let y = 0; y < rows; y++) {
    const from = ((top + y) * width + left) * 3;
    cropped.set(pixels.subarray(from, from + columns * 3), y * columns * 3);
  }
  return { width: columns, height: rows, pixels: cropped };
}

/**
 * The color of at least a third of the frame's border (a screen's, where a picture shown edge to
 * edge takes the sides), or null when there is none.
 */
function borderColor({ width, height, pixels }: Rgb): [number, number, number] | null {
  const counts = new Map<number, { n: number; rgb: [number, number, number] }>();
  const add = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    const rgb: [number, number, number] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    const key = ((rgb[0] >> 3) << 10) | ((rgb[1] >> 3) << 5) | (rgb[2] >> 3);
    const entry = counts.get(key) ?? { n: 0, rgb };
    entry.n++;
    counts.set(key, entry);
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    add(width - 1, y);
  }
  const total = 2 * (width + height) - 4;
  const [most] = [...counts.values()].sort((a, b) => b.n - a.n);
  return most && most.n >= total / 3 ? most.rgb : null;
}

/** The longest run [start, end) of indices below `count` that pass `test`. */
function longestRun(count: number, test: (k: number) => boolean): [number, number] {
  let best: [number, number] = [0, 0];
  let start = -1;
  for (let k = 0; k <= count; k++) {
    if (k < count && test(k)) {
      if (start < 0) start = k;
    } else if (start >= 0) {
      if (k - start > best[1] - best[0]) best = [start, k];
      start = -1;
    }
  }
  return best;
}
