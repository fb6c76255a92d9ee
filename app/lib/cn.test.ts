import { describe, expect, it } from "vitest";
import { buttonClass } from "~/app/components/ui/button";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a caller's class win over a component's class of the same kind", () => {
    const classes = buttonClass({ variant: "secondary" }, "bg-transparent text-white").split(" ");
    expect(classes).toContain("bg-transparent");
    expect(classes).not.toContain("bg-white");
    expect(classes).toContain("text-white");
    expect(classes).not.toContain("text-ink-900");
  });

  it("knows the theme's own shadow and radius tokens", () => {
    expect(cn("shadow-sm", "shadow-card")).toBe("shadow-card");
    expect(cn("shadow-card", "hover:shadow-lift")).toBe("shadow-card hover:shadow-lift");
    expect(cn("rounded-full", "rounded-card")).toBe("rounded-card");
  });

  it("keeps classes of different kinds, and drops falsy ones", () => {
    const classes: Array<string | false | undefined> = [
      "text-sm",
      false,
      "text-ink-700",
      undefined,
    ];
    expect(cn(...classes)).toBe("text-sm text-ink-700");
  });
});
