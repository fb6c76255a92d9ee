import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/artists?style=Ombre", "/artists?style=Ombre"],
    [undefined, "/"],
    ["", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\n", "/"],
  ])("%j → %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});

describe("loginPath", () => {
  it("carries the return path", () => {
    expect(loginPath("/favorites?q=miami")).toBe("/login?redirectTo=%2Ffavorites%3Fq%3Dmiami");
    expect(loginPath("/")).toBe("/login");
  });
});
