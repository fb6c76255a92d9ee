import {
  Canvas,
  clamp01,
  ellipsePoints,
  encodeJpeg,
  fractalNoise,
  hslToRgb,
  mix,
  strokePoints,
} from "./render";
import type { Point, RGB } from "./render";
import { pick } from "~/core/seeded-random";
import { seededRandom } from "~/core/seeded-random";

/** Pictures with no nails in them, for checking that such uploads are refused. */
export const NON_NAIL_KINDS = [
  "landscape",
  "text-page",
  "gradient",
  "noise",
  "face-like",
  "food",
  "wall",
] as const;
export type NonNailKind = (typeof NON_NAIL_KINDS)[number];

type Draw = (canvas: Canvas, random: () => number, seed: number) => void;

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

const DRAW: Record<NonNailKind, Draw> = {
  landscape(canvas, random, seed) {
    const { width, height } = canvas;
    const horizon = height * between(random, 0.45, 0.65);
    const zenith = hslToRgb(between(random, 195, 225), 0.6, 0.5);
    const haze = hslToRgb(between(random, 190, 210), 0.5, 0.85);
    canvas.fillAll((_x, y, out) => {
      const [r, g, b] = mix(zenith, haze, clamp01(y / horizon));
      out[0] = r;
      out[1] = g;
      out[2] = b;
    });
    const sunX = width * between(random, 0.15, 0.85);
    canvas.fillPolygon(
      ellipsePoints(sunX, horizon * 0.3, width * 0.05, width * 0.05),
      [1, 0.9, 0.4],
    );
    // Two ranges of hills, the nearer one darker.
    for (const [depth, lightness] of [
      [0, 0.45],
      [1, 0.3],
    ] as const) {
      const ridge: Point[] = [[0, height]];
      const phase = random() * 10;
      for (let x = 0; x <= width; x += width / 60) {
        const wave =
          Math.sin(x / (width * 0.12) + phase) * 0.05 +
          (fractalNoise(x / (width * 0.2), depth, seed) - 0.5) * 0.2;
        ridge.push([x, horizon + height * (depth * 0.12 + wave)]);
      }
      ridge.push([width, height]);
      canvas.fillPolygon(ridge, hslToRgb(between(random, 90, 140), 0.45, lightness));
    }
    const houseX = width * between(random, 0.2, 0.7);
    const houseY = horizon + height * 0.15;
    const size = width * between(random, 0.1, 0.16);
    const wall = hslToRgb(between(random, 0, 50), 0.3, 0.75);
    canvas.fillPolygon(
      [
        [houseX, houseY],
        [houseX + size, houseY],
        [houseX + size, houseY + size * 0.8],
        [houseX, houseY + size * 0.8],
      ],
      wall,
    );
    canvas.fillPolygon(
      [
        [houseX - size * 0.1, houseY],
        [houseX + size / 2, houseY - size * 0.5],
        [houseX + size * 1.1, houseY],
      ],
      [0.6, 0.2, 0.15],
    );
    canvas.fillPolygon(
      [
        [houseX + size * 0.4, houseY + size * 0.4],
        [houseX + size * 0.6, houseY + size * 0.4],
        [houseX + size * 0.6, houseY + size * 0.8],
        [houseX + size * 0.4, houseY + size * 0.8],
      ],
      [0.35, 0.22, 0.12],
    );
  },
  "text-page"(canvas, random) {
    const { width, height } = canvas;
    canvas.fillAll((_x, _y, out) => {
      out[0] = 0.97;
      out[1] = 0.97;
      out[2] = 0.95;
    });
    const margin = width * between(random, 0.08, 0.14);
    const lineHeight = height * between(random, 0.035, 0.05);
    for (let y = margin; y < height - margin; y += lineHeight * 1.6) {
      let x = margin;
      const end = width - margin - (random() < 0.2 ? width * 0.3 : 0);
      while (x < end) {
        const word = lineHeight * between(random, 0.8, 4);
        const right = Math.min(x + word, end);
        canvas.fillPolygon(
          [
            [x, y],
            [right, y],
            [right, y + lineHeight],
            [x, y + lineHeight],
          ],
          [0.12, 0.12, 0.15],
        );
        x = right + lineHeight * 0.6;
      }
    }
  },
  gradient(canvas, random) {
    const from = hslToRgb(360 * random(), between(random, 0.3, 0.9), between(random, 0.3, 0.7));
    const to = hslToRgb(360 * random(), between(random, 0.3, 0.9), between(random, 0.3, 0.7));
    const angle = random() * Math.PI * 2;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const reach = Math.hypot(canvas.width, canvas.height) / 2;
    canvas.fillAll((x, y, out) => {
      const k = clamp01(
        0.5 + ((x - canvas.width / 2) * dx + (y - canvas.height / 2) * dy) / (2 * reach),
      );
      [out[0], out[1], out[2]] = mix(from, to, k);
    });
  },
  noise(canvas, random, seed) {
    const scale = canvas.width * between(random, 0.005, 0.05);
    canvas.fillAll((x, y, out) => {
      out[0] = fractalNoise(x / scale, y / scale, seed, 4);
      out[1] = fractalNoise(x / scale, y / scale, seed + 1000, 4);
      out[2] = fractalNoise(x / scale, y / scale, seed + 2000, 4);
    });
    canvas.addSensorNoise(0.08, random);
  },
  "face-like"(canvas, random) {
    const { width, height } = canvas;
    const backdrop = hslToRgb(360 * random(), 0.2, 0.6);
    canvas.fillAll((_x, _y, out) => ([out[0], out[1], out[2]] = backdrop));
    const skin = pick(random, [
      [0.95, 0.8, 0.7],
      [0.8, 0.6, 0.45],
      [0.5, 0.34, 0.24],
    ] as RGB[]);
    const cx = width * between(random, 0.4, 0.6);
    const cy = height * 0.55;
    const rx = height * 0.3;
    const ry = height * 0.4;
    canvas.fillPolygon(
      ellipsePoints(cx, cy - ry * 0.35, rx * 1.1, ry * 0.75),
      hslToRgb(30, 0.5, between(random, 0.1, 0.4)),
    );
    canvas.fillPolygon(ellipsePoints(cx, cy, rx, ry), skin);
    for (const side of [-1, 1]) {
      const ex = cx + side * rx * 0.4;
      const ey = cy - ry * 0.15;
      canvas.fillPolygon(ellipsePoints(ex, ey, rx * 0.18, ry * 0.08), [0.97, 0.97, 0.97]);
      canvas.fillPolygon(ellipsePoints(ex, ey, rx * 0.07, rx * 0.07), [0.15, 0.1, 0.08]);
      canvas.fillPolygon(
        strokePoints([ex - rx * 0.2, ey - ry * 0.15], [ex + rx * 0.2, ey - ry * 0.18], ry * 0.03),
        [0.2, 0.12, 0.08],
      );
    }
    canvas.fillPolygon(ellipsePoints(cx, cy + ry * 0.45, rx * 0.3, ry * 0.07), [0.7, 0.25, 0.28]);
  },
  food(canvas, random) {
    const { width, height } = canvas;
    const table = hslToRgb(between(random, 20, 40), 0.3, between(random, 0.3, 0.6));
    canvas.fillAll((_x, _y, out) => ([out[0], out[1], out[2]] = table));
    const cx = width / 2;
    const cy = height / 2;
    const radius = height * 0.42;
    canvas.fillPolygon(ellipsePoints(cx, cy, radius, radius, 0, 96), [0.93, 0.93, 0.92]);
    canvas.fillPolygon(
      ellipsePoints(cx, cy, radius * 0.8, radius * 0.8, 0, 96),
      [0.98, 0.98, 0.97],
    );
    const items = 6 + Math.floor(random() * 10);
    for (let i = 0; i < items; i++) {
      const angle = random() * Math.PI * 2;
      const distance = radius * 0.6 * Math.sqrt(random());
      const size = radius * between(random, 0.08, 0.18);
      const color = pick(random, [
        [0.85, 0.15, 0.1],
        [0.3, 0.65, 0.2],
        [0.95, 0.75, 0.2],
        [0.95, 0.5, 0.1],
        [0.45, 0.2, 0.35],
      ] as RGB[]);
      canvas.fillPolygon(
        ellipsePoints(
          cx + Math.cos(angle) * distance,
          cy + Math.sin(angle) * distance,
          size,
          size * between(random, 0.8, 1),
        ),
        color,
      );
    }
  },
  wall(canvas, random, seed) {
    const base = hslToRgb(360 * random(), between(random, 0.05, 0.3), between(random, 0.5, 0.9));
    const scale = canvas.width * 0.01;
    canvas.fillAll((x, y, out) => {
      const texture = 0.95 + 0.08 * fractalNoise(x / scale, y / scale, seed, 2);
      for (let c = 0; c < 3; c++) out[c] = (base[c] as number) * texture;
    });
    canvas.applyLightGradient(random() * 360, 0.15);
  },
};

export async function renderNonNail(kind: NonNailKind, seed: number): Promise<Buffer> {
  const kindSalt = NON_NAIL_KINDS.indexOf(kind) * 7919;
  const random = seededRandom(seed * 31 + kindSalt);
  const width = 640 + Math.floor(random() * 561);
  const canvas = new Canvas(width, Math.round(width * between(random, 0.6, 0.85)));
  DRAW[kind](canvas, random, seed + kindSalt);
  return encodeJpeg(canvas, { quality: 85 });
}
