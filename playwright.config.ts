import { defineConfig } from "@playwright/test";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4180);
export const baseURL = `http://localhost:${PORT}`;
const oidcIssuer = `http://localhost:${OIDC_PORT}`;

/**
 * E2E_DATABASE_URL set (npm run test:e2e:pg): the app runs on that PostgreSQL database with media
 * in a local S3 server, as two instances. Otherwise: the embedded database and local files.
 */
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);
const S3_PORT = 4190;
const SECOND_PORT = PORT + 1;
if (onPostgres) process.env.E2E_SECOND_URL = `http://localhost:${SECOND_PORT}`;

function appServer(port: number) {
  return {
    command: "node scripts/start.ts",
    // Ready once the demo data is complete: the server answers earlier, while demo artists are
    // still being published, and the tests count on all of them.
    url: `http://localhost:${port}/readyz?demo=complete`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: `${process.env.E2E_DATA_DIR}${port === PORT ? "" : "-second"}`,
      LOG_LEVEL: "warn",
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: "nailmatch-e2e",
      OIDC_CLIENT_SECRET: "e2e-client-secret-not-for-production",
      // Every test browser comes from 127.0.0.1: per-address limits would count the whole
      // suite as one visitor. Per-account limits stay as in production.
      IP_RATE_LIMIT_FACTOR: "100",
      // The admins of the suite (tests/e2e/support/accounts.ts adminAccount).
      ADMIN_EMAILS: [1, 2, 3].map((n) => `e2e-admin-${n}@example.com`).join(","),
      ...(onPostgres
        ? {
            DATABASE_URL: process.env.E2E_DATABASE_URL!,
            AUTH_SECRET: "e2e-auth-secret-shared-by-both-instances-0123456789",
            // The tests read the e-mails (password reset) from DATA_DIR/mail.
            MAIL_TO_FILES: "true",
            SEED_DEMO: "true",
            S3_BUCKET: "nailmatch-e2e",
            S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
            S3_ACCESS_KEY_ID: "S3RVER",
            S3_SECRET_ACCESS_KEY: "S3RVER",
            S3_FORCE_PATH_STYLE: "true",
          }
        : {}),
    },
  };
}

// A fresh data folder for the server under test, emptied once per run (the config file is also
// loaded by each worker, which inherits the variable and must not wipe it again).
if (!process.env.E2E_DATA_DIR) {
  const id = crypto
    .createHash("sha1")
    .update(import.meta.dirname)
    .digest("hex")
    .slice(0, 8);
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), `nailmatch-e2e-${id}`);
  fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  fs.rmSync(`${process.env.E2E_DATA_DIR}-second`, { recursive: true, force: true });
}

// Debian's Chromium, never a downloaded browser; flags for a closed network and running as root.
// Its old headless shell when installed (Debian's chromium-headless-shell, the build Playwright
// itself runs headless): the full browser in --headless mode took 30 % longer over the suite and
// half as much CPU again (decision 0049). Lighthouse, in the page check, keeps the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: fs.existsSync(HEADLESS_SHELL)
    ? HEADLESS_SHELL
    : (process.env.CHROME_PATH ?? "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Which specs run where. The PostgreSQL + S3 run tests what the store changes (sessions,
  // accounts, media and uploads, search, favorites, cross-instance behaviour): it leaves out the
  // pages that read and write no data, the checks of markup (axe, layout), access rules and input
  // parsing, every test tagged @store-independent (what the browser does with a page, the
  // same whatever the store) and every one tagged @store-rules (a rule of the store, such as
  // blocking, deletion or a refused review, whose queries the PostgreSQL integration suite checks
  // on the server: this run keeps each such flow's main path). The cross-instance specs need the second instance only that run
  // starts, and the style match runs where pgvector is (the embedded database) and is unavailable
  // on the PostgreSQL server CI uses.
  testIgnore: onPostgres
    ? [
        "about.spec.ts",
        "legal.spec.ts",
        "home.spec.ts",
        "layout.spec.ts",
        "not-found.spec.ts",
        "style-match.spec.ts",
        "page-quality.spec.ts",
        "access-matrix.spec.ts",
        "hostile-input.spec.ts",
        "guards.spec.ts",
        "header-account.spec.ts",
        "first-paint.spec.ts",
        "after-first-paint.spec.ts",
        "http-boundary.spec.ts",
        "long-names.spec.ts",
        "signed-in-pages.spec.ts",
      ]
    : ["two-instances.spec.ts", "style-match-unavailable.spec.ts"],
  // Flows that upload photos wait for real image processing, which two parallel workers share
  // with the app on a 2-core machine.
  timeout: 60_000,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  // Each test's time goes to test-timings/ too (npm test prints the slowest specs).
  reporter: [
    ["list"],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
    ["json", { outputFile: `test-timings/e2e${onPostgres ? "-pg" : ""}.json` }],
  ],
  use: {
    baseURL,
    launchOptions: chromium,
    // A failed test's trace keeps the DOM at each step; the screencast would cost every test CPU.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: onPostgres ? [/@phone/, /@store-independent/, /@store-rules/] : /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Phone-specific behaviour (tagged @phone) at the spec's smallest width.
      name: "phone",
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // A real OpenID Connect provider for "Continue with Google".
      command: "node tests/e2e/support/oidc-provider.ts",
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: "ignore",
      env: { OIDC_PORT: String(OIDC_PORT), APP_URL: baseURL },
    },
    ...(onPostgres
      ? [
          {
            command: "tsx tests/e2e/support/s3-server.ts",
            port: S3_PORT,
            reuseExistingServer: false,
            stdout: "ignore" as const,
            env: { S3_PORT: String(S3_PORT), S3_BUCKET: "nailmatch-e2e" },
          },
        ]
      : []),
    appServer(PORT),
    // On PostgreSQL + S3, a second instance on the same database and bucket: the app is stateless.
    ...(onPostgres ? [appServer(SECOND_PORT)] : []),
  ],
});
