// Pictures known to show no nails, as the descriptor sees them: the presence model's memory of
// what a photo of nails is not (crayons, lipsticks, jelly beans, faces, streets, text, food…).
// How close a photo comes to them weighs against nails, as closeness to the indexed nail photos
// weighs for them. Written by `npm run fit:presence` beside the model's weights, from the
// descriptor vectors of every generator's fitting pictures without nails; stored as 8-bit
// numbers, one scale per vector (a cosine read from them is within about 0.005 of the float one).

/** How many of the closest references a photo's closeness to them is the mean of. */
export const NON_NAIL_NEIGHBOURS = 5;

/** Unit-length descriptor vectors, each quantized to 8 bits with its own scale. */
export interface StoredReferences {
  dimensions: number;
  scales: number[];
  /** Base64 of every vector's 8-bit numbers, one after another. */
  vectors: string;
}

/** Quantizes unit-length vectors to be stored in a fitted file. */
export function storeReferences(vectors: readonly Float32Array[]): StoredReferences {
  const dimensions = vectors[0]?.length ?? 0;
  const bytes = new Int8Array(vectors.length * dimensions);
  const scales = vectors.map((vector, r) => {
    const largest = vector.reduce((top, v) => Math.max(top, Math.abs(v)), 0) || 1;
    vector.forEach((v, d) => (bytes[r * dimensions + d] = Math.round((v / largest) * 127)));
    return Number((largest / 127).toPrecision(6));
  });
  return { dimensions, scales, vectors: Buffer.from(bytes.buffer).toString("base64") };
}

const loaded = new WeakMap<StoredReferences, Float32Array[]>();

/** The stored vectors, read once per fitted file and back to unit length. */
export function referencesOf(stored: StoredReferences): Float32Array[] {
  const known = loaded.get(stored);
  if (known) return known;
  const bytes = new Int8Array(Buffer.from(stored.vectors, "base64"));
  const vectors = stored.scales.map((scale, r) => {
    const vector = Float32Array.from(
      bytes.subarray(r * stored.dimensions, (r + 1) * stored.dimensions),
      (v) => v * scale,
    );
    const norm = Math.hypot(...vector) || 1;
    return vector.map((v) => v / norm);
  });
  loaded.set(stored, vectors);
  return vectors;
}

/** A photo's closeness to pictures without nails: the mean cosine of its closest references. */
export function nonNailCloseness(
  vector: Float32Array,
  references: readonly Float32Array[],
  neighbours = NON_NAIL_NEIGHBOURS,
): number {
  if (!references.length) return 0;
  const cosines = references.map((reference) => {
    let sum = 0;
    for (let d = 0; d < vector.length; d++) sum += vector[d]! * reference[d]!;
    return sum;
  });
  const closest = cosines.sort((a, b) => b - a).slice(0, neighbours);
  return closest.reduce((sum, cosine) => sum + cosine, 0) / closest.length;
}
