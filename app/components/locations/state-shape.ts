// What scripts/build-states-map.ts writes for each state into ./states-geometry.ts.

export interface StateShape {
  /** USPS code ("DC" for the district). */
  code: string;
  name: string;
  /** SVG path data in viewBox units. */
  d: string;
  /** The visual centre of the state's main shape: where its code label (or callout line) starts. */
  label: readonly [number, number];
  /** Small north-eastern states: the label out in the Atlantic and a leader line x1 y1 x2 y2. */
  callout?: { label: readonly [number, number]; line: readonly [number, number, number, number] };
}
