// Whole: the account forms' flows (signup, login, reset), sharing limits and errors
import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "~/core/accounts/validation";
import { fieldErrors, firstError, type FieldError } from "~/core/forms";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import type { RateHit, RateRule } from "../rate-limit";
import { ACCOUNT_SUSPENDED, OIDC_PROVIDER_ID } from "./auth";
import { clientIp } from "./client-ip";
import { isCommonPassword } from "./common-passwords";
import { AUTH_LIMITS, perAddress } from "./limits";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { MODERATION_MESSAGES } from "~/core/moderation";
import { loginPath, safeRedirect } from "~/core/redirect";

// The account flows behind the login, signup and password-reset forms. Each one takes its place in
// its rate limits, validates with the shared schema, then calls Better Auth. They return the cookies to
// set on success, or the one error to show.

export type FormField = "name" | "email" | "username" | "password" | "confirmPassword" | "form";

export type FlowResult =
  | { ok: true; headers: Headers }
  | {
      ok: false;
      error: FieldError<FormField>;
      /** Every field's first error, where the form shows them all (sign-up). */
      errors?: FieldError<FormField>[];
    };

const fail = (field: FormField, message: string): FlowResult => ({
  ok: false,
  error: { field, message },
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const errorCode = (error: unknown) =>
  error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;

const SIGNUP_FIELD_ORDER: FormField[] = [
  "name",
  "email",
  "username",
  "password",
  "confirmPassword",
];
const comesBefore = (field: string, than: FormField) =>
  SIGNUP_FIELD_ORDER.indexOf(field as FormField) < SIGNUP_FIELD_ORDER.indexOf(than);

const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;
const loginPairKey = (email: string, ip: string) => `${loginAccountKey(email)}:ip:${ip}`;

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

/**
 * E-mail sign-in. Failures count against the account and address pair, the account and the
 * address (docs/decisions/0009); any limit reached answers 'Too many failed attempts' without
 * checking the password.
 */
export async function signIn(
  services: AppServices,
  request: Request,
  form: FormData,
): Promise<FlowResult> {
  const { auth, limiter, config, logger } = services;
  const parsed = loginSchema.safeParse({
    email: text(form, "email"),
    password: text(form, "password"),
    rememberMe: form.get("rememberMe") === "on",
  });
  if (!parsed.success) return { ok: false, error: firstError<FormField>(parsed.error)! };
  const { email, password, rememberMe } = parsed.data;

  const ip = clientIp(request);
  const counters = [
    { key: loginPairKey(email, ip), rule: AUTH_LIMITS.failedLoginsPerAccountAndAddress },
    { key: loginAccountKey(email), rule: AUTH_LIMITS.failedLoginsPerAccount },
    {
      key: `login:ip:${ip}`,
      rule: perAddress(AUTH_LIMITS.failedLoginsPerAddress, config.ipRateLimitFactor),
    },
  ];
  // Every attempt takes a place in the three failure counts before the password is checked (an
  // atomic count-and-compare each, so concurrent guesses cannot check more passwords than the
  // limits allow); an attempt that does not fail on its password gives its places back.
  const hits = await Promise.all(counters.map(({ key, rule }) => limiter.hit(key, rule)));
  const giveBack = () => Promise.all(counters.map(({ key }, i) => limiter.giveBack(key, hits[i]!)));
  if (hits.some((hit) => !hit.allowed)) {
    await giveBack();
    return fail("form", AUTH_MESSAGES.tooManyAttempts);
  }

  let failedOnPassword = false;
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password, rememberMe },
      headers: request.headers,
      returnHeaders: true,
    });
    // The owner is back: this address's slate is clean (the account's ceiling runs its course).
    await limiter.reset(loginPairKey(email, ip));
    return { ok: true, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD") {
      failedOnPassword = true;
      return fail("form", AUTH_MESSAGES.invalidCredentials);
    }
    if (code === "INVALID_EMAIL") return fail("email", AUTH_MESSAGES.invalidEmail);
    if (code === ACCOUNT_SUSPENDED) {
      return fail("form", MODERATION_MESSAGES.suspended(config.brand.supportEmail));
    }
    logger.error({ err: error }, "sign-in failed");
    return fail("form", AUTH_MESSAGES.loginFailed);
  } finally {
    if (!failedOnPassword) await giveBack();
  }
}

/**
 * Sends a reset link when the address has an account; answers the same either way so the form
 * cannot be used to learn which addresses are registered.
 */
export async function requestPasswordReset(
  services: AppServices,
  request: Request,
  form: FormData,
): Promise<{ ok: true } | { ok: false; error: FieldError<FormField> }> {
  const { auth, limiter, config, logger } = services;
  const parsed = forgotPasswordSchema.safeParse({ email: text(form, "email") });
  if (!parsed.success) return { ok: false, error: firstError<FormField>(parsed.error)! };
  const email = parsed.data.email.toLowerCase();

  const fromAddress = await limiter.hit(
    `reset:ip:${clientIp(request)}`,
    perAddress(AUTH_LIMITS.resetRequestsPerAddress, config.ipRateLimitFactor),
  );
  if (!fromAddress.allowed)
    return { ok: false, error: { field: "form", message: AUTH_MESSAGES.tooManyResetRequests } };
  const forAccount = await limiter.hit(
    `reset:account:${email}`,
    AUTH_LIMITS.resetRequestsPerAccount,
  );
  if (!forAccount.allowed) return { ok: true }; // silently: the owner already has recent links

  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
  } catch (error) {
    logger.error({ err: error }, "password-reset request failed");
  }
  return { ok: true };
}

/** The account a reset link is for, or null when the link has expired or was already used. */
export async function resetLinkAccount(
  { auth }: AppServices,
  token: string,
): Promise<{ id: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const { internalAdapter } = await auth.$context;
  const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  const user = await internalAdapter.findUserById(link.value);
  return user && { id: user.id, email: user.email };
}

/**
 * Sets a new password from a reset link; every session of the account is signed out, and its
 * failed-login counters are forgotten, so a reset always lets the owner back in.
 */
export async function resetPassword(services: AppServices, form: FormData): Promise<FlowResult> {
  const parsed = resetPasswordSchema.safeParse({
    token: text(form, "token"),
    password: text(form, "password"),
    confirmPassword: text(form, "confirmPassword"),
  });
  if (!parsed.success) {
    const first = firstError<FormField>(parsed.error)!;
    return first.field === ("token" as FormField)
      ? fail("form", AUTH_MESSAGES.resetInvalid)
      : { ok: false, error: first };
  }
  if (isCommonPassword(parsed.data.password))
    return fail("password", ACCOUNT_MESSAGES.passwordCommon);
  try {
    const account = await resetLinkAccount(services, parsed.data.token);
    await services.auth.api.resetPassword({
      body: { token: parsed.data.token, newPassword: parsed.data.password },
    });
    if (account) {
      await services.limiter.reset(loginAccountKey(account.email));
      await services.limiter.resetAll(loginPairKey(account.email, ""));
    }
    return { ok: true, headers: new Headers() };
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") return fail("form", AUTH_MESSAGES.resetInvalid);
    services.logger.error({ err: error }, "password reset failed");
    return fail("form", AUTH_MESSAGES.resetFailed);
  }
}

/** Ends the current session; returns the cookies that clear it in the browser. */
export async function signOut({ auth }: AppServices, request: Request): Promise<Headers> {
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

/**
 * Starts "Continue with {provider}": the provider's sign-in page URL, and the cookies binding
 * the round trip to this browser.
 */
export async function startProviderSignIn(
  { auth }: AppServices,
  request: Request,
  returnTo: string,
): Promise<{ url: string; headers: Headers }> {
  const { headers, response } = await auth.api.signInSocial({
    body: {
      provider: OIDC_PROVIDER_ID,
      callbackURL: safeRedirect(returnTo),
      errorCallbackURL: loginPath(returnTo),
    },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url) throw new Error("the identity provider gave no sign-in URL");
  return { url: response.url, headers };
}
