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
}

export const isArtist = (user: Pick<AccountUser, "userType">) => user.userType === "artist";

/** How the header names a user: username, else name, else e-mail (spec §2 Header). */
export function accountLabel(user: Pick<AccountUser, "username" | "name" | "email">): string {
  return user.username || user.name.trim() || user.email;
}
