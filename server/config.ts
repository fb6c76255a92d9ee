import path from "node:path";
import { z } from "zod";
import { DEFAULT_BRAND, type Brand } from "~/core/brand";
import { parseAdminEmails } from "~/core/moderation";
import { DEFAULT_DESCRIPTOR, DESCRIPTORS, type DescriptorName } from "./match/descriptors";
import { PHOTO_DESCRIPTION_CACHE } from "./match/description-cache";
import { DEFAULT_HOST, DEFAULT_PORT } from "./port";

/** Raised when an environment setting is missing or malformed; its message names the setting. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(DEFAULT_PORT),
  HOST: z.string().min(1).default(DEFAULT_HOST),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      if (value === "true") return true;
      if (value === "false") return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^[\w.:/, -]+$/.test(value)) return value; // "loopback", subnets
      ctx.addIssue({ code: "custom", message: "must be true, false, a hop count or subnets" });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BRAND_NAME: z.string().trim().min(1).default(DEFAULT_BRAND.name),
  SUPPORT_EMAIL: z.email("must be an e-mail address").default(DEFAULT_BRAND.supportEmail),
  INSTAGRAM_URL: httpUrl.default(DEFAULT_BRAND.instagramUrl),
  TIKTOK_URL: httpUrl.default(DEFAULT_BRAND.tiktokUrl),
  LINKEDIN_URL: httpUrl.default(DEFAULT_BRAND.linkedinUrl),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Production without SMTP: e-mails stay as files in DATA_DIR/mail (tests, staging). */
  MAIL_TO_FILES: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().trim().min(1).default("Google"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false"),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or end with /")
    .default(""),
  MEDIA_PUBLIC_URL: httpUrl.optional(),
  SEED_DEMO: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  IP_RATE_LIMIT_FACTOR: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(1),
  /** Comma-separated e-mails of the accounts that see /admin (decision 0053). */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .refine(
      (value) => [...parseAdminEmails(value)].every((email) => z.email().safeParse(email).success),
      "must be e-mail addresses separated by commas",
    ),
  MATCH_DESCRIPTOR: z
    .enum(DESCRIPTORS, { error: `must be one of ${DESCRIPTORS.join(", ")}` })
    .default(DEFAULT_DESCRIPTOR),
});

export type Env = z.input<typeof envSchema>;

/**
 * In a bucket, private photos sit under this prefix, beside the public ones ("photos/"): a public
 * bucket policy or CDN must expose only the public prefix (docs/OPERATIONS.md).
 */
export const PRIVATE_MEDIA_PREFIX = "private/";

/** Where processed images are stored. */
export type MediaConfig =
  | { driver: "local"; dir: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      prefix: string;
    };

/** An OpenID Connect provider for "Continue with {name}" (Google, or any compliant provider). */
export interface OidcConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database, media and mail outbox. */
  dataDir: string;
  /** Set: use that PostgreSQL server. Unset: the embedded database in dataDir. */
  databaseUrl: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: string;
  brand: Brand;
  /** Signs sessions and tokens. Unset: generated once and kept in DATA_DIR (embedded default only). */
  authSecret: string | undefined;
  /** Unset: e-mails are written to DATA_DIR/mail as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set when all three OIDC_* connection settings are. */
  oidc: OidcConfig | undefined;
  /**
   * Multiplies the per-address limits (not the per-account ones) for setups where every request
   * comes from one address: load tests, the end-to-end suite.
   */
  ipRateLimitFactor: number;
  media: MediaConfig;
  /**
   * Where private photos live (those on requests: decision 0031): a folder beside the public
   * one, or the same bucket under "private/". Never served from mediaPublicUrl.
   */
  privateMedia: MediaConfig;
  /** Base URL of image files: a CDN or public bucket, or "/media" (served by the app). */
  mediaPublicUrl: string;
  /** Fill an empty database with demo artists at start (default: embedded database only). */
  seedDemo: boolean;
  /** How the style match describes photos (see server/match/descriptors.ts). */
  matchDescriptor: DescriptorName;
  /**
   * Where the style match keeps photos' descriptions between databases on this machine
   * (server/match/description-cache.ts): with demo data, whose photos come back with each new
   * database. Null: nowhere.
   */
  photoDescriptionCache: string | null;
  /** The accounts (lower-cased e-mails) that see /admin: ADMIN_EMAILS, read at start only. */
  adminEmails: ReadonlySet<string>;
  /** Settings that work but are probably a mistake, logged as warnings at start. */
  warnings: readonly string[];
}

/** Whether a listening address reaches this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * What to warn about at start when PUBLIC_URL is unset: links in e-mails then point at
 * http://localhost, which is wrong for anyone but this machine once the server is reachable
 * from elsewhere (HOST not loopback). Null when there is nothing to say.
 */
export function publicUrlWarning(
  publicUrl: string | undefined,
  host: string,
  port: number,
): string | null {
  if (publicUrl || isLoopbackHost(host)) return null;
  return `PUBLIC_URL is not set while HOST=${host} lets other machines in: links in e-mails point at http://localhost:${port}. Set PUBLIC_URL to the site's address (e.g. https://nailmatch.example).`;
}

/** Parses settings from the environment once, applying defaults; throws ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "environment");
      const got = env[key] === undefined ? "" : ` (got ${JSON.stringify(env[key])})`;
      return `  ${key}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const oidcSettings = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcSettings.some(Boolean) && !oidcSettings.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three, or none",
    );
  }
  // Production on PostgreSQL is a real deployment: it refuses to start without what one needs.
  if (e.NODE_ENV === "production" && e.DATABASE_URL) {
    const missing = [
      !e.AUTH_SECRET &&
        "AUTH_SECRET: required in production with DATABASE_URL (at least 32 random characters, the same on every instance)",
      !e.PUBLIC_URL &&
        "PUBLIC_URL: required in production with DATABASE_URL (the site's address, e.g. https://nailmatch.example: links in e-mails, canonical URLs, the sitemap)",
      !e.SMTP_URL &&
        e.MAIL_TO_FILES !== "true" &&
        "SMTP_URL: required in production with DATABASE_URL (password-reset e-mails), or MAIL_TO_FILES=true to keep them as files in DATA_DIR/mail",
    ].filter((line) => typeof line === "string");
    if (missing.length) {
      throw new ConfigError(`Invalid configuration:\n  ${missing.join("\n  ")}`);
    }
  }
  const s3Settings = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all three, or none",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const media: MediaConfig =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          driver: "s3",
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          prefix: e.S3_PREFIX,
        }
      : { driver: "local", dir: path.join(dataDir, "media") };
  const privateMedia: MediaConfig =
    media.driver === "s3"
      ? { ...media, prefix: `${media.prefix}${PRIVATE_MEDIA_PREFIX}` }
      : { driver: "local", dir: path.join(dataDir, "private-media") };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  // Demo data by default only on the embedded database: a PostgreSQL deployment opts in.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === "true" : !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    brand: {
      name: e.BRAND_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      instagramUrl: e.INSTAGRAM_URL,
      tiktokUrl: e.TIKTOK_URL,
      linkedinUrl: e.LINKEDIN_URL,
      publicUrl,
    },
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BRAND_NAME} <${e.SUPPORT_EMAIL}>`,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            name: e.OIDC_PROVIDER_NAME,
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
          }
        : undefined,
    ipRateLimitFactor: e.IP_RATE_LIMIT_FACTOR,
    media,
    privateMedia,
    mediaPublicUrl: (e.MEDIA_PUBLIC_URL ?? "/media").replace(/\/+$/, ""),
    seedDemo,
    matchDescriptor: e.MATCH_DESCRIPTOR,
    photoDescriptionCache: seedDemo ? PHOTO_DESCRIPTION_CACHE : null,
    adminEmails: parseAdminEmails(e.ADMIN_EMAILS),
    warnings: [publicUrlWarning(e.PUBLIC_URL, e.HOST, e.PORT)].filter(
      (warning) => warning !== null,
    ),
  };
}
