import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { startApp } from "./app-under-test";

type RunningApp = Awaited<ReturnType<typeof startApp>>;

/**
 * For integration tests of HTTP answers (status, headers, access rules, hostile input): the app
 * with every route, on a fresh test database (PGlite, or PostgreSQL under `npm run test:pg`),
 * started once for the file. Returns a getter for it (base URL, services).
 */
export function useTestApp(env: Record<string, string> = {}): () => RunningApp {
  let app: RunningApp | undefined;
  let vite: Awaited<ReturnType<typeof createServer>> | undefined;
  beforeAll(async () => {
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const module = (await vite.ssrLoadModule("/server/testing/app-under-test.ts")) as {
      startApp: typeof startApp;
    };
    app = await module.startApp(vite, {
      PUBLIC_URL: "http://127.0.0.1",
      ...env,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await vite?.close();
  });
  return () => {
    if (!app) throw new Error("the test app has not started");
    return app;
  };
}
