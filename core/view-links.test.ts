import { describe, expect, it } from "vitest";
import { viewHref, viewModeOf } from "./view-links";

describe("the view in the address", () => {
  it("reads grid or list, and ignores anything else", () => {
    expect(viewModeOf(new URLSearchParams("view=list"))).toBe("list");
    expect(viewModeOf(new URLSearchParams("view=grid"))).toBe("grid");
    expect(viewModeOf(new URLSearchParams("view=tiles"))).toBeUndefined();
    expect(viewModeOf(new URLSearchParams(""))).toBeUndefined();
  });

  it("links to the same page in either view, every other parameter kept", () => {
    const search = "?style=Ombre&style=Glitter&state=CA&page=2";
    expect(viewHref("/artists", search, "list")).toBe(
      "/artists?style=Ombre&style=Glitter&state=CA&page=2&view=list",
    );
    expect(viewHref("/artists", `${search}&view=list`, "grid")).toBe(
      "/artists?style=Ombre&style=Glitter&state=CA&page=2",
    );
    expect(viewHref("/favorites", "view=list", "grid")).toBe("/favorites");
  });
});
