import type { APIRequestContext } from "@playwright/test";
import type { MatchStatus } from "../../../core/match";

/**
 * Whether this server can analyse photos: the style match needs vector search, which Debian's
 * PostgreSQL lacks (the embedded database has it). Tests of what an analysis gives skip without.
 */
export async function analysisAvailable(request: APIRequestContext): Promise<boolean> {
  const status = (await (await request.get("/api/match")).json()) as MatchStatus;
  return status.available;
}
