import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Fails the client build (and dev requests) if browser code would pull in a module from server/. */
function serverOnlyGuard(): Plugin {
  const serverDir = path.resolve(import.meta.dirname, "server") + path.sep;
  return {
    name: "nailmatch:server-only-guard",
    load(id) {
      if (this.environment.name === "client" && id.startsWith(serverDir)) {
        this.error(
          `${path.relative(import.meta.dirname, id)} is server-only, but client code imports it. ` +
            "Import server modules only from route loaders and actions.",
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverOnlyGuard()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native or WASM packages: load them from node_modules at run time, never bundle them.
    external: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "pg", "sharp"],
  },
  environments: {
    // The server bundle's entry is our Express server, which imports the React Router build.
    ssr: { build: { rolldownOptions: { input: "./server/main.ts" } } },
  },
});
