import { data } from "react-router";
import { REQUEST_MESSAGES, formError, type ActionError } from "~/core/forms";
import { UPLOAD } from "~/core/uploads";

// The one place request bodies are read. Every body has a size limit, checked from
// Content-Length before reading and again while streaming (a chunked body declares none); forms
// and JSON must say what they are; text may not carry NUL bytes (PostgreSQL refuses them in text,
// which would otherwise surface as a 500). A refusal is a BodyError with its HTTP status and the
// message to show on the page.

/** Forms and JSON requests: far above any real form, far below a memory problem. */
export const FORM_MAX_BYTES = 64 * 1024;

/**
 * Past its limit, a body is still read (not stored) up to this size, so that a client streaming
 * it gets its 413 answer rather than a reset connection; beyond it, the connection is cut.
 */
const drainLimit = (maxBytes: number) => Math.max(maxBytes * 4, 32 * 1024 * 1024);

export class BodyError extends Error {
  override name = "BodyError";
  readonly status: 400 | 413 | 415;

  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/** Reads a whole body into memory, refusing it (413) past `maxBytes`. */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  const tooLarge = new BodyError(413, REQUEST_MESSAGES.tooLarge);
  // A declared body too large to be worth reading is cut at once; one merely over the limit is
  // read and dropped first, so that the client, still sending, receives the 413.
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > drainLimit(maxBytes)) throw tooLarge;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainLimit(maxBytes)) {
      await reader.cancel();
      throw tooLarge;
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) throw tooLarge;
  return Buffer.concat(chunks);
}

const mediaType = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

const hasNul = (text: string) => text.includes("\0");

/**
 * A submitted form (URL-encoded or multipart), its text free of NUL bytes. `maxBytes` is the
 * whole body's limit: a form carrying a file passes its upload's (see server/match/requests.ts).
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new BodyError(415, REQUEST_MESSAGES.unreadable);
  }
  const body = await readBody(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw new BodyError(400, REQUEST_MESSAGES.unreadable);
  }
  for (const [name, value] of form) {
    if (hasNul(name) || (typeof value === "string" && hasNul(value))) {
      throw new BodyError(400, REQUEST_MESSAGES.badCharacters);
    }
  }
  return form;
}

/** The files a form carries in `field` (a form sent without one still has an empty, nameless part). */
export function uploadedFiles(form: FormData, field: string): File[] {
  return form
    .getAll(field)
    .filter((value): value is File => typeof value !== "string")
    .filter((file) => file.name !== "" || file.size > 0);
}

/** A JSON body, parsed, its strings free of NUL bytes (the caller checks its shape). */
export async function readJson(request: Request): Promise<unknown> {
  if (mediaType(request) !== "application/json")
    throw new BodyError(415, REQUEST_MESSAGES.unreadable);
  const text = (await readBody(request, FORM_MAX_BYTES)).toString("utf8");
  // JSON escapes a NUL as \u0000; refuse it in any string, raw or escaped.
  if (hasNul(text) || /\\u0000/i.test(text))
    throw new BodyError(400, REQUEST_MESSAGES.badCharacters);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, REQUEST_MESSAGES.unreadable);
  }
}

/** A BodyError as an action's answer: the page shows its message like any refusal. */
export function bodyRefusal(error: BodyError) {
  return data<ActionError>(formError(error.message), { status: error.status });
}

/**
 * Wraps an action that works on a submitted body: the body is read (with every rule above) before
 * `handle` runs, and a refused body answers as the page's usual error.
 */
function withBody<Body>(read: (request: Request) => Promise<Body>) {
  return <Args extends { request: Request }, Result>(
      handle: (args: Args, body: Body) => Promise<Result>,
    ) =>
    async (args: Args) => {
      let body: Body;
      try {
        body = await read(args.request);
      } catch (error) {
        if (error instanceof BodyError) return bodyRefusal(error);
        throw error;
      }
      return handle(args, body);
    };
}

/** An action on a submitted form. */
export const formAction = withBody((request) => readForm(request));
/**
 * An action on a form that may carry up to `files` photos: the body may exceed theirs by the
 * form's own fields and framing, no more (each photo's own size is checked on its own).
 */
export const formWithPhotosAction = (files: number) =>
  withBody((request) => readForm(request, files * UPLOAD.maxBytes + FORM_MAX_BYTES));
/** An action on a JSON body (its shape is the action's to check). */
export const jsonAction = withBody(readJson);
/**
 * An action on a JSON body or a submitted form, by the body's type: the artist area's JSON
 * intents and its few plain forms that work without JavaScript (decision 0026).
 */
export const jsonOrFormAction = withBody(
  async (request): Promise<{ json: unknown } | { form: FormData }> =>
    mediaType(request) === "application/json"
      ? { json: await readJson(request) }
      : { form: await readForm(request) },
);
