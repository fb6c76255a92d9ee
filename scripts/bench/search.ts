// npm run bench:search: the /artists query (exact count and one page of cards) for each kind of
// filter, p50/p95 over repeated runs, and the plan PostgreSQL chose for it. Runs against the
// configured database (DATABASE_URL, or the embedded one in DATA_DIR); load artists first with
// `npm run seed -- --artists 200000 --reviews 1000000`. Options: --runs N (default 40), --explain (print plans).
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { parseSearch } from "~/core/artists/search";
import { openServices } from "~/server/bootstrap";
import { artist } from "~/server/db/schema";
import { loadGazetteer, resolveNear } from "~/server/geo/gazetteer";
import { countQuery, readSearchResults } from "~/server/artists/search";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "40" }, explain: { type: "boolean" } },
});
const runs = Number(values.runs);

const CASES: Array<[name: string, query: string]> = [
  ["no filter", ""],
  ["one style", "style=Ombre"],
  ["two styles + one color", "style=Ombre&style=Glitter&color=Red"],
  ["state", "state=TX"],
  ["city (partial)", "city=spring"],
  ["name (partial)", "name=studio+1234"],
  ["free text", "q=ombre+austin"],
  ["near a ZIP (25 mi)", "near=78701"],
  ["deep page (200)", "page=200"],
  ["top rated", "sort=rating"],
  ["top rated, 4 stars & up", "sort=rating&rating=4"],
  ["4 stars & up + one style", "rating=4&style=Ombre"],
  ["up to $40", "maxPrice=40"],
  ["up to $60 + one style", "maxPrice=60&style=Ombre"],
  ["up to $60 + one color", "maxPrice=60&color=Red"],
  ["up to $60 + state", "maxPrice=60&state=TX"],
  ["price: low to high", "sort=price"],
  ["price low-high + up to $80", "sort=price&maxPrice=80"],
  ["near a ZIP + up to $60", "near=78701&maxPrice=60"],
];

const services = await openServices();
loadGazetteer();
const { rows } = (await services.database.db.execute(
  sql`select count(*)::int as n from ${artist} where ${artist.isActive}`,
)) as unknown as { rows: Array<{ n: number }> };
console.log(
  `${services.database.driver}: ${rows[0]!.n.toLocaleString("en-US")} published artists, ${runs} runs per case\n`,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log("case                       found     p50 ms   p95 ms   plan");
for (const [name, query] of CASES) {
  const filters = parseSearch(new URLSearchParams(query));
  const near = filters.near ? resolveNear(filters.near) : null;
  const place = near?.ok ? near.place : null;
  let total = 0;
  const times: number[] = [];
  for (let run = 0; run < runs + 3; run++) {
    const started = performance.now();
    ({ total } = await readSearchResults(services, filters, place));
    if (run >= 3) times.push(performance.now() - started); // the first runs warm the caches
  }
  times.sort((a, b) => a - b);
  const plan = await explain(countQuery(services.database.db, filters, place).getSQL());
  console.log(
    `${name.padEnd(26)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(9)} ${percentile(times, 95).toFixed(1).padStart(8)}   ${summary(plan)}`,
  );
  if (values.explain) console.log(`${plan.join("\n")}\n`);
}
await services.database.close();

async function explain(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await services.database.db.execute(
    sql`explain (analyze, costs off, timing off) ${query}`,
  )) as unknown as { rows: Array<Record<string, string>> };
  return result.rows.map((row) => Object.values(row)[0]!);
}

/** The scans a plan uses, e.g. "Bitmap Index Scan on artist_search_text_idx". */
function summary(plan: string[]): string {
  const scans = plan
    .map((line) => /(\w[\w ]* Scan)(?: using| on) (\w+)/.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match[1]!.trim()} ${match[2]}`);
  return [...new Set(scans)].join(", ");
}
