import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache";

describe("VersionedCache", () => {
  it("keeps values while the version stays, and drops them all when it changes", () => {
    const cache = new VersionedCache<number>(10);
    expect(cache.get("1", "a")).toBeUndefined();
    cache.set("1", "a", 1);
    expect(cache.get("1", "a")).toBe(1);
    expect(cache.get("2", "a")).toBeUndefined();
    expect(cache.get("1", "a")).toBeUndefined();
  });

  it("does not keep a value computed for a version that has moved on", () => {
    const cache = new VersionedCache<number>(10);
    cache.get("1", "a");
    cache.get("2", "b");
    cache.set("1", "a", 1);
    expect(cache.get("2", "a")).toBeUndefined();
  });

  it("drops the least recently used beyond its size", () => {
    const cache = new VersionedCache<string>(2);
    cache.get("1", "a");
    cache.set("1", "a", "A");
    cache.set("1", "b", "B");
    cache.get("1", "a"); // a is now the most recently used
    cache.set("1", "c", "C");
    expect(cache.get("1", "b")).toBeUndefined();
    expect(cache.get("1", "a")).toBe("A");
    expect(cache.get("1", "c")).toBe("C");
  });
});
