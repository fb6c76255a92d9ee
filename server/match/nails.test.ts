import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectStyles, featuresOf } from "./detectors";
import { FITTED_HEADS } from "./heads";
import { readLook } from "./look";
import { readNailFramings, readNails } from "./analysis";
import { close, findNails, kthSmallest, NAILS_IN_A_PHOTO, showsNails } from "./nails";
import { seededRandom } from "~/core/seeded-random";
import { framedColors, nailColors } from "./nail-colors";
import { polishMap } from "./polish-map";
import { detailOf, rasterOf } from "./raster";

// Drawn cases for the nail finder and the detectors: a plain hand of four fingers from below,
// each with a nail of the given outline and finish. Drawn here, independently of both picture
// generators, so that these checks say what a detector does on a picture of its own kind.

type Outline = "square" | "stiletto" | "almond" | "coffin";
type Finish = "plain" | "french" | "glitter" | "striped";

function nailPath(outline: Outline, x: number, top: number, width: number, length: number) {
  const left = x - width / 2;
  const right = x + width / 2;
  const bottom = top + length;
  switch (outline) {
    case "square":
      return `M${left} ${bottom} L${left} ${top + 4} Q${left} ${top} ${left + 4} ${top} L${right - 4} ${top} Q${right} ${top} ${right} ${top + 4} L${right} ${bottom} Z`;
    case "stiletto":
      return `M${left} ${bottom} L${left} ${top + length * 0.55} Q${left + width * 0.15} ${top + length * 0.2} ${x} ${top} Q${right - width * 0.15} ${top + length * 0.2} ${right} ${top + length * 0.55} L${right} ${bottom} Z`;
    case "almond":
      return `M${left} ${bottom} L${left} ${top + length * 0.45} Q${left} ${top + length * 0.05} ${x} ${top} Q${right} ${top + length * 0.05} ${right} ${top + length * 0.45} L${right} ${bottom} Z`;
    case "coffin":
      return `M${left} ${bottom} L${left} ${top + length * 0.45} L${x - width * 0.27} ${top} L${x + width * 0.27} ${top} L${right} ${top + length * 0.45} L${right} ${bottom} Z`;
  }
}

/** A soft shadow cast by the fingers on the backdrop, beyond their tips (light from below). */
const SHADOW = `<g filter="url(#soft)" fill="#8f8a83">${[150, 250, 350, 450]
  .map((x, f) => `<ellipse cx="${x + 4}" cy="${130 + Math.abs(f - 1.5) * 30}" rx="30" ry="30"/>`)
  .join("")}</g>`;

async function hand(
  outline: Outline,
  finish: Finish = "plain",
  polish = "#c2185b",
  frenchTip = "#fafafa",
  {
    skin = "#c68e6b",
    shadow = false,
    sleeve,
  }: { skin?: string; shadow?: boolean; sleeve?: string } = {},
) {
  const fingers = [150, 250, 350, 450].map((x, f) => {
    const top = 150 + Math.abs(f - 1.5) * 30;
    const length = outline === "square" ? 70 : 130;
    const nail = nailPath(outline, x, top, 56, length);
    const tip =
      finish === "french"
        ? `<clipPath id="c${f}"><path d="${nail}"/></clipPath><rect x="${x - 40}" y="${top - 2}" width="80" height="${length * 0.3}" fill="${frenchTip}" clip-path="url(#c${f})"/>`
        : "";
    const specks =
      finish === "glitter"
        ? Array.from({ length: 60 }, (_, s) => {
            const sx = x - 22 + ((s * 37) % 44);
            const sy = top + 12 + ((s * 53) % (length - 16));
            return `<circle cx="${sx}" cy="${sy}" r="2.2" fill="${s % 2 ? "#ffffff" : "#3a0a1a"}"/>`;
          }).join("")
        : "";
    // Stripes in the backdrop's own color: nail art that the backdrop reading takes for backdrop.
    const stripes =
      finish === "striped"
        ? `<clipPath id="s${f}"><path d="${nail}"/></clipPath><g clip-path="url(#s${f})">${Array.from(
            { length: 8 },
            (_, s) =>
              `<path d="M${x - 60} ${top + s * 20} l120 -50" stroke="#e9e4dc" stroke-width="6"/>`,
          ).join("")}</g>`
        : "";
    const base = finish === "french" ? "#e8c4b0" : polish;
    return `<rect x="${x - 38}" y="${top + length - 40}" width="76" height="600" rx="36" fill="${skin}"/>
      <path d="${nail}" fill="${base}"/>${tip}${specks}${stripes}`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><filter id="soft"><feGaussianBlur stdDeviation="14"/></filter></defs>
    <rect width="600" height="600" fill="#e9e4dc"/>${shadow ? SHADOW : ""}${fingers.join("")}
    ${sleeve ? `<rect x="90" y="500" width="420" height="100" fill="${sleeve}"/>` : ""}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function nailsOf(image: Buffer) {
  return findNails(await detailOf(image));
}

describe("the finder's pixel steps", () => {
  const random = seededRandom(7);

  it("picks the k-th smallest value as sorting would", () => {
    for (const length of [1, 2, 7, 100, 1001]) {
      // Few distinct values, so that ties are common.
      const values = Float64Array.from({ length }, () => Math.round(random() * 20) - 10);
      const sorted = values.slice().sort();
      for (const k of [0, Math.floor(length / 4), Math.floor(length / 2), length - 1]) {
        expect(kthSmallest(values.slice(), k)).toBe(sorted[k]);
      }
    }
  });

  it("closes a mask as a square of side 2r + 1 would, the frame's outside clear", () => {
    const [width, height, r] = [23, 17, 3];
    const mask = Uint8Array.from({ length: width * height }, () => (random() < 0.15 ? 1 : 0));
    /** Any pixel within the square (inside the frame) set: the square's way, pixel by pixel. */
    const inSquare = (source: Uint8Array, x: number, y: number, keep: number) => {
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && source[ny * width + nx] === keep) {
            return true;
          }
        }
      }
      return false;
    };
    const dilated = mask.map((_, i) =>
      inSquare(mask, i % width, Math.floor(i / width), 1) ? 1 : 0,
    );
    const closed = dilated.map((_, i) =>
      inSquare(dilated, i % width, Math.floor(i / width), 0) ? 0 : 1,
    );
    expect([...close(mask, width, height, r)]).toEqual([...closed]);
    expect(closed.some((v, i) => v !== mask[i])).toBe(true);
  });
});

describe("findNails", () => {
  it("finds each nail on a hand, pointing away from it", async () => {
    const { nails } = await nailsOf(await hand("almond"));
    expect(nails).toHaveLength(4);
    for (const nail of nails) expect(nail.axis[1]).toBeLessThan(-0.9); // up the picture
  });

  it("sees a sleeve the frame cuts end nowhere, and a tip near the frame's edge end in backdrop", async () => {
    const sleeved = await nailsOf(
      await hand("square", "plain", undefined, undefined, { sleeve: "#b39ddb" }),
    );
    const sleeve = sleeved.nails.filter((nail) => nail.axis[1] > 0.9);
    const nails = sleeved.nails.filter((nail) => nail.axis[1] < -0.9);
    expect(nails).toHaveLength(4);
    for (const nail of nails) expect(nail.endsInView).toBeGreaterThan(0.8);
    for (const patch of sleeve) expect(patch.endsInView).toBeLessThan(0.55);
    // Cropped so that the two middle tips come within 20 px (of 600) of the frame's top edge.
    const nearTheEdge = await sharp(await hand("almond"))
      .extract({ left: 0, top: 145, width: 600, height: 455 })
      .toBuffer();
    const cropped = (await nailsOf(nearTheEdge)).nails;
    expect(cropped).toHaveLength(4);
    for (const nail of cropped) expect(nail.endsInView).toBeGreaterThan(0.8);
  });

  it("finds a nail striped in the backdrop's color as one nail, not a patch per stripe", async () => {
    const { nails } = await nailsOf(await hand("almond", "striped"));
    expect(nails).toHaveLength(4);
  });

  it("reads a pointed outline from a square one by the width near the free edge", async () => {
    const [square, stiletto] = await Promise.all([hand("square"), hand("stiletto")]);
    const widthNearTip = async (image: Buffer) =>
      Math.max(...(await nailsOf(image)).nails.map((nail) => nail.widths[1]!));
    expect(await widthNearTip(square)).toBeGreaterThan(0.8);
    expect(await widthNearTip(stiletto)).toBeLessThan(0.5);
  });

  it("tells glitter by its specks", async () => {
    const speckShare = async (image: Buffer) =>
      Math.min(...(await nailsOf(image)).nails.map((nail) => nail.speckShare));
    expect(await speckShare(await hand("square", "glitter"))).toBeGreaterThan(
      5 * (await speckShare(await hand("square"))),
    );
  });

  it("finds the nails when the fingers line two sides of the frame, read as the hand", async () => {
    // A painted close-up (the painted generator's seed 700,034 before its PRNG changed, at 480 px):
    // deep-toned fingers reaching in over the top and right sides, black
    // coffins on a cream backdrop. Taken for backdrop, the fingers left the nails joined to the
    // backdrop's lit patches as one piece, and the photo showed no nails.
    const picture = fs.readFileSync(
      new URL("./test-pictures/deep-fingers-on-two-sides.jpg", import.meta.url),
    );
    const found = await nailsOf(picture);
    expect(showsNails(found)).toBe(true);
    expect(found.nails.length).toBeGreaterThanOrEqual(2);
    expect(nailColors(found, polishMap(await rasterOf(picture)))[0]?.name).toBe("Black");
  });

  it("finds no nails in a page of text, a plain wall or a sunset", async () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#fdfdfb"/>${Array.from(
      { length: 9 },
      (_, line) =>
        `<rect x="40" y="${30 + line * 38}" width="${300 + ((line * 71) % 220)}" height="18" fill="#222"/>`,
    ).join("")}</svg>`;
    const wall = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#b9a58f"/></svg>`;
    const sunset = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="300" cy="260" r="60" fill="#fde047"/></svg>`;
    for (const svg of [text, wall, sunset]) {
      const found = await nailsOf(await sharp(Buffer.from(svg)).png().toBuffer());
      expect(showsNails(found)).toBe(false);
    }
  });

  it("takes no speck of a terrazzo backdrop for a nail, though a skin-colored speck touches it", async () => {
    // Each dark speck ends in backdrop one way and touches a speck in skin's colors the other,
    // as a nail ends beyond its tip and sits on its finger: but no hand is that small.
    const pairs = [
      [90, 90],
      [300, 70],
      [480, 120],
      [140, 330],
      [330, 280],
      [470, 420],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="22" height="32" fill="#26211f"/><circle cx="${x! + 11}" cy="${y! + 40}" r="9" fill="#d99a6c"/>`,
      )
      .join("");
    const terrazzo = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e9e4dc"/>${pairs}</svg>`;
    const found = await nailsOf(await sharp(Buffer.from(terrazzo)).png().toBuffer());
    expect(found.nails).toHaveLength(0);
  });
});

describe("the detectors' head", () => {
  it.each<[Outline, "Square" | "Stiletto"]>([
    ["square", "Square"],
    ["stiletto", "Stiletto"],
  ])("takes drawn %s nails for %s", async (outline, shape) => {
    const { shape: probabilities } = detectStyles(
      featuresOf((await nailsOf(await hand(outline))).nails),
      FITTED_HEADS.detectors,
    );
    const likeliest = Object.entries(probabilities).sort((a, b) => b[1] - a[1])[0]![0];
    expect(likeliest).toBe(shape);
  });

  it("finds glitter likelier on glittered nails than on plain ones", async () => {
    const glitter = async (finish: Finish) =>
      detectStyles(
        featuresOf((await nailsOf(await hand("square", finish))).nails),
        FITTED_HEADS.detectors,
      ).technique.Glitter;
    expect(await glitter("glitter")).toBeGreaterThan(2 * (await glitter("plain")));
  });

  it("names nothing a photo cannot show: gel, acrylic and dip come from artists' tags", async () => {
    const found = await nailsOf(await hand("coffin", "glitter"));
    expect(showsNails(found)).toBe(true);
    const look = readLook(featuresOf(found.nails), "nails", FITTED_HEADS);
    for (const style of ["Gel Extensions", "Acrylic", "Dip Powder"] as const) {
      expect(look.styles).not.toContain(style);
    }
  });
});

describe("nailColors", () => {
  const colorOf = async (image: Buffer) =>
    nailColors(await nailsOf(image), polishMap(await rasterOf(image)))[0]?.name;

  it("reads a French manicure's color from its tips, not from the nude base under them", async () => {
    expect(await colorOf(await hand("almond", "french", undefined, "#6a1b9a"))).toBe("Purple");
    expect(await colorOf(await hand("coffin", "french"))).toBe("White");
  });

  it("takes a finger's soft shadow on the backdrop for backdrop, not for the polish beyond a tip", async () => {
    const shaded = await hand("almond", "plain", "#d81b60", undefined, { shadow: true });
    expect((await nailsOf(shaded)).nails).toHaveLength(4);
    expect(await colorOf(shaded)).toBe("Pink");
  });

  it("takes the shaded side of a deep-toned finger for the hand, not for polish", async () => {
    const deep = await hand("square", "plain", "#e53935", undefined, { skin: "#3a2624" });
    expect((await nailsOf(deep)).nails).toHaveLength(4);
    expect(await colorOf(deep)).toBe("Red");
  });

  it("reads each nail's color inside its outline, where the backdrop blends into no pixel", async () => {
    const blurred = await sharp(await hand("almond", "plain", "#1565c0"))
      .blur(1.5)
      .toBuffer();
    const { freeEdges, polish, width } = await nailsOf(blurred);
    expect(freeEdges).toHaveLength(4);
    for (const edge of freeEdges) {
      expect(edge.length).toBeGreaterThan(12);
      const inside = (i: number) => [i - 1, i + 1, i - width, i + width].every((n) => polish[n]);
      expect(edge.every(inside)).toBe(true);
    }
    expect(await colorOf(blurred)).toBe("Blue");
  });

  it("takes a gold polish the skin model admits for polish, not for the hand", async () => {
    // A soft dark yellow (YCbCr Cb 88, Cr 147) passes the skin model, as brushed gold does.
    const gold = await hand("square", "plain", "#b08f3c", undefined, { skin: "#7a4a32" });
    expect((await nailsOf(gold)).nails).toHaveLength(4);
    expect(await colorOf(gold)).toBe("Gold");
  });

  it("reads a plain polish whole", async () => {
    expect(await colorOf(await hand("square", "plain", "#1565c0"))).toBe("Blue");
    expect(await colorOf(await hand("stiletto", "plain", "#c62828"))).toBe("Red");
  });
});

describe("readNails, closer up", () => {
  it("finds a hand's nails inside a screenshot's bars, which hide the backdrop from the border", async () => {
    const framed = await sharp(await hand("almond"))
      .extend({ top: 45, bottom: 45, background: "#111111" })
      .extend({ left: 45, right: 45, background: "#ffffff" })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await nailsOf(framed)).nails.length).toBeLessThan(NAILS_IN_A_PHOTO.min);
    expect((await readNails(framed)).nails).toHaveLength(4);
    // Read in every framing (each names the main color), the look reads the first with nails.
    const { found, framings } = await readNailFramings(framed);
    expect(framings.map((reading) => reading.nails.length >= NAILS_IN_A_PHOTO.min)).toEqual([
      false,
      true,
      true,
    ]);
    expect(found).toBe(framings[1]);
    // The hand's polish, #c2185b.
    expect(
      framedColors(framings, polishMap(await rasterOf(framed)), FITTED_HEADS.colors)[0]?.name,
    ).toBe("Pink");
  });

  it("finds none closer up either in a wall or a page of text", async () => {
    const wall = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#d8cfc4" },
    })
      .jpeg()
      .toBuffer();
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fbfaf7"/>${Array.from(
      { length: 14 },
      (_, line) =>
        `<text x="40" y="${60 + line * 38}" font-family="serif" font-size="26" fill="#222">Booking and prices for the studio, line ${line + 1}</text>`,
    ).join("")}</svg>`;
    const page = await sharp(Buffer.from(text)).jpeg().toBuffer();
    for (const picture of [wall, page]) expect(showsNails(await readNails(picture))).toBe(false);
  });
});
