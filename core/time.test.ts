import { describe, expect, it } from "vitest";
import { timeAgo } from "./time";

describe("timeAgo", () => {
  const now = "2026-11-23T12:00:00Z";
  const before = (seconds: number) => new Date(Date.parse(now) - seconds * 1000);

  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [2 * 3600 + 59, "2 hours ago"],
    [26 * 3600, "yesterday"],
    [3 * 86400, "3 days ago"],
    [15 * 86400, "2 weeks ago"],
    [400 * 86400, "last year"],
  ])("%i seconds before is %s", (seconds, text) => {
    expect(timeAgo(before(seconds), now)).toBe(text);
  });

  it("says 'just now' for a clock slightly ahead", () => {
    expect(timeAgo(before(-30), now)).toBe("just now");
  });
});
