import { asc, eq } from "drizzle-orm";
import type { Service } from "~/core/artists/services";
import type { DatabaseHandle } from "../db/client";
import { artistService } from "../db/schema";

// An artist's service menu (decision 0063), as the profile shows it. Written by the wizard and
// the dashboard (issue 55's next slice) and by the demo seed.

/** An artist's services in their menu's order. */
export async function readServiceMenu(
  database: DatabaseHandle,
  artistId: string,
): Promise<Service[]> {
  return database.db
    .select({
      name: artistService.name,
      category: artistService.category,
      priceCents: artistService.priceCents,
      upToCents: artistService.upToCents,
      minutes: artistService.minutes,
      description: artistService.description,
    })
    .from(artistService)
    .where(eq(artistService.artistId, artistId))
    .orderBy(asc(artistService.position));
}
