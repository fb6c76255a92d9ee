import { describe, expect, it } from "vitest";
import {
  PHOTO_TAG_COPY as C,
  PHOTO_TAG_LIMITS,
  PHOTO_TAG_MESSAGES as M,
  confirmedTagsUnion,
  photoTagsEditSearch,
  photoTagsFormSchema,
  photoTagsSchema,
  profileTagsDefault,
  readPhotoTagsForm,
  suggestionOf,
  type PhotoTagsView,
} from "./photo-tags";
import { COLORS, STYLES } from "../catalogue";
import { firstError } from "../forms";

const issue = (input: unknown) => firstError(photoTagsSchema.safeParse(input).error)?.message;

describe("a photo's tags as its artist sets them", () => {
  it("keeps catalogue values, once each, in the catalogue's order", () => {
    expect(
      photoTagsSchema.parse({
        styles: ["Almond", "French Tips", "Almond"],
        colors: ["Pink", "Red"],
      }),
    ).toEqual({ styles: ["French Tips", "Almond"], colors: ["Red", "Pink"] });
  });

  it("may be empty", () => {
    expect(photoTagsSchema.parse({ styles: [], colors: [] })).toEqual({ styles: [], colors: [] });
  });

  it("refuses a value outside the catalogue, naming it", () => {
    expect(issue({ styles: ["Plaid"], colors: [] })).toBe(M.unknownStyle("Plaid"));
    expect(issue({ styles: [], colors: ["Beige"] })).toBe(M.unknownColor("Beige"));
    // Case matters: the catalogue's values are the only ones stored.
    expect(issue({ styles: ["ombre"], colors: [] })).toBe(M.unknownStyle("ombre"));
  });

  it("refuses more than the limit, counting each value once", () => {
    const styles = STYLES.slice(0, PHOTO_TAG_LIMITS.styles + 1);
    expect(issue({ styles, colors: [] })).toBe(M.tooManyStyles);
    expect(issue({ styles: [], colors: COLORS.slice(0, PHOTO_TAG_LIMITS.colors + 1) })).toBe(
      M.tooManyColors,
    );
    const atLimit = STYLES.slice(0, PHOTO_TAG_LIMITS.styles);
    expect(issue({ styles: [...atLimit, atLimit[0]], colors: [] })).toBeUndefined();
  });
});

describe("the tag form", () => {
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return readPhotoTagsForm(data);
  };

  it("gathers repeated style and color fields", () => {
    const parsed = photoTagsFormSchema.parse(
      form([
        ["intent", "save-photo-tags"],
        ["photoId", "p1"],
        ["style", "Ombre"],
        ["style", "Coffin"],
        ["color", "Gold"],
      ]),
    );
    expect(parsed).toEqual({
      intent: "save-photo-tags",
      photoId: "p1",
      styles: ["Ombre", "Coffin"],
      colors: ["Gold"],
    });
  });

  it("needs its intent and a photo", () => {
    expect(photoTagsFormSchema.safeParse(form([["photoId", "p1"]])).success).toBe(false);
    expect(photoTagsFormSchema.safeParse(form([["intent", "save-photo-tags"]])).success).toBe(
      false,
    );
  });
});

describe("a suggestion as stored", () => {
  it("drops what the catalogue lacks, keeps the strongest within the limit, in catalogue order", () => {
    expect(
      suggestionOf({
        styles: ["Coffin", "Plaid", "Ombre", "Coffin"],
        colors: [...COLORS].reverse(),
      }),
    ).toEqual({
      styles: ["Ombre", "Coffin"],
      colors: ["Orange", "Black", "White", "Gold", "Silver", "Neon", "Pastel"].slice(
        7 - PHOTO_TAG_LIMITS.colors,
      ),
    });
  });
});

describe("the union of confirmed tags", () => {
  const photo = (state: PhotoTagsView["state"], styles: string[], colors: string[]) => ({
    tags: { state, styles, colors } as PhotoTagsView,
  });

  it("joins confirmed photos only, in the catalogue's order", () => {
    expect(
      confirmedTagsUnion([
        photo("confirmed", ["Almond"], ["Pink"]),
        photo("suggested", ["Glitter"], ["Gold"]),
        photo("confirmed", ["French Tips", "Almond"], ["White", "Pink"]),
        photo("pending", [], []),
      ]),
    ).toEqual({ any: true, styles: ["French Tips", "Almond"], colors: ["Pink", "White"] });
  });

  it("says when no photo is confirmed (the profile keeps what it declares)", () => {
    expect(confirmedTagsUnion([photo("suggested", ["Ombre"], [])])).toEqual({
      any: false,
      styles: [],
      colors: [],
    });
  });
});

describe("the control's words", () => {
  it("reads the suggestion as one sentence", () => {
    expect(C.weSee({ styles: ["French Tips", "Almond"], colors: ["Pink"] })).toBe(
      "We see: French Tips, Almond, Pink — right?",
    );
  });
});

describe("the profile's lists as forms start them", () => {
  const confirmed = [
    { tags: { state: "confirmed", styles: ["Coffin"], colors: ["Gold"] } as PhotoTagsView },
  ];
  it("are what the artist declared", () => {
    expect(profileTagsDefault({ styles: ["Ombre"], colors: [] }, confirmed)).toEqual({
      styles: ["Ombre"],
      colors: [],
    });
  });
  it("are the confirmed photos' tags while the artist declared none", () => {
    expect(profileTagsDefault({ styles: [], colors: [] }, confirmed)).toEqual({
      styles: ["Coffin"],
      colors: ["Gold"],
    });
    expect(profileTagsDefault({ styles: [], colors: [] }, [])).toEqual({ styles: [], colors: [] });
  });
});

describe("photoTagsEditSearch", () => {
  it("opens one photo's editor and keeps the page's other parameters", () => {
    expect(photoTagsEditSearch("?step=3", "p1")).toBe("?step=3&tags=p1");
    expect(photoTagsEditSearch("?tags=p1", "p2")).toBe("?tags=p2");
    expect(photoTagsEditSearch("", "p1")).toBe("?tags=p1");
  });

  it("closes every editor without leaving an empty query", () => {
    expect(photoTagsEditSearch("?step=3&tags=p1", null)).toBe("?step=3");
    expect(photoTagsEditSearch("?tags=p1", null)).toBe("");
  });
});
