import type { UserType } from "./validation";

/** The signed-in user as pages see it. */
export interface AccountUser {
  id: string;
  name: string;
  email: string;
  /** As the user typed it (the stored username is lower-cased for uniqueness). */
  username: string | null;
  userType: UserType;
  /** ISO date-time the account was created. */
  createdAt: string;
  /** Listed in ADMIN_EMAILS (decision 0053): sees /admin. */
  admin: boolean;
}

export const isArtist = (user: Pick<AccountUser, "userType">) => user.userType === "artist";

/** Signed-in clients save favorites; artists and visitors do not (spec §6). */
export const canFavorite = (user: Pick<AccountUser, "userType"> | null): boolean =>
  user !== null && !isArtist(user);

/** How every page names a user (header menu, greetings): username, else name, else e-mail. */
export function accountLabel(user: Pick<AccountUser, "username" | "name" | "email">): string {
  return user.username || user.name.trim() || user.email;
}
