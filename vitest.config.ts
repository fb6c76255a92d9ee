import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) sit beside their modules; integration tests (*.int.test.ts) need a database:
// in-memory PGlite by default, PostgreSQL when TEST_DB_DRIVER=postgres (npm run test:pg).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,core,server,scripts}/**/*.test.ts"],
          exclude: ["**/*.int.test.ts"],
          // A timeout only guards against a hang (speed is measured by scripts/bench, never here):
          // tests that draw and read pictures take 2-3 s idle and cross vitest's 5 s default when
          // CI's 2 cores are busy.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // React components rendered in a DOM (*.test.tsx), with Testing Library's waits set once.
          name: "components",
          include: ["app/**/*.test.tsx"],
          testTimeout: 30_000,
          setupFiles: ["app/testing/dom-timeouts.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{app,core,server,scripts}/**/*.int.test.ts"],
          env: { LOG_LEVEL: "silent" },
          // One migrated PGlite database per run, which each file's database starts from.
          globalSetup: ["server/testing/pglite-template.ts"],
          // PGlite takes seconds to start and hundreds of MB: a few files at a time. Generous
          // timeouts: a busy shared 2-core machine runs these twice as slowly as an idle one.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
