import { describe, expect, it } from "vitest";
import { firstError } from "../forms";
import {
  isDeleteConfirmed,
  loginSchema,
  nameSchema,
  resetPasswordSchema,
  signupSchema,
} from "./validation";

const valid = {
  name: "Jane",
  email: "jane@example.com",
  username: "jane_doe",
  password: "Velvet-Plum-42",
  confirmPassword: "Velvet-Plum-42",
  userType: "user",
};

const firstSignupError = (input: Partial<typeof valid>) =>
  firstError(signupSchema.safeParse({ ...valid, ...input }).error);

describe("signup rules, in order", () => {
  it.each([
    ["1 email required", { email: "" }, "email", "Email is required."],
    ["1 email required (blank)", { email: "   " }, "email", "Email is required."],
    ["2 email format", { email: "jane@" }, "email", "Please enter a valid email address."],
    ["3 username required", { username: "" }, "username", "Username is required."],
    [
      "4 username at least 3",
      { username: "ab" },
      "username",
      "Username must be at least 3 characters.",
    ],
    [
      "5 username at most 20",
      { username: "a".repeat(21) },
      "username",
      "Username must be less than 20 characters.",
    ],
    [
      "6 username characters",
      { username: "jane doe" },
      "username",
      "Username can only contain letters, numbers, and underscores.",
    ],
    [
      "6 username characters (dash)",
      { username: "jane-doe" },
      "username",
      "Username can only contain letters, numbers, and underscores.",
    ],
    [
      "8 password required",
      { password: "", confirmPassword: "" },
      "password",
      "Password is required.",
    ],
    [
      "9 password at least 8",
      { password: "Ab1!", confirmPassword: "Ab1!" },
      "password",
      "Password must be at least 8 characters.",
    ],
    [
      "10 lowercase",
      { password: "ABCDEFG1!", confirmPassword: "ABCDEFG1!" },
      "password",
      "Password must contain at least one lowercase letter",
    ],
    [
      "10 uppercase",
      { password: "abcdefg1!", confirmPassword: "abcdefg1!" },
      "password",
      "Password must contain at least one uppercase letter",
    ],
    [
      "10 number",
      { password: "Abcdefgh!", confirmPassword: "Abcdefgh!" },
      "password",
      "Password must contain at least one number",
    ],
    [
      "10 special",
      { password: "Abcdefgh1", confirmPassword: "Abcdefgh1" },
      "password",
      "Password must contain at least one special character",
    ],
    [
      "11 confirmation required",
      { confirmPassword: "" },
      "confirmPassword",
      "Please confirm your password.",
    ],
    [
      "12 passwords match",
      { confirmPassword: "Velvet-Plum-43" },
      "confirmPassword",
      "Passwords do not match.",
    ],
    [
      "ours: at most 128",
      { password: `Aa1!${"x".repeat(125)}`, confirmPassword: `Aa1!${"x".repeat(125)}` },
      "password",
      "Password must be at most 128 characters.",
    ],
  ] as const)("%s", (_rule, input, field, message) => {
    expect(firstSignupError(input)).toEqual({ field, message });
  });

  it("stops at the first failure across fields", () => {
    expect(firstSignupError({ email: "", username: "", password: "" })).toEqual({
      field: "email",
      message: "Email is required.",
    });
    expect(firstSignupError({ username: "x", password: "short" })).toMatchObject({
      field: "username",
    });
    expect(firstSignupError({ password: "short", confirmPassword: "" })).toMatchObject({
      message: "Password must be at least 8 characters.",
    });
  });

  it("accepts a username of exactly 3 and exactly 20 characters", () => {
    expect(firstSignupError({ username: "abc" })).toBeNull();
    expect(firstSignupError({ username: "a".repeat(20) })).toBeNull();
  });

  it("accepts a 128-character password and any special character", () => {
    const long = `Aa1!${"x".repeat(124)}`;
    expect(firstSignupError({ password: long, confirmPassword: long })).toBeNull();
    expect(firstSignupError({ password: "Abcdefg1 ", confirmPassword: "Abcdefg1 " })).toBeNull();
  });

  it("does not validate the full name beyond its length", () => {
    expect(firstSignupError({ name: "" })).toBeNull();
    expect(firstSignupError({ name: "x".repeat(101) })).toMatchObject({ field: "name" });
  });

  it("takes the account type from the tab, defaulting to client", () => {
    expect(signupSchema.parse({ ...valid, userType: "artist" }).userType).toBe("artist");
    expect(signupSchema.parse({ ...valid, userType: "admin" }).userType).toBe("user");
  });

  it("trims the e-mail and username", () => {
    const parsed = signupSchema.parse({
      ...valid,
      email: " jane@example.com ",
      username: " jane_doe ",
    });
    expect(parsed).toMatchObject({ email: "jane@example.com", username: "jane_doe" });
  });
});

describe("login rules", () => {
  const firstLoginError = (input: Record<string, unknown>) =>
    firstError(loginSchema.safeParse({ email: "jane@example.com", password: "x", ...input }).error);

  it.each([
    [{ email: "" }, "email", "Email is required"],
    [{ email: "jane" }, "email", "Please enter a valid email address"],
    [{ password: "" }, "password", "Password is required"],
  ] as const)("%j → %s: %s", (input, field, message) => {
    expect(firstLoginError(input)).toEqual({ field, message });
  });

  it("accepts any non-empty password (composition is checked at sign-up)", () => {
    expect(firstLoginError({ password: "x" })).toBeNull();
  });
});

describe("password reset", () => {
  it("applies the new-password rules and the confirmation", () => {
    const first = (input: Record<string, string>) =>
      firstError(resetPasswordSchema.safeParse({ token: "t", ...input }).error);
    expect(first({ password: "short", confirmPassword: "short" })).toMatchObject({
      field: "password",
    });
    expect(first({ password: "Velvet-Plum-42", confirmPassword: "Velvet-Plum-41" })).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match.",
    });
    expect(first({ password: "Velvet-Plum-42", confirmPassword: "Velvet-Plum-42" })).toBeNull();
  });
});

describe("name edit", () => {
  it("ignores a blank name and trims the rest", () => {
    expect(nameSchema.parse("   ")).toBeNull();
    expect(nameSchema.parse("  Jane  ")).toBe("Jane");
  });

  it("stores names without control or bidi override characters, at sign-up too", () => {
    expect(nameSchema.parse("Jane\u202E enaJ\u0000\u0085")).toBe("Jane enaJ");
    expect(nameSchema.parse("\u202E\u2066 ")).toBeNull();
    expect(signupSchema.parse({ ...valid, name: "\u202EJane\tDoe\n" }).name).toBe("Jane Doe");
    expect(nameSchema.parse("李娜 نادية\u200F")).toBe("李娜 نادية\u200F");
  });
});

describe("delete confirmation", () => {
  it.each([
    ["DELETE", true],
    ["delete", false],
    ["DELETE ", false],
    [" DELETE", false],
    ["", false],
  ])("%j → %s", (typed, confirmed) => {
    expect(isDeleteConfirmed(typed)).toBe(confirmed);
  });
});
