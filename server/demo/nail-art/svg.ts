// Small helpers for writing SVG as text: elements, path data, gradients, blur filters and a
// document builder. Numbers are rounded so that the same drawing always gives the same text.

export type Attributes = Record<string, string | number | undefined>;

/** An SVG element; numbers are rounded, undefined attributes left out. */
export function tag(name: string, attributes: Attributes, content = ""): string {
  let text = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined) text += ` ${key}="${typeof value === "number" ? fmt(value) : value}"`;
  }
  return content ? `${text}>${content}</${name}>` : `${text}/>`;
}

/** Path data from commands and coordinates, e.g. d("M", 0, 0, "L", 10, 5). */
export function d(...parts: Array<string | number>): string {
  return parts.map((part) => (typeof part === "number" ? fmt(part) : part)).join(" ");
}

/** Offset, colour and (optional) opacity. */
export type Stop = [number, string, number?];

function stops(list: Stop[]): string {
  return list
    .map(([offset, color, opacity]) =>
      tag("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
    )
    .join("");
}

/** A gradient along [x1, y1, x2, y2] in bounding-box units. */
export function linearGradient(id: string, [x1, y1, x2, y2]: number[], list: Stop[]): string {
  return tag("linearGradient", { id, x1, y1, x2, y2 }, stops(list));
}

/** A radial gradient; `attributes` place it (cx, cy, r, units). */
export function radialGradient(id: string, attributes: Attributes, list: Stop[]): string {
  return tag("radialGradient", { id, ...attributes }, stops(list));
}

/** A Gaussian blur whose region reaches `margin` per cent beyond the element. */
export function blurFilter(id: string, deviation: number, margin: number): string {
  return tag(
    "filter",
    {
      id,
      "color-interpolation-filters": "sRGB",
      x: `-${margin}%`,
      y: `-${margin}%`,
      width: `${100 + 2 * margin}%`,
      height: `${100 + 2 * margin}%`,
    },
    tag("feGaussianBlur", { stdDeviation: deviation }),
  );
}

/** Numbers for SVG attributes: short and without "-0". */
export function fmt(value: number, digits = 2): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor || 0);
}

/** Collects defs and body; ids are made unique with a counter. */
export class SvgBuilder {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private readonly defined = new Set<string>();
  private count = 0;

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}-${this.count}`;
  }

  /** Adds a def shared under a fixed id, once; returns a reference to it. */
  shared(id: string, makeDef: (id: string) => string): string {
    if (!this.defined.has(id)) {
      this.defined.add(id);
      this.defs.push(makeDef(id));
    }
    return `url(#${id})`;
  }

  toString(size: number): string {
    return svgDocument(size, tag("defs", {}, this.defs.join("")) + this.body.join(""));
  }
}

/** A document of `size`×`size` pixels whose drawing units span 1000×1000. */
export function svgDocument(size: number, content: string): string {
  return tag(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width: size, height: size, viewBox: "0 0 1000 1000" },
    content,
  );
}
