import path from "node:path";
import { z } from "zod";
import { DEFAULT_BRAND, type Brand } from "~/core/brand";

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
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
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
});

export type Env = z.input<typeof envSchema>;

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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
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
  };
}
