import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readListingVersion } from "../artists/listing-version";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { createApp } from "../http/app";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { DemoDataAtStart } from "./at-start";
import { DEMO_REVIEWER_COUNT } from "./reviews";
import { DEMO_ACCOUNTS, DEMO_ARTIST_COUNT } from "./seed";

/** Small pictures keep each run to a few seconds' drawing (every artist has their own). */
const PICTURE_SIZE = 96;
const SLOW = 240_000;

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(services: AppServices, demo: DemoDataAtStart) {
  const app = createApp({ services, demoState: () => demo.state() });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
}

async function count(services: AppServices, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await services.database.db.execute(query));
  return Number(row!.n);
}
const publishedArtists = (services: AppServices) =>
  count(services, sql`select count(*) as n from artist where is_active`);

async function signsIn(services: AppServices, account: { email: string; password: string }) {
  const { user } = await services.auth.api.signInEmail({
    body: { email: account.email, password: account.password },
  });
  return user.email;
}

describe(`the demo data at start on ${testDriver}`, () => {
  const database = useTestDatabase();

  it(
    "has the demo accounts before the server answers, then publishes the artists while it does",
    async () => {
      const services = createTestServices(database(), { MATCH_DESCRIPTOR: "hand-built" });
      // Pictures from this machine's cache once made (drawing 350 took most of this test): the
      // artists still arrive one at a time, each published in its own transaction.
      const demo = new DemoDataAtStart(services, { pictureSize: PICTURE_SIZE });
      expect(await demo.prepare()).toBe("in progress");

      // What the first answer may need: both accounts, and the demo artist's published profile.
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        expect(await signsIn(services, account)).toBe(account.email);
      }
      expect(await publishedArtists(services)).toBe(1);

      const request = await serve(services, demo);
      const ready = await request("/readyz");
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ok", database: "ok", demo: "in progress" });
      expect((await request("/readyz?demo=complete")).status).toBe(503);

      const versionBefore = BigInt(await readListingVersion(services.database));
      demo.continueInBackground();
      // The lists see the artists as they arrive: watch the count grow.
      const seen = new Set<number>();
      let finished = false;
      void demo.done().then(() => (finished = true));
      while (!finished) {
        seen.add(await publishedArtists(services));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(
        [...seen].some((n) => n > 1 && n < DEMO_ARTIST_COUNT),
        [...seen].join(),
      ).toBe(true);
      expect(BigInt(await readListingVersion(services.database))).toBeGreaterThan(versionBefore);

      expect(demo.state()).toBe("complete");
      expect(await publishedArtists(services)).toBe(DEMO_ARTIST_COUNT);
      const complete = await request("/readyz?demo=complete");
      expect(complete.status).toBe(200);
      expect(await complete.json()).toEqual({ status: "ok", database: "ok", demo: "complete" });

      // The style match indexed the photos as they came (hand-built descriptor: no network).
      if (await services.match.available()) {
        const unindexed = sql`select count(*) as n from photo
          where kind = 'portfolio' and id not in (select photo_id from photo_embedding)`;
        for (let i = 0; i < 600 && (await count(services, unindexed)) > 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await count(services, unindexed)).toBe(0);
      }
      await services.match.close();

      // The next start finds it complete and makes nothing.
      const next = new DemoDataAtStart(createTestServices(database()), {
        pictureSize: PICTURE_SIZE,
      });
      expect(await next.prepare()).toBe("complete");
    },
    SLOW,
  );
});

describe(`demo data stopped midway on ${testDriver}`, () => {
  const database = useTestDatabase();

  it(
    "is carried on at the next start: every artist once, with the client's history",
    async () => {
      const services = createTestServices(database());
      let published = 0;
      const first = new DemoDataAtStart(services, {
        pictureSize: PICTURE_SIZE,
        onPublished: () => {
          // Stopped (Ctrl-C) once a few artists are out; pictures in the making are dropped.
          if (++published === 5) void first.stop();
        },
      });
      expect(await first.prepare()).toBe("in progress");
      first.continueInBackground();
      await first.done();
      expect(first.state()).toBe("in progress");
      // The demo artist's profile (before the server listens) and 4 more.
      expect(await publishedArtists(services)).toBe(5);

      const again = createTestServices(database());
      const second = new DemoDataAtStart(again, {
        pictureSize: PICTURE_SIZE,
        onPublished: () => {},
      });
      expect(await second.prepare()).toBe("in progress");
      second.continueInBackground();
      await second.done();
      expect(second.state()).toBe("complete");

      expect(await publishedArtists(again)).toBe(DEMO_ARTIST_COUNT);
      expect(
        await count(again, sql`select count(distinct email) as n from artist where is_active`),
      ).toBe(DEMO_ARTIST_COUNT);
      expect(
        await count(
          again,
          sql`select count(*) as n from "user" where email like '%@nailmatch.example'`,
        ),
      ).toBe(DEMO_ARTIST_COUNT + 1 + DEMO_REVIEWER_COUNT);
      // Every rating has its reviews behind it, once: some artists have none yet ("New").
      expect(
        await count(
          again,
          sql`select count(*) as n from artist where rating_count <> (select count(*) from review
            where review.artist_id = artist.id) or (rating is null) <> (rating_count = 0)`,
        ),
      ).toBe(0);
      const rated = await count(
        again,
        sql`select count(*) as n from artist where rating_count > 0`,
      );
      expect(rated).toBeGreaterThan(DEMO_ARTIST_COUNT / 2);
      expect(rated).toBeLessThan(DEMO_ARTIST_COUNT);
      expect(
        await count(
          again,
          sql`select count(*) as n from review join request on request.id = review.request_id
            where request.state <> 'completed' or request.client_id <> review.author_id`,
        ),
      ).toBe(0);
      // Some reviews show the finished nails: pictures of their own artist's portfolio.
      const reviewPhotos = await count(again, sql`select count(*) as n from review_photo`);
      expect(reviewPhotos).toBeGreaterThan(DEMO_ARTIST_COUNT);
      expect(
        await count(
          again,
          sql`select count(*) as n from review_photo join review on review.id = review_photo.review_id
            where not exists (select 1 from photo where photo.artist_id = review.artist_id
              and photo.variants = review_photo.variants)`,
        ),
      ).toBe(0);
      expect(await count(again, sql`select count(*) as n from favorite`)).toBe(4);
      expect(await count(again, sql`select count(*) as n from artist_view`)).toBe(6);
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        expect(await signsIn(again, account)).toBe(account.email);
      }
    },
    SLOW,
  );
});

describe(`demo data on two instances on ${testDriver}`, () => {
  const database = useTestDatabase();

  it(
    "is made by one of them; the other reports it complete when it is",
    async () => {
      const made = [0, 0];
      const instances = [0, 1].map(
        (i) =>
          new DemoDataAtStart(createTestServices(database()), {
            pictureSize: PICTURE_SIZE,
            onPublished: () => made[i]!++,
          }),
      );
      for (const instance of instances) expect(await instance.prepare()).toBe("in progress");
      made.fill(0); // the first prepared the demo artist's profile
      for (const instance of instances) instance.continueInBackground();
      await Promise.all(instances.map((instance) => instance.done()));

      expect(instances.map((instance) => instance.state())).toEqual(["complete", "complete"]);
      expect(made.toSorted()).toEqual([0, DEMO_ARTIST_COUNT - 1]);
      expect(
        await count(
          createTestServices(database()),
          sql`select count(*) as n from artist where is_active`,
        ),
      ).toBe(DEMO_ARTIST_COUNT);
    },
    SLOW,
  );
});
