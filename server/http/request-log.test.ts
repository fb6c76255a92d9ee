import { describe, expect, it } from "vitest";
import { redactUrl } from "./request-log";

describe("redactUrl", () => {
  it.each([
    ["/artists?q=ombre&page=2", "/artists?q=[redacted]&page=2"],
    ["/artists?style=Ombre&near=78701&state=TX", "/artists?style=Ombre&near=[redacted]&state=TX"],
    [
      "/login?redirectTo=%2Fprofile&email=jane%40example.com",
      "/login?redirectTo=[redacted]&email=[redacted]",
    ],
    ["/reset-password?token=abc123", "/reset-password?token=[redacted]"],
    [
      "/api/auth/reset-password/abc123?callbackURL=%2Freset",
      "/api/auth/reset-password/[redacted]?callbackURL=[redacted]",
    ],
    [
      "/api/auth/callback/oidc?code=xyz&state=s1",
      "/api/auth/callback/oidc?code=[redacted]&state=[redacted]",
    ],
    ["/about", "/about"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
