import { Router } from "express";
import type { DatabaseHandle } from "../db/client";
import type { DemoState } from "../demo/seed";
import type { Logger } from "../logger";

/**
 * /healthz: the process is up (liveness). /readyz: the database answers (readiness): a load
 * balancer stops sending traffic to an instance whose database is unreachable. Its `demo` field
 * says how the demo data stands ("in progress" while demo artists are still being published in
 * the background, "complete", or "off" when this start makes none); `/readyz?demo=complete`
 * also answers 503 while it is in progress, for test runners that need all of it.
 */
export function healthRoutes(
  database: DatabaseHandle,
  logger: Logger,
  demoState: () => DemoState = () => "off",
): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const demo = demoState();
    try {
      await database.ping();
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed: database unreachable");
      res.status(503).json({ status: "unavailable", database: "unreachable", demo });
      return;
    }
    if (req.query.demo === "complete" && demo === "in progress") {
      res.status(503).json({ status: "demo data in progress", database: "ok", demo });
      return;
    }
    res.json({ status: "ok", database: "ok", demo });
  });
  return router;
}
