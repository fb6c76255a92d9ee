import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicUrlWarning } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      trustProxy: false,
      brand: {
        name: "NailMatch",
        supportEmail: "support@nailmatch.example",
        publicUrl: "http://localhost:3000",
      },
    });
  });

  it("reads every setting from the environment", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/srv/nailmatch",
      DATABASE_URL: "postgres://app@db.internal:5432/nailmatch",
      PUBLIC_URL: "https://nailmatch.example/",
      TRUST_PROXY: "1",
      BRAND_NAME: "Polished",
      SUPPORT_EMAIL: "help@polished.example",
      INSTAGRAM_URL: "https://instagram.com/polished",
      TIKTOK_URL: "https://tiktok.com/@polished",
      LINKEDIN_URL: "https://linkedin.com/in/founder",
      AUTH_SECRET: "s".repeat(32),
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      MAIL_FROM: "Polished <hello@polished.example>",
      OIDC_ISSUER: "https://accounts.google.com/",
      OIDC_CLIENT_ID: "client-id",
      OIDC_CLIENT_SECRET: "client-secret",
      IP_RATE_LIMIT_FACTOR: "10",
    });
    expect(config).toMatchObject({
      env: "production",
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/srv/nailmatch",
      databaseUrl: "postgres://app@db.internal:5432/nailmatch",
      trustProxy: 1,
      brand: {
        name: "Polished",
        supportEmail: "help@polished.example",
        instagramUrl: "https://instagram.com/polished",
        tiktokUrl: "https://tiktok.com/@polished",
        linkedinUrl: "https://linkedin.com/in/founder",
        publicUrl: "https://nailmatch.example",
      },
      authSecret: "s".repeat(32),
      smtpUrl: "smtps://mailer:pw@smtp.example.com:465",
      mailFrom: "Polished <hello@polished.example>",
      oidc: {
        name: "Google",
        issuer: "https://accounts.google.com",
        clientId: "client-id",
        clientSecret: "client-secret",
      },
      ipRateLimitFactor: 10,
    });
  });

  it("sends mail from the brand's support address by default and shows no provider", () => {
    const config = loadConfig({});
    expect(config.mailFrom).toBe("NailMatch <support@nailmatch.example>");
    expect(config.oidc).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it("refuses production on PostgreSQL without its secrets, naming each; not the embedded database", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/nailmatch" };
    let message = "";
    try {
      loadConfig(production);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      "Invalid configuration:",
      expect.stringMatching(/^ {2}AUTH_SECRET: required in production with DATABASE_URL/),
      expect.stringMatching(/^ {2}PUBLIC_URL: required in production with DATABASE_URL/),
      expect.stringMatching(/^ {2}SMTP_URL: required in production with DATABASE_URL/),
    ]);
    const complete = {
      ...production,
      AUTH_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://nailmatch.example",
    };
    expect(() => loadConfig(complete)).toThrow(/^Invalid configuration:\n {2}SMTP_URL: [^\n]+$/);
    expect(loadConfig({ ...complete, MAIL_TO_FILES: "true" }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...complete, SMTP_URL: "smtp://mail:25" }).smtpUrl).toBe("smtp://mail:25");
    expect(loadConfig({ NODE_ENV: "production" }).authSecret).toBeUndefined();
  });

  it("keeps media in DATA_DIR/media unless an S3 bucket is configured, all three settings or none", () => {
    expect(loadConfig({ DATA_DIR: "/srv/nm" })).toMatchObject({
      media: { driver: "local", dir: "/srv/nm/media" },
      mediaPublicUrl: "/media",
    });
    const s3 = loadConfig({
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "nailmatch/",
      MEDIA_PUBLIC_URL: "https://cdn.nailmatch.example/",
    });
    expect(s3).toMatchObject({
      media: {
        driver: "s3",
        bucket: "photos",
        region: "us-east-1",
        endpoint: "http://minio:9000",
        forcePathStyle: true,
        prefix: "nailmatch/",
      },
      mediaPublicUrl: "https://cdn.nailmatch.example",
    });
    expect(() => loadConfig({ S3_BUCKET: "photos" })).toThrow(
      "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all three, or none",
    );
    expect(() => loadConfig({ S3_PREFIX: "no-slash" })).toThrow(
      "S3_PREFIX: must be empty or end with /",
    );
  });

  it("seeds demo data by default on the embedded database only", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://db/nm" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db/nm", SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("wants all three OpenID Connect settings or none", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://accounts.google.com" })).toThrow(
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three, or none",
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: "abc" }, 'PORT: must be a number (got "abc")'],
    [{ PORT: "70000" }, "PORT: must be between 1 and 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must be a postgres:// URL"],
    [{ PUBLIC_URL: "nailmatch.example" }, "PUBLIC_URL: must be an http(s) URL"],
    [{ SUPPORT_EMAIL: "nope" }, "SUPPORT_EMAIL: must be an e-mail address"],
    [{ NODE_ENV: "staging" }, "NODE_ENV:"],
    [{ TRUST_PROXY: "yes please!" }, "TRUST_PROXY: must be true, false, a hop count or subnets"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ IP_RATE_LIMIT_FACTOR: "0" }, "IP_RATE_LIMIT_FACTOR: must be at least 1"],
  ])("names the bad setting in %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reports every bad setting at once", () => {
    expect(() => loadConfig({ PORT: "x", PUBLIC_URL: "y" })).toThrow(/PORT:.*\n.*PUBLIC_URL:/s);
  });
});

describe("the PUBLIC_URL warning", () => {
  it("warns only when PUBLIC_URL is unset and other machines can reach the server", () => {
    expect(publicUrlWarning(undefined, "0.0.0.0", 3000)).toMatch(/^PUBLIC_URL is not set/);
    expect(publicUrlWarning(undefined, "::", 3000)).toContain("http://localhost:3000");
    expect(publicUrlWarning(undefined, "192.168.1.20", 8080)).toContain("HOST=192.168.1.20");
    for (const host of [
      "127.0.0.1",
      "127.0.1.1",
      "localhost",
      "::1",
      "[::1]",
      "::ffff:127.0.0.1",
    ]) {
      expect(publicUrlWarning(undefined, host, 3000)).toBeNull();
    }
    expect(publicUrlWarning("https://nailmatch.example", "0.0.0.0", 3000)).toBeNull();
  });

  it("is among the configuration's warnings", () => {
    expect(loadConfig({}).warnings).toEqual([]);
    expect(loadConfig({ HOST: "0.0.0.0" }).warnings).toHaveLength(1);
    expect(
      loadConfig({ HOST: "0.0.0.0", PUBLIC_URL: "https://nailmatch.example" }).warnings,
    ).toEqual([]);
  });
});
