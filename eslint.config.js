import fs from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import direction: app → server → core. `from` may not import these folders. */
function forbidImports(folders, why, more = []) {
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...folders.map((folder) => ({
            group: [`~/${folder}/*`, `**/${folder}/*`],
            message: why,
          })),
          ...more,
        ],
      },
    ],
  };
}

/**
 * The labelled-picture generators and what fitting and evaluation share are for scripts and
 * tests: the product never reads a picture's labels, nor draws what it is judged on.
 */
const FITTING_ONLY = [
  {
    group: ["~/server/fit/*", "~/server/eval/*", "**/fit/*", "**/eval/*"],
    message: "Runtime code may not import server/fit or server/eval (fitting and evaluation only).",
  },
];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/**
 * Features in server/ use each other only through their public modules (the names below, in
 * server/<feature>/), so what a feature keeps inside stays free to change. The lists are what other
 * folders use today; a module joins one only when it really is part of what the feature offers.
 */
const PUBLIC_MODULES = {
  accounts: ["account"],
  // The cards others show, the list's SQL the match shares, the rows the demo writes as a profile
  // does, the files an account's deletion removes, the version the page cache keys on, and the
  // service menu a request chooses from.
  artists: ["views", "search", "artist-rows", "portfolio", "listing-version", "services"],
  // Better Auth's setup, plus the client address and per-address limits the match also applies.
  auth: ["auth", "client-ip", "limits"],
  favorites: ["favorites"],
  geo: ["gazetteer"],
  // The style match, plus the stored rankings the artists list reads back.
  match: ["style-match", "rankings"],
  // The stored files, plus the image checks that uploads everywhere go through, the rule of
  // which file a list shows, and the store of the photos a request's or review's form carries.
  media: ["media", "pipeline", "thumbnail", "form-photos"],
  // Reports, which a staged review joins.
  moderation: ["reports"],
  // Requests, plus the ids, moves, parties and photos that moderation acts on.
  requests: ["requests", "errors", "moves", "parties", "photos"],
  reviews: ["reviews"],
  seo: ["sitemap"],
};
/**
 * Shared infrastructure, not features: any file may import any of their modules. (server/*.ts,
 * such as context, services, bootstrap and main, put the features together and may too.)
 */
const INFRASTRUCTURE = ["cache", "db", "demo", "eval", "fit", "http", "jobs", "mail", "testing"];

const SERVER_FOLDERS = fs
  .readdirSync(new URL("server", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const folder of SERVER_FOLDERS) {
  if (!(folder in PUBLIC_MODULES) && !INFRASTRUCTURE.includes(folder)) {
    throw new Error(
      `eslint.config.js: say whether server/${folder}/ is a feature or infrastructure.`,
    );
  }
}

/** The imports a file in server/<from>/ may not make: other features' private modules. */
const privateModulesOfOtherFeatures = (from) =>
  Object.entries(PUBLIC_MODULES)
    .filter(([feature]) => feature !== from)
    .map(([feature, modules]) => ({
      regex: `^(~/server/|(\\.\\./)+)${feature}/(?!(${modules.join("|")})$)`,
      message: `server/${feature}/ is a feature: from outside it, import only ${modules
        .map((module) => `${feature}/${module}`)
        .join(", ")}.`,
    }));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      eqeqeq: ["error", "smart"],
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "detect" } },
  },
  { files: ["app/**"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["core/**"],
    rules: forbidImports(
      ["app", "server"],
      "core/ is pure and isomorphic: it may not import app/ or server/.",
    ),
  },
  {
    files: ["server/**"],
    rules: forbidImports(["app"], "server/ may not import app/ (direction: app → server → core)."),
  },
  {
    files: ["server/*"],
    ignores: TESTS,
    rules: forbidImports(
      ["app"],
      "server/ may not import app/ (direction: app → server → core).",
      FITTING_ONLY,
    ),
  },
  // Test helpers, like tests, may reach into any feature.
  ...SERVER_FOLDERS.filter((folder) => !["fit", "eval"].includes(folder)).map((folder) => ({
    files: [`server/${folder}/**`],
    ignores: TESTS,
    rules: forbidImports(
      ["app"],
      "server/ may not import app/ (direction: app → server → core).",
      folder === "testing"
        ? FITTING_ONLY
        : [...FITTING_ONLY, ...privateModulesOfOtherFeatures(folder)],
    ),
  })),
  {
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    ignores: TESTS,
    rules: forbidImports([], "", FITTING_ONLY),
  },
  {
    // Only route modules (for loaders and actions) and the server entry may reach into server/;
    // everything else in app/ ends up in browser bundles.
    files: ["app/**"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: forbidImports(
      ["server"],
      "Components and client modules may not import server/: only route loaders/actions may.",
    ),
  },
  {
    // Playwright reads fixture dependencies from the destructured first parameter, even when empty.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  prettier,
);
