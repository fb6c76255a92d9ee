import { eq, sql } from "drizzle-orm";
import { artistFiles } from "../artists/portfolio";
import type { AppServices } from "../context";
import { user } from "../db/schema";
import { requestPhotoFilesOf } from "../requests/photos";
import { forgetRequestsLeftTo } from "../requests/requests";
import { reviewPhotoFilesOf } from "../reviews/reviews";

/** Renames a user; the caller has already ignored blank names. */
export async function updateName({ database }: AppServices, userId: string, name: string) {
  await database.db
    .update(user)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}

/**
 * Deletes an account and everything it owns. The user row's deletion cascades, in one statement,
 * to every table that references it (sessions, sign-in accounts, and whatever later features
 * add with ON DELETE CASCADE). Stored files are not rows: features that keep files for a user
 * remove them here, after the rows are gone, so a failure leaves orphans to collect rather than
 * rows pointing at missing files; and with them what a crash mid-upload left of the account's
 * photos (partial files, named after it: server/media/local-storage.ts).
 */
export async function deleteAccount(services: AppServices, userId: string): Promise<void> {
  const [files, reviewFiles, requestFiles] = await Promise.all([
    artistFiles(services, userId),
    reviewPhotoFilesOf(services, userId),
    requestPhotoFilesOf(services, userId),
  ]);
  await forgetRequestsLeftTo(services, userId);
  await services.database.db.delete(user).where(eq(user.id, userId));
  await Promise.all([
    services.media.deleteFiles([...files, ...reviewFiles]),
    services.privateMedia.deleteFiles(requestFiles),
    services.media.deletePartialsOf(userId),
    services.privateMedia.deletePartialsOf(userId),
  ]);
}

/** Cookies that sign the browser out, for a session whose row is already gone. */
export async function expiredSessionCookies({ auth }: AppServices): Promise<Headers> {
  const { authCookies } = await auth.$context;
  const headers = new Headers();
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { path = "/", secure, sameSite = "lax" } = cookie.attributes;
    headers.append(
      "Set-Cookie",
      `${cookie.name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`,
    );
  }
  return headers;
}
