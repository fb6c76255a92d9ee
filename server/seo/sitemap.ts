import { asc, count, eq } from "drizzle-orm";
import type { AppServices } from "../context";
import { artist } from "../db/schema";
import { ARTISTS_PATH } from "~/core/site-nav";

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The pages anyone may open that are worth a search result, besides each artist's page. */
const PUBLIC_PAGES = ["/", ARTISTS_PATH, "/match", "/locations", "/about", "/terms", "/privacy"];

/**
 * Addresses that are not pages: endpoints and links from e-mails. (Signed-in pages send a crawler
 * to /login anyway; a robots.txt rule on them would only make them look unreachable to audits.)
 */
const NOT_PAGES = ["/api/", "/logout", "/reset-password"];

const xml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function urlset(entries: Array<{ loc: string; lastmod?: Date }>) {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * /sitemap.xml: an index of the files that list the site's pages, one for the fixed pages and
 * one per 50,000 published artists, so it holds however many artists there are.
 */
export async function sitemapIndex(services: AppServices, perFile = SITEMAP_URLS_PER_FILE) {
  const base = services.config.brand.publicUrl;
  const [{ artists }] = (await services.database.db
    .select({ artists: count() })
    .from(artist)
    .where(eq(artist.isActive, true))) as [{ artists: number }];
  const files = [
    "pages",
    ...Array.from({ length: Math.ceil(artists / perFile) }, (_, n) => `artists-${n + 1}`),
  ];
  const entries = files.map(
    (file) => `<sitemap><loc>${xml(`${base}/sitemaps/${file}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * One file of the index: "pages", or "artists-{n}" (published artists in a stable order, the
 * n-th 50,000). Null for a name that is not one of them.
 */
export async function sitemapFile(
  services: AppServices,
  name: string,
  perFile = SITEMAP_URLS_PER_FILE,
): Promise<string | null> {
  const base = services.config.brand.publicUrl;
  if (name === "pages") return urlset(PUBLIC_PAGES.map((path) => ({ loc: `${base}${path}` })));
  const page = /^artists-([1-9]\d{0,5})$/.exec(name)?.[1];
  if (!page) return null;
  const rows = await services.database.db
    .select({ id: artist.id, updatedAt: artist.updatedAt })
    .from(artist)
    .where(eq(artist.isActive, true))
    .orderBy(asc(artist.id))
    .limit(perFile)
    .offset((Number(page) - 1) * perFile);
  if (rows.length === 0 && page !== "1") return null;
  return urlset(rows.map((row) => ({ loc: `${base}/artist/${row.id}`, lastmod: row.updatedAt })));
}

/** /robots.txt: everything public may be crawled; where the sitemap is. */
export function robotsTxt(services: AppServices) {
  const base = services.config.brand.publicUrl;
  return [
    "User-agent: *",
    "Allow: /",
    ...NOT_PAGES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
