import { describe, expect, it } from "vitest";
import { hidesNul } from "./url-input";

describe("hidesNul", () => {
  it.each([
    "/artists?q=a%00b",
    "/artist/ab%00c",
    "/artist/%%0000",
    "/reset-password?token=%%0000",
    "/requests/new?artist=%2500",
    "/artists?q=%252500",
    "/artists?q=%25%30%30",
    "/artists?%00=x",
    "/a\0b",
    // Still decoding after every round: no real link, refused the same.
    `/artists?q=%${"25".repeat(12)}41`,
  ])("%s hides a NUL byte", (url) => {
    expect(hidesNul(url)).toBe(true);
  });

  it.each([
    "/artists?q=100%25",
    "/artists?q=%25%25",
    "/artists?q=%%",
    "/artists?q=%FF%FE",
    "/%E4%B8%AD?q=%E2%80%AE",
    "/login?redirectTo=%2F%25E4%25B8%25AD",
    "/artists?q=a%0b",
    "/artists?q=%2530%2530",
    "/artist/000",
  ])("%s does not", (url) => {
    expect(hidesNul(url)).toBe(false);
  });
});
