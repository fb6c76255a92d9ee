import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { driftOf, fingerprintOf, fingerprintReadings, pixelFingerprint } from "../fit/fingerprint";
import { HEAD_FILES, type HeadName, type Provenance } from "./heads";
import { PIXEL_HEAD_FILE } from "./pixel-reading";

// Each fitted head was fitted on what today's code reads: its fingerprint pictures, read again
// now, give the numbers written beside its weights. When they do not, the code that measures
// what the head reads has changed since it was fitted, and the head must be fitted again.

const stored = (file: string) =>
  (
    JSON.parse(fs.readFileSync(new URL(`./${file}`, import.meta.url), "utf8")) as {
      fitted: Provenance;
    }
  ).fitted;

describe("the fitted pixel reading", () => {
  it("was fitted on the pixel measures today's code reads", async () => {
    const fitted = stored(PIXEL_HEAD_FILE);
    expect(fitted.by).toBe("npm run fit:pixels");
    const drift = driftOf(fitted.fingerprint, await pixelFingerprint());
    expect(drift, `${drift}: run \`npm run fit:pixels\` (or \`npm run fit:all\`)`).toBeNull();
  }, 120_000);
});

describe("the fitted heads", () => {
  let today: Awaited<ReturnType<typeof fingerprintReadings>>;
  // Ten pictures drawn and read: a few seconds alone, far more beside other suites on 2 cores.
  beforeAll(async () => {
    today = await fingerprintReadings();
  }, 120_000);

  it.each(Object.keys(HEAD_FILES) as HeadName[])(
    "%s was fitted on what today's code reads",
    (head) => {
      const fitted = stored(HEAD_FILES[head]);
      expect(fitted.by).toBe(`npm run fit:${head}`);
      expect(fitted.commit).toMatch(/^[0-9a-f]{7,}/);
      const drift = driftOf(fitted.fingerprint, fingerprintOf(head, today));
      expect(drift, `${drift}: run \`npm run fit:${head}\` (or \`npm run fit:all\`)`).toBeNull();
    },
  );
});

describe("a fingerprint", () => {
  const fingerprint = { pictures: ["demo:1", "demo:2"], features: [[0.1, 0.2], [{ a: [1] }]] };

  it("matches itself, and numbers within its rounding", () => {
    expect(driftOf(fingerprint, structuredClone(fingerprint))).toBeNull();
    const nearly = { ...fingerprint, features: [[0.10001, 0.2], [{ a: [1] }]] };
    expect(driftOf(fingerprint, nearly)).toBeNull();
  });

  it("names the first picture read otherwise, or other pictures", () => {
    const moved = { ...fingerprint, features: [[0.1, 0.2], [{ a: [1.01] }]] };
    expect(driftOf(fingerprint, moved)).toBe("demo:2 reads differently");
    expect(driftOf(fingerprint, { ...fingerprint, pictures: ["demo:1"] })).toBe(
      "other fingerprint pictures",
    );
  });
});
