import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT } from "./after-first-paint";
import { BEFORE_HYDRATION_SCRIPT } from "./before-hydration";
import { compactScript } from "./inline-script";

describe("compactScript", () => {
  it("drops indentation, blank lines and whole-line comments, and keeps the lines", () => {
    expect(compactScript("(() => {\n  // why\n  const a = 1; // what\n\n  go(a);\n})();")).toBe(
      "(() => {\nconst a = 1; // what\ngo(a);\n})();",
    );
  });

  it("leaves the head's scripts valid JavaScript", () => {
    for (const script of [BEFORE_HYDRATION_SCRIPT, AFTER_FIRST_PAINT_SCRIPT]) {
      expect(() => new Function(script)).not.toThrow();
    }
  });
});
