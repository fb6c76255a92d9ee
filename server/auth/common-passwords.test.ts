import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each([
    "password",
    "Password",
    "Password123!",
    "Qwerty123!",
    "Sunshine2024!",
    "Iloveyou1!",
    "123456789",
  ])("refuses %s", (password) => expect(isCommonPassword(password)).toBe(true));

  it.each(["Velvet-Plum-42", "Tr0ub4dor&3x", "Glossy!Lacquer9", "Mz8#qLp2vW"])(
    "accepts %s",
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});
