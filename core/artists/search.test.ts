import { describe, expect, it } from "vitest";
import { MATCH_CHIP, MAX_PAGE, matchesHref, parseSearch, clearedHref, searchHref } from "./search";
import {
  SEARCH_MESSAGES,
  readSubmission,
  searchBoxChange,
  searchModeOf,
  toggled,
} from "./search-forms";
import { filterChips, foundText, hasFilters, popularLocationOf } from "./filter-chips";

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe("parseSearch", () => {
  it("reads every filter", () => {
    expect(
      parse(
        "q=gel&name=Mia&state=tx&city=Austin&style=Ombre&style=Glitter&color=Red&near=78701&radius=50&sort=newest&page=3",
      ),
    ).toEqual({
      q: "gel",
      name: "Mia",
      state: "TX",
      city: "Austin",
      styles: ["Ombre", "Glitter"],
      colors: ["Red"],
      near: "78701",
      radius: 50,
      sort: "newest",
      page: 3,
    });
  });

  it("reads a price filter from the offered ones only, and the price sort", () => {
    expect(parse("maxPrice=60&sort=price")).toMatchObject({ maxPrice: 60, sort: "price" });
    for (const bad of ["55", "abc", "60.5", "-40", "1e2", ""]) {
      expect(parse(`maxPrice=${bad}`).maxPrice, bad).toBeUndefined();
    }
    const filters = parse("style=Ombre&maxPrice=40&sort=price");
    expect(searchHref(filters)).toBe("/artists?style=Ombre&maxPrice=40&sort=price");
    expect(hasFilters(filters)).toBe(true);
    expect(filterChips(filters).map(({ label, href }) => [label, href])).toEqual([
      ["Ombre", "/artists?maxPrice=40&sort=price"],
      ["Up to $40", "/artists?style=Ombre&sort=price"],
    ]);
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ styles: [], colors: [], radius: 25, sort: "newest", page: 1 });
  });

  it("accepts a state's name or code, in any case", () => {
    expect(parse("state=Texas").state).toBe("TX");
    expect(parse("state=new%20york").state).toBe("NY");
    expect(parse("state=dc").state).toBe("DC");
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-3", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    [`page=${MAX_PAGE + 1}`, { page: 1 }],
    ["radius=7", { radius: 25 }],
    ["radius=ten", { radius: 25 }],
    ["state=Narnia", { state: undefined }],
    ["style=Plaid&style=Ombre&style=ombre", { styles: ["Ombre"] }],
    ["color=%00&color=Gold", { colors: ["Gold"] }],
    ["sort=cheapest&near=Austin", { sort: "distance" }],
    ["sort=distance", { sort: "newest" }],
    ["rating=3", { minRating: undefined }],
    ["rating=4.5", { minRating: undefined }],
    [`q=${"x".repeat(101)}`, { q: undefined }],
    ["q=%20%20", { q: undefined }],
    ["q=a%00b", { q: "ab" }],
    ["name=%20Mia%20%20Santos%20", { name: "Mia Santos" }],
  ])("ignores or repairs %s", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });
});

describe("searchHref", () => {
  it("writes the parameters in a fixed order and leaves defaults out", () => {
    expect(searchHref()).toBe("/artists");
    expect(searchHref({ styles: ["Ombre", "Glitter"], state: "CA", q: "gel" })).toBe(
      "/artists?q=gel&state=CA&style=Ombre&style=Glitter",
    );
    expect(searchHref({ near: "78701", radius: 25, sort: "distance" })).toBe("/artists?near=78701");
    expect(searchHref({ near: "78701", radius: 50, sort: "newest" })).toBe(
      "/artists?near=78701&radius=50&sort=newest",
    );
  });

  it("round-trips through parseSearch", () => {
    const filters = parse(
      "q=gel&state=CA&city=San%20Diego&style=Coffin&color=Pink&near=92101&radius=10&page=4",
    );
    expect(parse(searchHref(filters, { page: 4 }).split("?")[1]!)).toEqual(filters);
  });

  it("keeps the list view in every link, the grid being the default; other values are the grid", () => {
    const filters = parse("style=Ombre&view=list&page=2");
    expect(filters.view).toBe("list");
    expect(hasFilters(parse("view=list"))).toBe(false);
    expect(searchHref(filters, { styles: [] })).toBe("/artists?view=list");
    expect(searchHref(filters, { page: 3 })).toBe("/artists?style=Ombre&page=3&view=list");
    expect(clearedHref(filters)).toBe("/artists?view=list");
    expect(clearedHref(parse("style=Ombre"))).toBe("/artists");
    for (const bad of ["view=grid", "view=LIST", "view=list%00", "view=tiles"])
      expect(parse(bad).view).toBeUndefined();
  });

  it("goes back to the first page when a filter changes", () => {
    const filters = parse("style=Ombre&page=5");
    expect(searchHref(filters, { styles: ["Ombre", "Coffin"] })).toBe(
      "/artists?style=Ombre&style=Coffin",
    );
    expect(searchHref(filters, { page: 6 })).toBe("/artists?style=Ombre&page=6");
  });
});

describe("top rated and 4 stars & up", () => {
  it("reads and writes them, leaving each list's natural order out", () => {
    expect(parse("sort=rating&rating=4")).toMatchObject({ sort: "rating", minRating: 4 });
    expect(parse("near=78701&sort=rating")).toMatchObject({ sort: "rating" });
    const filters = parse("style=Ombre&rating=4&sort=rating");
    expect(searchHref(filters)).toBe("/artists?style=Ombre&rating=4&sort=rating");
    expect(searchHref(filters, { sort: "newest" })).toBe("/artists?style=Ombre&rating=4");
    expect(searchHref(parse("near=78701"), { sort: "distance" })).toBe("/artists?near=78701");
    expect(hasFilters(parse("rating=4"))).toBe(true);
    expect(filterChips(parse("rating=4&sort=rating"))).toEqual([
      {
        label: "4 stars & up",
        removeLabel: "Remove filter: 4 stars & up",
        href: "/artists?sort=rating",
      },
    ]);
  });
});

describe("matchesHref", () => {
  const ranking = "AbCdEfGhIjKlMnOpQrStUv";

  it("lists the artists a match scored, best first, by its ranking", () => {
    const href = matchesHref({ ranking, detectedStyles: ["French Tips"], colors: [] });
    expect(href).toBe(`/artists?match=${ranking}`);
    expect(parse(href.split("?")[1]!)).toMatchObject({ match: ranking, sort: "match", styles: [] });
  });

  it("without a ranking, lists the artists with the detected styles and polish colors", () => {
    const colors = [
      { name: "Pink" as const, hex: "#f06292", share: 0.7 },
      { name: "White" as const, hex: "#fafafa", share: 0.3 },
    ];
    expect(matchesHref({ ranking: null, detectedStyles: ["French Tips", "Almond"], colors })).toBe(
      "/artists?style=French+Tips&style=Almond&color=Pink&color=White",
    );
    expect(matchesHref({ ranking: null, detectedStyles: [], colors: [] })).toBe("/artists");
  });
});

describe("a list ranked by a style match", () => {
  const ranking = "AbCdEfGhIjKlMnOpQrStUv";

  it("keeps the ranking under other filters and sorts, and drops a malformed one", () => {
    expect(parse(`match=${ranking}&state=TX`)).toMatchObject({ match: ranking, sort: "match" });
    expect(parse(`match=${ranking}&sort=rating`).sort).toBe("rating");
    expect(parse(`match=${ranking}&near=78701`).sort).toBe("match");
    expect(parse("match=short&sort=match")).toMatchObject({ match: undefined, sort: "newest" });
    expect(parse("match=%3Cscript%3E").match).toBeUndefined();
  });

  it("says so in a chip that removes it", () => {
    const filters = parse(`match=${ranking}&style=Ombre`);
    expect(filterChips(filters)[0]).toEqual({
      label: MATCH_CHIP,
      removeLabel: `Remove filter: ${MATCH_CHIP}`,
      href: "/artists?style=Ombre",
    });
    expect(searchHref(filters, { sort: "rating" })).toBe(
      `/artists?style=Ombre&match=${ranking}&sort=rating`,
    );
  });
});

describe("filterChips", () => {
  it("lists each active filter with the URL that removes it", () => {
    const filters = parse("q=gel&state=TX&style=Ombre&style=Glitter&near=78701&radius=10");
    expect(
      filterChips(filters, "78701 (Austin, TX)").map(({ label, href }) => [label, href]),
    ).toEqual([
      ["“gel”", "/artists?state=TX&style=Ombre&style=Glitter&near=78701&radius=10"],
      ["Texas", "/artists?q=gel&style=Ombre&style=Glitter&near=78701&radius=10"],
      ["Ombre", "/artists?q=gel&state=TX&style=Glitter&near=78701&radius=10"],
      ["Glitter", "/artists?q=gel&state=TX&style=Ombre&near=78701&radius=10"],
      ["Within 10 mi of 78701 (Austin, TX)", "/artists?q=gel&state=TX&style=Ombre&style=Glitter"],
    ]);
  });
});

describe("the rest", () => {
  it("knows when filters are set, and which popular location they are", () => {
    expect(hasFilters(parse("page=3"))).toBe(false);
    expect(hasFilters(parse("color=Red"))).toBe(true);
    expect(popularLocationOf(parse("city=Portland&state=OR"))).toEqual({
      city: "Portland",
      state: "OR",
    });
    expect(popularLocationOf(parse("city=Portland&state=ME"))).toBeUndefined();
  });

  it("counts artists found", () => {
    expect(foundText(0)).toBe("0 artists found");
    expect(foundText(1)).toBe("1 artist found");
    expect(foundText(200000)).toBe("200,000 artists found");
  });
});

describe("styles and colors in the URL", () => {
  it("match catalogue values partially, in any case, and drop what matches nothing", () => {
    expect(parse("style=ombre&style=Plaid&color=RED").styles).toEqual(["Ombre"]);
    expect(parse("style=nail").styles).toEqual(["Nail Art"]);
    expect(parse("color=RED").colors).toEqual(["Red"]);
    expect(parse("style=&style=%20%20").styles).toEqual([]);
    expect(parse(`style=${"o".repeat(500)}`).styles).toEqual([]);
  });
});

describe("the search box", () => {
  it("sets the filter of its mode, trimmed", () => {
    expect(searchBoxChange("name", "  Luxe   Nails ")).toEqual({ change: { name: "Luxe Nails" } });
    expect(searchBoxChange("city", "portland")).toEqual({ change: { city: "portland" } });
  });

  it("takes a state's name or code, and says so when it is neither", () => {
    expect(searchBoxChange("state", "texas")).toEqual({ change: { state: "TX" } });
    expect(searchBoxChange("state", "ny")).toEqual({ change: { state: "NY" } });
    expect(searchBoxChange("state", "Narnia")).toEqual({
      message: SEARCH_MESSAGES.unknownState("Narnia"),
    });
  });

  it("refuses an empty term", () => {
    expect(searchBoxChange("name", "   ")).toEqual({ message: SEARCH_MESSAGES.emptyTerm });
  });
});

describe("searchModeOf", () => {
  it("keeps the mode of the list's last search: name, else city, else state", () => {
    const base = parse("");
    expect(searchModeOf(base)).toBe("name");
    expect(searchModeOf({ ...base, state: "TX" })).toBe("state");
    expect(searchModeOf({ ...base, state: "TX", city: "Austin" })).toBe("city");
    expect(searchModeOf({ ...base, state: "TX", name: "Luxe" })).toBe("name");
  });
});

describe("the sidebar's forms without JavaScript", () => {
  const current = parse("style=Ombre&color=Red&page=3");
  const submit = (query: string) => readSubmission(new URLSearchParams(query), current);

  it("are not a submission when none of their fields is there", () => {
    expect(submit("style=Ombre")).toBeNull();
  });

  it("redirect a search to the canonical URL, keeping the other filters", () => {
    expect(submit("mode=state&term=California")).toEqual({
      kind: "redirect",
      href: "/artists?state=CA&style=Ombre&color=Red",
    });
    expect(submit("term=luxe")).toEqual({
      kind: "redirect",
      href: "/artists?name=luxe&style=Ombre&color=Red",
    });
  });

  it("refuse a search they cannot read, with the message for the field", () => {
    expect(submit("mode=state&term=Narnia")).toEqual({
      kind: "refused",
      mode: "state",
      term: "Narnia",
      message: SEARCH_MESSAGES.unknownState("Narnia"),
    });
  });

  it("set a price, or clear it with the chosen one again (sent empty) or anything else", () => {
    expect(submit("price=60")).toMatchObject({
      href: "/artists?style=Ombre&color=Red&maxPrice=60",
    });
    for (const cleared of ["price=", "price=55", "price=abc"]) {
      expect(submit(cleared), cleared).toMatchObject({ href: "/artists?style=Ombre&color=Red" });
    }
  });

  it("toggle a style or a color, and set or clear a popular location", () => {
    expect(submit("toggle-style=Glitter")).toMatchObject({
      href: "/artists?style=Ombre&style=Glitter&color=Red",
    });
    expect(submit("toggle-style=Ombre")).toMatchObject({ href: "/artists?color=Red" });
    expect(submit("toggle-color=Nope")).toMatchObject({ href: "/artists?style=Ombre&color=Red" });
    expect(submit("popular=Portland|OR")).toMatchObject({
      href: "/artists?state=OR&city=Portland&style=Ombre&color=Red",
    });
    expect(submit("popular=")).toMatchObject({ href: "/artists?style=Ombre&color=Red" });
  });
});

describe("toggled", () => {
  it("adds or removes a value, in catalogue order", () => {
    const catalogue = ["a", "b", "c"] as const;
    expect(toggled(catalogue, ["c"], "a")).toEqual(["a", "c"]);
    expect(toggled(catalogue, ["a", "c"], "a")).toEqual(["c"]);
    expect(toggled(catalogue, ["a"], "z")).toEqual(["a"]);
  });
});
