import { describe, expect, it } from "vitest";
import { accountLabel, isArtist } from "./user";

describe("accountLabel", () => {
  it("prefers the username, then the name, then the e-mail", () => {
    expect(accountLabel({ username: "Mia_Nails", name: "Mia", email: "mia@example.com" })).toBe(
      "Mia_Nails",
    );
    expect(accountLabel({ username: null, name: "Mia", email: "mia@example.com" })).toBe("Mia");
    expect(accountLabel({ username: null, name: "  ", email: "mia@example.com" })).toBe(
      "mia@example.com",
    );
  });
});

describe("isArtist", () => {
  it("is true only for userType 'artist'", () => {
    expect(isArtist({ userType: "artist" })).toBe(true);
    expect(isArtist({ userType: "user" })).toBe(false);
  });
});
