import { describe, expect, it } from "vitest";
import { REQUEST_MESSAGES } from "~/core/forms";
import { BodyError, FORM_MAX_BYTES, readBody, readForm, readJson } from "./request-body";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/any", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

/** A body sent in pieces, with no Content-Length (as a chunked upload arrives). */
function streamed(bytes: number, piece = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(piece, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BodyError);
  return error as BodyError;
}

const form = "application/x-www-form-urlencoded";

describe("readBody", () => {
  it("reads a body within the limit", async () => {
    expect((await readBody(post("hello"), 10)).toString()).toBe("hello");
  });

  it("refuses a declared length far past the limit before reading anything", async () => {
    const declared = String(64 * 1024 * 1024);
    const request = post(streamed(1024), { "content-length": declared });
    const error = await refusal(readBody(request, 10));
    expect(error.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  it("reads a declared body merely over the limit to its end, then refuses it", async () => {
    // The client is still sending: answering before its body is read would reset its connection.
    let drained = 0;
    const body = streamed(1024 * 1024).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(piece, controller) {
          drained += piece.byteLength;
          controller.enqueue(piece);
        },
      }),
    );
    const request = post(body, { "content-length": String(1024 * 1024) });
    expect((await refusal(readBody(request, 10))).status).toBe(413);
    expect(drained).toBe(1024 * 1024);
  });

  it("refuses a streamed body once it passes the limit, after draining a little more", async () => {
    const error = await refusal(readBody(post(streamed(11 * 1024 * 1024)), 10 * 1024 * 1024));
    expect(error).toMatchObject({ status: 413, message: REQUEST_MESSAGES.tooLarge });
  });

  it("cuts off a streamed body far past the limit without reading it all", async () => {
    let pieces = 0;
    const megabyte = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pieces++;
        controller.enqueue(megabyte);
      },
    });
    await refusal(readBody(post(endless), 64 * 1024));
    // Drained to 32 MB for the 413 to arrive, then cut.
    expect(pieces).toBeLessThan(40);
  });
});

describe("readForm", () => {
  it("reads URL-encoded and multipart forms", async () => {
    const encoded = await readForm(post("email=a%40b.co&name=Mia", { "content-type": form }));
    expect(encoded.get("email")).toBe("a@b.co");
    const multipart = new FormData();
    multipart.set("name", "Mia");
    const request = new Request("http://localhost/", { method: "POST", body: multipart });
    expect((await readForm(request)).get("name")).toBe("Mia");
  });

  it.each([
    ["JSON", "application/json", '{"email":"a@b.co"}'],
    ["plain text", "text/plain", "email=a@b.co"],
    ["XML", "application/xml", "<email>a@b.co</email>"],
    ["no type", "", "email=a@b.co"],
  ])("refuses %s with 415", async (_name, type, body) => {
    const error = await refusal(readForm(post(body, type ? { "content-type": type } : {})));
    expect(error).toMatchObject({ status: 415, message: REQUEST_MESSAGES.unreadable });
  });

  it.each([
    ["without a boundary", "multipart/form-data"],
    ["with a broken boundary", "multipart/form-data; boundary=nothing-matches"],
  ])("refuses multipart %s with 400", async (_name, type) => {
    const error = await refusal(readForm(post("--x\r\ngarbage", { "content-type": type })));
    expect(error).toMatchObject({ status: 400, message: REQUEST_MESSAGES.unreadable });
  });

  it("refuses a NUL byte in a value or a name", async () => {
    for (const body of ["name=a%00b", "na%00me=x"]) {
      const error = await refusal(readForm(post(body, { "content-type": form })));
      expect(error).toMatchObject({ status: 400, message: REQUEST_MESSAGES.badCharacters });
    }
  });

  it("refuses a form over the limit with 413", async () => {
    const body = `bio=${"x".repeat(FORM_MAX_BYTES)}`;
    expect((await refusal(readForm(post(body, { "content-type": form })))).status).toBe(413);
  });
});

describe("readJson", () => {
  const json = { "content-type": "application/json" };

  it("parses any JSON value; its shape is the caller's to check", async () => {
    expect(await readJson(post('{"intent":"publish"}', json))).toEqual({ intent: "publish" });
    expect(await readJson(post("null", json))).toBeNull();
    expect(await readJson(post("[1]", json))).toEqual([1]);
  });

  it("refuses malformed JSON, another type and NUL bytes", async () => {
    expect((await refusal(readJson(post("{", json)))).status).toBe(400);
    expect((await refusal(readJson(post("{}", { "content-type": "text/plain" })))).status).toBe(
      415,
    );
    const nul = await refusal(readJson(post('{"a":"x\\u0000y"}', json)));
    expect(nul).toMatchObject({ status: 400, message: REQUEST_MESSAGES.badCharacters });
  });
});
