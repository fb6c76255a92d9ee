// npm run bench:requests: the data queries of /requests and of a conversation page, p50/p95. An
// artist gets --conversations requests (default 1,000, from as many clients), one of them with
// --messages lines (default 200), among --background other messages between other people
// (default 200,000) so the indexes are measured on a busy table. Requests carry a photo each, and
// every tenth line of the long conversation one. Runs against the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR; a throwaway DATA_DIR is best: the
// bench's rows stay). Options: --runs N (default 100), --artist EMAIL (give the conversations to
// this existing artist, e.g. the demo one, to measure the pages with bench:pages --as afterwards).
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { AccountUser } from "~/core/accounts/user";
import { openServices } from "~/server/bootstrap";
import { listRequests, unreadRequestCount } from "~/server/requests/lists";
import { openConversation } from "~/server/requests/requests";
import { REQUEST_PHOTO_ROW, benchPhotoVariants } from "./rows";
import { measure as measureRuns } from "./timing";

const { values } = parseArgs({
  options: {
    conversations: { type: "string", default: "1000" },
    messages: { type: "string", default: "200" },
    background: { type: "string", default: "200000" },
    runs: { type: "string", default: "100" },
    artist: { type: "string" },
  },
});
const conversations = Number(values.conversations);
const messages = Number(values.messages);
const background = Number(values.background);
const runs = Number(values.runs);

const services = await openServices();
const { db } = services.database;
const tag = randomUUID().slice(0, 8);
const started = performance.now();

// Everything in bulk, by SQL: users, the artist, the requests and their lines.
let artistId = `bench-artist-${tag}`;
if (values.artist) {
  const found = (
    (await db.execute(
      sql`select id from "user" where email = ${values.artist} and user_type = 'artist'`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows[0];
  if (!found) throw new Error(`no artist account ${values.artist}`);
  artistId = found.id;
} else {
  await db.execute(sql`
    insert into "user" (id, name, email, username, user_type)
    values (${artistId}, 'Bench Artist', ${`${artistId}@example.com`}, ${artistId}, 'artist')`);
  await db.execute(sql`
    insert into artist (id, display_name, state, is_active) values (${artistId}, 'Bench Studio', 'TX', true)`);
}
await db.execute(sql`
  insert into "user" (id, name, email, username, user_type)
  select ${`bench-client-${tag}-`} || n, 'Client ' || n, ${`bench-client-${tag}-`} || n || '@example.com',
         ${`bc${tag}`} || n, 'user'
  from generate_series(1, ${conversations}) as n`);
await db.execute(sql`
  insert into request (id, client_id, artist_id, client_name, state, time_zone, last_activity_at,
                       preferred_times, artist_unread)
  select gen_random_uuid()::text, ${`bench-client-${tag}-`} || n, ${artistId}, 'Client',
         (array['new','replied','booked','completed'])[1 + n % 4], 'America/Chicago',
         now() - n * interval '1 minute',
         '[{"date":"2099-01-02","timeOfDay":"morning"}]'::jsonb, n % 3
  from generate_series(1, ${conversations}) as n`);
await db.execute(sql`
  insert into request_message (id, request_id, author_id, event, body, created_at)
  select gen_random_uuid()::text, r.id, r.client_id, 'sent', 'I would love glitter ombre almonds for a party next month.', r.created_at
  from request r where r.artist_id = ${artistId} and r.client_id like ${`bench-client-${tag}-%`}`);
// The long conversation.
const [long] = (
  (await db.execute(
    sql`select id, client_id from request where artist_id = ${artistId}
        and client_id like ${`bench-client-${tag}-%`} order by last_activity_at desc limit 1`,
  )) as unknown as { rows: Array<{ id: string; client_id: string }> }
).rows;
await db.execute(sql`
  insert into request_message (id, request_id, author_id, body, created_at)
  select gen_random_uuid()::text, ${long!.id},
         case when n % 2 = 0 then ${artistId} else ${long!.client_id} end,
         'Message ' || n || ': a few words about the look, the date and the price.',
         now() - (${messages} - n) * interval '1 second'
  from generate_series(1, ${messages - 1}) as n`);
// A photo on each request (its inspiration, for the list's thumbnail) and on every tenth line of
// the long conversation: rows only (the queries read rows; the files are never fetched here).
const variants = benchPhotoVariants({ key: "photos/be/bench-320.webp", width: 320 });
await db.execute(sql`
  insert into ${REQUEST_PHOTO_ROW}
  select gen_random_uuid()::text, m.request_id, m.id, m.author_id, 0, 320, 320, '', ${variants}::jsonb
  from request_message m join request r on r.id = m.request_id
  where r.artist_id = ${artistId} and r.client_id like ${`bench-client-${tag}-%`}
    and (m.event = 'sent' or (m.request_id = ${long!.id} and m.body like 'Message %0:%'))`);
// Other people's lines, on requests this artist is not in (no parties): only the tables grow.
if (background > 0) {
  await db.execute(sql`
    insert into request (id, client_id, artist_id, client_name, state, time_zone)
    select 'bench-bg-' || ${tag} || '-' || n, null, null, 'Someone', 'completed', 'America/Chicago'
    from generate_series(1, ${Math.ceil(background / 20)}) as n`);
  await db.execute(sql`
    insert into request_message (id, request_id, author_id, body)
    select gen_random_uuid()::text, 'bench-bg-' || ${tag} || '-' || (1 + n % ${Math.ceil(background / 20)}),
           ${`bench-client-${tag}-1`}, 'Background message ' || n
    from generate_series(1, ${background}) as n`);
}
await db.execute(sql`analyze request`);
await db.execute(sql`analyze request_message`);
await db.execute(sql`analyze request_photo`);
const loaded = (performance.now() - started) / 1000;
const measure = (name: string, run: () => Promise<unknown>) => measureRuns(name, runs, run);

const artistUser = {
  id: artistId,
  name: "Bench Artist",
  email: `${artistId}@example.com`,
  userType: "artist",
} as AccountUser;

console.log(
  `${services.database.driver}: ${conversations.toLocaleString("en-US")} conversations for one artist, ` +
    `one of ${messages} lines, ${background.toLocaleString("en-US")} other messages ` +
    `(loaded in ${loaded.toFixed(1)} s), ${runs} runs\n`,
);
const shown = await listRequests(services, artistUser);
const conversation = await openConversation(services, artistUser, long!.id);
const photos = conversation!.lines.reduce((sum, line) => sum + line.photos.length, 0);
await measure(`/requests list (newest ${shown.length})`, () => listRequests(services, artistUser));
await measure(`/requests?state=new`, () => listRequests(services, artistUser, { states: ["new"] }));
await measure(`conversation (${conversation!.lines.length} lines, ${photos} photos)`, () =>
  openConversation(services, artistUser, long!.id),
);
await measure("unread count (header)", () => unreadRequestCount(services, artistUser));
await services.database.close();
