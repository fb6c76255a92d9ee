import { describe, expect, it } from "vitest";
import {
  estimateText,
  serviceEstimate,
  centsOf,
  dollarsText,
  formatDuration,
  formatPrice,
  formatPriceRange,
  fromPrice,
  SERVICE_MESSAGES as M,
  serviceMenuSchema,
  serviceSchema,
} from "./services";

const row = (fields: Record<string, string> = {}) => ({
  name: "Gel manicure",
  category: "Manicure",
  price: "45",
  upTo: "",
  minutes: "60",
  description: "",
  ...fields,
});
const errorsOf = (fields: Record<string, string>) => {
  const result = serviceSchema.safeParse(row(fields));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("money", () => {
  it("reads dollars as typed into whole cents, without a float", () => {
    expect(centsOf("65")).toBe(6500);
    expect(centsOf("$65")).toBe(6500);
    expect(centsOf(" 49.5 ")).toBe(4950);
    expect(centsOf("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(centsOf("1,200")).toBe(120000);
    expect(centsOf("1,200.07")).toBe(120007);
  });

  it("refuses what is not an amount of dollars", () => {
    for (const typed of ["", "abc", "-5", "4.567", "1,20", "1e3", "$", "12,34,567"]) {
      expect(centsOf(typed), typed).toBeNull();
    }
  });

  it("shows prices in US dollars, a range with the sign once", () => {
    expect(formatPrice(6500)).toBe("$65");
    expect(formatPrice(4950)).toBe("$49.50");
    expect(formatPrice(120000)).toBe("$1,200");
    expect(formatPriceRange(5000, 8000)).toBe("$50–80");
    expect(formatPriceRange(6500, null)).toBe("$65");
    expect(formatPriceRange(6500, 6500)).toBe("$65");
    expect(fromPrice(4500)).toBe("From $45");
    expect(dollarsText(4950)).toBe("49.50");
    expect(dollarsText(6500)).toBe("65");
  });

  it("shows durations in hours and minutes", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(90)).toBe("1 h 30 min");
    expect(formatDuration(600)).toBe("10 h");
  });
});

describe("a service row", () => {
  it("is stored in cents, a range only when it is one", () => {
    expect(
      serviceSchema.parse(row({ price: "50", upTo: "80", description: " Long wear " })),
    ).toEqual({
      name: "Gel manicure",
      category: "Manicure",
      priceCents: 5000,
      upToCents: 8000,
      minutes: 60,
      description: "Long wear",
    });
    expect(serviceSchema.parse(row({ upTo: "45" })).upToCents).toBeNull();
  });

  it("says what is wrong in the issue's words", () => {
    expect(errorsOf({ name: " A " })).toEqual([M.name]);
    expect(errorsOf({ name: "x".repeat(61) })).toEqual([M.name]);
    expect(errorsOf({ price: "0.99" })).toEqual([M.price]);
    expect(errorsOf({ price: "10,000.01" })).toEqual([M.price]);
    expect(errorsOf({ price: "ten" })).toEqual([M.price]);
    expect(errorsOf({ price: "80", upTo: "50" })).toEqual([M.upTo]);
    expect(errorsOf({ minutes: "4" })).toEqual([M.duration]);
    expect(errorsOf({ minutes: "601" })).toEqual([M.duration]);
    expect(errorsOf({ minutes: "1.5" })).toEqual([M.duration]);
    expect(errorsOf({ category: "Massage" })).toEqual([M.category]);
    expect(errorsOf({ price: "1" })).toEqual([]);
    expect(errorsOf({ price: "10,000", minutes: "600" })).toEqual([]);
  });

  it("allows at most 30 services", () => {
    expect(serviceMenuSchema.safeParse(Array.from({ length: 30 }, () => row())).success).toBe(true);
    const tooMany = serviceMenuSchema.safeParse(Array.from({ length: 31 }, () => row()));
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([M.tooMany]);
  });
});

describe("a request's estimate", () => {
  const chosen = (priceCents: number, upToCents: number | null, minutes: number) => ({
    id: `${priceCents}`,
    name: "Service",
    priceCents,
    upToCents,
    minutes,
  });

  it("adds the prices from low to high and the minutes", () => {
    expect(estimateText([])).toBeNull();
    expect(estimateText([chosen(4500, null, 60)])).toBe("Estimated $45 · about 1 h");
    expect(estimateText([chosen(4500, null, 60), chosen(2000, 3500, 30)])).toBe(
      "Estimated $65–80 · about 1 h 30 min",
    );
    // Cents stay cents: no float adds $0.10 and $0.20 into $0.30000000000000004.
    expect(serviceEstimate([chosen(110, null, 5), chosen(120, null, 5)])).toEqual({
      lowCents: 230,
      highCents: 230,
      minutes: 10,
    });
    expect(estimateText([chosen(4999, 6050, 45)])).toBe("Estimated $49.99–60.50 · about 45 min");
  });
});
