// npm run bench:hostile: sends hostile requests to every page and endpoint — odd bytes, wrong
// content types, malformed and oversized bodies, tampered parameters and methods — as a visitor,
// a client and an artist, and counts the answers by status. Every parameter and form field also
// gets non-Latin-1 and bidi text, return paths get non-ASCII, control and off-site values, the
// image endpoints get a truncated JPEG, and bursts of identical requests are sent at once. Any
// 500 is a defect, and so is a refusal labelled "Internal Server Error" in a `.data` answer or a
// URL hiding a NUL byte answered otherwise than 400; the
// figures go in docs/OPERATIONS.md. Runs against BASE_URL, or starts the production build on a
// fresh embedded database (demo data included) when BASE_URL is not set.
import sharp from "sharp";
import { hidesNul } from "~/server/http/url-input";
import { signUp, startServer } from "./server";

const PAGES = [
  "/",
  "/artists",
  "/artist/demo",
  "/dashboard",
  "/user-dashboard",
  "/profile",
  "/login",
  "/signup",
  "/about",
  "/locations",
  "/favorites",
  "/forgot-password",
  "/reset-password",
  "/requests/new",
  "/logout",
  "/api/photos",
  "/api/auth/callback/oidc",
  "/no-such-page",
];

const ODD_QUERIES = [
  "?q=a%00b",
  "?q=%FF%FE",
  "?q=%C0%AF",
  `?q=${"x".repeat(5000)}`,
  "?page=-1",
  "?page=1e309",
  "?page=NaN",
  "?step=%00",
  "?step=99",
  "?purpose=../../etc",
  "?redirectTo=//evil.example",
  "?redirectTo=javascript:alert(1)",
  "?token=%00",
  "?style=Ombre&style=%00&color=%E2%80%AE",
  "?state=ZZ&city=%00&near=00000&radius=-5",
  "?%00=%00",
  // A NUL byte hidden deeper: every one must be a 400 (server/http/url-input.ts).
  "?q=%%0000",
  "?token=%2500",
  "?artist=%252500",
  "?artist=%%0000&token=%%0000",
];

/** Non-Latin-1 text (CJK, Arabic, an emoji) and bidi controls (override, isolate, embedding). */
const WORLD_TEXT = [
  "中文 عربي 🙂",
  "\u202Eevil\u202C",
  "\u2066x\u2069\u202Bשלום",
  "Zoë\u200F\u0085",
];

/** Every query parameter any page reads. */
const PARAMETERS = [
  "q",
  "page",
  "step",
  "purpose",
  "redirectTo",
  "token",
  "artist",
  "style",
  "color",
  "state",
  "city",
  "near",
  "radius",
  "sort",
  "view",
  "reset",
  "error",
  "code",
  "_routes",
];

const RETURN_PATHS = [
  "/%E4%B8%AD",
  "/%7F",
  "/%0D%0ASet-Cookie:%20a=b",
  "/%2F/evil.example",
  "/\\evil.example",
  "/%E2%80%AE%D8%B9",
  "/.//evil.example",
];

const WORLD_QUERIES = [
  ...PARAMETERS.flatMap((name) =>
    WORLD_TEXT.map((value) => `?${name}=${encodeURIComponent(value)}`),
  ),
  `?${PARAMETERS.map((name) => `${name}=${encodeURIComponent(WORLD_TEXT[1]!)}`).join("&")}`,
  ...RETURN_PATHS.map((path) => `?redirectTo=${path}`),
];

/** Every field any form or JSON body reads. */
const FIELDS = [
  "intent",
  "email",
  "password",
  "confirmPassword",
  "name",
  "username",
  "userType",
  "rememberMe",
  "redirectTo",
  "token",
  "displayName",
  "bio",
  "city",
  "state",
  "instagram",
  "phone",
  "bookingEmail",
  "bookingLink",
  "artistId",
  "saved",
  "confirmation",
];

const ODD_PATHS = [
  "/artist/ab%00c",
  "/artist/%%0000",
  "/artist/%2500",
  "/artist/%252500",
  "/reset-password?token=%%0000",
  "/requests/new?artist=%%0000",
  "/artist/%FF",
  `/artist/${"a".repeat(3000)}`,
  "/%2e%2e/etc",
];

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

function bodyProbes(path: string, damagedJpeg: Uint8Array<ArrayBuffer>): Probe[] {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const json = { "Content-Type": "application/json" };
  const everyField = (value: string) => Object.fromEntries(FIELDS.map((field) => [field, value]));
  return [
    ...WORLD_TEXT.flatMap((value): Probe[] => [
      {
        method: "POST",
        path,
        headers: form,
        body: new URLSearchParams(everyField(value)).toString(),
      },
      { method: "POST", path, headers: json, body: JSON.stringify(everyField(value)) },
    ]),
    ...["login", "signup", "publish", "update-profile", "favorite"].map((intent): Probe => ({
      method: "POST",
      path,
      headers: json,
      body: JSON.stringify({ ...everyField(WORLD_TEXT[1]!), intent, step: 1 }),
    })),
    ...RETURN_PATHS.map((returnTo): Probe => ({
      method: "POST",
      path,
      headers: form,
      body: `email=a%40example.com&password=Velvet-Plum-42&redirectTo=${returnTo}`,
    })),
    { method: "POST", path, headers: { "Content-Type": "image/jpeg" }, body: damagedJpeg },
    { method: "POST", path, headers: json, body: "null" },
    { method: "POST", path, headers: json, body: "42" },
    { method: "POST", path, headers: json, body: '[{"intent":null}]' },
    { method: "POST", path, headers: json, body: '{"intent":null}' },
    { method: "POST", path, headers: json, body: '{"intent":"publish","displayName":"\\u0000"}' },
    { method: "POST", path, headers: json, body: '{"intent":"save-step","step":3}' },
    { method: "POST", path, headers: json, body: '{"intent":"delete-photo","photoId":{"$ne":1}}' },
    { method: "POST", path, headers: json, body: "{" },
    { method: "POST", path, headers: { "Content-Type": "text/plain" }, body: "a=b" },
    { method: "POST", path, headers: { "Content-Type": "application/xml" }, body: "<a/>" },
    { method: "POST", path, headers: { "Content-Type": "multipart/form-data" }, body: "--x" },
    {
      method: "POST",
      path,
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: "--c\r\nbroken",
    },
    { method: "POST", path, headers: form, body: "email=%00&password=%00&name=%00" },
    { method: "POST", path, headers: form, body: "intent=%FF%FE&email=a@b.co" },
    { method: "POST", path, headers: form, body: `bio=${"x".repeat(200 * 1024)}` },
    { method: "POST", path, headers: form, body: "email=&email=&email=&password[]=x" },
    { method: "POST", path, headers: form, body: "intent=favorite&artistId=%00&saved=true" },
    { method: "POST", path, headers: form, body: "intent=favorite&artistId=x&saved=maybe" },
    {
      method: "POST",
      path,
      headers: form,
      body: `intent=favorite&artistId=${"a".repeat(5000)}&saved=false`,
    },
    { method: "POST", path, headers: { "Content-Type": "image/jpeg" }, body: "not a jpeg" },
    { method: "POST", path, headers: { "Content-Type": "image/jpeg" }, body: new Uint8Array(0) },
    { method: "PUT", path, headers: form, body: "a=b" },
    { method: "DELETE", path },
    { method: "PATCH", path, headers: json, body: "{}" },
  ];
}

function probes(damagedJpeg: Uint8Array<ArrayBuffer>): Probe[] {
  const all: Probe[] = [];
  for (const page of PAGES) {
    for (const target of [page, `${page}.data`]) {
      all.push({ method: "GET", path: target });
      for (const query of [...ODD_QUERIES, ...WORLD_QUERIES]) {
        all.push({ method: "GET", path: `${target}${query}` });
      }
      all.push(...bodyProbes(target, damagedJpeg));
    }
  }
  for (const path of ODD_PATHS) all.push({ method: "GET", path }, { method: "POST", path });
  return all;
}

/** A JPEG whose header is sound and whose data is cut short. */
async function damagedJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const whole = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#c0508a" },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(whole.subarray(0, Math.floor(whole.length * 0.4)));
}

/** Bursts: the same request 25 times at once (the rate limits' atomicity, racing writes). */
function bursts(damaged: Uint8Array<ArrayBuffer>): Probe[][] {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const burst = (probe: Probe) => Array.from({ length: 25 }, () => probe);
  return [
    burst({
      method: "POST",
      path: "/login",
      headers: form,
      body: `email=burst%40example.com&password=Wrong-Pass-1&redirectTo=/%E4%B8%AD`,
    }),
    burst({
      method: "POST",
      path: "/signup",
      headers: form,
      body: new URLSearchParams({
        name: WORLD_TEXT[1]!,
        email: "burst@example.com",
        username: "burst_taken",
        password: "Velvet-Plum-42",
        confirmPassword: "Velvet-Plum-42",
      }).toString(),
    }),
    burst({
      method: "POST",
      path: "/forgot-password",
      headers: form,
      body: "email=b%40example.com",
    }),
    burst({
      method: "POST",
      path: "/api/match",
      headers: { "Content-Type": "image/jpeg" },
      body: damaged,
    }),
    burst({ method: "GET", path: "/login?redirectTo=/%E4%B8%AD" }),
    burst({ method: "GET", path: `/artists?q=${encodeURIComponent(WORLD_TEXT[0]!)}` }),
  ];
}

const CONCURRENCY = 8;

const { baseUrl, stop } = await startServer({
  name: "sweep",
  env: { IP_RATE_LIMIT_FACTOR: "1000" },
});
try {
  const parties = {
    visitor: "",
    client: (await signUp(baseUrl, "user")).cookie,
    artist: (await signUp(baseUrl, "artist")).cookie,
  };
  const damaged = await damagedJpeg();
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;

  async function send(party: string, cookie: string, probe: Probe) {
    sent++;
    const response = await fetch(`${baseUrl}${probe.path}`, {
      method: probe.method,
      redirect: "manual",
      headers: { Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}), ...probe.headers },
      body: probe.body,
    }).catch((error: Error) => ({ status: 0, reason: String(error.cause ?? error.message) }));
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    let defect = response.status >= 500 || response.status === 0;
    let reason = "reason" in response ? ` (${response.reason})` : "";
    // A URL hiding a NUL byte, at any depth, is refused before any page reads it.
    if (!defect && hidesNul(probe.path) && response.status !== 400) {
      defect = true;
      reason = " (a NUL byte in the URL, not refused with 400)";
    }
    if ("text" in response) {
      const text = await response.text().catch(() => "");
      // A refusal in a `.data` answer must carry its own status text.
      if (/\.data(\?|$)/.test(probe.path) && response.status < 500) {
        if (text.includes('"Internal Server Error"')) {
          defect = true;
          reason = " (labelled Internal Server Error)";
        }
      }
    }
    if (defect) {
      failures.push(
        `${party} ${probe.method} ${probe.path.slice(0, 80)} → ${response.status}${reason}`,
      );
    }
  }

  for (const [party, cookie] of Object.entries(parties)) {
    const queue = probes(damaged);
    // A few requests at once all along, as a busy site gets them.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let probe = queue.shift(); probe; probe = queue.shift())
          await send(party, cookie, probe);
      }),
    );
    for (const burst of bursts(damaged)) {
      await Promise.all(burst.map((probe) => send(party, cookie, probe)));
    }
  }
  console.log(
    `\nHostile sweep of ${baseUrl}: ${sent} requests as visitor, client and artist (${CONCURRENCY} at a time, and bursts of 25 at once)\n`,
  );
  for (const [status, count] of [...statuses].sort((a, b) => a[0] - b[0])) {
    console.log(`  ${String(status || "no answer").padEnd(9)} ${count}`);
  }
  console.log(`\n${failures.length} answered 500, not at all, or with a wrong status text`);
  for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  stop();
}
