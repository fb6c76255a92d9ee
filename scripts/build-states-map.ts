// npx tsx scripts/build-states-map.ts: projects and simplifies the us-atlas states once and writes
// app/components/locations/states-geometry.ts, so the browser gets small SVG paths and neither
// us-atlas nor d3-geo. A unit test regenerates the module in memory and compares.
import { geoAlbersUsa, geoPath } from "d3-geo";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { feature } from "topojson-client";
import { planarTriangleArea, presimplify, simplify } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";
import { stateCode, stateName } from "~/core/us-locations";

export const STATES_MODULE_PATH = path.join(
  import.meta.dirname,
  "../app/components/locations/states-geometry.ts",
);

const WIDTH = 800;
const HEIGHT = 500;
/** The lower 48 and the insets fill this box; the margin on the right holds the callouts. */
const MAP_EXTENT: [[number, number], [number, number]] = [
  [6, 6],
  [744, 494],
];
/** Points whose triangle with their neighbours is smaller than this (square units) are dropped. */
const MIN_TRIANGLE_AREA = 0.5;
/** Islands smaller than this (square viewBox units) are dropped; a state's main ring never is. */
const MIN_RING_AREA = 2;
/** Coordinates are written in tenths of a unit: crisp at twice the viewBox size. */
const PRECISION = 10;

/**
 * The states too small for a label inside, labelled out in the Atlantic instead: one column, in
 * this order (north to south; Delaware above Maryland so their leader lines do not cross).
 */
const CALLOUT_STATES = ["VT", "NH", "MA", "RI", "CT", "NJ", "DE", "MD", "DC"] as const;
const CALLOUT_X = 772;
const CALLOUT_TOP = 112;
const CALLOUT_GAP = 22;
/** Leader lines stop this far left of a callout label's centre, clear of its box. */
const CALLOUT_LINE_GAP = 14;

type Point = [number, number];
type Ring = Point[];

interface StateShape {
  code: string;
  name: string;
  d: string;
  label: Point;
  callout?: { label: Point; line: [number, number, number, number] };
}

/** Collects projected rings from d3-geo's path renderer. */
class RingRecorder {
  rings: Ring[] = [];
  private current: Ring = [];
  moveTo(x: number, y: number) {
    this.current = [[x, y]];
    this.rings.push(this.current);
  }
  lineTo(x: number, y: number) {
    this.current.push([x, y]);
  }
  closePath() {}
  arc() {}
  beginPath() {}
}

const snap = (value: number) => Math.round(value * PRECISION) / PRECISION;
/** "0.3" → ".3", "-0.3" → "-.3": valid path data, a byte shorter. */
const short = (value: number) => String(value).replace(/^(-?)0\./, "$1.");

function ringArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    twice += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(twice / 2);
}

/** Rounds a ring to the output precision and drops the points rounding made repeat. */
function snapRing(ring: Ring): Ring {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const point: Point = [snap(x), snap(y)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out.at(-1);
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

/** SVG path data with relative moves, in tenths of a unit: the shortest text for these shapes. */
function pathData(rings: Ring[]): string {
  let d = "";
  let at: Point = [0, 0];
  const delta = (to: Point) => {
    const dx = Math.round((to[0] - at[0]) * PRECISION) / PRECISION;
    const dy = Math.round((to[1] - at[1]) * PRECISION) / PRECISION;
    at = to;
    return `${short(dx)}${dy < 0 ? "" : " "}${short(dy)}`;
  };
  for (const ring of rings) {
    const [first, ...rest] = ring;
    if (!first) continue;
    d += `${d ? "m" : "M"}${d ? delta(first) : ((at = first), `${first[0]} ${first[1]}`)}l`;
    d += rest.map((point) => delta(point)).join(" ");
    d += "z";
    at = first;
  }
  return d.replace(/ -/g, "-");
}

function insideRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing(ring: Ring, x: number, y: number): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j]!;
    const [bx, by] = ring[i]!;
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length
      ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length))
      : 0;
    best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
  }
  return best;
}

/**
 * The point of the ring farthest from its edges (coarse grid, then finer around the best): the
 * visual centre, which the centroid is not for shapes like Florida or Michigan.
 */
function labelPoint(ring: Ring): Point {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  let [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  let best: Point = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestDistance = -1;
  for (let round = 0; round < 4; round++) {
    const step = Math.max(maxX - minX, maxY - minY) / 24;
    for (let x = minX; x <= maxX; x += step)
      for (let y = minY; y <= maxY; y += step) {
        if (!insideRing(ring, x, y)) continue;
        const distance = distanceToRing(ring, x, y);
        if (distance > bestDistance) [best, bestDistance] = [[x, y], distance];
      }
    [minX, maxX, minY, maxY] = [best[0] - step, best[0] + step, best[1] - step, best[1] + step];
  }
  return [snap(best[0]), snap(best[1])];
}

async function loadTopology(): Promise<Topology<{ states: GeometryCollection<{ name: string }> }>> {
  const file = createRequire(import.meta.url).resolve("us-atlas/states-10m.json");
  return JSON.parse(await readFile(file, "utf8"));
}

/** The states (and DC) projected, simplified and labelled, in name order. */
export async function buildStateShapes(): Promise<StateShape[]> {
  const atlas = await loadTopology();
  const isPlace = (place: { properties: { name: string } | null }) =>
    Boolean(place.properties && stateCode(place.properties.name));
  const projection = geoAlbersUsa().fitExtent(MAP_EXTENT, {
    type: "FeatureCollection",
    features: feature(atlas, atlas.objects.states).features.filter(isPlace),
  });
  // Simplified on the map as drawn: Alaska's inset is shrunk, so it needs far fewer points.
  const projected = (point: number[]): [number, number] =>
    projection([point[0]!, point[1]!]) ?? [0, 0];
  const weighted = presimplify(atlas, (triangle) =>
    planarTriangleArea(triangle.map(projected) as typeof triangle),
  );
  const topology = simplify(weighted, MIN_TRIANGLE_AREA);
  const places = feature(topology, topology.objects.states).features.filter(isPlace);

  const shapes = places.map((place): StateShape => {
    const recorder = new RingRecorder();
    geoPath(projection, recorder)(place);
    const rings = recorder.rings.map(snapRing).filter((ring) => ring.length >= 3);
    const main = rings.reduce((a, b) => (ringArea(b) > ringArea(a) ? b : a));
    const kept = rings.filter((ring) => ring === main || ringArea(ring) >= MIN_RING_AREA);
    // Names as the rest of the app spells them.
    const code = stateCode(place.properties!.name)!;
    return { code, name: stateName(code)!, d: pathData(kept), label: labelPoint(main) };
  });

  for (const [index, code] of CALLOUT_STATES.entries()) {
    const shape = shapes.find((s) => s.code === code)!;
    const label: Point = [CALLOUT_X, CALLOUT_TOP + index * CALLOUT_GAP];
    const [x, y] = shape.label;
    shape.callout = { label, line: [x, y, label[0] - CALLOUT_LINE_GAP, label[1]] };
  }
  // By name: the order keyboard and screen-reader users go through them.
  return shapes.sort((a, b) => a.name.localeCompare(b.name));
}

/** The generated module's source, formatted as the repository formats code. */
export async function buildStatesModule(): Promise<string> {
  const shapes = await buildStateShapes();
  const source = `// Whole: generated data, one table of the states' shapes
// Generated by scripts/build-states-map.ts from us-atlas/states-10m.json (geoAlbersUsa,
// simplified): do not edit; run \`npx tsx scripts/build-states-map.ts\` instead.

import type { StateShape } from "./state-shape";

/** The map's viewBox size. */
export const MAP_WIDTH = ${WIDTH};
export const MAP_HEIGHT = ${HEIGHT};

export const STATE_SHAPES: readonly StateShape[] = ${JSON.stringify(
    shapes.map((shape) => ({
      ...shape,
      ...(shape.callout ? { callout: shape.callout } : {}),
    })),
  )};
`;
  const options = await resolveConfig(STATES_MODULE_PATH);
  return format(source, { ...options, filepath: STATES_MODULE_PATH });
}

if (import.meta.main) {
  const source = await buildStatesModule();
  await writeFile(STATES_MODULE_PATH, source);
  console.log(`Wrote ${path.relative(process.cwd(), STATES_MODULE_PATH)}: ${source.length} bytes.`);
}
