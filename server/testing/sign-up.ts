import { eq } from "drizzle-orm";
import type { AccountUser } from "~/core/accounts/user";
import { CLIENT_IP_HEADER } from "../auth/client-ip";
import { signUp } from "../auth/sign-up";
import type { AppServices } from "../context";
import { user } from "../db/schema";

export const TEST_PASSWORD = "Velvet-Plum-42";

/**
 * An account signed up through the real sign-up action, from `ip` (addresses share sign-up
 * allowances, so tests keep theirs apart): its session cookie and the account as the app sees it.
 */
export async function signedUpAccount(
  services: AppServices,
  who: { name: string; email: string; username: string; userType: "user" | "artist" },
  ip: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    ...who,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  }))
    form.set(key, value);
  const signedUp = await signUp(
    services,
    new Request("http://localhost:3000/signup", {
      method: "POST",
      headers: { [CLIENT_IP_HEADER]: ip },
    }),
    form,
  );
  if (!signedUp.ok) throw new Error("sign-up failed");
  const cookie = signedUp.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  const [row] = await services.database.db.select().from(user).where(eq(user.email, who.email));
  return { cookie, user: row as unknown as AccountUser };
}
