import {
  ACCOUNT_MESSAGES,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "~/core/accounts/validation";
import { firstError, type FieldError } from "~/core/forms";
import type { AppServices } from "../context";
import { clientIp } from "./client-ip";
import { isCommonPassword } from "./common-passwords";
import { AUTH_LIMITS, perAddress } from "./limits";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import {
  fail,
  text,
  errorCode,
  forgetFailedLogins,
  type FormField,
  type FlowResult,
} from "./flow-results";

// Password reset: asking for a link (the same answer whether or not the account exists), and
// setting a new password from it, which signs out every session and forgets failed logins.

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
      await forgetFailedLogins(services.limiter, account.email);
    }
    return { ok: true, headers: new Headers() };
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") return fail("form", AUTH_MESSAGES.resetInvalid);
    services.logger.error({ err: error }, "password reset failed");
    return fail("form", AUTH_MESSAGES.resetFailed);
  }
}
