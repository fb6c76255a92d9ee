import { EMBEDDING_DIMENSIONS } from "../db/sql-only-tables";
import { LEARNED_DIMENSIONS, type LearnedEmbedder } from "./embedder";
import { HAND_BUILT_DIMENSIONS, handBuiltDescriptor } from "./hand-built";
import type { PolishMap } from "./polish-map";
import type { Raster } from "./raster";

// What a photo looks like as one vector, compared by cosine similarity. Three descriptors sit
// behind one interface; the evaluation (npm run bench:match-eval, docs/PERFORMANCE.md) made the
// learned one the default, and the config (MATCH_DESCRIPTOR) may choose another. Every vector is stored with 512 numbers, the
// spec's `features`:
// - hand-built: its 236 numbers, zero-padded (padding changes no cosine);
// - learned: the network's 1792 numbers through a fixed sparse random projection (Achlioptas),
//   which keeps cosines within a few hundredths while cutting storage and search by 3.5×;
// - blend: 276 projected learned numbers beside the 236 hand-built ones, each part normalized
//   and weighted, so its cosine is a weighted sum of the two cosines.

export const DESCRIPTORS = ["hand-built", "learned", "blend"] as const;
export type DescriptorName = (typeof DESCRIPTORS)[number];
export const DEFAULT_DESCRIPTOR: DescriptorName = "learned";

/** Numbers in every stored vector: the index column's width. */
export const INDEX_DIMENSIONS = EMBEDDING_DIMENSIONS;
/** In the blend, the learned part's share of the cosine (the hand-built part has the rest). */
export const BLEND_LEARNED_SHARE = 0.7;

/** A decoded picture with its polish map: what every descriptor reads. */
export interface Picture {
  raster: Raster;
  map: PolishMap;
}

export interface Descriptor {
  name: DescriptorName;
  /** INDEX_DIMENSIONS numbers with unit length. */
  describe(picture: Picture): Promise<Float32Array>;
}

/** Scales `values` in place to the given length (unit length by default). */
export function normalize(values: Float32Array, length = 1): Float32Array {
  let norm = 0;
  for (const value of values) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < values.length; i++) values[i] = (values[i]! / norm) * length;
  return values;
}

/** A deterministic 32-bit hash (one round of a well-mixing integer hash). */
function hash(n: number): number {
  let x = n | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

const projections = new Map<string, Int8Array>();

/** The projection from `from` to `to` numbers: entries −1, 0, +1 with chances 1/6, 2/3, 1/6. */
function projection(from: number, to: number): Int8Array {
  const key = `${from}→${to}`;
  let matrix = projections.get(key);
  if (!matrix) {
    matrix = new Int8Array(from * to);
    for (let i = 0; i < matrix.length; i++) {
      const r = hash(i + 1) % 6;
      matrix[i] = r === 0 ? 1 : r === 1 ? -1 : 0;
    }
    projections.set(key, matrix);
  }
  return matrix;
}

export function project(vector: Float32Array, to: number): Float32Array {
  const matrix = projection(vector.length, to);
  const out = new Float32Array(to);
  for (let i = 0; i < vector.length; i++) {
    const value = vector[i]!;
    if (value === 0) continue;
    const row = i * to;
    for (let j = 0; j < to; j++) {
      const sign = matrix[row + j]!;
      if (sign) out[j]! += sign * value;
    }
  }
  return out;
}

export function createDescriptor(name: DescriptorName, embedder: LearnedEmbedder): Descriptor {
  const learned = async (picture: Picture, to: number) => {
    const features = await embedder.embed(picture.raster.pixels);
    if (features.length !== LEARNED_DIMENSIONS) throw new Error("unexpected embedding size");
    return normalize(project(normalize(features), to));
  };
  switch (name) {
    case "hand-built":
      return {
        name,
        describe: async ({ map }) => {
          const vector = new Float32Array(INDEX_DIMENSIONS);
          vector.set(handBuiltDescriptor(map));
          return vector;
        },
      };
    case "learned":
      return { name, describe: (picture) => learned(picture, INDEX_DIMENSIONS) };
    case "blend":
      return {
        name,
        describe: async (picture) => {
          const learnedPart = await learned(picture, INDEX_DIMENSIONS - HAND_BUILT_DIMENSIONS);
          const vector = new Float32Array(INDEX_DIMENSIONS);
          vector.set(normalize(learnedPart, Math.sqrt(BLEND_LEARNED_SHARE)));
          vector.set(
            normalize(handBuiltDescriptor(picture.map), Math.sqrt(1 - BLEND_LEARNED_SHARE)),
            INDEX_DIMENSIONS - HAND_BUILT_DIMENSIONS,
          );
          return vector;
        },
      };
  }
}

/** The unit-length mean of unit vectors: the one direction closest to all of them at once. */
export function meanDirection(vectors: readonly Float32Array[]): Float32Array {
  const mean = new Float32Array(vectors[0]?.length ?? 0);
  for (const vector of vectors) for (let i = 0; i < mean.length; i++) mean[i]! += vector[i]!;
  return normalize(mean);
}

export const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
};
