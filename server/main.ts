import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openServices } from "./bootstrap";
import type { Config } from "./config";
import type { AppServices } from "./context";
import type { DatabaseHandle } from "./db/client";
import { DemoDataAtStart } from "./demo/at-start";
import { loadGazetteer } from "./geo/gazetteer";
import { createApp } from "./http/app";
import { gracefulStop, trackResponses } from "./http/graceful-stop";
import { keepConnectionsAlive } from "./http/keep-alive";
import type { Logger } from "./logger";
import { listenFailure } from "./port";
import { startRequestMailSweep } from "./requests/notify";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often ended rate-limit windows are deleted. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface StartOptions {
  /** Development: serve through Vite with hot reload instead of the production build. */
  vite?: ViteDevServer;
}

export interface RunningServer {
  config: Config;
  server: Server;
  stop(): Promise<void>;
}

/**
 * Starts NailMatch: configuration, database and migrations, the demo accounts on a new database,
 * then the HTTP server; the demo artists are published in the background while it answers.
 */
export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const services = await openServices({ willListen: true });
  const { config, database, logger } = services;
  const demo = new DemoDataAtStart(services);
  if (config.seedDemo) await demo.prepare();
  // Photos stored before list thumbnails existed get theirs (once; nothing to do afterwards).
  const thumbnails = await database.exclusive(() => services.media.addMissingThumbnails());
  if (thumbnails) logger.info({ photos: thumbnails }, "list thumbnails added");
  loadGazetteer();
  // Portfolio photos not yet described (demo data, a new descriptor) are indexed in the
  // background: the server answers meanwhile, and the style match waits for this first pass.
  services.match.indexAtStart();
  // Portfolio photos without suggested styles and colors get them, in the background too.
  services.photoTags.suggestAtStart();

  const { vite } = options;
  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const app = createApp({
    services,
    build,
    vite,
    clientDir: vite ? undefined : path.resolve(import.meta.dirname, "../client"),
    demoState: () => demo.state(),
  });

  const server = await listen(app, config, database, logger);
  if (demo.state() === "in progress") {
    console.log(
      "  The demo artists are being added in the background: the list of artists fills as they\n" +
        "  are published, and the log counts them (the demo accounts work already).\n",
    );
  }
  demo.continueInBackground();
  // Request e-mails gathered during a quiet time go when it ends (decision 0057).
  const stopMailSweep = startRequestMailSweep(services);
  const pruning = setInterval(() => {
    services.limiter.prune().catch((error: unknown) => logger.warn({ err: error }, "prune failed"));
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  const stop = shutdown(server, services, demo, vite, stopMailSweep);
  process.once("SIGTERM", () => void stop().then(() => process.exit(0)));
  process.once("SIGINT", () => void stop().then(() => process.exit(0)));
  return { config, server, stop };
}

function listen(
  app: ReturnType<typeof createApp>,
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(config.port, config.host);
    server.once("listening", () => {
      const shownHost = ["127.0.0.1", "0.0.0.0", "::", "::1"].includes(config.host)
        ? "localhost"
        : config.host;
      const url = `http://${shownHost}:${config.port}`;
      logger.info({ url, publicUrl: config.brand.publicUrl }, "listening");
      for (const warning of config.warnings) logger.warn(warning);
      console.log(`\n  ${config.brand.name} is running at ${url}\n`);
      resolve(server);
    });
    keepConnectionsAlive(server);
    trackResponses(server);
    server.once("error", (error: NodeJS.ErrnoException) => {
      console.error(listenFailure(error, config.port, config.host));
      void database.close().finally(() => process.exit(1));
    });
  });
}

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
function shutdown(
  server: Server,
  { database, logger, match, photoTags, live }: AppServices,
  demo: DemoDataAtStart,
  vite: ViteDevServer | undefined,
  stopMailSweep: () => Promise<void>,
): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      logger.info("shutting down");
      const stopped = gracefulStop(server, SHUTDOWN_GRACE_MS);
      // Open conversations' streams never finish by themselves: end them, so the stop need not
      // wait out its grace (their browsers reconnect to another instance).
      await live.close();
      await stopped;
      await stopMailSweep();
      await demo.stop(); // whole artists only: the next start carries on
      await vite?.close();
      await photoTags.close();
      await match.close();
      await database.close();
      logger.info("stopped");
    })());
}
