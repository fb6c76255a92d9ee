import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "~/core/accounts/validation";
import { deleteAccount } from "../accounts/account";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { startSmtpServer } from "../testing/smtp";
import { CLIENT_IP_HEADER } from "./client-ip";
import { requestPasswordReset, resetLinkAccount, resetPassword } from "./password-reset";
import { signIn, signOut } from "./credentials";
import { signUp } from "./sign-up";
import { AUTH_LIMITS } from "./limits";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { MODERATION_MESSAGES } from "~/core/moderation";
import { toAccountUser } from "./session";

const PASSWORD = "Velvet-Plum-42";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

let address = 0;
/** A request from its own client address, so per-address limits of one test do not touch another. */
function request(
  headers: Record<string, string> = {},
  ip = `10.0.${Math.floor(++address / 250)}.${address % 250}`,
) {
  return new Request("http://localhost:3000/", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip, ...headers },
  });
}

const signupForm = (overrides: Record<string, string> = {}) =>
  form({
    name: "Jane Polish",
    email: `jane${++address}@example.com`,
    username: `jane_${address}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: "user",
    ...overrides,
  });

/** The session cookie of a Set-Cookie list, as a Cookie header. */
function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0]!;
}

describe(`account flows on ${testDriver}`, () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let services: AppServices;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    services = createTestServices(database(), { SMTP_URL: smtp.url });
  });
  afterAll(() => smtp.close());

  async function sessionUser(cookie: string) {
    const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
    return session ? toAccountUser(session.user) : null;
  }

  describe("sign-up", () => {
    it("creates the account, signs it in and keeps the username's case for display", async () => {
      const result = await signUp(
        services,
        request(),
        signupForm({ email: "Mia@Example.com", username: "Mia_Nails", userType: "artist" }),
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const user = await sessionUser(sessionCookie(result.headers));
      expect(user).toMatchObject({
        email: "mia@example.com",
        username: "Mia_Nails",
        userType: "artist",
        name: "Jane Polish",
      });
    });

    it("refuses an e-mail that is already registered, in any case", async () => {
      await signUp(services, request(), signupForm({ email: "taken@example.com" }));
      const again = await signUp(services, request(), signupForm({ email: "TAKEN@example.com" }));
      expect(again).toEqual({
        ok: false,
        error: { field: "email", message: AUTH_MESSAGES.emailTaken },
      });
    });

    it("refuses a username taken in another case", async () => {
      await signUp(services, request(), signupForm({ username: "GlossQueen" }));
      const again = await signUp(services, request(), signupForm({ username: "glossqueen" }));
      expect(again).toEqual({
        ok: false,
        error: { field: "username", message: ACCOUNT_MESSAGES.usernameTaken },
      });
    });

    it("enforces case-insensitive usernames in the database itself", async () => {
      await signUp(services, request(), signupForm({ username: "Unique_One" }));
      await expect(
        database().db.execute(
          sql`insert into "user" (id, name, email, username) values ('x1', 'x', 'x1@example.com', 'UNIQUE_ONE')`,
        ),
      ).rejects.toThrow();
    });

    it("checks the rules in order: username availability before the password", async () => {
      await signUp(services, request(), signupForm({ username: "first_come" }));
      const result = await signUp(
        services,
        request(),
        signupForm({ username: "first_come", password: "weak", confirmPassword: "nope" }),
      );
      expect(result).toEqual({
        ok: false,
        error: { field: "username", message: ACCOUNT_MESSAGES.usernameTaken },
      });
    });

    it("reports the first failing rule, and each field's first, to show them all at once", async () => {
      const result = await signUp(
        services,
        request(),
        signupForm({ email: "not-an-email", username: "a", password: "x" }),
      );
      expect(result).toEqual({
        ok: false,
        error: { field: "email", message: ACCOUNT_MESSAGES.emailInvalid },
        errors: [
          { field: "email", message: ACCOUNT_MESSAGES.emailInvalid },
          { field: "username", message: ACCOUNT_MESSAGES.usernameTooShort },
          { field: "password", message: ACCOUNT_MESSAGES.passwordTooShort },
          { field: "confirmPassword", message: ACCOUNT_MESSAGES.passwordsDiffer },
        ],
      });
    });

    it("refuses one of the most common passwords", async () => {
      const result = await signUp(
        services,
        request(),
        signupForm({ password: "Password123!", confirmPassword: "Password123!" }),
      );
      expect(result).toEqual({
        ok: false,
        error: { field: "password", message: ACCOUNT_MESSAGES.passwordCommon },
      });
    });

    it("limits sign-ups from one address", async () => {
      const ip = "192.0.2.77";
      const results = [];
      for (let i = 0; i <= AUTH_LIMITS.signupsPerAddress.max; i++) {
        results.push(await signUp(services, request({}, ip), signupForm()));
      }
      expect(results.slice(0, -1).every((r) => r.ok)).toBe(true);
      expect(results.at(-1)).toEqual({
        ok: false,
        error: { field: "form", message: AUTH_MESSAGES.tooManySignups },
      });
    });

    it("does not count refused sign-ups against that limit, but limits probing", async () => {
      const ip = "192.0.2.78";
      const taken = { username: "jane_probe_taken" };
      await signUp(services, request(), signupForm(taken));
      for (let i = 0; i <= AUTH_LIMITS.signupsPerAddress.max; i++) {
        const refused = await signUp(services, request({}, ip), signupForm(taken));
        expect(refused).toMatchObject({ error: { message: ACCOUNT_MESSAGES.usernameTaken } });
      }
      expect((await signUp(services, request({}, ip), signupForm())).ok).toBe(true);

      for (let i = 0; i < AUTH_LIMITS.refusedSignupsPerAddress.max; i++) {
        await signUp(services, request({}, ip), signupForm(taken));
      }
      expect(await signUp(services, request({}, ip), signupForm())).toMatchObject({
        error: { message: AUTH_MESSAGES.tooManySignups },
      });
    });
  });

  describe("sign-in", () => {
    const email = "login@example.com";
    beforeAll(async () => {
      await signUp(services, request(), signupForm({ email, username: "login_user" }));
    });

    it("signs in with a fresh session, remembered for 30 days when asked", async () => {
      const remembered = await signIn(
        services,
        request(),
        form({ email, password: PASSWORD, rememberMe: "on" }),
      );
      const once = await signIn(services, request(), form({ email, password: PASSWORD }));
      expect(remembered.ok && once.ok).toBe(true);
      if (!remembered.ok || !once.ok) return;
      const rememberedCookie = remembered.headers
        .getSetCookie()
        .find((c) => c.includes("session_token="))!;
      const onceCookie = once.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(rememberedCookie).toMatch(/Max-Age=2592000/);
      expect(onceCookie).not.toMatch(/Max-Age|Expires/);
      expect(rememberedCookie).toMatch(/HttpOnly/);
      expect(rememberedCookie).toMatch(/SameSite=Lax/i);
      expect(sessionCookie(remembered.headers)).not.toBe(sessionCookie(once.headers));
      expect(await sessionUser(sessionCookie(once.headers))).toMatchObject({ email });
    });

    it("refuses a suspended account once its password is right, and says why", async () => {
      const suspended = "suspended@example.com";
      await signUp(
        services,
        request(),
        signupForm({ email: suspended, username: "suspended_user" }),
      );
      const [row] = rowsOf<{ signup_address: string | null }>(
        await services.database.db.execute(
          sql`update "user" set suspended_at = now() where email = ${suspended} returning signup_address`,
        ),
      );
      // The sign-up address is kept as a keyed hash (staged reviews), never as the address.
      expect(row?.signup_address).toMatch(/^[\w-]{43}$/);
      expect(
        await signIn(services, request(), form({ email: suspended, password: "Wrong-Pass-1" })),
      ).toMatchObject({ error: { message: AUTH_MESSAGES.invalidCredentials } });
      expect(
        await signIn(services, request(), form({ email: suspended, password: PASSWORD })),
      ).toEqual({
        ok: false,
        error: {
          field: "form",
          message: MODERATION_MESSAGES.suspended(services.config.brand.supportEmail),
        },
      });
    });

    it("answers alike for an unknown e-mail and a wrong password", async () => {
      const wrongPassword = await signIn(
        services,
        request(),
        form({ email, password: "Wrong-Pass-1" }),
      );
      const unknown = await signIn(
        services,
        request(),
        form({ email: "nobody@example.com", password: PASSWORD }),
      );
      const expected = {
        ok: false,
        error: { field: "form", message: AUTH_MESSAGES.invalidCredentials },
      };
      expect(wrongPassword).toEqual(expected);
      expect(unknown).toEqual(expected);
    });

    it("locks one address out of one account after repeated failures, not the owner elsewhere", async () => {
      const target = "locked@example.com";
      const stranger = "203.0.113.50";
      await signUp(services, request(), signupForm({ email: target, username: "locked_user" }));
      for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccountAndAddress.max; i++) {
        const failed = await signIn(
          services,
          request({}, stranger),
          form({ email: target, password: `Nope-${i}-Xx!` }),
        );
        expect(failed).toMatchObject({ error: { message: AUTH_MESSAGES.invalidCredentials } });
      }
      // The stranger is stopped, even with the right password...
      const blocked = await signIn(
        services,
        request({}, stranger),
        form({ email: target, password: PASSWORD }),
      );
      expect(blocked).toEqual({
        ok: false,
        error: { field: "form", message: AUTH_MESSAGES.tooManyAttempts },
      });
      // ...and the owner, from their own address, is not.
      expect(
        (await signIn(services, request(), form({ email: target, password: PASSWORD }))).ok,
      ).toBe(true);
    });

    it("locks an account guessed from many addresses, until a password reset", async () => {
      const target = "besieged@example.com";
      await signUp(services, request(), signupForm({ email: target, username: "besieged" }));
      const perAddress = AUTH_LIMITS.failedLoginsPerAccountAndAddress.max;
      for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccount.max; i++) {
        await signIn(
          services,
          request({}, `198.18.${Math.floor(i / perAddress)}.1`),
          form({ email: target, password: `Guess-${i}-Xx!` }),
        );
      }
      expect(
        await signIn(services, request(), form({ email: target, password: PASSWORD })),
      ).toMatchObject({ error: { message: AUTH_MESSAGES.tooManyAttempts } });

      const arriving = smtp.nextMail();
      await requestPasswordReset(services, request(), form({ email: target }));
      const token = /token=([\w-]+)/.exec((await arriving).text ?? "")![1]!;
      const fresh = "Fresh-Start-Polish-9";
      expect(
        (await resetPassword(services, form({ token, password: fresh, confirmPassword: fresh })))
          .ok,
      ).toBe(true);
      expect((await signIn(services, request(), form({ email: target, password: fresh }))).ok).toBe(
        true,
      );
    });

    it("blocks an address that fails on many accounts", async () => {
      const ip = "198.51.100.9";
      for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAddress.max; i++) {
        await signIn(
          services,
          request({}, ip),
          form({ email: `guess${i}@example.com`, password: "Guess-1234!" }),
        );
      }
      const blocked = await signIn(services, request({}, ip), form({ email, password: PASSWORD }));
      expect(blocked).toMatchObject({ error: { message: AUTH_MESSAGES.tooManyAttempts } });
      const elsewhere = await signIn(services, request(), form({ email, password: PASSWORD }));
      expect(elsewhere.ok).toBe(true);
    });

    it("validates before asking the database", async () => {
      expect(await signIn(services, request(), form({ email: "", password: "" }))).toEqual({
        ok: false,
        error: { field: "email", message: "Email is required" },
      });
    });

    it("signs out", async () => {
      const result = await signIn(services, request(), form({ email, password: PASSWORD }));
      if (!result.ok) throw new Error("sign-in failed");
      const cookie = sessionCookie(result.headers);
      await signOut(services, new Request("http://localhost:3000/", { headers: { cookie } }));
      expect(await sessionUser(cookie)).toBeNull();
    });
  });

  describe("password reset", () => {
    it("tells a used or unknown link apart from a live one", async () => {
      const email = "linked@example.com";
      await signUp(services, request(), signupForm({ email, username: "linked_user" }));
      const arriving = smtp.nextMail();
      await requestPasswordReset(services, request(), form({ email }));
      const token = /token=([\w-]+)/.exec((await arriving).text ?? "")![1]!;
      expect(await resetLinkAccount(services, token)).toMatchObject({ email });
      const next = "Another-Lacquer-55";
      await resetPassword(services, form({ token, password: next, confirmPassword: next }));
      expect(await resetLinkAccount(services, token)).toBeNull();
      expect(await resetLinkAccount(services, "made-up-token")).toBeNull();
      expect(await resetLinkAccount(services, "")).toBeNull();
    });

    it("e-mails a link whose token sets a new password and signs out every session", async () => {
      const email = "forgetful@example.com";
      const signup = await signUp(
        services,
        request(),
        signupForm({ email, username: "forgetful" }),
      );
      if (!signup.ok) throw new Error("sign-up failed");
      const oldSession = sessionCookie(signup.headers);

      const arriving = smtp.nextMail();
      expect(await requestPasswordReset(services, request(), form({ email }))).toEqual({
        ok: true,
      });
      const mail = await arriving;
      expect(mail.to).toMatchObject({ text: email });
      expect(mail.subject).toBe("Reset your NailMatch password");
      const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail.text ?? "");
      expect(link).not.toBeNull();
      expect(mail.html).toContain(link![0]);

      const newPassword = "Brand-New-Lacquer-7";
      const reset = await resetPassword(
        services,
        form({ token: link![1]!, password: newPassword, confirmPassword: newPassword }),
      );
      expect(reset.ok).toBe(true);
      expect(await sessionUser(oldSession)).toBeNull();
      expect((await signIn(services, request(), form({ email, password: PASSWORD }))).ok).toBe(
        false,
      );
      expect((await signIn(services, request(), form({ email, password: newPassword }))).ok).toBe(
        true,
      );

      const reused = await resetPassword(
        services,
        form({ token: link![1]!, password: "Another-Pass-88", confirmPassword: "Another-Pass-88" }),
      );
      expect(reused).toEqual({
        ok: false,
        error: { field: "form", message: AUTH_MESSAGES.resetInvalid },
      });
    });

    it("answers the same for an address without an account, and sends nothing", async () => {
      const before = smtp.received.length;
      expect(
        await requestPasswordReset(services, request(), form({ email: "ghost@example.com" })),
      ).toEqual({ ok: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.length).toBe(before);
    });

    it("applies the password rules to the new password", async () => {
      const result = await resetPassword(
        services,
        form({ token: "t", password: "short", confirmPassword: "short" }),
      );
      expect(result).toEqual({
        ok: false,
        error: { field: "password", message: ACCOUNT_MESSAGES.passwordTooShort },
      });
    });
  });

  describe("account deletion", () => {
    it("leaves no row anywhere that references the user", async () => {
      const signup = await signUp(
        services,
        request(),
        signupForm({ email: "leaving@example.com", username: "leaving" }),
      );
      if (!signup.ok) throw new Error("sign-up failed");
      const user = await sessionUser(sessionCookie(signup.headers));
      await signIn(services, request(), form({ email: "leaving@example.com", password: PASSWORD }));

      await deleteAccount(services, user!.id);

      // Every foreign key that references "user", whatever tables exist by now.
      const references = rowsOf<{ table_name: string; column_name: string }>(
        await database().db.execute(sql`
          select kcu.table_name, kcu.column_name
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
          where ccu.table_name = 'user'`),
      );
      expect(references.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(["session", "account"]),
      );
      for (const { table_name, column_name } of references) {
        const left = rowsOf(
          await database().db.execute(
            sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${user!.id}`,
          ),
        );
        expect(left, `${table_name}.${column_name}`).toHaveLength(0);
      }
      expect(
        rowsOf(await database().db.execute(sql`select 1 from "user" where id = ${user!.id}`)),
      ).toHaveLength(0);
    });
  });
});
