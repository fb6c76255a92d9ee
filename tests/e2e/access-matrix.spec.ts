import fs from "node:fs/promises";
import type { APIRequestContext, APIResponse, Browser } from "@playwright/test";
import routes from "~/app/routes";
import {
  ROUTE_POLICIES,
  type Audience,
  type PolicyRoute,
  type RoutePolicy,
} from "~/server/auth/policies";
import {
  adminAccount,
  createAccount,
  newAccount,
  sameOrigin,
  type TestAccount,
} from "./support/accounts";
import { createPublishedArtist, type PublishedArtist } from "./support/artists";
import { photoFiles } from "./support/photos";
import { expect, test } from "./fixtures";

// The access-control matrix: every route of app/routes.ts, read and posted to, by each kind of
// visitor, against its row of server/auth/policies.ts. And nothing a party may not see (another
// account's e-mail, a session token, an artist's contact details for visitors) in any answer.

type Party = "anonymous" | "client" | "artist" | "another artist" | "admin";
const PARTIES: Party[] = ["anonymous", "client", "artist", "another artist", "admin"];

interface Sample {
  /** A path this route answers; `artistId` is the published test artist. */
  path: (artistId: string) => string;
  /** What the route answers someone it lets in. */
  open: number;
  /** How its action reads a request. */
  body?: "form" | "json" | "photo";
}

/** One request per route (a new route fails the first test until it has a row here). */
const SAMPLES: Record<PolicyRoute, Sample> = {
  "routes/home.tsx": { path: () => "/", open: 200 },
  "routes/artists.tsx": { path: () => "/artists?style=Ombre", open: 200 },
  "routes/artist.tsx": { path: (id) => `/artist/${id}`, open: 200, body: "form" },
  "routes/dashboard.tsx": { path: () => "/dashboard", open: 200, body: "json" },
  "routes/user-dashboard.tsx": { path: () => "/user-dashboard", open: 200 },
  "routes/account-settings.tsx": { path: () => "/profile", open: 200, body: "form" },
  "routes/login.tsx": { path: () => "/login", open: 200, body: "form" },
  "routes/signup.tsx": { path: () => "/signup", open: 200, body: "form" },
  "routes/about.tsx": { path: () => "/about", open: 200 },
  "routes/locations.tsx": { path: () => "/locations", open: 200 },
  "routes/favorites.tsx": { path: () => "/favorites", open: 200, body: "form" },
  "routes/forgot-password.tsx": { path: () => "/forgot-password", open: 200, body: "form" },
  "routes/reset-password.tsx": { path: () => "/reset-password", open: 200, body: "form" },
  "routes/terms.tsx": { path: () => "/terms", open: 200 },
  "routes/privacy.tsx": { path: () => "/privacy", open: 200 },
  "routes/logout.tsx": { path: () => "/logout", open: 302, body: "form" },
  "routes/match.tsx": { path: () => "/match", open: 200, body: "form" },
  "routes/requests.tsx": { path: () => "/requests", open: 200 },
  "routes/request-new.tsx": { path: (id) => `/requests/new?artist=${id}`, open: 200, body: "form" },
  // A request none of these parties is in: the same 404 as for one that does not exist
  // (tests/e2e/requests.spec.ts tries a real one as every party).
  "routes/requests-unread.ts": { path: () => "/requests/unread", open: 200 },
  "routes/request.tsx": {
    path: () => "/requests/00000000-0000-4000-8000-000000000000",
    open: 404,
    body: "form",
  },
  "routes/request-events.ts": {
    path: () => "/requests/00000000-0000-4000-8000-000000000000/events",
    open: 404,
  },
  "routes/request-photo.ts": {
    path: () =>
      "/requests/00000000-0000-4000-8000-000000000000/photos/00000000-0000-4000-8000-000000000000/thumb.webp",
    open: 404,
  },
  "routes/request-review.tsx": {
    path: () => "/requests/00000000-0000-4000-8000-000000000000/review",
    open: 404,
    body: "form",
  },
  // Only the identity provider's callback is exposed: the rest of Better Auth's API is not there.
  "routes/admin.tsx": { path: () => "/admin", open: 200, body: "form" },
  "routes/admin-audit.tsx": { path: () => "/admin/audit", open: 200 },
  "routes/api.auth.ts": { path: () => "/api/auth/get-session", open: 404, body: "json" },
  "routes/api.photos.ts": { path: () => "/api/photos?purpose=portfolio", open: 405, body: "photo" },
  "routes/api.match.ts": { path: () => "/api/match", open: 200, body: "photo" },
  "routes/robots.ts": { path: () => "/robots.txt", open: 200 },
  "routes/sitemap.ts": { path: () => "/sitemap.xml", open: 200 },
  "routes/not-found.tsx": { path: () => "/no-such-page", open: 404 },
};

function routeFiles(entries: ReadonlyArray<{ file: string; children?: unknown }>): string[] {
  return entries.flatMap((entry) => [
    entry.file.replace(/^\.\//, ""),
    ...routeFiles((entry.children ?? []) as typeof entries),
  ]);
}

test("every route has an access policy and a row in this matrix", () => {
  const files = [...new Set(routeFiles(routes))].sort();
  expect(Object.keys(ROUTE_POLICIES).sort(), "server/auth/policies.ts").toEqual(files);
  expect(Object.keys(SAMPLES).sort(), "SAMPLES in this file").toEqual(files);
});

/**
 * Where a read should end for this party: "open", the not-found page ("missing": the admin's
 * routes to anyone else), or the redirect's target. The admin's account is a client's.
 */
function expectedRead(audience: Audience, party: Party): "open" | "missing" | RegExp {
  const signedIn = party !== "anonymous";
  const artist = party === "artist" || party === "another artist";
  switch (audience) {
    case "admin":
      return party === "admin" ? "open" : "missing";
    case "anyone":
      return "open";
    case "signed-out":
      return signedIn ? /^\/$/ : "open";
    case "signed-in":
      return signedIn ? "open" : /^\/login\?redirectTo=/;
    case "client":
      return !signedIn ? /^\/login\?redirectTo=/ : artist ? /^\/dashboard$/ : "open";
    case "artist":
      return !signedIn ? /^\/login\?redirectTo=/ : artist ? "open" : /^\/$/;
  }
}

/** The status a post should get: "let in" (handled by the action, whatever it decides) or one. */
function expectedWrite(
  audience: Audience | null,
  party: Party,
  api: boolean,
): "let in" | 302 | 401 | 403 | 404 | 405 {
  if (audience === null) return 405;
  if (audience === "admin") return party === "admin" ? "let in" : 404;
  if (audience === "anyone" || audience === "signed-out") return "let in";
  if (party === "anonymous") return api ? 401 : 302;
  const artist = party === "artist" || party === "another artist";
  if (audience === "signed-in" || (audience === "artist") === artist) return "let in";
  return 403;
}

const IMAGE = { "Content-Type": "image/jpeg" };

async function post(request: APIRequestContext, path: string, body: Sample["body"]) {
  const common = { maxRedirects: 0, headers: sameOrigin };
  if (body === "json") return request.post(path, { ...common, data: {} });
  if (body === "photo") {
    // Not an image: refused by the pipeline, so nothing is stored whoever is let in.
    return request.post(path, { ...common, headers: { ...sameOrigin, ...IMAGE }, data: "x" });
  }
  return request.post(path, { ...common, form: { intent: "matrix" } });
}

interface World {
  contexts: Record<Party, APIRequestContext>;
  accounts: Partial<Record<Party, TestAccount>>;
  owner: PublishedArtist;
  /** Session tokens of every signed-in party. */
  tokens: string[];
}

async function world(browser: Browser, baseURL: string): Promise<World> {
  const contexts = {} as Record<Party, APIRequestContext>;
  const accounts: Partial<Record<Party, TestAccount>> = {};
  const ownerPage = await (await browser.newContext({ baseURL })).newPage();
  const owner = await createPublishedArtist(ownerPage, 5);
  for (const party of PARTIES) {
    const context =
      party === "artist" ? ownerPage.context() : await browser.newContext({ baseURL });
    contexts[party] = context.request;
    if (party === "client") accounts[party] = await createAccount(context.request, newAccount());
    if (party === "admin") accounts[party] = await adminAccount(context.request, 1);
    if (party === "another artist") {
      accounts[party] = await createAccount(context.request, newAccount("artist"));
    }
  }
  accounts.artist = owner.account;
  const tokens: string[] = [];
  for (const party of PARTIES) {
    const { cookies } = await contexts[party].storageState();
    for (const cookie of cookies) {
      if (cookie.name.includes("session_token")) tokens.push(cookie.value.split(".")[0]!);
    }
  }
  expect(tokens).toHaveLength(4);
  return { contexts, accounts, owner, tokens };
}

/** What `party` must never find in an answer. */
function secretsFor(party: Party, { accounts, owner, tokens }: World): Array<[string, RegExp]> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const secrets: Array<[string, RegExp]> = tokens.map((token) => [
    "a session token",
    new RegExp(escape(token)),
  ]);
  for (const [other, account] of Object.entries(accounts)) {
    // The published artist's profile e-mail is their account's, and contact details are for
    // people signed in; their booking address is "book-" and the same e-mail.
    const contactEmail = other === "artist" && party !== "anonymous";
    if (other !== party && !contactEmail) {
      secrets.push([`${other}'s e-mail`, new RegExp(`(?<!book-)${escape(account.email)}`, "i")]);
    }
  }
  if (party === "anonymous") {
    secrets.push(
      ["the artist's phone", /555.?0142/],
      ["the artist's booking e-mail", new RegExp(escape(owner.contact.bookingEmail), "i")],
      ["the artist's Instagram", new RegExp(escape(owner.contact.instagram), "i")],
      ["the artist's booking link", new RegExp(escape(owner.contact.bookingLink), "i")],
    );
  }
  return secrets;
}

async function expectNoSecrets(response: APIResponse, secrets: Array<[string, RegExp]>) {
  const body = await response.text();
  for (const [what, pattern] of secrets) {
    const found = pattern.exec(body);
    const around = found && body.slice(Math.max(0, found.index - 60), found.index + 60);
    expect(around, `${what} in ${response.url()}`).toBeNull();
  }
}

const dataPath = (path: string) => {
  const url = new URL(path, "http://x");
  return `${url.pathname === "/" ? "/_root" : url.pathname}.data${url.search}`;
};

test("each route answers each kind of visitor as its policy says, and shows nothing private", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const w = await world(browser, baseURL!);
  const files = Object.keys(ROUTE_POLICIES) as PolicyRoute[];
  // Logging out ends the session the later requests need: it goes last.
  files.sort((a, b) => Number(a === "routes/logout.tsx") - Number(b === "routes/logout.tsx"));

  for (const party of PARTIES) {
    const request = w.contexts[party];
    const secrets = secretsFor(party, w);
    for (const file of files) {
      const policy: RoutePolicy = ROUTE_POLICIES[file];
      const sample = SAMPLES[file];
      const path = sample.path(w.owner.id);
      const where = `${party} → ${file} (${path})`;

      const read = await request.get(path, { maxRedirects: 0 });
      const expected = expectedRead(policy.read, party);
      if (expected === "open") {
        expect(read.status(), `GET ${where}`).toBe(sample.open);
      } else if (expected === "missing") {
        expect(read.status(), `GET ${where}`).toBe(404);
      } else if (policy.api) {
        // Endpoints answer JSON refusals, never a trip to /login.
        expect(read.status(), `GET ${where}`).toBe(party === "anonymous" ? 401 : 403);
      } else {
        expect(read.status(), `GET ${where}`).toBe(302);
        expect(read.headers().location, `GET ${where}`).toMatch(expected);
      }
      await expectNoSecrets(read, secrets);
      if (file.endsWith(".tsx")) {
        const data = await request.get(dataPath(path), { maxRedirects: 0 });
        expect(data.status(), `GET data ${where}`).toBeLessThan(500);
        await expectNoSecrets(data, secrets);
      }

      if (!sample.body) continue;
      const wrote = await post(request, path, sample.body);
      const status = wrote.status();
      const outcome = expectedWrite(policy.write, party, Boolean(policy.api));
      if (outcome === "let in") {
        // 503: the style match is unavailable without vector search (PostgreSQL without pgvector).
        expect([401, 403, 405], `POST ${where}: ${status}`).not.toContain(status);
        const match = file === "routes/api.match.ts" || file === "routes/match.tsx";
        const unavailable = match && status === 503;
        expect(unavailable || status < 500, `POST ${where}: ${status}`).toBe(true);
      } else {
        expect(status, `POST ${where}`).toBe(outcome);
        if (outcome === 302) expect(wrote.headers().location).toMatch(/^\/login\?redirectTo=/);
      }
      await expectNoSecrets(wrote, secrets);
    }
  }
});

test("another artist cannot remove, take or tag an artist's photo", async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await createPublishedArtist(page, 5);
  const [file] = await photoFiles(1);
  const uploaded = await page.request.post("/api/photos?purpose=portfolio", {
    headers: { ...sameOrigin, ...IMAGE },
    data: await fs.readFile(file!),
  });
  const { photo } = (await uploaded.json()) as {
    photo: { id: string; sources: [{ url: string }] };
  };

  const other = (await browser.newContext({ baseURL })).request;
  await createAccount(other, newAccount("artist"));
  for (const data of [
    { intent: "delete-photo", photoId: photo.id },
    { intent: "save-portfolio", photoIds: [photo.id] },
  ]) {
    const response = await other.post("/dashboard.data", { headers: sameOrigin, data });
    expect(response.status(), data.intent).toBeGreaterThanOrEqual(400);
    expect(response.status(), data.intent).toBeLessThan(500);
  }
  // Nor set its styles and colors (the tag form posts form data).
  const tags = await other.post("/dashboard.data", {
    headers: sameOrigin,
    form: { intent: "save-photo-tags", photoId: photo.id, style: "Coffin" },
  });
  expect(tags.status(), "save-photo-tags").toBe(404);
  const html = await (await page.request.get(`/artist/${owner.id}`)).text();
  expect(html).toContain(new URL(photo.sources[0].url, baseURL).pathname);
});
