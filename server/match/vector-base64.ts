// Float vectors as text, for the caches that keep them in JSON (readings, descriptions).

export const base64Of = (vector: Float32Array) =>
  Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64");

/** A vector back from `base64Of`'s text, in memory of its own. */
export const vectorOf = (base64: string) => {
  const bytes = Buffer.from(base64, "base64");
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4).slice();
};
