import { describe, expect, it } from "vitest";
import { usernameSchema } from "~/core/accounts/validation";
import { uniqueUsernameFromEmail, usernameFromEmail } from "./username";

describe("usernameFromEmail", () => {
  it.each([
    ["jane.doe@example.com", "jane_doe"],
    ["JaneDoe@example.com", "JaneDoe"],
    ["a@example.com", "user_a"],
    ["..@example.com", "user"],
    ["zoë+nails@example.com", "zoe_nails"],
    ["averyveryverylongname.with.dots@example.com", "averyveryverylongnam"],
  ])("%s → %s", (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
    expect(usernameSchema.safeParse(usernameFromEmail(email)).success).toBe(true);
  });
});

describe("uniqueUsernameFromEmail", () => {
  it("uses the e-mail's own name when it is free", async () => {
    expect(await uniqueUsernameFromEmail("jane@example.com", async () => false)).toBe("jane");
  });

  it("adds a number when it is taken, staying within 20 characters", async () => {
    const taken = new Set(["averyveryverylongnam"]);
    const name = await uniqueUsernameFromEmail("averyveryverylongname@example.com", async (u) =>
      taken.has(u),
    );
    expect(name).toMatch(/^averyveryve\w*_\d{4,5}$/);
    expect(name.length).toBeLessThanOrEqual(20);
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });
});
