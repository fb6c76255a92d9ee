import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../context";
import { insertArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { robotsTxt, sitemapFile, sitemapIndex } from "./sitemap";

describe(`sitemap and robots.txt on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const published: string[] = [];
  let hidden: string;
  beforeAll(async () => {
    services = createTestServices(database(), { PUBLIC_URL: "https://nailmatch.example" });
    for (let n = 0; n < 5; n++) {
      published.push(await insertArtist(services, { displayName: `Artist ${n}` }));
    }
    hidden = await insertArtist(services, {
      displayName: "Draft",
      isActive: false,
      publishedAt: null,
    });
    published.sort();
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it("indexes one file of fixed pages and one per page of published artists", async () => {
    expect(locs(await sitemapIndex(services, 2))).toEqual([
      "https://nailmatch.example/sitemaps/pages.xml",
      "https://nailmatch.example/sitemaps/artists-1.xml",
      "https://nailmatch.example/sitemaps/artists-2.xml",
      "https://nailmatch.example/sitemaps/artists-3.xml",
    ]);
  });

  it("lists every published artist once across the pages, with when it last changed", async () => {
    const listed: string[] = [];
    for (const page of [1, 2, 3]) {
      const xml = (await sitemapFile(services, `artists-${page}`, 2))!;
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      listed.push(...locs(xml));
    }
    expect(listed).toEqual(published.map((id) => `https://nailmatch.example/artist/${id}`));
    expect(listed.join()).not.toContain(hidden);
  });

  it("lists the public pages, and knows no other file", async () => {
    expect(locs((await sitemapFile(services, "pages"))!)).toEqual([
      "https://nailmatch.example/",
      "https://nailmatch.example/artists",
      "https://nailmatch.example/match",
      "https://nailmatch.example/locations",
      "https://nailmatch.example/about",
      "https://nailmatch.example/terms",
      "https://nailmatch.example/privacy",
    ]);
    for (const name of [
      "artists-4",
      "artists-0",
      "artists-x",
      "users",
      "../pages",
      "artists-1e9",
    ]) {
      expect(await sitemapFile(services, name, 2), name).toBeNull();
    }
  });

  it("robots.txt allows the site, keeps crawlers off endpoints and names the sitemap", () => {
    const robots = robotsTxt(services);
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).not.toContain("Disallow: /artist");
    expect(robots).toContain("Sitemap: https://nailmatch.example/sitemap.xml");
  });
});
