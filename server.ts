// Starts NailMatch: the production build (npm start), or with --dev the Vite dev server (npm run dev).
// In dev, Node must resolve packages with the "development" condition as Vite does (npm run dev
// passes --conditions=development), or react-router would load twice and its classes differ.
const dev = process.argv.includes("--dev");

try {
  process.loadEnvFile(); // settings from .env when present
} catch {
  // no .env: settings come from the environment and defaults
}

if (dev) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/main.ts");
  await start({ vite });
} else {
  process.env.NODE_ENV ??= "production";
  const buildEntry = "./build/server/index.js";
  const { start } = await import(buildEntry);
  await start();
}
