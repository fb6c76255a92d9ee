import { describe, expect, it } from "vitest";
import { DEMO_ARTIST_COUNT, planDemo } from "./seed";

describe("the demo plan", () => {
  it("gives every demo artist a name of their own", () => {
    const names = planDemo().artists.map((artist) => artist.displayName);
    expect(names).toHaveLength(DEMO_ARTIST_COUNT);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(DEMO_ARTIST_COUNT);
  });
});
