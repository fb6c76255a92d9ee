import { sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, signupSchema } from "~/core/accounts/validation";
import { fieldErrors, firstError } from "~/core/forms";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import type { RateHit, RateRule } from "../rate-limit";
import { clientIp } from "./client-ip";
import { isCommonPassword } from "./common-passwords";
import { AUTH_LIMITS, perAddress } from "./limits";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { fail, text, errorCode, type FormField, type FlowResult } from "./flow-results";

// Sign-up: its rate limits first, the shared schema, the username's availability between the
// username and password rules, the common passwords, then Better Auth.

const SIGNUP_FIELD_ORDER: FormField[] = [
  "name",
  "email",
  "username",
  "password",
  "confirmPassword",
];
const comesBefore = (field: string, than: FormField) =>
  SIGNUP_FIELD_ORDER.indexOf(field as FormField) < SIGNUP_FIELD_ORDER.indexOf(than);

async function isUsernameTaken({ database }: AppServices, username: string): Promise<boolean> {
  const result = await database.db.execute(
    sql`select 1 from "user" where lower(username) = lower(${username}) limit 1`,
  );
  return rowsOf(result).length > 0;
}

/**
 * Sign-up, checking the rules in order (docs/PRODUCT-RULES.md, "Accounts"): e-mail, username
 * format, username availability, password composition, confirmation; then the common-password
 * rule.
 */
export async function signUp(
  services: AppServices,
  request: Request,
  form: FormData,
): Promise<FlowResult> {
  const { limiter, config } = services;
  const ip = clientIp(request);
  const created = { key: `signup:ip:${ip}`, rule: AUTH_LIMITS.signupsPerAddress };
  const refused = { key: `signup:refused:ip:${ip}`, rule: AUTH_LIMITS.refusedSignupsPerAddress };
  const take = ({ key, rule }: { key: string; rule: RateRule }) =>
    limiter.hit(key, perAddress(rule, config.ipRateLimitFactor));
  // Each allowance is one atomic count-and-compare, taken before the work it limits, so sign-ups
  // sent at once cannot pass more than it has left. An attempt counts as refused until it is
  // about to create the account; only then does it take a place among the successes, and it
  // gives back whichever place its outcome does not count against. A refused attempt is one the
  // rules turned down; one stopped by the limits counts against neither.
  const asRefused = await take(refused);
  if (!asRefused.allowed) return fail("form", AUTH_MESSAGES.tooManySignups);
  const taken: { asCreated?: RateHit } = {};
  let result: FlowResult | undefined;
  try {
    result = await createAccount(services, request, form, async () => {
      taken.asCreated = await take(created);
      return taken.asCreated.allowed;
    });
    return result;
  } finally {
    const { asCreated } = taken;
    if (result?.ok || asCreated?.allowed === false) await limiter.giveBack(refused.key, asRefused);
    else if (asCreated) await limiter.giveBack(created.key, asCreated);
  }
}

/**
 * Checks the form and creates the account. `mayCreate` is asked once every rule has passed,
 * just before the account is created; when it says no, the answer is 'too many sign-ups'.
 */
async function createAccount(
  services: AppServices,
  request: Request,
  form: FormData,
  mayCreate: () => Promise<boolean>,
): Promise<FlowResult> {
  const { auth, logger } = services;
  const parsed = signupSchema.safeParse({
    name: text(form, "name"),
    email: text(form, "email"),
    username: text(form, "username"),
    password: text(form, "password"),
    confirmPassword: text(form, "confirmPassword"),
    userType: text(form, "userType"),
  });
  const first = firstError<FormField>(parsed.error);
  const all = fieldErrors<FormField>(parsed.error);
  if (first && comesBefore(first.field, "password"))
    return { ok: false, error: first, errors: all };

  const username = text(form, "username").trim();
  try {
    if (await isUsernameTaken(services, username)) {
      return fail("username", ACCOUNT_MESSAGES.usernameTaken);
    }
  } catch (error) {
    logger.error({ err: error }, "username availability check failed");
    return fail("username", ACCOUNT_MESSAGES.usernameUnverifiable);
  }
  if (first) return { ok: false, error: first, errors: all };
  const input = parsed.data!;
  if (isCommonPassword(input.password)) return fail("password", ACCOUNT_MESSAGES.passwordCommon);
  if (!(await mayCreate())) return fail("form", AUTH_MESSAGES.tooManySignups);

  try {
    const { headers } = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        username: input.username,
        displayUsername: input.username,
        userType: input.userType,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    switch (errorCode(error)) {
      case "USER_ALREADY_EXISTS":
      case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
        return fail("email", AUTH_MESSAGES.emailTaken);
      case "USERNAME_IS_ALREADY_TAKEN":
        return fail("username", ACCOUNT_MESSAGES.usernameTaken);
      case "INVALID_EMAIL":
        return fail("email", AUTH_MESSAGES.invalidEmail);
      case "PASSWORD_TOO_SHORT":
      case "PASSWORD_TOO_LONG":
        return fail("password", AUTH_MESSAGES.weakPassword);
    }
    // Two sign-ups racing for one e-mail or username: the unique indexes decide.
    const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint ?? "";
    if (String(error).includes("user_email_key") || constraint === "user_email_key") {
      return fail("email", AUTH_MESSAGES.emailTaken);
    }
    if (String(error).includes("user_username_key") || constraint === "user_username_key") {
      return fail("username", ACCOUNT_MESSAGES.usernameTaken);
    }
    logger.error({ err: error }, "sign-up failed");
    return fail("form", AUTH_MESSAGES.signupFailed);
  }
}
