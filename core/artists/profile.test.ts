import { describe, expect, it } from "vitest";
import {
  PROFILE_MESSAGES as M,
  basicInfoSchema,
  bookingSchema,
  maxPhotosMessage,
  portfolioNeeds,
  profileSchema,
  publishIssue,
  remainingPhotos,
  stepDone,
  stepIssue,
} from "./profile";
import { formatUsPhone, instagramHandle, telHref } from "./contact";

const basics = {
  displayName: "Nails by Mia",
  email: "mia@example.com",
  backgroundColor: "bg-white",
};
const booking = { instagram: "", phone: "", bookingEmail: "", bookingLink: "" };

describe("wizard step 1, Basic Information", () => {
  it.each([
    [{ ...basics, displayName: " " }, "displayName", M.displayNameRequired],
    [{ ...basics, email: "" }, "email", M.emailRequired],
    [{ ...basics, email: "mia@" }, "email", M.emailInvalid],
    [{ ...basics, backgroundColor: "" }, "backgroundColor", M.backgroundRequired],
    [{ ...basics, backgroundColor: "bg-black" }, "backgroundColor", M.backgroundRequired],
    [{ ...basics, bio: "x".repeat(1001) }, "bio", M.bioTooLong],
  ])("Next is blocked by %j: %s, %s", (draft, field, message) => {
    expect(stepIssue(1, draft, 0)).toEqual({ field, message });
  });

  it("continues with name, email and background colour", () => {
    expect(stepIssue(1, basics, 0)).toBeNull();
  });

  it("keeps only catalogue styles and colours, in catalogue order", () => {
    const parsed = basicInfoSchema.parse({
      ...basics,
      styles: ["Ombre", "Made Up", "French Tips"],
      colors: ["Gold", "Red", "Plaid"],
    });
    expect(parsed.styles).toEqual(["French Tips", "Ombre"]);
    expect(parsed.colors).toEqual(["Red", "Gold"]);
  });
});

describe("wizard step 2, Booking Information", () => {
  it("needs at least one non-empty booking field", () => {
    const required = { field: "booking", message: M.bookingRequired };
    expect(stepIssue(2, booking, 0)).toEqual(required);
    expect(stepIssue(2, { ...booking, instagram: "   " }, 0)).toEqual(required);
    for (const field of ["instagram", "phone", "bookingEmail", "bookingLink"] as const) {
      const value = {
        instagram: "mia.nails",
        phone: "555 123 4567",
        bookingEmail: "book@mia.example",
        bookingLink: "https://book.example/mia",
      }[field];
      expect(stepIssue(2, { ...booking, [field]: value }, 0), field).toBeNull();
    }
  });

  it.each([
    [{ instagram: "mia nails" }, M.instagramInvalid],
    [{ phone: "12345" }, M.phoneInvalid],
    [{ bookingEmail: "nope" }, M.emailInvalid],
    [{ bookingLink: "book.example/mia" }, M.bookingLinkInvalid],
    [{ bookingLink: "javascript:alert(1)" }, M.bookingLinkInvalid],
  ])("refuses %j", (input, message) => {
    const [field] = Object.keys(input);
    expect(stepIssue(2, { ...booking, ...input }, 0)).toEqual({ field, message });
  });

  it("takes Instagram with or without @ and stores it without", () => {
    expect(bookingSchema.parse({ ...booking, instagram: "@mia.nails" }).instagram).toBe(
      "mia.nails",
    );
    expect(instagramHandle("@@mia")).toBe("mia");
  });

  it("formats US phone numbers", () => {
    expect(formatUsPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatUsPhone("+1 (555) 123-4567")).toBe("(555) 123-4567");
    expect(formatUsPhone("555-1234")).toBeNull();
    expect(telHref("(555) 123-4567")).toBe("tel:+15551234567");
  });
});

describe("wizard step 3, Portfolio Upload", () => {
  it("continues with 3 photos (though publishing needs 5)", () => {
    expect(stepIssue(3, {}, 2)).toEqual({ field: "portfolio", message: M.portfolioToContinue });
    expect(stepIssue(3, {}, 3)).toBeNull();
  });
});

describe("wizard step 4, Location Setup", () => {
  it.each([
    [{ state: "", city: "" }, "state", M.stateRequired],
    [{ state: "XX", city: "Austin" }, "state", M.stateRequired],
    [{ state: "TX", city: "" }, "city", M.cityRequired],
    [{ state: "CA", city: "Austin" }, "city", M.cityRequired],
  ])("refuses %j at %s", (place, field, message) => {
    expect(stepIssue(4, place, 0)).toEqual({ field, message });
  });

  it("continues with a city of the chosen state", () => {
    expect(stepIssue(4, { state: "TX", city: "Austin" }, 0)).toBeNull();
  });
});

describe("publishing (step 5)", () => {
  it.each([
    [0, M.publishTooFew],
    [4, M.publishTooFew],
    [5, null],
    [15, null],
    [16, M.publishTooMany],
  ])("with %i photos: %s", (count, issue) => {
    expect(publishIssue(count)).toBe(issue);
    expect(stepIssue(5, { styles: ["Ombre"] }, count)).toEqual(
      issue && { field: "portfolio", message: issue },
    );
  });

  it("needs a style, chosen or brought by photo tags, though step 1 goes on without one", () => {
    const noStyle = { ...basics, styles: [] };
    expect(stepIssue(1, noStyle, 0)).toBeNull();
    expect(stepDone(1, noStyle, 0)).toBe(false);
    expect(stepIssue(5, noStyle, 5)).toEqual({ field: "styles", message: M.stylesRequired });
    // A value outside the catalogue is no style.
    expect(stepIssue(5, { styles: ["Plaid"] }, 5)).toEqual({
      field: "styles",
      message: M.stylesRequired,
    });
    const styled = { ...basics, styles: ["Ombre"] };
    expect(stepDone(1, styled, 0)).toBe(true);
    expect(stepIssue(5, styled, 5)).toBeNull();
  });

  it("says how many more photos fit", () => {
    expect(remainingPhotos(12)).toBe(3);
    expect(remainingPhotos(16)).toBe(0);
    expect(maxPhotosMessage(3)).toBe(
      "Maximum 15 portfolio photos allowed. You can upload 3 more photos.",
    );
  });
});

/** A whole profile that meets every step's rules. */
const complete = {
  ...basics,
  ...booking,
  phone: "5551234567",
  state: "NY",
  city: "New York",
  styles: ["Ombre"],
};

describe("the dashboard's whole-profile edit", () => {
  it("applies every step's rules at once, and asks for a style", () => {
    expect(profileSchema.safeParse(complete).success).toBe(true);
    expect(profileSchema.safeParse({ ...complete, styles: [] }).error?.issues[0]).toMatchObject({
      message: M.stylesRequired,
      path: ["styles"],
    });
    expect(profileSchema.safeParse({ ...complete, phone: "" }).error?.issues[0]?.message).toBe(
      M.bookingRequired,
    );
    expect(profileSchema.safeParse({ ...complete, city: "Austin" }).error?.issues[0]?.message).toBe(
      M.cityRequired,
    );
  });
});

describe("display text", () => {
  it("is stored without control or bidi override characters; the bio keeps its lines", () => {
    const parsed = profileSchema.parse({
      ...complete,
      displayName: "Nails\u202E by \u2066Mia\u0007",
      bio: "Gel and chrome.\r\nOpen \u202Esundays\u0000.\n",
      city: "New\u0000 York\u202C",
      bookingLink: "https://example.com/\u202Ebook",
    });
    expect(parsed).toMatchObject({
      displayName: "Nails by Mia",
      bio: "Gel and chrome.\nOpen sundays.",
      city: "New York",
      bookingLink: "https://example.com/book",
    });
    expect(
      basicInfoSchema.safeParse({ ...basics, displayName: "\u202E\u0000" }).error?.issues[0]
        ?.message,
    ).toBe(M.displayNameRequired);
  });
});

describe("portfolioNeeds", () => {
  it("says once what Next needs and what publishing needs, then nothing", () => {
    expect(portfolioNeeds(0)).toBe("3 more to continue, 5 to publish.");
    expect(portfolioNeeds(2)).toBe("1 more to continue, 3 to publish.");
    expect(portfolioNeeds(3)).toBe("2 more photos to publish: you can add them later.");
    expect(portfolioNeeds(4)).toBe("1 more photo to publish: you can add it later.");
    expect(portfolioNeeds(5)).toBeNull();
    expect(portfolioNeeds(15)).toBeNull();
  });
});
