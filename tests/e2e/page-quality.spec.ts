import { createAccount, newAccount } from "./support/accounts";
import type { PublishedArtist } from "./support/artists";
import { accessibilityViolations, expect, NOT_FOUND_RESPONSE, test } from "./fixtures";

// Every page, as each kind of visitor sees it, at a small phone's width and a desktop's: axe finds
// no violation. (Lighthouse, valid HTML and page weight: npm run check:pages and check:html.)
// The worker's published artist (only looked at here).
let artist: PublishedArtist;
test.beforeEach(({ sharedArtist }) => {
  artist = sharedArtist;
});

const PUBLIC_PAGES = [
  "/",
  "/artists",
  "/match",
  "/locations",
  "/about",
  "/terms",
  "/privacy",
  "/login",
  "/signup",
  "/nowhere",
];
const CLIENT_PAGES = ["/user-dashboard", "/favorites", "/profile"];
const ARTIST_PAGES = ["/dashboard", "/profile"];

/** The published artist's page, in test names. */
const ARTIST_PAGE = "/artist/{id}";
/** Who sees the pages, and the pages each sees. */
const AUDIENCES = [
  { who: "signed out", pages: [...PUBLIC_PAGES, ARTIST_PAGE] },
  { who: "a client", role: "user", pages: [...CLIENT_PAGES, ARTIST_PAGE, "/artists"] },
  // The dashboard of an artist without a profile is the wizard; the artist's page is another's.
  { who: "an artist", role: "artist", pages: [...ARTIST_PAGES, ARTIST_PAGE] },
] as const;

// One test per audience and width, visiting its pages in one tab (each page after the first
// finds the app's scripts in the cache, as a visitor's next page does), one step per page so a
// failure names its page. Axe over a long page takes seconds on a busy 2-core machine: the test
// gets minutes. The same tab listens for anything the Content-Security-Policy refuses.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const audience of AUDIENCES) {
      test(`${audience.who}: every page has no accessibility violations and trips no CSP`, async ({
        page,
        expectedErrors,
      }) => {
        test.setTimeout(audience.pages.length * 30_000);
        if (audience.pages.some((path) => path === "/nowhere")) {
          expectedErrors.push(NOT_FOUND_RESPONSE);
        }
        // Chromium reports what the policy refused (an eval, an inline script without the
        // nonce) as DevTools issues, not always on the console.
        const cdp = await page.context().newCDPSession(page);
        const refused: string[] = [];
        cdp.on("Audits.issueAdded", ({ issue }) => {
          if (issue.code === "ContentSecurityPolicyIssue") {
            refused.push(JSON.stringify(issue.details));
          }
        });
        await cdp.send("Audits.enable");
        if ("role" in audience) await createAccount(page.request, newAccount(audience.role));
        for (const path of audience.pages) {
          await test.step(path, async () => {
            await page.goto(path === ARTIST_PAGE ? `/artist/${artist.id}` : path);
            expect.soft(await accessibilityViolations(page), path).toEqual([]);
          });
        }
        expect(refused, "Content-Security-Policy refusals").toEqual([]);
      });
    }
  });
}

test("search engines find every page and read what each is about", async ({ page, request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const index = await (await request.get("/sitemap.xml")).text();
  const artistFiles = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/artists-\d+\.xml)<\/loc>/g)];
  const listed = await Promise.all(
    artistFiles.map(async ([, file]) => (await request.get(file!)).text()),
  );
  expect(listed.join()).toContain(`/artist/${artist.id}</loc>`);
  expect((await request.get("/sitemaps/artists-999.xml")).status()).toBe(404);

  await page.goto("/");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /nail artists/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);

  await page.goto(`/artist/${artist.id}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/artist/${artist.id}$`),
  );
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as Record<string, unknown>;
  expect(structured).toMatchObject({ "@type": "BeautySalon", name: artist.displayName });
  // Contact details stay behind sign-in, in the structured data too.
  expect(JSON.stringify(structured)).not.toContain(artist.contact.phone);
  expect(JSON.stringify(structured)).not.toContain(artist.contact.instagram);
});
