import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client";

// Whatever moves a request (a line, a change of state) says so here, inside its transaction:
// the NOTIFY goes out at commit, to every app process on the database (decision 0058).

/** The NOTIFY channel (a PostgreSQL identifier); its payload is a request's id. */
export const REQUEST_MOVED_CHANNEL = "request_moved";

/** Tells every process that these requests moved: delivered when `tx` commits, never on rollback. */
export async function announceMoves(tx: Transaction, requestIds: readonly string[]) {
  for (const id of new Set(requestIds)) {
    await tx.execute(sql`select pg_notify(${REQUEST_MOVED_CHANNEL}, ${id})`);
  }
}
