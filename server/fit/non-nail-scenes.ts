// Pictures that are not of nails, for fitting the nail-presence check: portraits, plates of food,
// sweets, documents and screenshots, streets, gardens, walls, fabrics, keyboards, pets,
// lipsticks, coffee, night lights, jewelry, shoes, skies and toys, drawn as SVG. The evaluation's own non-nail pictures (server/eval/raster-nails) are
// drawn pixel by pixel by other code and never used for fitting. Read by scripts and tests only.
import sharp from "sharp";
import { seededRandom } from "~/core/seeded-random";

export const SCENE_KINDS = [
  "portrait",
  "plate",
  "sweets",
  "document",
  "screenshot",
  "street",
  "garden",
  "wall",
  "fabric",
  "keyboard",
  "pet",
  "cosmetics",
  "coffee",
  "bokeh",
  "jewelry",
  "shoes",
  "sky",
  "toys",
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;
const anyColor = (random: Random) =>
  hsl(between(random, 0, 360), between(random, 35, 95), between(random, 25, 70));
const skinTone = (random: Random) =>
  hsl(between(random, 15, 35), between(random, 25, 60), between(random, 28, 82));

/** A scene's drawing in a W × H frame (SVG elements). */
type Draw = (random: Random, w: number, h: number) => string;

const woodGrain = (random: Random, id: string) =>
  `<filter id="${id}"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.08" numOctaves="3" seed="${Math.floor(random() * 999)}"/><feColorMatrix values="0 0 0 0 0.55 0 0 0 0 0.36 0 0 0 0 0.2 0 0 0 0.9 0"/></filter>`;

const portrait: Draw = (random, w, h) => {
  const cx = w * between(random, 0.4, 0.6);
  const cy = h * between(random, 0.38, 0.5);
  const r = Math.min(w, h) * between(random, 0.2, 0.32);
  const skin = skinTone(random);
  const lips = hsl(between(random, -10, 15), between(random, 45, 80), between(random, 35, 60));
  const iris = anyColor(random);
  const hair = hsl(between(random, 10, 40), between(random, 10, 60), between(random, 8, 60));
  const eye = (side: number) =>
    `<ellipse cx="${cx + side * r * 0.38}" cy="${cy - r * 0.12}" rx="${r * 0.17}" ry="${r * 0.08}" fill="#f4f1ec"/>` +
    `<circle cx="${cx + side * r * 0.38}" cy="${cy - r * 0.12}" r="${r * 0.07}" fill="${iris}"/>` +
    `<circle cx="${cx + side * r * 0.38}" cy="${cy - r * 0.12}" r="${r * 0.03}" fill="#111"/>` +
    `<path d="M${cx + side * r * 0.2} ${cy - r * 0.3} q${side * r * 0.18} ${-r * 0.1} ${side * r * 0.36} 0" stroke="${hair}" stroke-width="${r * 0.05}" fill="none"/>`;
  const earrings =
    random() < 0.5
      ? `<circle cx="${cx - r * 0.95}" cy="${cy + r * 0.35}" r="${r * 0.07}" fill="${anyColor(random)}"/><circle cx="${cx + r * 0.95}" cy="${cy + r * 0.35}" r="${r * 0.07}" fill="${anyColor(random)}"/>`
      : "";
  return (
    `<rect width="${w}" height="${h}" fill="${anyColor(random)}"/>` +
    `<ellipse cx="${cx}" cy="${cy - r * 0.25}" rx="${r * 1.2}" ry="${r * 1.3}" fill="${hair}"/>` +
    `<rect x="${cx - r * 0.35}" y="${cy + r * 0.7}" width="${r * 0.7}" height="${r * 0.8}" fill="${skin}"/>` +
    `<ellipse cx="${cx}" cy="${cy + r * 2.1}" rx="${r * 1.9}" ry="${r * 0.9}" fill="${anyColor(random)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.92}" ry="${r * 1.15}" fill="${skin}"/>` +
    eye(-1) +
    eye(1) +
    `<path d="M${cx} ${cy} l${-r * 0.1} ${r * 0.3} h${r * 0.2}" stroke="rgba(0,0,0,0.2)" stroke-width="${r * 0.03}" fill="none"/>` +
    `<ellipse cx="${cx}" cy="${cy + r * 0.58}" rx="${r * 0.3}" ry="${r * 0.1}" fill="${lips}"/>` +
    earrings
  );
};

const plate: Draw = (random, w, h) => {
  const cx = w / 2 + between(random, -0.1, 0.1) * w;
  const cy = h / 2 + between(random, -0.1, 0.1) * h;
  const r = Math.min(w, h) * between(random, 0.3, 0.45);
  const items: string[] = [];
  const count = Math.floor(between(random, 5, 18));
  const food = pick(random, ["tomato", "peas", "fries", "salmon", "sushi", "berries"] as const);
  for (let i = 0; i < count; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r * 0.65;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const s = r * between(random, 0.08, 0.16);
    const turn = random() * 180;
    if (food === "tomato")
      items.push(
        `<circle cx="${x}" cy="${y}" r="${s}" fill="#d8332a"/><circle cx="${x}" cy="${y}" r="${s * 0.6}" fill="#f06a4a"/>`,
      );
    else if (food === "peas")
      items.push(`<circle cx="${x}" cy="${y}" r="${s * 0.4}" fill="#5fae3c"/>`);
    else if (food === "fries")
      items.push(
        `<rect x="${x}" y="${y}" width="${s * 2.5}" height="${s * 0.5}" rx="${s * 0.15}" fill="#e8b84a" transform="rotate(${turn} ${x} ${y})"/>`,
      );
    else if (food === "salmon")
      items.push(
        `<rect x="${x}" y="${y}" width="${s * 2}" height="${s * 1.1}" rx="${s * 0.3}" fill="#f08a5d" transform="rotate(${turn} ${x} ${y})"/>`,
      );
    else if (food === "sushi")
      items.push(
        `<circle cx="${x}" cy="${y}" r="${s}" fill="#1e2a1e"/><circle cx="${x}" cy="${y}" r="${s * 0.8}" fill="#f7f3ea"/><circle cx="${x}" cy="${y}" r="${s * 0.35}" fill="#f07a6a"/>`,
      );
    else
      items.push(
        `<ellipse cx="${x}" cy="${y}" rx="${s * 0.7}" ry="${s * 0.55}" fill="${pick(random, ["#3b2d6b", "#b5122e", "#2b3f8c"])}" transform="rotate(${turn} ${x} ${y})"/>`,
      );
  }
  const table = random() < 0.5;
  return (
    (table
      ? `<defs>${woodGrain(random, "wood")}</defs><rect width="${w}" height="${h}" fill="#8a5a34"/><rect width="${w}" height="${h}" filter="url(#wood)"/>`
      : `<rect width="${w}" height="${h}" fill="${anyColor(random)}"/>`) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f4f4f2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#ecebe8"/>` +
    `<rect x="${cx + r * 1.08}" y="${cy - r * 0.7}" width="${r * 0.07}" height="${r * 1.4}" rx="${r * 0.03}" fill="#b9bcc2"/>` +
    items.join("")
  );
};

const sweets: Draw = (random, w, h) => {
  const out = [`<rect width="${w}" height="${h}" fill="${anyColor(random)}"/>`];
  const count = Math.floor(between(random, 6, 30));
  const s = Math.min(w, h) * between(random, 0.03, 0.07);
  for (let i = 0; i < count; i++) {
    const x = between(random, 0.05, 0.95) * w;
    const y = between(random, 0.05, 0.95) * h;
    const color = anyColor(random);
    out.push(
      `<g transform="rotate(${random() * 180} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${s * between(random, 1, 1.8)}" ry="${s}" fill="${color}"/><ellipse cx="${x - s * 0.3}" cy="${y - s * 0.4}" rx="${s * 0.4}" ry="${s * 0.2}" fill="rgba(255,255,255,0.5)"/></g>`,
    );
  }
  return out.join("");
};

const WORDS = [
  "nail",
  "salon",
  "booking",
  "price",
  "today",
  "studio",
  "color",
  "appointment",
  "menu",
  "open",
  "the",
  "and",
  "with",
  "for",
];
const document: Draw = (random, w, h) => {
  const out = [`<rect width="${w}" height="${h}" fill="${hsl(40, 20, between(random, 88, 99))}"/>`];
  const size = Math.min(w, h) * between(random, 0.025, 0.045);
  const accent = anyColor(random);
  let y = size * 2.5;
  out.push(
    `<text x="${size * 2}" y="${y}" font-family="sans-serif" font-weight="bold" font-size="${size * 1.6}" fill="${accent}">${pick(random, WORDS)} ${pick(random, WORDS)}</text>`,
  );
  y += size * 2.4;
  while (y < h - size * 2) {
    if (random() < 0.12) {
      out.push(
        `<rect x="${size * 2}" y="${y - size}" width="${size * 8}" height="${size * 1.8}" rx="${size * 0.9}" fill="${anyColor(random)}"/>`,
      );
      y += size * 2.6;
      continue;
    }
    const line = Array.from({ length: Math.floor(between(random, 4, 10)) }, () =>
      pick(random, WORDS),
    ).join(" ");
    out.push(
      `<text x="${size * 2}" y="${y}" font-family="serif" font-size="${size}" fill="#222">${line}</text>`,
    );
    y += size * 1.5;
  }
  return out.join("");
};

const screenshot: Draw = (random, w, h) => {
  const out = [
    `<rect width="${w}" height="${h}" fill="${random() < 0.5 ? "#fafafa" : "#16181d"}"/>`,
  ];
  const pad = w * 0.05;
  let y = pad;
  while (y < h - pad) {
    const card = between(random, 0.1, 0.22) * h;
    out.push(
      `<rect x="${pad}" y="${y}" width="${w - 2 * pad}" height="${card}" rx="${pad * 0.6}" fill="${anyColor(random)}" opacity="0.85"/>`,
    );
    out.push(
      `<circle cx="${pad * 2.2}" cy="${y + card / 2}" r="${card * 0.3}" fill="${skinTone(random)}"/>`,
    );
    out.push(
      `<rect x="${pad * 3.5}" y="${y + card * 0.3}" width="${w * 0.4}" height="${card * 0.12}" rx="4" fill="#fff" opacity="0.8"/>`,
    );
    y += card + pad * 0.6;
  }
  return out.join("");
};

const street: Draw = (random, w, h) => {
  const out = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(between(random, 190, 230), 60, 55)}"/><stop offset="1" stop-color="${hsl(between(random, 20, 50), 70, 80)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${between(random, 0.1, 0.9) * w}" cy="${h * 0.2}" r="${h * 0.06}" fill="#fff3c4"/>`,
  ];
  let x = 0;
  while (x < w) {
    const bw = between(random, 0.08, 0.2) * w;
    const bh = between(random, 0.25, 0.7) * h;
    out.push(
      `<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="${hsl(between(random, 0, 60), between(random, 5, 40), between(random, 20, 60))}"/>`,
    );
    for (let wy = h - bh + 10; wy < h - 20; wy += bh / 8)
      for (let wx = x + bw * 0.15; wx < x + bw * 0.85; wx += bw * 0.25)
        out.push(
          `<rect x="${wx}" y="${wy}" width="${bw * 0.12}" height="${bh * 0.05}" fill="${random() < 0.5 ? "#ffe28a" : "#3a4656"}"/>`,
        );
    x += bw;
  }
  return out.join("");
};

const garden: Draw = (random, w, h) => {
  const out = [
    `<defs><filter id="leaves"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="${Math.floor(random() * 999)}"/><feColorMatrix values="0 0 0 0 0.15 0 0 0 0 0.45 0 0 0 0 0.12 0 0 0 1.2 -0.1"/></filter></defs>`,
    `<rect width="${w}" height="${h}" fill="#2f5e24"/><rect width="${w}" height="${h}" filter="url(#leaves)"/>`,
  ];
  const count = Math.floor(between(random, 3, 14));
  for (let i = 0; i < count; i++) {
    const x = between(random, 0.05, 0.95) * w;
    const y = between(random, 0.05, 0.95) * h;
    const s = Math.min(w, h) * between(random, 0.03, 0.08);
    const color = anyColor(random);
    const petals = Math.floor(between(random, 5, 9));
    for (let p = 0; p < petals; p++)
      out.push(
        `<ellipse cx="${x}" cy="${y - s}" rx="${s * 0.45}" ry="${s}" fill="${color}" transform="rotate(${(360 * p) / petals} ${x} ${y})"/>`,
      );
    out.push(`<circle cx="${x}" cy="${y}" r="${s * 0.4}" fill="#f2c230"/>`);
  }
  return out.join("");
};

const wall: Draw = (random, w, h) => {
  const brick = hsl(between(random, 0, 30), between(random, 20, 60), between(random, 30, 60));
  const bw = w * between(random, 0.1, 0.2);
  const bh = bw * 0.4;
  const out = [`<rect width="${w}" height="${h}" fill="${hsl(40, 10, between(random, 60, 85))}"/>`];
  for (let row = 0, y = 0; y < h; row++, y += bh)
    for (let x = row % 2 ? -bw / 2 : 0; x < w; x += bw)
      out.push(
        `<rect x="${x + 2}" y="${y + 2}" width="${bw - 4}" height="${bh - 4}" fill="${brick}" opacity="${between(random, 0.8, 1)}"/>`,
      );
  return out.join("");
};

const fabric: Draw = (random, w, h) => {
  const a = anyColor(random);
  const b = anyColor(random);
  const step = Math.min(w, h) * between(random, 0.04, 0.12);
  const pattern = pick(random, ["stripes", "dots", "check"] as const);
  const out = [`<rect width="${w}" height="${h}" fill="${a}"/>`];
  if (pattern === "stripes")
    for (let x = 0; x < w; x += step * 2)
      out.push(`<rect x="${x}" width="${step}" height="${h}" fill="${b}"/>`);
  else if (pattern === "dots")
    for (let y = step / 2; y < h; y += step)
      for (let x = step / 2; x < w; x += step)
        out.push(`<circle cx="${x}" cy="${y}" r="${step * 0.25}" fill="${b}"/>`);
  else {
    for (let x = 0; x < w; x += step * 2)
      out.push(`<rect x="${x}" width="${step}" height="${h}" fill="${b}" opacity="0.5"/>`);
    for (let y = 0; y < h; y += step * 2)
      out.push(`<rect y="${y}" width="${w}" height="${step}" fill="${b}" opacity="0.5"/>`);
  }
  return `<g transform="rotate(${between(random, -20, 20)} ${w / 2} ${h / 2}) scale(1.3) translate(${-w * 0.12} ${-h * 0.12})">${out.join("")}</g>`;
};

const keyboard: Draw = (random, w, h) => {
  const key = w / between(random, 10, 15);
  const out = [`<rect width="${w}" height="${h}" fill="${hsl(0, 0, between(random, 10, 40))}"/>`];
  const cap = hsl(between(random, 0, 360), between(random, 0, 30), between(random, 70, 95));
  for (let y = key * 0.3; y < h; y += key * 1.1)
    for (let x = key * 0.3; x < w; x += key * 1.1) {
      out.push(
        `<rect x="${x}" y="${y}" width="${key}" height="${key}" rx="${key * 0.15}" fill="${random() < 0.1 ? anyColor(random) : cap}"/>`,
      );
      out.push(
        `<text x="${x + key * 0.3}" y="${y + key * 0.6}" font-family="sans-serif" font-size="${key * 0.35}" fill="#333">${String.fromCharCode(65 + Math.floor(random() * 26))}</text>`,
      );
    }
  return out.join("");
};

const pet: Draw = (random, w, h) => {
  const fur = hsl(between(random, 20, 40), between(random, 10, 60), between(random, 20, 80));
  const cx = w / 2;
  const cy = h * 0.55;
  const r = Math.min(w, h) * 0.25;
  const eyes = anyColor(random);
  return (
    `<rect width="${w}" height="${h}" fill="${anyColor(random)}"/>` +
    `<ellipse cx="${cx}" cy="${cy + r * 1.2}" rx="${r * 1.4}" ry="${r}" fill="${fur}"/>` +
    `<path d="M${cx - r * 0.9} ${cy - r * 0.3} l${r * 0.2} ${-r * 0.9} l${r * 0.5} ${r * 0.6} Z M${cx + r * 0.9} ${cy - r * 0.3} l${-r * 0.2} ${-r * 0.9} l${-r * 0.5} ${r * 0.6} Z" fill="${fur}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fur}"/>` +
    `<ellipse cx="${cx - r * 0.4}" cy="${cy - r * 0.1}" rx="${r * 0.16}" ry="${r * 0.22}" fill="${eyes}"/><ellipse cx="${cx + r * 0.4}" cy="${cy - r * 0.1}" rx="${r * 0.16}" ry="${r * 0.22}" fill="${eyes}"/>` +
    `<ellipse cx="${cx - r * 0.4}" cy="${cy - r * 0.1}" rx="${r * 0.05}" ry="${r * 0.18}" fill="#111"/><ellipse cx="${cx + r * 0.4}" cy="${cy - r * 0.1}" rx="${r * 0.05}" ry="${r * 0.18}" fill="#111"/>` +
    `<path d="M${cx - r * 0.1} ${cy + r * 0.25} h${r * 0.2} l${-r * 0.1} ${r * 0.12} Z" fill="#e79aa0"/>`
  );
};

const cosmetics: Draw = (random, w, h) => {
  const out = [
    `<rect width="${w}" height="${h}" fill="${hsl(between(random, 0, 60), between(random, 5, 30), between(random, 70, 95))}"/>`,
  ];
  const count = Math.floor(between(random, 2, 7));
  const s = Math.min(w, h) * between(random, 0.05, 0.09);
  for (let i = 0; i < count; i++) {
    const x = (w * (i + 0.5)) / count;
    const y = h * between(random, 0.35, 0.65);
    const color = hsl(between(random, -20, 30), between(random, 40, 90), between(random, 25, 60));
    out.push(
      `<g transform="rotate(${between(random, -30, 30)} ${x} ${y})"><rect x="${x - s / 2}" y="${y}" width="${s}" height="${s * 2.2}" rx="${s * 0.1}" fill="${pick(random, ["#c9a44c", "#1b1b1b", "#b8bcc4"])}"/><path d="M${x - s * 0.4} ${y} v${-s * 1.1} q${s * 0.4} ${-s * 0.6} ${s * 0.8} ${-s * 0.2} v${s * 1.3} Z" fill="${color}"/></g>`,
    );
  }
  return out.join("");
};

const coffee: Draw = (random, w, h) => {
  const cx = w * between(random, 0.35, 0.65);
  const cy = h * between(random, 0.4, 0.6);
  const r = Math.min(w, h) * between(random, 0.2, 0.3);
  const cup = pick(random, ["#f5f5f2", "#2c2c2c", "#c44536", "#3d6b8e"]);
  return (
    `<defs>${woodGrain(random, "wood")}</defs><rect width="${w}" height="${h}" fill="#6b4428"/><rect width="${w}" height="${h}" filter="url(#wood)"/>` +
    `<ellipse cx="${cx + r * 0.15}" cy="${cy + r * 0.15}" rx="${r * 1.5}" ry="${r * 1.45}" fill="rgba(0,0,0,0.25)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="#f3f1ec"/>` +
    `<rect x="${cx + r * 0.9}" y="${cy - r * 0.15}" width="${r * 0.7}" height="${r * 0.3}" rx="${r * 0.15}" fill="${cup}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${cup}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.85}" fill="#6f3f1e"/>` +
    `<path d="M${cx} ${cy + r * 0.5} C${cx - r * 0.7} ${cy - r * 0.1} ${cx - r * 0.2} ${cy - r * 0.6} ${cx} ${cy - r * 0.2} C${cx + r * 0.2} ${cy - r * 0.6} ${cx + r * 0.7} ${cy - r * 0.1} ${cx} ${cy + r * 0.5} Z" fill="#e8d3b5"/>`
  );
};

const bokeh: Draw = (random, w, h) => {
  const out = [
    `<defs><filter id="blur"><feGaussianBlur stdDeviation="${Math.min(w, h) * 0.01}"/></filter></defs><rect width="${w}" height="${h}" fill="${hsl(between(random, 200, 280), 40, between(random, 5, 20))}"/><g filter="url(#blur)">`,
  ];
  const count = Math.floor(between(random, 10, 40));
  for (let i = 0; i < count; i++) {
    out.push(
      `<circle cx="${random() * w}" cy="${random() * h}" r="${Math.min(w, h) * between(random, 0.02, 0.08)}" fill="${hsl(between(random, 0, 60), between(random, 60, 100), between(random, 50, 80))}" opacity="${between(random, 0.4, 0.9)}"/>`,
    );
  }
  return `${out.join("")}</g>`;
};

const jewelry: Draw = (random, w, h) => {
  const out = [
    `<rect width="${w}" height="${h}" fill="${hsl(between(random, 0, 360), between(random, 20, 60), between(random, 10, 35))}"/>`,
  ];
  const metal = pick(random, ["#d4af37", "#c0c0c0", "#e6b8a2"]);
  const count = Math.floor(between(random, 2, 6));
  for (let i = 0; i < count; i++) {
    const x = between(random, 0.15, 0.85) * w;
    const y = between(random, 0.2, 0.8) * h;
    const r = Math.min(w, h) * between(random, 0.05, 0.1);
    out.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${metal}" stroke-width="${r * 0.25}"/>`,
    );
    out.push(
      `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.35}" ry="${r * 0.28}" fill="${anyColor(random)}"/>`,
    );
  }
  for (let i = 0; i < 12; i++)
    out.push(
      `<circle cx="${w * (0.1 + i * 0.07)}" cy="${h * 0.88 + Math.sin(i) * 8}" r="${Math.min(w, h) * 0.018}" fill="#f2efe8"/>`,
    );
  return out.join("");
};

const shoes: Draw = (random, w, h) => {
  const color = anyColor(random);
  const out = [
    `<rect width="${w}" height="${h}" fill="${hsl(between(random, 20, 50), between(random, 5, 25), between(random, 70, 92))}"/>`,
  ];
  for (const [dx, flip] of [
    [0.3, 1],
    [0.65, -1],
  ] as const) {
    const x = w * dx;
    const y = h * between(random, 0.45, 0.6);
    const s = Math.min(w, h) * 0.22;
    out.push(
      `<g transform="translate(${x} ${y}) scale(${flip} 1) rotate(${between(random, -15, 15)})"><path d="M${-s} 0 Q${-s * 0.2} ${-s * 0.5} ${s * 0.8} ${-s * 0.1} L${s} ${s * 0.25} L${-s * 0.9} ${s * 0.25} Z" fill="${color}"/><rect x="${s * 0.7}" y="${s * 0.2}" width="${s * 0.12}" height="${s * 0.7}" fill="${color}"/></g>`,
    );
  }
  return out.join("");
};

const sky: Draw = (random, w, h) => {
  const out = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(between(random, 195, 225), 70, between(random, 40, 60))}"/><stop offset="1" stop-color="${hsl(between(random, 190, 210), 50, 85)}"/></linearGradient><filter id="cloud"><feGaussianBlur stdDeviation="${Math.min(w, h) * 0.02}"/></filter></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><g filter="url(#cloud)" fill="#ffffff" opacity="0.9">`,
  ];
  const count = Math.floor(between(random, 2, 8));
  for (let i = 0; i < count; i++) {
    const x = random() * w;
    const y = random() * h * 0.7;
    const s = Math.min(w, h) * between(random, 0.05, 0.12);
    for (let p = 0; p < 4; p++)
      out.push(`<circle cx="${x + p * s * 0.8}" cy="${y + (p % 2) * s * 0.3}" r="${s}"/>`);
  }
  return `${out.join("")}</g>`;
};

const toys: Draw = (random, w, h) => {
  const out = [`<rect width="${w}" height="${h}" fill="${hsl(0, 0, between(random, 80, 97))}"/>`];
  const count = Math.floor(between(random, 4, 14));
  const s = Math.min(w, h) * between(random, 0.06, 0.1);
  for (let i = 0; i < count; i++) {
    const x = between(random, 0.05, 0.85) * w;
    const y = between(random, 0.05, 0.85) * h;
    const color = hsl(pick(random, [0, 45, 120, 210, 280]), 85, 50);
    const long = random() < 0.5 ? 2 : 1;
    out.push(
      `<g transform="rotate(${pick(random, [0, 90, between(random, -30, 30)])} ${x} ${y})"><rect x="${x}" y="${y}" width="${s * long}" height="${s}" rx="${s * 0.08}" fill="${color}"/>`,
    );
    for (let k = 0; k < long * 2; k++)
      out.push(
        `<circle cx="${x + s * 0.25 + k * s * 0.5}" cy="${y + s * 0.3}" r="${s * 0.15}" fill="${color}" stroke="rgba(0,0,0,0.2)"/>`,
      );
    out.push(`</g>`);
  }
  return out.join("");
};

const DRAW: Record<SceneKind, Draw> = {
  portrait,
  plate,
  sweets,
  document,
  screenshot,
  street,
  garden,
  wall,
  fabric,
  keyboard,
  pet,
  cosmetics,
  coffee,
  bokeh,
  jewelry,
  shoes,
  sky,
  toys,
};

/** A non-nail scene of the given kind, as a JPEG of a random phone-ish size. */
export async function renderScene(kind: SceneKind, seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const [w, h] = pick(random, [
    [960, 720],
    [720, 960],
    [800, 800],
    [1200, 900],
  ] as const);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${DRAW[kind](random, w, h)}</svg>`;
  return sharp(Buffer.from(svg))
    .blur(between(random, 0.4, 1.2))
    .jpeg({ quality: Math.round(between(random, 70, 92)) })
    .toBuffer();
}

/** The n-th fitting scene from `seed`: kinds in turn. */
export const sceneAt = (seed: number, n: number) =>
  renderScene(SCENE_KINDS[n % SCENE_KINDS.length]!, seed + n);
