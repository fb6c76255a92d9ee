import { randomUUID } from "node:crypto";
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import { SERVICE_EDITOR_MESSAGES } from "~/core/artists/service-form";
import {
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  type MenuService,
  type Service,
} from "~/core/artists/services";
import type { DatabaseHandle, Transaction } from "../db/client";
import { artistService } from "../db/schema";
import { ensureArtistRow, lockArtist, touchArtist } from "./artist-rows";
import { ProfileError } from "./errors";

// An artist's service menu (decision 0063): read for the profile, the dashboard and requests;
// written one change at a time by the editor (the wizard's Booking Information step and the
// dashboard). Each change locks the artist's row, so the menu's limit and order hold whatever
// arrives at once.

/** An artist's services in their menu's order. */
export async function readServiceMenu(
  database: DatabaseHandle,
  artistId: string,
): Promise<MenuService[]> {
  return database.db
    .select({
      id: artistService.id,
      name: artistService.name,
      category: artistService.category,
      priceCents: artistService.priceCents,
      upToCents: artistService.upToCents,
      minutes: artistService.minutes,
      description: artistService.description,
    })
    .from(artistService)
    .where(eq(artistService.artistId, artistId))
    .orderBy(asc(artistService.position), asc(artistService.createdAt));
}

/** Runs `change` with the artist's row locked, then marks the profile as changed. */
async function changeMenu<T>(
  database: DatabaseHandle,
  artistId: string,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await ensureArtistRow(database.db, artistId);
  return database.db.transaction(async (tx) => {
    await lockArtist(tx, artistId);
    const result = await change(tx);
    await touchArtist(tx, artistId);
    return result;
  });
}

const onMenu = (artistId: string, serviceId: string) =>
  and(eq(artistService.artistId, artistId), eq(artistService.id, serviceId));

const notFound = () => new ProfileError(SERVICE_EDITOR_MESSAGES.notFound, 404);

/** Adds a service at the end of the menu; refused past SERVICE_LIMITS.services. */
export function addService(
  database: DatabaseHandle,
  artistId: string,
  service: Service,
): Promise<string> {
  return changeMenu(database, artistId, async (tx) => {
    const [menu] = await tx
      .select({ size: count(), last: max(artistService.position) })
      .from(artistService)
      .where(eq(artistService.artistId, artistId));
    if (menu!.size >= SERVICE_LIMITS.services)
      throw new ProfileError(SERVICE_MESSAGES.tooMany, 409);
    const id = randomUUID();
    await tx
      .insert(artistService)
      .values({ ...service, id, artistId, position: (menu!.last ?? -1) + 1 });
    return id;
  });
}

/** Replaces one service's fields, keeping its place. */
export function updateService(
  database: DatabaseHandle,
  artistId: string,
  serviceId: string,
  service: Service,
): Promise<void> {
  return changeMenu(database, artistId, async (tx) => {
    const updated = await tx
      .update(artistService)
      .set({ ...service, updatedAt: sql`now()` })
      .where(onMenu(artistId, serviceId))
      .returning({ id: artistService.id });
    if (updated.length === 0) throw notFound();
  });
}

/** Removes one service from the menu. */
export function removeService(
  database: DatabaseHandle,
  artistId: string,
  serviceId: string,
): Promise<void> {
  return changeMenu(database, artistId, async (tx) => {
    const removed = await tx
      .delete(artistService)
      .where(onMenu(artistId, serviceId))
      .returning({ id: artistService.id });
    if (removed.length === 0) throw notFound();
  });
}

/** Swaps a service with its neighbour above or below; at either end of the menu it stays. */
export function moveService(
  database: DatabaseHandle,
  artistId: string,
  serviceId: string,
  direction: "up" | "down",
): Promise<void> {
  return changeMenu(database, artistId, async (tx) => {
    const order = (
      await tx
        .select({ id: artistService.id })
        .from(artistService)
        .where(eq(artistService.artistId, artistId))
        .orderBy(asc(artistService.position), asc(artistService.createdAt))
    ).map((row) => row.id);
    const from = order.indexOf(serviceId);
    if (from === -1) throw notFound();
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to]!, order[from]!];
    // One statement renumbers the whole menu (0, 1, 2, ...), so positions stay dense.
    await tx
      .update(artistService)
      .set({
        position: sql`(array_position(${sql.param(order)}::text[], ${artistService.id}) - 1)`,
      })
      .where(eq(artistService.artistId, artistId));
  });
}
