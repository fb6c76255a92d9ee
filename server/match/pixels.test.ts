import { describe, expect, it } from "vitest";
import { isSkin } from "./pixels";

describe("isSkin", () => {
  it.each(["#f6dac7", "#d6a07a", "#8a5738", "#5d3b27"])("takes %s for skin", (hex) => {
    const n = Number.parseInt(hex.slice(1), 16);
    expect(isSkin(n >> 16, (n >> 8) & 255, n & 255)).toBe(true);
  });

  it.each(["#d7263d", "#2f6fdb", "#2e9e5b", "#f7f5f2", "#1d1a1f"])(
    "does not take the polish %s for skin",
    (hex) => {
      const n = Number.parseInt(hex.slice(1), 16);
      expect(isSkin(n >> 16, (n >> 8) & 255, n & 255)).toBe(false);
    },
  );
});
