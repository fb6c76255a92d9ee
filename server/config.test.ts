import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
    });
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
  ])("names the bad setting in %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reports every bad setting at once", () => {
    expect(() => loadConfig({ PORT: "x", PUBLIC_URL: "y" })).toThrow(/PORT:.*\n.*PUBLIC_URL:/s);
  });
});
