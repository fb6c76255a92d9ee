import { describe, expect, it } from "vitest";
import { pagePath } from "./guards";

describe("pagePath", () => {
  it.each([
    ["http://localhost/profile", "/profile"],
    ["http://localhost/profile.data", "/profile"],
    ["http://localhost/_root.data", "/"],
    ["http://localhost/favorites.data?q=miami&_routes=routes%2Ffavorites", "/favorites?q=miami"],
    ["http://localhost/favorites?q=miami", "/favorites?q=miami"],
    ["http://localhost/artist/abc.data", "/artist/abc"],
  ])("%s → %s", (url, expected) => {
    expect(pagePath(url)).toBe(expected);
  });
});
