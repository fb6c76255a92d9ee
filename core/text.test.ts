import { describe, expect, it } from "vitest";
import { displayText, hasVisibleText, messageText, multilineText, visibleLength } from "./text";

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

/** The invisible characters a message made "of nothing" is typed with. */
const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];

describe("visible text", () => {
  it.each([
    ["", 0],
    ["Hello", 5],
    [ZERO_WIDTH.join(""), 0],
    [" \t\n\u00A0\u3000\u00AD\u3164\u2800\uFE0F\u034F\u180E\u200E\u202E", 0],
    ["a\u200Bb\u200Cc", 3],
    ["Zoë 李娜 نادية", 10],
    ["👩\u200D🎨", 2],
  ])("%j shows %i characters", (input, expected) => {
    expect(visibleLength(input)).toBe(expected);
    expect(hasVisibleText(input)).toBe(expected > 0);
  });
});

describe("messageText", () => {
  it("is empty when nothing in it shows, whatever it is made of", () => {
    for (const invisible of [...ZERO_WIDTH, "\u00AD", "\u3164", "\u2800", "\u202E", "\u0007"]) {
      expect(messageText(invisible.repeat(40))).toBe("");
      expect(messageText(` ${invisible}\n${invisible} `)).toBe("");
    }
  });

  it("drops bidi overrides, isolates and controls as names do, keeping line breaks", () => {
    expect(messageText("  Hi\u202E there\u2066!\u2069\r\nSee\u0000 you\u0085soon\u009b  ")).toBe(
      "Hi there!\nSee you\nsoon",
    );
    // Kept: joiners an emoji needs, and the marks that place punctuation in right-to-left text.
    expect(messageText("👩\u200D🎨 שלום\u200F!")).toBe("👩\u200D🎨 שלום\u200F!");
  });
});
