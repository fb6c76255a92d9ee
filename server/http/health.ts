import { Router } from "express";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";

/**
 * /healthz: the process is up (liveness). /readyz: the database answers (readiness): a load
 * balancer stops sending traffic to an instance whose database is unreachable.
 */
export function healthRoutes(database: DatabaseHandle, logger: Logger): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.ping();
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed: database unreachable");
      res.status(503).json({ status: "unavailable", database: "unreachable" });
    }
  });
  return router;
}
