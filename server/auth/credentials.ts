import { loginSchema } from "~/core/accounts/validation";
import { firstError } from "~/core/forms";
import type { AppServices } from "../context";
import { ACCOUNT_SUSPENDED, OIDC_PROVIDER_ID } from "./auth";
import { clientIp } from "./client-ip";
import { AUTH_LIMITS, perAddress } from "./limits";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { MODERATION_MESSAGES } from "~/core/moderation";
import { loginPath, safeRedirect } from "~/core/redirect";
import {
  fail,
  text,
  errorCode,
  loginAccountKey,
  loginPairKey,
  type FormField,
  type FlowResult,
} from "./flow-results";

// Signing in and out, by password or through the provider. Like sign-up (./sign-up) and the
// password reset (./password-reset), each flow takes its place in its rate limits, validates with
// the shared schema, then calls Better Auth, and returns the cookies to set or the one error to
// show (./flow-results).

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
