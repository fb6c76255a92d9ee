import { describe, expect, it } from "vitest";
import { displayText, multilineText } from "./text";

describe("displayText", () => {
  it.each([
    ["Jane Polish", "Jane Polish"],
    ["Zoë Nguyễn 李娜 نادية", "Zoë Nguyễn 李娜 نادية"],
    ["Jane\u202Eenaj", "Janeenaj"],
    ["\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee", "abcde"],
    ["\u2066a\u2067b\u2068c\u2069", "abc"],
    ["a\u0000b\u0007c\u001bd\u007fe\u0080f\u009fg", "abcdefg"],
    ["two\nlines\r\nthree\rfour\u2028five\u0085six", "two lines three four five six"],
    ["tab\there", "tab here"],
    // Kept: marks that cannot reverse letters, joiners emoji need, and ordinary punctuation.
    ["שלום\u200F!", "שלום\u200F!"],
    ["a\u200Eb\u061Cc", "a\u200Eb\u061Cc"],
    ["👩\u200D🎨 art", "👩\u200D🎨 art"],
  ])("%j → %j", (input, expected) => {
    expect(displayText(input)).toBe(expected);
  });

  it("keeps line breaks, as one \\n each, where the field does", () => {
    expect(multilineText("Hi!\r\nI do gel.\rAnd \u202Eart\u0000.\u2029Bye\tnow\n")).toBe(
      "Hi!\nI do gel.\nAnd art.\nBye now\n",
    );
  });

  it("leaves no control or bidi formatting character in any text", () => {
    const every = Array.from({ length: 0x2100 }, (_, code) => String.fromCharCode(code)).join("");
    for (const cleaned of [displayText(every), multilineText(every)]) {
      expect(cleaned.replace(/\n/gu, "")).not.toMatch(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u);
    }
  });
});
