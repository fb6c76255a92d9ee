/** A request body over the size limit. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * Reads a request body into memory, refusing it as soon as it passes `maxBytes` (whatever the
 * Content-Length header claims) so an oversized upload is never held whole.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
