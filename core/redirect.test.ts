import { describe, expect, it } from "vitest";
import { loginPath, pageWithReturn, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/artists?style=Ombre", "/artists?style=Ombre"],
    ["/artists?style=Ombre&page=2#top", "/artists?style=Ombre&page=2#top"],
    ["/artists?q=100%", "/artists?q=100%"],
    [undefined, "/"],
    [null, "/"],
    [42, "/"],
    ["", "/"],
    ["profile", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/%2F/evil.example", "/"],
    ["/%2f%2fevil.example", "/"],
    ["/%5Cevil.example", "/"],
    ["/.//evil.example", "/"],
    ["/./\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\n", "/"],
    ["/ok\r\nSet-Cookie: a=b", "/"],
    ["/ok%0D%0ASet-Cookie:%20a=b", "/"],
    ["/ok?x=%0a", "/"],
    ["/\u007f", "/"],
    ["/%7F", "/"],
    ["/\u0085", "/"],
    ["/%C2%85", "/"],
    [`/${"a".repeat(3000)}`, "/"],
  ])("%j → %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("percent-encodes non-ASCII and unsafe characters it keeps", () => {
    expect(safeRedirect("/中")).toBe("/%E4%B8%AD");
    expect(safeRedirect("/%E4%B8%AD")).toBe("/%E4%B8%AD");
    expect(safeRedirect("/artists?q=São Paulo")).toBe("/artists?q=S%C3%A3o%20Paulo");
    expect(safeRedirect("/artists?q=\u202Eevil")).toBe("/artists?q=%E2%80%AEevil");
    expect(safeRedirect('/a b"<c>')).toBe("/a%20b%22%3Cc%3E");
    expect(safeRedirect("/artist/%FF")).toBe("/artist/%FF");
  });

  it("keeps only header-safe ASCII, and gives the same answer twice", () => {
    for (const target of ["/中/文?x=é#ü", "/\u202E\u2066x", "/a%00b", "/%E4%B8%AD?redirectTo=/x"]) {
      const once = safeRedirect(target);
      expect(once).toMatch(/^[\x21-\x7e]*$/u);
      expect(safeRedirect(once)).toBe(once);
      expect(() => new Headers({ Location: once })).not.toThrow();
    }
  });

  it("takes another fallback", () => {
    expect(safeRedirect("//evil.example", "/dashboard")).toBe("/dashboard");
  });
});

describe("pageWithReturn", () => {
  it("carries the return path, encoded, and none for the home page", () => {
    expect(loginPath("/favorites?q=miami")).toBe("/login?redirectTo=%2Ffavorites%3Fq%3Dmiami");
    expect(loginPath("/")).toBe("/login");
    expect(pageWithReturn("/signup", "/artist/x")).toBe("/signup?redirectTo=%2Fartist%2Fx");
    expect(pageWithReturn("/signup", "/")).toBe("/signup");
  });

  it("drops a return path that could lead elsewhere", () => {
    expect(loginPath("//evil.example")).toBe("/login");
    expect(pageWithReturn("/signup", "/%0d%0a")).toBe("/signup");
    expect(loginPath("/中")).toBe("/login?redirectTo=%2F%25E4%25B8%25AD");
  });
});
