// Labelled pictures the fitted heads remember, as the descriptor sees them: the presence model's
// pictures without nails (how close a photo comes to them weighs against nails), the detectors'
// nail pictures (how close it comes to them weighs for nails). Written by the
// `fit:*` scripts beside the heads' weights, from the descriptor vectors of the fitting pictures;
// stored as 8-bit numbers, one scale per vector (a cosine read from them is within about 0.005 of
// the float one).

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

/**
 * A descriptor read by a row of weights: their dot product plus a bias. A cosine between unit
 * vectors, or a linear probe's score (./presence, ./style-neighbours).
 */
export function weighed(vector: Float32Array, weights: ArrayLike<number>, bias = 0): number {
  let sum = bias;
  for (let d = 0; d < vector.length; d++) sum += vector[d]! * weights[d]!;
  return sum;
}

/** Each reference's cosine with a photo's descriptor (both unit length). */
function cosinesTo(vector: Float32Array, references: readonly Float32Array[]): number[] {
  return references.map((reference) => weighed(vector, reference));
}

/** A photo's closeness to references: the mean cosine of the `count` closest (0 without any). */
export function meanClosest(
  vector: Float32Array,
  references: readonly Float32Array[],
  count: number,
): number {
  if (!references.length) return 0;
  const closest = cosinesTo(vector, references)
    .sort((a, b) => b - a)
    .slice(0, count);
  return closest.reduce((sum, cosine) => sum + cosine, 0) / closest.length;
}
