import { describe, expect, it } from "vitest";
import { DemoProgress, progressMessage, secondsLeft, type ProgressLine } from "./progress";

describe("the time left", () => {
  it("is unknown before the first picture, and nothing once none are left", () => {
    expect(secondsLeft([0], 10)).toBeNull();
    expect(secondsLeft([0, 500], 0)).toBe(0);
  });

  it("is the pictures left at the pace of the latest ones", () => {
    // Two pictures in 2 s: 1 s each, 30 left.
    expect(secondsLeft([0, 1000, 2000], 30)).toBe(30);
    // A slower machine now: the last pictures set the pace.
    expect(secondsLeft([10_000, 13_000, 16_000], 4)).toBe(12);
    // Never "about 0 s" while pictures remain.
    expect(secondsLeft([0, 10, 20], 1)).toBe(1);
  });
});

describe("the progress line", () => {
  it("counts the artists and says the time left in words", () => {
    expect(progressMessage({ artists: 12, of: 64, secondsLeft: 40 })).toBe(
      "demo data: 12 of 64 artists, about 40 s left",
    );
    expect(progressMessage({ artists: 0, of: 64, secondsLeft: null })).toBe(
      "demo data: 0 of 64 artists, estimating the time left",
    );
    expect(progressMessage({ artists: 63, of: 64, secondsLeft: 0 })).toBe(
      "demo data: 63 of 64 artists, almost done",
    );
  });
});

describe("the progress", () => {
  function follow(artistsDone = 0) {
    let now = 0;
    const lines: ProgressLine[] = [];
    const progress = new DemoProgress({
      artists: { done: artistsDone, total: 64 },
      report: (line) => lines.push(line),
      now: () => now,
    });
    return { progress, lines, at: (ms: number) => (now = ms) };
  }

  it("reports every 10 artists when they come quickly", () => {
    const { progress, lines, at } = follow();
    progress.expectPictures(20);
    for (let i = 1; i <= 20; i++) {
      at(i * 100);
      progress.pictureDone();
    }
    for (let i = 1; i <= 25; i++) progress.artistDone();
    expect(lines.map((line) => line.artists)).toEqual([10, 20]);
    expect(lines.at(-1)!.secondsLeft).toBe(0);
  });

  it("reports every 10 s when they come slowly, with an estimate from the pictures", () => {
    const { progress, lines, at } = follow();
    progress.expectPictures(40);
    // A picture every 2 s, an artist every 4 pictures.
    for (let i = 1; i <= 20; i++) {
      at(i * 2000);
      progress.pictureDone();
      if (i % 4 === 0) progress.artistDone();
    }
    // At 10, 20, 30 and 40 s.
    expect(lines.map((line) => line.artists)).toEqual([1, 2, 3, 4]);
    expect(lines[0]).toEqual({ artists: 1, of: 64, secondsLeft: 70 }); // 35 pictures × 2 s
  });

  it("counts the artists of an earlier start and the pictures it is told about", () => {
    const { progress, at } = follow(30);
    progress.expectPictures(10);
    at(1000);
    progress.pictureDone();
    progress.expectPictures(5);
    expect(progress.line()).toEqual({ artists: 30, of: 64, secondsLeft: 14 });
  });

  it("leaves the last word to the caller", () => {
    const { progress, lines } = follow(63);
    progress.artistDone();
    expect(lines).toEqual([]);
  });
});
