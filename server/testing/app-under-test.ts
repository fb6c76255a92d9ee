import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "../http/app";
import { createTestDatabase } from "./database";
import { createTestServices } from "./services";

/**
 * The whole app (Express, every route) on a fresh test database, listening on a free port. Loaded
 * through Vite's SSR module graph (server/testing/http.ts), like `npm run dev`, so the routes and
 * these services share one copy of each module.
 */
export async function startApp(vite: ViteDevServer, env: Record<string, string>) {
  const database = await createTestDatabase();
  const services = createTestServices(database, env);
  const app = createApp({
    services,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.match.close();
      await database.close();
    },
  };
}
