// npm run bench:admin-queue: the admin's pages' data queries (/admin's queue, /admin/audit), p50/p95,
// with --reports open and decided reports (default 10,000; a tenth decided) on reviews, messages
// (each with a photo) and profiles of --items of each (default 1,000), and as many audit lines.
// Runs against the configured database (DATABASE_URL, or the embedded one in DATA_DIR; a throwaway
// DATA_DIR is best: the bench's rows stay). Options: --runs N (default 100).
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openServices } from "~/server/bootstrap";
import { adminQueue, auditLog } from "~/server/moderation/queue";
import { REQUEST_PHOTO_ROW, benchPhotoVariants } from "./rows";
import { measure } from "./timing";

const { values } = parseArgs({
  options: {
    reports: { type: "string", default: "10000" },
    items: { type: "string", default: "1000" },
    runs: { type: "string", default: "100" },
  },
});
const reports = Number(values.reports);
const items = Number(values.items);
const runs = Number(values.runs);

const services = await openServices();
const { db } = services.database;
const tag = randomUUID().slice(0, 8);
const id = (what: string) => `'bench-${tag}-${what}-' || n`;
const started = performance.now();

// Everything in bulk, by SQL: n-th client ↔ n-th artist, one request, its first line with a
// photo, and its review; then the reports, spread over the three kinds and over time.
const series = sql.raw(`generate_series(1, ${items}) as n`);
await db.execute(sql`
  insert into "user" (id, name, email, username, user_type)
  select ${sql.raw(id("client"))}, 'Client ' || n, ${sql.raw(id("client"))} || '@example.com',
         ${sql.raw(`'bc${tag}' || n`)}, 'user' from ${series}
  union all
  select ${sql.raw(id("artist"))}, 'Artist ' || n, ${sql.raw(id("artist"))} || '@example.com',
         ${sql.raw(`'ba${tag}' || n`)}, 'artist' from ${series}`);
await db.execute(sql`
  insert into artist (id, display_name, bio, state, is_active)
  select ${sql.raw(id("artist"))}, 'Bench Studio ' || n, 'Gel, acrylic and nail art by appointment.',
         'TX', true from ${series}`);
await db.execute(sql`
  insert into request (id, client_id, artist_id, client_name, state, time_zone)
  select ${sql.raw(id("request"))}, ${sql.raw(id("client"))}, ${sql.raw(id("artist"))}, 'Client',
         'completed', 'America/Chicago' from ${series}`);
await db.execute(sql`
  insert into request_message (id, request_id, author_id, event, body)
  select ${sql.raw(id("message"))}, ${sql.raw(id("request"))}, ${sql.raw(id("client"))}, 'sent',
         'Could you do long almond French tips next Saturday?' from ${series}`);
const variants = benchPhotoVariants();
await db.execute(sql`
  insert into ${REQUEST_PHOTO_ROW}
  select gen_random_uuid()::text, ${sql.raw(id("request"))}, ${sql.raw(id("message"))},
         ${sql.raw(id("client"))}, 0, 160, 160, '', ${variants}::jsonb from ${series}`);
await db.execute(sql`
  insert into review (id, request_id, artist_id, author_id, author_name, stars, body)
  select ${sql.raw(id("review"))}, ${sql.raw(id("request"))}, ${sql.raw(id("artist"))},
         ${sql.raw(id("client"))}, 'Client', 1 + n % 5, 'Lovely set, lasted three weeks.' from ${series}`);
// Report n is on item n % items of kind n % 3, by reporter n / items: no account reports one
// thing twice. Every tenth is decided.
await db.execute(sql`
  insert into report (id, subject, subject_id, reporter_id, reported_id, reason, note, content,
                      created_at, decided_at, decision)
  select gen_random_uuid()::text, kind,
         'bench-' || ${tag} || '-' || case when kind = 'profile' then 'artist' else kind end || '-' || item,
         'bench-' || ${tag} || '-client-' || (1 + n / ${items}),
         'bench-' || ${tag} || '-' || case when kind = 'profile' then 'artist' else 'client' end || '-' || item,
         'spam', '', 'What it said when reported.', now() - n * interval '1 minute',
         case when n % 10 = 0 then now() end, case when n % 10 = 0 then 'dismiss' end
  from (select n, (array['review', 'message', 'profile'])[1 + n % 3] as kind, 1 + n % ${items} as item
        from generate_series(1, ${reports}) as n) as spread`);
await db.execute(sql`
  insert into admin_action (id, admin_email, action, subject, subject_id, reason, created_at)
  select gen_random_uuid()::text, 'admin@example.com', 'dismiss', 'review', 'bench-' || n,
         'Looked at it: nothing wrong.', now() - n * interval '1 minute'
  from generate_series(1, ${reports}) as n`);
for (const table of ["report", "admin_action", "review", "request_message", "request_photo"]) {
  await db.execute(sql.raw(`analyze ${table}`));
}
const loaded = (performance.now() - started) / 1000;

console.log(
  `${services.database.driver}: ${reports.toLocaleString("en-US")} reports on ` +
    `${items.toLocaleString("en-US")} reviews, messages and profiles, as many audit lines ` +
    `(loaded in ${loaded.toFixed(1)} s), ${runs} runs\n`,
);
const first = await adminQueue(services);
const kinds = new Set(first.items.map((item) => item.subject));
if (first.items.length === 0 || kinds.size < 3 || first.items.some((item) => !item.now)) {
  throw new Error("the queue's first page should hold all three kinds, each found");
}
await measure(`/admin queue, page 1 (${first.items.length} items)`, runs, () =>
  adminQueue(services),
);
await measure("/admin queue, page 100", runs, () => adminQueue(services, 100));
await measure("/admin/audit, page 1", runs, () => auditLog(services));
await services.database.close();
