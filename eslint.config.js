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
    files: ["server/**"],
    ignores: ["server/fit/**", "server/eval/**", ...TESTS],
    rules: forbidImports(
      ["app"],
      "server/ may not import app/ (direction: app → server → core).",
      FITTING_ONLY,
    ),
  },
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
