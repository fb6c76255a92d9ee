// npm run bench:lighthouse -- --url http://localhost:3000 [--path /artists ...]: Lighthouse with
// its mobile defaults (simulated slow 4G, a mid-range phone) against the running production
// server, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints each page's four
// scores, its paint timings and the bytes it loads.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    path: { type: "string", multiple: true },
  },
});
const PAGES = values.path ?? ["/", "/artists", "/locations", "/about", "/login"];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
console.log(
  "page                      perf  a11y  best   seo    FCP s   LCP s  TBT ms    CLS   total KB",
);
try {
  for (const page of PAGES) {
    const result = await lighthouse(new URL(page, values.url).toString(), {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const lhr = result!.lhr;
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(
      [
        page.padEnd(24),
        score("performance").padStart(5),
        score("accessibility").padStart(5),
        score("best-practices").padStart(5),
        score("seo").padStart(5),
        (audit("first-contentful-paint") / 1000).toFixed(2).padStart(8),
        (audit("largest-contentful-paint") / 1000).toFixed(2).padStart(7),
        audit("total-blocking-time").toFixed(0).padStart(7),
        audit("cumulative-layout-shift").toFixed(3).padStart(7),
        (audit("total-byte-weight") / 1024).toFixed(0).padStart(10),
      ].join(" "),
    );
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 1) >= 1) continue;
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id);
      if (failing.length) console.log(`    ${id}: ${failing.join(", ")}`);
    }
  }
} finally {
  chrome.kill();
}
