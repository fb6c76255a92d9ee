import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth, username } from "better-auth/plugins";
import { getCurrentAdapter } from "@better-auth/core/context";
import {
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "~/core/accounts/validation";
import { PASSWORD_MIN_LENGTH } from "~/core/accounts/password-rules";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/client";
import * as schema from "../db/schema";
import { displayText } from "~/core/text";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { passwordResetMail } from "../mail/templates";
import type { RateLimiter } from "../rate-limit";
import { addressKey, CLIENT_IP_HEADER } from "./client-ip";
import { resolveAuthSecret } from "./secret";
import { uniqueUsernameFromEmail } from "./username";

export const AUTH_BASE_PATH = "/api/auth";
/** The error code of a sign-in refused because an admin suspended the account. */
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";
/** The id of the configured OpenID Connect provider; its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = "oidc";

const DAY = 24 * 60 * 60;
/** "Remember me" keeps a session this long; without it the cookie lasts the browser session. */
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;
export const RESET_TOKEN_MINUTES = 60;

interface AuthDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
}

export function createAuth({ config, database, mailer, limiter, logger }: AuthDependencies) {
  const https = config.brand.publicUrl.startsWith("https:");
  const log = logger.child({ module: "auth" });
  const secret = resolveAuthSecret(config);

  return betterAuth({
    appName: config.brand.name,
    baseURL: config.brand.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Hooks run inside the adapter's transaction and must query through it (getCurrentAdapter):
    // PGlite has one connection, so a query through the global client there would deadlock.
    database: drizzleAdapter(database.db, { provider: "pg", schema, transaction: true }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => log[level]({ details: args }, message),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      // Not awaited: answering as fast for unknown addresses as for known ones keeps the reset
      // form from revealing which e-mails have accounts.
      sendResetPassword: async ({ user, token }) => {
        const resetUrl = `${config.brand.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const mail = passwordResetMail({
          brand: config.brand,
          to: user.email,
          name: user.name,
          resetUrl,
          expiresInMinutes: RESET_TOKEN_MINUTES,
        });
        void mailer.send(mail).catch((error: unknown) => {
          log.error({ err: error }, "could not send the password-reset e-mail");
        });
      },
    },
    session: { expiresIn: REMEMBERED_SESSION_SECONDS, updateAge: DAY },
    user: {
      additionalFields: {
        userType: { type: "string", required: false, defaultValue: "user", input: true },
        // Set by the create hook below and by an admin (decision 0053); never by a form.
        signupAddress: { type: "string", required: false, input: false, returned: false },
        suspendedAt: { type: "date", required: false, input: false },
      },
    },
    account: { accountLinking: { enabled: false } },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60 * config.ipRateLimitFactor,
      customStorage: {
        consume: async (key, rule) => {
          const hit = await limiter.hit(`auth:${key}`, {
            max: rule.max,
            windowSeconds: rule.window,
          });
          return { allowed: hit.allowed, retryAfter: hit.allowed ? null : hit.retryAfter };
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Cookies: httpOnly, SameSite=Lax, and on https Secure with the __Host- prefix (bound to
      // this exact host, path /).
      useSecureCookies: false,
      cookiePrefix: https ? "__Host-nailmatch" : "nailmatch",
      defaultCookieAttributes: { secure: https, sameSite: "lax", httpOnly: true, path: "/" },
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN_LENGTH,
        maxUsernameLength: USERNAME_MAX_LENGTH,
        usernameValidator: (name) => /^[A-Za-z0-9_]+$/.test(name),
      }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.oidc.name,
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      // A suspended account is not let in (checked once its password is, so the answer tells
      // nothing to someone who does not know it).
      session: {
        create: {
          before: async (session, context) => {
            if (!context) return;
            const adapter = await getCurrentAdapter(context.context.adapter);
            const owner = await adapter.findOne<{ suspendedAt: Date | null }>({
              model: "user",
              where: [{ field: "id", value: session.userId }],
            });
            if (owner?.suspendedAt) {
              throw new APIError("FORBIDDEN", {
                code: ACCOUNT_SUSPENDED,
                message: ACCOUNT_SUSPENDED,
              });
            }
          },
        },
      },
      user: {
        create: {
          // Accounts created by the identity provider have no username yet: derive one from the
          // e-mail address. Such accounts are clients (userType 'user').
          before: async (user, context) => {
            // The provider's name is display text like any other: no control or bidi overrides.
            const name = displayText(user.name ?? "").trim();
            const ip =
              context?.headers?.get(CLIENT_IP_HEADER) ??
              context?.request?.headers.get(CLIENT_IP_HEADER);
            const signupAddress = ip ? addressKey(secret, ip) : null;
            if ((user as { username?: string }).username || !context) {
              return { data: { ...user, name, signupAddress } };
            }
            const adapter = await getCurrentAdapter(context.context.adapter);
            const username = await uniqueUsernameFromEmail(user.email, async (candidate) =>
              Boolean(
                await adapter.findOne({
                  model: "user",
                  where: [{ field: "username", value: candidate.toLowerCase() }],
                }),
              ),
            );
            return {
              data: {
                ...user,
                name,
                signupAddress,
                username,
                displayUsername: username,
                userType: "user",
              },
            };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
