import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { asIfFromAPhone } from "./phone-like";
import { seededRandom } from "~/core/seeded-random";

/** A flat mid grey, 800 × 600, with a white square in its middle. */
const picture = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080" } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: "#ffffff" } },
        left: 300,
        top: 200,
      },
    ])
    .png()
    .toBuffer();

const meanOf = async (image: Buffer) =>
  (await sharp(image).stats()).channels.slice(0, 3).map((channel) => channel.mean);

describe("asIfFromAPhone", () => {
  it("frames, exposes, tints and compresses a picture, all from one random stream", async () => {
    const phone = await asIfFromAPhone(await picture(), seededRandom(5));
    const { format, width, height } = await sharp(phone).metadata();
    expect(format).toBe("jpeg");
    expect([width, height]).toEqual([576, 432]);
    // The same stream gives the same picture: evaluations compare like with like.
    expect(await asIfFromAPhone(await picture(), seededRandom(5))).toEqual(phone);
  });

  it("applies each factor alone, losslessly without JPEG", async () => {
    const clean = await picture();
    const framed = await sharp(
      await asIfFromAPhone(clean, seededRandom(5), ["framing"]),
    ).metadata();
    expect([framed.format, framed.width, framed.height]).toEqual(["png", 576, 432]);

    // Exposure alone keeps the frame and changes every channel alike.
    const exposed = await asIfFromAPhone(clean, seededRandom(5), ["exposure"]);
    expect((await sharp(exposed).metadata()).width).toBe(800);
    const [before, after] = [await meanOf(clean), await meanOf(exposed)];
    expect(after[0]).not.toBeCloseTo(before[0]!, 0);
    expect(after[0]! - before[0]!).toBeCloseTo(after[1]! - before[1]!, 0);

    // White balance alone moves red and blue apart and leaves green.
    const tinted = await meanOf(await asIfFromAPhone(clean, seededRandom(5), ["white balance"]));
    expect(tinted[1]).toBeCloseTo(before[1]!, 0);
    expect(Math.sign(tinted[0]! - before[0]!)).toBe(-Math.sign(tinted[2]! - before[2]!));
  });
});
