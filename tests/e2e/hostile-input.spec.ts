import fs from "node:fs/promises";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import fc from "fast-check";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import { createAccount, newAccount, sameOrigin, signIn } from "./support/accounts";
import { createPublishedArtist } from "./support/artists";
import { photoFiles } from "./support/photos";
import { expect, test } from "./fixtures";

// Property-based: random, oversized and malformed input to every action, endpoint and URL
// parameter never gets a 500, and a refused request changes nothing anyone has saved.

/** Strings a form may carry: ordinary, empty, huge, odd Unicode, markup, tricks. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("", " ", "null", "undefined", "-1", "1e309", "NaN", "true", "[]", "{}"),
  fc.constantFrom("<script>alert(1)</script>", "javascript:alert(1)", "../../etc/passwd", "%00"),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.nat({ max: 5_000 }).map((n) => "x".repeat(n)),
);
const formField = fc.constantFrom(
  "intent",
  "name",
  "email",
  "password",
  "confirmPassword",
  "username",
  "userType",
  "redirectTo",
  "artistId",
  "saved",
  "token",
  "confirmation",
  "q",
  "photoId",
  "style",
  "color",
);
/** Known intents (with random fields) as well as unknown ones. */
const intent = fc.oneof(
  fc.constantFrom("rename", "favorite", "provider", ...Object.values(DASHBOARD_INTENTS)),
  text,
);
const form = fc
  .tuple(intent, fc.dictionary(formField, text, { maxKeys: 6 }))
  .map(([chosen, fields]) => ({ ...fields, intent: chosen }));
/** Any JSON at all, and intents with random fields of any type. */
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .tuple(
      fc.constantFrom(...Object.values(DASHBOARD_INTENTS)),
      fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
    )
    .map(([chosen, fields]) => ({ ...fields, intent: chosen })),
);
const query = fc
  .dictionary(
    fc.constantFrom(
      "q",
      "style",
      "color",
      "state",
      "city",
      "name",
      "near",
      "radius",
      "page",
      "sort",
      "step",
      "redirectTo",
      "token",
      "type",
      "error",
      "purpose",
    ),
    text,
    { maxKeys: 5 },
  )
  .map((params) => new URLSearchParams(params).toString());

type Post = (request: APIRequestContext) => Promise<APIResponse>;
/** The form actions: each gets random forms. */
const FORM_ACTIONS = [
  "/profile.data",
  // The photo tag forms (the dashboard's other requests are JSON: below).
  "/dashboard.data",
  "/favorites.data",
  "/login.data",
  "/signup.data",
  "/forgot-password.data",
  "/reset-password.data",
];
const POSTS: Array<[path: string, body: fc.Arbitrary<Post>]> = [
  ...FORM_ACTIONS.map((path): [string, fc.Arbitrary<Post>] => [
    path,
    form.map((f) => (r) => r.post(path, { headers: sameOrigin, form: f })),
  ]),
  [
    "/dashboard.data",
    json.map((j) => (r) => r.post("/dashboard.data", { headers: sameOrigin, data: j })),
  ],
  [
    "/api/photos",
    fc
      .tuple(
        fc.constantFrom("portfolio", "draft", "profile", "x"),
        fc.uint8Array({ maxLength: 2_000 }),
      )
      .map(
        ([purpose, bytes]) =>
          (r) =>
            r.post(`/api/photos?purpose=${purpose}`, {
              headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
              data: Buffer.from(bytes),
            }),
      ),
  ],
  [
    "/api/match",
    fc.uint8Array({ maxLength: 2_000 }).map(
      (bytes) => (r) =>
        r.post("/api/match", {
          headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
          data: Buffer.from(bytes),
        }),
    ),
  ],
];

const refused = async (response: APIResponse) =>
  response.status() >= 400 || (await response.text()).includes('"error"');

test("random input to every action and endpoint: never a 500, and a refusal changes nothing", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(300_000);
  const owner = await createPublishedArtist(page, 5);
  const contexts = {
    anonymous: (await browser.newContext({ baseURL })).request,
    client: (await browser.newContext({ baseURL })).request,
    artist: page.request,
    "another artist": (await browser.newContext({ baseURL })).request,
  };
  await createAccount(contexts.client, newAccount());
  await createAccount(contexts["another artist"], newAccount("artist"));
  await contexts.client.post("/favorites.data", {
    headers: sameOrigin,
    form: { intent: "favorite", artistId: owner.id, saved: "true" },
  });

  /** What everyone has saved, as the pages' data say it. */
  const saved = async () =>
    Promise.all([
      contexts.client.get("/profile.data").then((r) => r.text()),
      contexts.client.get("/favorites.data").then((r) => r.text()),
      contexts.artist.get("/dashboard.data").then((r) => r.text()),
      contexts.anonymous.get(`/artist/${owner.id}.data`).then((r) => r.text()),
    ]);

  // What was saved before each request: read again after each one (a refused one must have
  // left it as it was, so the same reading serves as the next one's "before").
  let before = await saved();
  for (const [party, request] of Object.entries(contexts)) {
    for (const [path, post] of POSTS) {
      await fc.assert(
        fc.asyncProperty(post, async (send) => {
          const response = await send(request);
          // 503 is the style match saying it is unavailable (no vector search), not a fault.
          const status = response.status();
          const unavailable = path === "/api/match" && status === 503;
          expect(unavailable || status < 500, `${party} POST ${path}: ${status}`).toBe(true);
          const after = await saved();
          if (await refused(response)) {
            expect(after, `${party} POST ${path} was refused`).toEqual(before);
          }
          before = after;
        }),
        { numRuns: 12 },
      );
    }
  }
  // A valid photo still goes in afterwards: nothing above broke the artist's portfolio.
  const [file] = await photoFiles(1);
  const upload = await contexts.artist.post("/api/photos?purpose=draft", {
    headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
    data: await fs.readFile(file!),
  });
  expect(upload.status()).toBe(200);
});

test("random URL parameters on every page: never a 500", async ({
  request,
  page,
  sharedArtist: owner,
}) => {
  await signIn(page.request, owner.account);
  const pages = [
    "/",
    "/artists",
    `/artist/${owner.id}`,
    "/locations",
    "/login",
    "/signup",
    "/about",
    "/forgot-password",
    "/reset-password",
    "/dashboard",
    "/favorites",
    "/profile",
    "/user-dashboard",
    "/sitemap.xml",
    "/api/match",
    "/api/photos",
  ];
  for (const context of [request, page.request]) {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages),
        query,
        fc.boolean(),
        async (path, search, data) => {
          const target =
            data && !path.startsWith("/api") && !path.endsWith(".xml")
              ? `${path === "/" ? "/_root" : path}.data`
              : path;
          const response = await context.get(`${target}?${search}`, { maxRedirects: 0 });
          expect(response.status(), `GET ${target}?${search}`).toBeLessThan(500);
        },
      ),
      { numRuns: 250 },
    );
  }
});
