import { count } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_MESSAGES } from "~/core/forms";
import { MATCH, MATCH_MESSAGES } from "~/core/match";
import { IMAGE_MESSAGES, UPLOAD } from "~/core/uploads";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip";
import { appServicesContext, type AppServices } from "~/server/context";
import { photo } from "~/server/db/schema";
import { renderNailArt } from "~/server/demo/nail-art";
import { testDriver, useTestDatabase } from "~/server/testing/database";
import { createTestServices } from "~/server/testing/services";
import { action as endpoint } from "./api.match";
import { action } from "./match";

// The /match page's action as the request handler calls it: a multipart form with one photo,
// read within the upload's limit, analysed like the dialog's, refused in the upload's words,
// counted against the endpoint's limit. Nothing is stored.

type Args = Parameters<typeof action>[0];

let services: AppServices;
let nails: Buffer;
let address = 0;

function post(body: BodyInit, { ip = `10.0.0.${++address}`, headers = {} } = {}) {
  const context = new RouterContextProvider();
  context.set(appServicesContext, services);
  const request = new Request("http://localhost/match", {
    method: "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: ip, ...headers },
    // A stream body is sent chunked, with no Content-Length.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return { request, context, params: {}, unstable_pattern: "/match" } as unknown as Args;
}

/** The action's answer as the page receives it: its status and data. */
async function answer(args: Args, route: "page" | "endpoint" = "page") {
  const result = (await (route === "page" ? action(args) : endpoint(args as never))) as {
    type?: string;
    data?: unknown;
    init?: ResponseInit;
  };
  if (result instanceof Response) {
    return { status: result.status, data: (await result.json()) as Record<string, unknown> };
  }
  if (result.type === "DataWithResponseInit") {
    return {
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
      data: result.data as Record<string, unknown>,
    };
  }
  return { status: 200, data: result as Record<string, unknown> };
}

const form = (...files: File[]) => {
  const body = new FormData();
  for (const file of files) body.append("photo", file);
  return body;
};
const jpeg = (bytes: BlobPart, name = "nails.jpg") =>
  new File([bytes], name, { type: "image/jpeg" });
const refusal = (message: string) => ({ error: { field: "photo", message } });

describe(`the /match page's action on ${testDriver}`, () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    services = createTestServices(database());
    // Red tips: white ones on the white marble backdrop vanish into it (decision 0028).
    nails = await renderNailArt({
      shape: "almond",
      technique: "French Tips",
      colors: ["Red"],
      finish: "glossy",
      length: "long",
      skinTone: 1,
      background: 0,
      seed: 7,
    });
  });
  afterAll(() => services.match.close());

  const storedPhotos = async () => (await database().db.select({ n: count() }).from(photo))[0]!.n;

  it.runIf(testDriver === "pglite")(
    "analyses the photo and answers the result without its descriptor",
    async () => {
      const { status, data } = await answer(post(form(jpeg(new Uint8Array(nails)))));
      expect(status).toBe(200);
      const result = data.result as Record<string, unknown>;
      // Nails, read from the photo; nobody's work is indexed here, so no artists.
      expect(result).toMatchObject({
        confidence: expect.any(Number),
        presence: expect.any(String),
      });
      expect(result.artists).toEqual([]);
      expect(result).not.toHaveProperty("features");
      expect(data.viewAllHref).toMatch(/^\/artists/);
      expect(await storedPhotos()).toBe(0);
    },
    60_000,
  );

  it("refuses what is not one photo, in the upload's words", async () => {
    const cases: Array<[BodyInit, number, string]> = [
      [form(jpeg("this is a text file pretending to be a photo")), 415, IMAGE_MESSAGES.notAnImage],
      [form(), 400, IMAGE_MESSAGES.missing],
      // What a browser sends when no file was chosen: an empty part without a name.
      [form(new File([], "", { type: "application/octet-stream" })), 400, IMAGE_MESSAGES.missing],
      [form(jpeg(""), jpeg("")), 400, MATCH_MESSAGES.onePhoto],
      [form(jpeg("")), 415, IMAGE_MESSAGES.empty],
      [form(jpeg(new Uint8Array(UPLOAD.maxBytes + 1))), 413, IMAGE_MESSAGES.tooLarge],
    ];
    if (testDriver !== "pglite") cases.splice(0); // no vector search: every answer is 503
    for (const [body, status, message] of cases) {
      const got = await answer(post(body));
      expect({ status: got.status, data: got.data }).toEqual({ status, data: refusal(message) });
    }
    expect(await storedPhotos()).toBe(0);
  });

  it.runIf(testDriver === "pglite")(
    "counts the body as it streams, whatever its Content-Length says",
    async () => {
      const boundary = "----nailmatch";
      const chunk = new Uint8Array(1024 * 1024).fill(0x41);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) {
            controller.enqueue(
              new TextEncoder().encode(
                `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
              ),
            );
          }
          if (sent++ < 12) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const got = await answer(
        post(stream, {
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": "1000",
          },
        }),
      );
      expect(got).toMatchObject({ status: 413, data: refusal(IMAGE_MESSAGES.tooLarge) });

      const unreadable = await answer(
        post("photo=x", { headers: { "content-type": "text/plain" } }),
      );
      expect(unreadable).toMatchObject({
        status: 415,
        data: refusal(REQUEST_MESSAGES.unreadable),
      });
    },
  );

  it("shares the endpoint's limit: the same address, the same count", async () => {
    const ip = "10.9.9.9";
    for (let n = 0; n < MATCH.perMinute / 2; n++) {
      expect((await answer(post(form(), { ip }))).status).not.toBe(429);
    }
    for (let n = 0; n < MATCH.perMinute / 2; n++) {
      const args = post(new Uint8Array([1]), { ip, headers: { "content-type": "image/jpeg" } });
      expect((await answer(args, "endpoint")).status).not.toBe(429);
    }
    const page = await answer(post(form(), { ip }));
    expect(page.status).toBe(testDriver === "pglite" ? 429 : 503);
    if (page.status === 429) {
      expect(page.data).toEqual(refusal(MATCH_MESSAGES.tooMany));
      expect(Number(page.headers?.get("Retry-After"))).toBeGreaterThan(0);
      const api = await answer(
        post(new Uint8Array([1]), { ip, headers: { "content-type": "image/jpeg" } }),
        "endpoint",
      );
      expect(api).toMatchObject({
        status: 429,
        data: { error: { message: MATCH_MESSAGES.tooMany } },
      });
    }
  });

  it("says the match is unavailable (503) where there is no vector search", async () => {
    const available = vi.spyOn(services.match, "available").mockResolvedValue(false);
    const got = await answer(post(form(jpeg(new Uint8Array(nails)))));
    expect(got).toMatchObject({ status: 503, data: refusal(MATCH_MESSAGES.unavailable) });
    available.mockRestore();
  });
});
