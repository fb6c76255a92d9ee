// npm run bench:hostile: sends hostile requests to every page and endpoint — odd bytes, wrong
// content types, malformed and oversized bodies, tampered parameters and methods — as a visitor,
// a client and an artist, and counts the answers by status. Any 500 is a defect; the figures go
// in docs/OPERATIONS.md. Runs against BASE_URL, or starts the production build on a fresh
// embedded database (demo data included) when BASE_URL is not set.
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
];

const ODD_PATHS = ["/artist/ab%00c", "/artist/%FF", `/artist/${"a".repeat(3000)}`, "/%2e%2e/etc"];

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

function bodyProbes(path: string): Probe[] {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const json = { "Content-Type": "application/json" };
  return [
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

function probes(): Probe[] {
  const all: Probe[] = [];
  for (const page of PAGES) {
    for (const target of [page, `${page}.data`]) {
      all.push({ method: "GET", path: target });
      for (const query of ODD_QUERIES) all.push({ method: "GET", path: `${target}${query}` });
      all.push(...bodyProbes(target));
    }
  }
  for (const path of ODD_PATHS) all.push({ method: "GET", path }, { method: "POST", path });
  return all;
}

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
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  for (const [party, cookie] of Object.entries(parties)) {
    for (const probe of probes()) {
      sent++;
      const response = await fetch(`${baseUrl}${probe.path}`, {
        method: probe.method,
        redirect: "manual",
        headers: { Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}), ...probe.headers },
        body: probe.body,
      }).catch((error: Error) => ({ status: 0, reason: String(error.cause ?? error.message) }));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || response.status === 0) {
        const reason = "reason" in response ? ` (${response.reason})` : "";
        failures.push(
          `${party} ${probe.method} ${probe.path.slice(0, 80)} → ${response.status}${reason}`,
        );
      }
    }
  }
  console.log(`\nHostile sweep of ${baseUrl}: ${sent} requests as visitor, client and artist\n`);
  for (const [status, count] of [...statuses].sort((a, b) => a[0] - b[0])) {
    console.log(`  ${String(status || "no answer").padEnd(9)} ${count}`);
  }
  console.log(`\n${failures.length} answered 500 or not at all`);
  for (const failure of failures.slice(0, 40)) console.log(`  ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  stop();
}
